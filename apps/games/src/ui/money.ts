/**
 * Money as players see it: integer minor units in, "P 1,234.50" out (2 decimals, comma
 * thousands, the brand's symbol), as on the site. Arithmetic stays in bigint.
 */
export function formatMoney(minorUnits: bigint, currencySymbol: string): string {
  const negative = minorUnits < 0n;
  const absolute = negative ? -minorUnits : minorUnits;
  const whole = (absolute / 100n).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const cents = (absolute % 100n).toString().padStart(2, '0');
  return `${negative ? '-' : ''}${currencySymbol} ${whole}.${cents}`;
}

/** An amount without the symbol, for chips and stake steps: "0.50", "1,000". */
export function formatAmount(minorUnits: bigint): string {
  const whole = (minorUnits / 100n).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const cents = minorUnits % 100n;
  return cents === 0n ? whole : `${whole}.${cents.toString().padStart(2, '0')}`;
}

/** Minor units as the wire's decimal number of major units. */
export function toWire(minorUnits: bigint): number {
  return Number(minorUnits) / 100;
}
