/** "December 14, 2026" for a yyyy-MM-dd calendar date, in the page's language. */
export function formatDate(date: string, locale: string): string {
  return new Intl.DateTimeFormat(locale === 'es' ? 'es-US' : 'en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));
}
