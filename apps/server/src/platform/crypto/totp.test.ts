import { describe, expect, it } from 'vitest';
import { base32Decode, base32Encode, matchTotp, totpCode, totpStepAt } from './totp';

// RFC 6238 appendix B: the SHA-1 key is the ASCII "12345678901234567890".
const rfcKey = base32Encode(Buffer.from('12345678901234567890'));

describe('TOTP (RFC 6238)', () => {
  it('gives the RFC test vectors (last six digits)', () => {
    expect(totpCode(rfcKey, totpStepAt(59_000))).toBe('287082');
    expect(totpCode(rfcKey, totpStepAt(1_111_111_109_000))).toBe('081804');
    expect(totpCode(rfcKey, totpStepAt(1_234_567_890_000))).toBe('005924');
    expect(totpCode(rfcKey, totpStepAt(20_000_000_000_000))).toBe('353130');
  });

  it('round-trips base32', () => {
    const bytes = Buffer.from([0, 1, 2, 250, 251, 255, 7]);
    expect(base32Decode(base32Encode(bytes))).toEqual(bytes);
    expect(base32Encode(Buffer.from('foobar'))).toBe('MZXW6YTBOI');
  });

  it('accepts one step of drift either side, and never a used step again', () => {
    const now = 1_700_000_000_000;
    const step = totpStepAt(now);
    expect(matchTotp(rfcKey, totpCode(rfcKey, step - 1), now, null)).toBe(step - 1);
    expect(matchTotp(rfcKey, totpCode(rfcKey, step + 1), now, null)).toBe(step + 1);
    expect(matchTotp(rfcKey, totpCode(rfcKey, step - 2), now, null)).toBeNull();
    expect(matchTotp(rfcKey, totpCode(rfcKey, step), now, step)).toBeNull();
    expect(matchTotp(rfcKey, '12345', now, null)).toBeNull();
  });
});
