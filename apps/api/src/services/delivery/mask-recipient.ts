/** An address or phone as logs may show it: enough to tell messages apart, not to contact anyone. */
export function maskRecipient(to: string): string {
  const at = to.lastIndexOf('@');
  if (at > 0) return `${to[0]}***${to.slice(at)}`;
  if (to.length <= 4) return '***';
  return `${to.slice(0, 1)}${'*'.repeat(to.length - 3)}${to.slice(-2)}`;
}
