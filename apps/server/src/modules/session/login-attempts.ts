import type { ErrorName } from '@croupier/contract';
import type { Database } from '../../platform/db/database';
import { AppError } from '../../platform/http/app-error';
import {
  hitRateLimit,
  peekRateLimit,
  refundRateLimit,
  resetRateLimit,
  throttle,
  type RateLimitRule,
} from '../../platform/ratelimit/rate-limit';
import { limitedAddress } from '../../platform/ratelimit/addresses';
import type { MerchantRow } from '../system/schema';

/**
 * The counting around a sign-in (issue 15). Each try is counted before its password or code
 * is checked, in one statement per counter, so concurrent tries cannot slip past a limit.
 *
 * Refusals (429) are keyed on the caller's address only: an address, and one account from one
 * address. Tries at an account from anywhere never refuse, they bring the captcha: a stranger
 * elsewhere can make the player solve a captcha, not keep them out.
 */
const counted = { limit: Number.MAX_SAFE_INTEGER, windowSeconds: 15 * 60 };
// An address 30 unsuccessful tries in 5 minutes; one account from one address 10 in 15.
const perAddress: RateLimitRule = { limit: 30, windowSeconds: 5 * 60 };
const perAccountAtAddress: RateLimitRule = { limit: 10, windowSeconds: 15 * 60 };

type Keys = {
  /** Tries at the account, from anywhere, since its last sign-in. */
  account: string;
  /** Failed tries from the address: many of them bring the captcha too. */
  addressFailures: string;
  address: string;
  accountAtAddress: string;
};

function keysOf(merchantId: number, account: string, ip: string): Keys {
  const name = `${merchantId}:${account.toLowerCase()}`;
  // An IPv6 caller is counted by its /64, all of which one host may use.
  const address = limitedAddress(ip);
  return {
    account: `login-tries:${name}`,
    addressFailures: `login-fail:ip:${address}`,
    address: `login:ip:${address}`,
    // The address first and a character no address holds after it: no two pairs share a key.
    accountAtAddress: `login:ip-acct:${address}/${name}`,
  };
}

/**
 * The failures a try at `account` from `ip` would meet, read without counting: tries at the
 * account since its last sign-in, and failed tries from the address.
 */
export async function peekLoginFailures(
  db: Database,
  merchantId: number,
  account: string,
  ip: string,
): Promise<{ accountFailures: number; addressFailures: number }> {
  const keys = keysOf(merchantId, account, ip);
  const [accountFailures, addressFailures] = await Promise.all([
    peekRateLimit(db, keys.account, counted),
    peekRateLimit(db, keys.addressFailures, counted),
  ]);
  return { accountFailures, addressFailures };
}

export type LoginAttempt = {
  /** Whether this try must carry a solved captcha. */
  captchaDemanded: boolean;
  /** Counts the try as failed and answers its refusal, saying whether a captcha comes next. */
  refuse(
    why: ErrorName &
      (
        | 'loginCaptchaIncorrect'
        | 'loginCodeInvalid'
        | 'loginWrongAccount'
        | 'loginPasswordIncorrect'
      ),
  ): Promise<AppError>;
  /** After a sign-in: the account's failures are forgiven, and the address's try refunded. */
  forgive(): Promise<void>;
};

/**
 * Counts a try at `account` from `ip`; throws 429 when the address, or the account from this
 * address, has had too many.
 */
export async function countLoginAttempt(
  db: Database,
  merchant: Pick<MerchantRow, 'id' | 'captchaAfterFailures'>,
  account: string,
  ip: string,
): Promise<LoginAttempt> {
  const keys = keysOf(merchant.id, account, ip);
  const fromAddress = await throttle(db, keys.address, perAddress);
  await throttle(db, keys.accountAtAddress, perAccountAtAddress);
  const tries = await hitRateLimit(db, keys.account, counted);
  const threshold = merchant.captchaAfterFailures;
  const addressFailures = await peekRateLimit(db, keys.addressFailures, counted);
  return {
    captchaDemanded: tries.hits > threshold || addressFailures >= threshold * 2,
    async refuse(why) {
      const failures = await hitRateLimit(db, keys.addressFailures, counted);
      const captcha = tries.hits >= threshold || failures.hits >= threshold * 2;
      return AppError.of(why, { captcha });
    },
    async forgive() {
      await Promise.all([
        resetRateLimit(db, keys.account),
        resetRateLimit(db, keys.accountAtAddress),
        refundRateLimit(db, keys.address, fromAddress),
      ]);
    },
  };
}
