/** /operator/drivers (issue 21 item 1). */
export function SupportPage() {
  return null;
}
