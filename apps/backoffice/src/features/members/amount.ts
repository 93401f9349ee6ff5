import { parseAmount } from '@croupier/contract';

export type AmountInput = { minor: bigint } | { problem: 'required' | 'format' | 'zero' };

/**
 * What a staff member typed as an amount, in integer minor units: "1,234.5" is 123450.
 * Thousands separators and spaces are ignored; more than 2 decimals, signs, letters or
 * exponents are refused rather than rounded, so the amount posted is the amount typed.
 */
export function parseAmountInput(text: string): AmountInput {
  const plain = text.replace(/[\s,]/g, '');
  if (!plain) return { problem: 'required' };
  const minor = parseAmount(plain);
  if (minor === null) return { problem: 'format' };
  if (minor === 0n) return { problem: 'zero' };
  return { minor };
}

/** Minor units as the wire's decimal text of major units: 123450 is "1234.50". */
export function minorToWire(minor: bigint): string {
  const sign = minor < 0n ? '-' : '';
  const absolute = minor < 0n ? -minor : minor;
  return `${sign}${absolute / 100n}.${(absolute % 100n).toString().padStart(2, '0')}`;
}
