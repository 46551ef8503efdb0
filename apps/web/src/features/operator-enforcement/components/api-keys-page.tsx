/** /operator/api_keys (issue 21 item 4). */
export function ApiKeysPage() {
  return null;
}
