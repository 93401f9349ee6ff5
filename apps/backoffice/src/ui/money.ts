import { parseAmount } from '@croupier/contract';

/**
 * Money as the console shows it: integer minor units in, "P 1,234.50" out (2 decimals, comma
 * thousands, the merchant's currency symbol). Arithmetic stays in bigint; no float touches it.
 */
export function formatMoney(minorUnits: bigint, currencySymbol: string): string {
  const negative = minorUnits < 0n;
  const absolute = negative ? -minorUnits : minorUnits;
  const whole = (absolute / 100n).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const cents = (absolute % 100n).toString().padStart(2, '0');
  return `${negative ? '-' : ''}${currencySymbol} ${whole}.${cents}`;
}

/**
 * A wire amount (the API's decimal number of major units) in minor units, read through its
 * text so 0.1 + 0.2 never happens; null when it is not an amount of at most 2 decimals.
 */
export function wireToMinor(amount: number): bigint | null {
  const minor = parseAmount(Math.abs(amount));
  if (minor === null) return null;
  return amount < 0 ? -minor : minor;
}

/** A wire amount as the console shows it; one that is not an amount shows as sent. */
export function formatWireMoney(amount: number, currencySymbol: string): string {
  const minor = wireToMinor(amount);
  return minor === null ? `${currencySymbol} ${amount}` : formatMoney(minor, currencySymbol);
}
