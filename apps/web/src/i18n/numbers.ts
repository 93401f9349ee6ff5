/**
 * A count (rounds, games) in the visitor's language with Intl: its grouping and digits, so
 * the number reads as the rest of the page. Money keeps the spec's fixed "P 1,000.00".
 */
export function formatCount(value: number, language: string): string {
  return new Intl.NumberFormat(language).format(value);
}
