import { timingSafeEqual } from 'node:crypto';
import type { consoleAdmin } from '@croupier/contract';
import { recordAudit } from '../../../platform/audit/audit-log';
import { hashPassword } from '../../../platform/crypto/password';
import { newToken, sha256Hex } from '../../../platform/crypto/tokens';
import { lockUntilCommit } from '../../../platform/db/advisory-locks';
import type { Database } from '../../../platform/db/database';
import { AppError } from '../../../platform/http/app-error';
import { limitedAddress } from '../../../platform/ratelimit/addresses';
import { throttle } from '../../../platform/ratelimit/rate-limit';
import * as queries from './queries';

/**
 * The first owner of a production deployment (issue 15). Nothing is seeded there: no known
 * login, no known password. Instead each start of a deployment without staff makes a
 * one-time token, which the server prints to its own log and stores only as a hash. Whoever
 * can read the server's output can create the first owner with it, once; they then enrol
 * two-factor at their first sign-in like everyone else.
 */

/**
 * At a start: a new setup token while no staff exists (an earlier start's stops working),
 * else none, and any token left over is forgotten.
 */
export async function openFirstOwnerSetup(db: Database): Promise<string | null> {
  if ((await queries.staffCount(db)) > 0) {
    await queries.forgetToken(db);
    return null;
  }
  const token = newToken();
  await queries.replaceTokenHash(db, sha256Hex(token));
  return token;
}

export async function setupNeeded(db: Database): Promise<consoleAdmin.SetupState> {
  return { needed: (await queries.staffCount(db)) === 0 };
}

// Tokens are 256 bits, so this only keeps a stranger from filling the log with tries.
const triesPerAddress = { limit: 10, windowSeconds: 15 * 60 };

/** Creates the first owner with the printed token; any staff existing refuses (`setup_done`). */
export async function createFirstOwner(
  db: Database,
  body: consoleAdmin.SetupBody,
  ip: string,
): Promise<null> {
  await throttle(db, `bo-setup:ip:${limitedAddress(ip)}`, triesPerAddress);
  const passwordHash = await hashPassword(body.password);
  return db.transaction(async (tx) => {
    // Two setups racing with the token: the second waits here, then finds the owner.
    await lockUntilCommit(tx, 'console-setup');
    if ((await queries.staffCount(tx)) > 0) throw AppError.of('setupDone');
    const stored = await queries.tokenHash(tx);
    if (!stored || !sameHash(stored, sha256Hex(body.setupToken)))
      throw AppError.of('setupTokenInvalid');
    const owner = await queries.insertOwner(tx, body.username, passwordHash);
    if (!owner) throw AppError.of('staffUsernameTaken');
    await queries.forgetToken(tx);
    await recordAudit(tx, {
      staff: { staffId: owner.id, username: owner.username },
      merchantId: null,
      action: 'setup.first-owner',
      target: `staff:${owner.id}`,
      after: { username: owner.username, role: owner.role },
    });
    return null;
  });
}

function sameHash(a: string, b: string): boolean {
  return a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));
}
