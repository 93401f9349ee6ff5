import type { Database } from '../../../platform/db/database';
import { recordAudit } from '../../../platform/audit/audit-log';
import { verifyPassword } from '../../../platform/crypto/password';
import { sealingKeys, type SealingKeys } from '../../../platform/crypto/sealed-secret';
import { newToken, sha256Hex } from '../../../platform/crypto/tokens';
import { matchTotp, newTotpSecret, otpauthUri } from '../../../platform/crypto/totp';
import { AppError } from '../../../platform/http/app-error';
import { limitedAddress } from '../../../platform/ratelimit/addresses';
import {
  refundRateLimit,
  resetRateLimit,
  throttle,
  type RateLimitRule,
} from '../../../platform/ratelimit/rate-limit';
import type { StaffPrincipal, StaffRole } from '../../../platform/http/staff-guard';
import type { StaffRow } from '../schema';
import * as queries from './queries';

/** A console session ends after this long without a call, and after a shift at the most. */
export const staffIdleMinutes = 30;
const staffSessionHours = 12;
/** The password step's ticket must be redeemed with a code within this time. */
const ticketMinutes = 5;
/**
 * Consecutive wrong codes that lock an account, and for how long. Only the code step counts:
 * reaching it takes the right password, so a stranger cannot lock anyone out (issue 15).
 */
export const staffLockAfterFailures = 5;
const staffLockMinutes = 15;
/**
 * Wrong passwords are throttled by where they come from instead: five at one account from
 * one address in 15 minutes, thirty from one address at any accounts. Each try is counted
 * before the password is checked, so concurrent guesses cannot slip past.
 */
const passwordsPerAccountAtAddress: RateLimitRule = { limit: 5, windowSeconds: 900 };
const passwordsPerAddress: RateLimitRule = { limit: 30, windowSeconds: 900 };
/** `lastSeenAt` moves at most this often, so reads don't each cost a write. */
const touchEverySeconds = 60;

/** The keys that seal staff TOTP secrets: SEALING_KEY, or in demo mode a stored one. */
export const staffTotpKeys = (db: Database, configured: Buffer | undefined) =>
  sealingKeys(db, 'staff-totp', configured);
const issuer = 'Croupier';

const loginFailed = () => AppError.of('staffLoginFailed');
const ticketExpired = () => AppError.of('staffTicketExpired');
const staffLocked = (until: Date) =>
  AppError.of('staffLocked', { lockedUntil: until.toISOString() });

export type LoginStep =
  | { step: 'totp'; ticket: string }
  | { step: 'enrol'; ticket: string; secret: string; otpauthUri: string };

export type StaffSession = { token: string; username: string; role: StaffRole; expiresAt: Date };

const isLocked = (row: StaffRow, now: Date) => row.lockedUntil !== null && row.lockedUntil > now;

/**
 * Counts a wrong code. The fifth in a row locks the account for 15 minutes and starts the
 * count again; the lock is audited so the owner sees who was locked out.
 */
async function countFailure(db: Database, row: StaffRow): Promise<void> {
  await db.transaction(async (tx) => {
    const after = await queries.countStaffFailure(
      tx,
      row.id,
      staffLockAfterFailures,
      staffLockMinutes,
    );
    if (after?.lockedUntil && isLocked(after, new Date()) && !isLocked(row, new Date())) {
      await recordAudit(tx, {
        staff: { staffId: row.id, username: row.username },
        merchantId: null,
        action: 'staff.locked',
        target: `staff:${row.id}`,
        after: { lockedUntil: after.lockedUntil, reason: 'failed_attempts' },
      });
    }
  });
}

/**
 * The password step of a console sign-in. A right password answers a ticket for the code
 * step; on the very first sign-in it also offers a new TOTP key to enrol.
 */
