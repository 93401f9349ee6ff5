import { parseAmount } from '@croupier/contract';

/**
 * Money as the platform shows it (ARCHITECTURE "Money"): integer minor units in, the
 * merchant's symbol, 2 decimals and comma thousands out: "P 1,088.00", "-P 12.00".
 * Arithmetic stays in bigint; Intl groups the whole part, which it formats exactly as bigint.
 */
const thousands = new Intl.NumberFormat('en-US', { useGrouping: true, maximumFractionDigits: 0 });

const toMinor = (minorUnits: bigint | number) => BigInt(minorUnits);

function parts(minorUnits: bigint | number) {
  const amount = toMinor(minorUnits);
  const negative = amount < 0n;
  const absolute = negative ? -amount : amount;
  return {
    negative,
    whole: thousands.format(absolute / 100n),
    cents: absolute % 100n,
  };
}

export function formatMoney(minorUnits: bigint | number, currencySymbol = 'P'): string {
  const { negative, whole, cents } = parts(minorUnits);
  return `${negative ? '-' : ''}${currencySymbol} ${whole}.${cents.toString().padStart(2, '0')}`;
}

/** An amount without the symbol, for chips and stake steps: "0.50", "1,000" (no ".00"). */
export function formatAmount(minorUnits: bigint | number): string {
  const { negative, whole, cents } = parts(minorUnits);
  const text = cents === 0n ? whole : `${whole}.${cents.toString().padStart(2, '0')}`;
  return `${negative ? '-' : ''}${text}`;
}

/**
 * A wire amount (the API's signed decimal number of major units) in minor units, read through
 * its text so 0.1 + 0.2 never happens; null when it is not an amount of at most 2 decimals.
 */
export function wireToMinor(amount: number): bigint | null {
  const minor = parseAmount(Math.abs(amount));
  if (minor === null) return null;
  return amount < 0 ? -minor : minor;
}

/**
 * A wire amount as players and staff read it: "P 1,234.50". One that float arithmetic left
 * with more decimals (0.30000000000000004) is rounded to the cent.
 */
export function formatWireMoney(amount: number, currencySymbol = 'P'): string {
  const minor = wireToMinor(amount) ?? BigInt(Math.round(amount * 100));
  return formatMoney(minor, currencySymbol);
}

/** Minor units as the wire's decimal text of major units: 123450 is "1234.50". */
export function minorToWireText(minorUnits: bigint): string {
  const sign = minorUnits < 0n ? '-' : '';
  const absolute = minorUnits < 0n ? -minorUnits : minorUnits;
  return `${sign}${absolute / 100n}.${(absolute % 100n).toString().padStart(2, '0')}`;
}

export type AmountInput = { minor: bigint } | { problem: 'required' | 'format' | 'zero' };

/**
 * What someone typed as an amount, in minor units: "1,234.5" is 123450. Thousands separators
 * and spaces are ignored; more than 2 decimals, signs, letters or exponents are refused
 * rather than rounded, so the amount posted is the amount typed.
 */
export function parseAmountInput(text: string): AmountInput {
  const plain = text.replace(/[\s,]/g, '');
  if (!plain) return { problem: 'required' };
  const minor = parseAmount(plain);
  if (minor === null) return { problem: 'format' };
  if (minor === 0n) return { problem: 'zero' };
  return { minor };
}
