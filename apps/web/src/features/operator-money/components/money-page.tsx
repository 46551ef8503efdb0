/** /operator/money (issue 21 item 3). */
export function MoneyPage() {
  return null;
}
