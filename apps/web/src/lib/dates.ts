/** Formats an ISO date (or date-time) as day/month/year, the product's it-IT display (spec part 1 section 9). */
export function formatItalianDate(value: string | null | undefined): string {
  if (!value) return '';
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  if (!match) return '';
  const [, year, month, day] = match;
  return `${day}/${month}/${year}`;
}
