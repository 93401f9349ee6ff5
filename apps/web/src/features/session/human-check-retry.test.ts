import type { HumanCheck } from '@croupier/contract';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/client';
import { withHumanCheck } from './human-check-retry';

const proof: HumanCheck = { challenge: 'challenge.signature', nonce: '42' };
const asked = () =>
  new ApiError('please_verify_first', 400, 'human.verification.required', { humanCheck: true });

describe('a call the brand may guard with the human check', () => {
  it('goes without a proof first, and solves none when none is asked for', async () => {
    const solve = vi.fn(async () => proof);
    const send = vi.fn(async (_check?: HumanCheck) => 'signed in');
    expect(await withHumanCheck(solve, send)).toBe('signed in');
    expect(send.mock.calls).toEqual([[]]);
    expect(solve).not.toHaveBeenCalled();
  });

  it('solves the challenge when asked and sends once more with the proof', async () => {
    const solve = vi.fn(async () => proof);
    const send = vi.fn(async (check?: HumanCheck) => {
      if (!check) throw asked();
      return `signed in with ${check.nonce}`;
    });
    expect(await withHumanCheck(solve, send)).toBe('signed in with 42');
    expect(send.mock.calls).toEqual([[], [proof]]);
    expect(solve).toHaveBeenCalledTimes(1);
  });

  it('asks no more than once: a second ask reaches the caller', async () => {
    const send = vi.fn(async (_check?: HumanCheck) => {
      throw asked();
    });
    await expect(withHumanCheck(async () => proof, send)).rejects.toMatchObject({
      errorCode: 'human.verification.required',
    });
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('lets every other refusal through as it came, solving nothing', async () => {
    const solve = vi.fn(async () => proof);
    const captcha = new ApiError('in_vwrite_code', 400, 'captcha.required', { captcha: true });
    await expect(
      withHumanCheck(solve, async () => {
        throw captcha;
      }),
    ).rejects.toBe(captcha);
    const offline = new TypeError('Failed to fetch');
    await expect(
      withHumanCheck(solve, async () => {
        throw offline;
      }),
    ).rejects.toBe(offline);
    expect(solve).not.toHaveBeenCalled();
  });
});