export async function startStaffLogin(
  db: Database,
  totpKeys: SealingKeys,
  username: string,
  password: string,
  ip: string,
): Promise<LoginStep> {
  // An IPv6 caller counts by its /64, as on the player site.
  const where = limitedAddress(ip);
  const accountAtAddress = `bo-login:ip-acct:${where}/${username.toLowerCase()}`;
  const address = `bo-login:ip:${where}`;
  const fromAddress = await throttle(db, address, passwordsPerAddress);
  await throttle(db, accountAtAddress, passwordsPerAccountAtAddress);
  const row = await queries.findStaffByUsername(db, username);
  if (!row || row.disabledAt) throw loginFailed();
  if (isLocked(row, new Date())) throw staffLocked(row.lockedUntil!);
  if (!(await verifyPassword(row.passwordHash, password))) throw loginFailed();
  await Promise.all([
    resetRateLimit(db, accountAtAddress),
    refundRateLimit(db, address, fromAddress),
  ]);
  const ticket = newToken();
  const enrolment = row.totpSecret ? null : newTotpSecret();
  await queries.insertLoginTicket(db, {
    staffId: row.id,
    ticketHash: sha256Hex(ticket),
    enrolSecret: enrolment ? await totpKeys.seal(enrolment) : null,
    expiresAt: new Date(Date.now() + ticketMinutes * 60_000),
  });
  if (!enrolment) return { step: 'totp', ticket };
  return {
    step: 'enrol',
    ticket,
    secret: enrolment,
    otpauthUri: otpauthUri(issuer, row.username, enrolment),
  };
}

/**
 * The code step: redeems the ticket with a TOTP code (of the key being enrolled, on the
 * first sign-in) and opens a console session. A wrong code counts towards the lock.
 */
export async function finishStaffLogin(
  db: Database,
  totpKeys: SealingKeys,
  ticket: string,
  code: string,
): Promise<StaffSession> {
  const now = new Date();
  const found = await queries.liveTicket(db, sha256Hex(ticket), now);
  if (!found || found.staff.disabledAt) throw ticketExpired();
  const row = found.staff;
  if (isLocked(row, now)) throw staffLocked(row.lockedUntil!);
  const enrolling = found.ticket.enrolSecret !== null;
  // Enrolled by another sign-in meanwhile: this offer of a key is void.
  if (enrolling === (row.totpSecret !== null)) throw ticketExpired();
  const sealedKey = found.ticket.enrolSecret ?? row.totpSecret!;
  const key = await totpKeys.open(sealedKey);
  const step = matchTotp(key, code, now.getTime(), row.totpLastStep);
  if (step === null) {
    await countFailure(db, row);
    throw AppError.of('totpInvalid');
  }

  const token = newToken();
  const expiresAt = new Date(now.getTime() + staffSessionHours * 3_600_000);
  await db.transaction(async (tx) => {
    if (!(await queries.useTicket(tx, found.ticket.id, now))) throw ticketExpired();
    if (!(await queries.acceptCode(tx, row.id, { sealedKey, step, enrolling }))) {
      throw AppError.of('totpInvalid');
    }
    await queries.insertStaffSession(tx, {
      staffId: row.id,
      tokenHash: sha256Hex(token),
      expiresAt,
      lastSeenAt: now,
    });
    await recordAudit(tx, {
      staff: { staffId: row.id, username: row.username },
      merchantId: null,
      action: enrolling ? 'session.login.enrolled' : 'session.login',
      target: `staff:${row.id}`,
    });
  });
  return { token, username: row.username, role: row.role as StaffRole, expiresAt };
}

/** The staff member of a live console token; moves the idle clock forward. */
export async function staffOfToken(
  db: Database,
  token: string,
): Promise<StaffPrincipal | undefined> {
  const now = new Date();
  const idleSince = new Date(now.getTime() - staffIdleMinutes * 60_000);
  const row = await queries.liveStaffSession(db, sha256Hex(token), now, idleSince);
  if (!row) return undefined;
  if (now.getTime() - row.lastSeenAt.getTime() > touchEverySeconds * 1000) {
    await queries.touchStaffSession(db, row.sessionId, now);
  }
  return {
    sessionId: row.sessionId,
    staffId: row.staffId,
    username: row.username,
    role: row.role as StaffRole,
    expiresAt: row.expiresAt,
  };
}

/** Signs a console session out. */
export async function endStaffSession(db: Database, token: string): Promise<void> {
  await queries.endStaffSessionByTokenHash(db, sha256Hex(token));
}
