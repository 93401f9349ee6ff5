import { parseAmount } from '@croupier/contract';

/**
 * Money as players see it: integer minor units in, "P 1,234.50" out (2 decimals, comma
 * thousands, the merchant's symbol). Arithmetic stays in bigint; no float ever touches it.
 */
export function formatMoney(minorUnits: bigint | number, currencySymbol = 'P'): string {
  const amount = BigInt(minorUnits);
  const negative = amount < 0n;
  const absolute = negative ? -amount : amount;
  const whole = (absolute / 100n).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const cents = (absolute % 100n).toString().padStart(2, '0');
  return `${negative ? '-' : ''}${currencySymbol} ${whole}.${cents}`;
}

/**
 * A wire amount (signed decimal of major units, as the family's answers carry money) as
 * players read it: "P 1,234.50". Converted through its text into minor units, so float
 * arithmetic never touches it.
 */
export function formatWireMoney(amount: number, currencySymbol = 'P'): string {
  const minor = parseAmount(Math.abs(amount)) ?? BigInt(Math.round(Math.abs(amount) * 100));
  return formatMoney(amount < 0 ? -minor : minor, currencySymbol);
}
