import { parseAmount } from '@croupier/contract';

export type AmountCheck =
  { ok: true; amount: string } | { ok: false; problem: 'invalid' | 'belowMin' | 'aboveMax' };

/**
 * The typed amount against the method's limits, as the server will check it: in minor units
 * from the text (commas allowed as thousands), never through floating point.
 */
export function checkDepositAmount(
  typed: string,
  limits: { minAmount: number; maxAmount: number },
): AmountCheck {
  const text = typed.replace(/,/g, '').trim();
  const minor = parseAmount(text);
  if (minor === null || minor <= 0n) return { ok: false, problem: 'invalid' };
  const min = parseAmount(limits.minAmount);
  const max = parseAmount(limits.maxAmount);
  if (min !== null && minor < min) return { ok: false, problem: 'belowMin' };
  if (max !== null && minor > max) return { ok: false, problem: 'aboveMax' };
  return { ok: true, amount: text };
}

/**
 * Where the gateway sends the player back: this page of the site with the member centre open
 * at the deposit page and the order to show. Only a path on the site; the gateway refuses
 * anything else.
 */
export function returnPathFor(location: { pathname: string; search: string }, orderNo: string) {
  const params = new URLSearchParams(location.search);
  params.set('center', 'depositv2');
  params.set('deposit', orderNo);
  return `${location.pathname}?${params}`;
}

/** The gateway's page, with the way back when the gateway is this site's own (the demo). */
export function paymentPageUrl(paymentUrl: string, returnPath: string): string {
  if (!paymentUrl.startsWith('/') || paymentUrl.startsWith('//')) return paymentUrl;
  return `${paymentUrl}${paymentUrl.includes('?') ? '&' : '?'}returnUrl=${encodeURIComponent(returnPath)}`;
}
