/** /operator/enforcement (issue 21 item 5). */
export function InspectorPage() {
  return null;
}
