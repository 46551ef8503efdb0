/** A news date as readers expect it in their language ("5 марта 2025 г.", "March 5, 2025"). */
export function formatNewsDate(value: string, lang: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return new Intl.DateTimeFormat(lang === 'en' ? 'en-GB' : 'ru-RU', { dateStyle: 'long' }).format(date);
}
