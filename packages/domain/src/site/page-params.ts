/**
 * A positive integer from an address (a news item's id, a list's page number), or null: the web's
 * pages and the server's 404 for a missing record read it the same way.
 */
export function parsePositiveInt(value: string | null | undefined): number | null {
  if (!value || !/^\d{1,9}$/.test(value)) return null;
  const number = Number(value);
  return number >= 1 ? number : null;
}
