/** A news date as readers expect it in their language ("5 марта 2025 г.", "March 5, 2025"). */
export function formatNewsDate(value: string, lang: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return new Intl.DateTimeFormat(lang === 'en' ? 'en-GB' : 'ru-RU', { dateStyle: 'long' }).format(date);
}

/** A positive integer from the URL, or null (news ids and page numbers). */
export function parsePositiveInt(value: string | null | undefined): number | null {
  if (!value || !/^\d{1,9}$/.test(value)) return null;
  const number = Number(value);
  return number >= 1 ? number : null;
}
