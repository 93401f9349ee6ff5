/** A mobile number as stored: digits only, without the leading zeros of the national prefix. */
export function normalizeMobile(raw: string): string {
  return raw.replace(/\D/g, '').replace(/^0+/, '');
}

/** A dialing code as stored: digits only ('+63' → '63'). */
export function normalizeDialingCode(raw: string | undefined, fallback: string): string {
  const digits = (raw ?? '').replace(/\D/g, '');
  return digits || fallback;
}

/** The key a phone is known by in codes and throttles. */
export function phoneKey(dialingCode: string, mobile: string): string {
  return `${dialingCode}:${mobile}`;
}
