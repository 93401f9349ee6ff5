import { parseAmount } from '@croupier/contract';

/** A typed amount as the wire's decimal text, or null when it is not a positive amount. */
export function typedAmount(text: string): string | null {
  const minor = parseAmount(text.replace(/,/g, ''));
  return minor !== null && minor > 0n ? text.replace(/,/g, '').trim() : null;
}
