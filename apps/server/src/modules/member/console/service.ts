import { toMajor, type consoleMembers } from '@croupier/contract';
import { recordAudit, type AuditActor } from '../../../platform/audit/audit-log';
import { hashPassword } from '../../../platform/crypto/password';
import type { Database } from '../../../platform/db/database';
import { AppError } from '../../../platform/http/app-error';
import { pageOf } from '../../../platform/http/pages';
import * as queries from './queries';
import { checkNewPassword, temporaryPassword } from '../passwords';
import type { SessionSteps, WalletSteps } from '../ports';
import { spendTemporaryPasswords } from '../queries';
import type { MemberRow } from '../schema';
import { findMemberById } from '../service';

// The console's Members section: reads of a member for any staff member, and the support
// roles' actions (lock, unlock, password reset, label, sessions), each with its audit entry
// in the transaction of the change. Money moves through the wallet's `adjustBalance`.

/** What the Members section needs of the session and wallet modules (see ports.ts). */
export type ConsoleSteps = {
  session: Pick<SessionSteps, 'endOtherSessions' | 'liveSessionsOf' | 'endMemberSession'>;
  wallet: Pick<WalletSteps, 'mainBalancesOf'>;
};

export const memberNotFound = () => AppError.of('memberNotFound');

const sessionNotFound = () => AppError.of('memberSessionNotFound');

const iso = (time: Date | null) => time?.toISOString() ?? null;

function fullMobile(member: MemberRow): string | null {
  if (!member.mobile) return null;
  return member.countryDialingCode
    ? `+${member.countryDialingCode} ${member.mobile}`
    : member.mobile;
}

function toSummary(member: MemberRow, mainBalance: bigint): consoleMembers.MemberSummary {
  return {
    id: Number(member.id),
    username: member.username,
    nickname: member.nickname,
    accountType: member.accountType,
    status: member.status as consoleMembers.MemberStatus,
    mobile: fullMobile(member),
    email: member.email,
    clubLabel: member.clubLabel,
    rankLevel: member.rankLevel,
    mainBalance: toMajor(mainBalance),
    createdAt: member.createdAt.toISOString(),
    lastLoginAt: iso(member.lastLoginAt),
  };
}

/** The search box: a page of the merchant's members with their main-wallet balance. */
export async function searchMemberPage(
  db: Database,
  merchantId: number,
  query: { q?: string; status?: string; pageNo: number; pageSize: number },
  { wallet }: ConsoleSteps,
): Promise<consoleMembers.MemberSearchPage> {
  const { rows, totalCount } = await queries.searchMembers(db, merchantId, query);
  const balances = await wallet.mainBalancesOf(
    db,
    rows.map((row) => row.id),
  );
  return pageOf(
    rows.map((row) => toSummary(row, balances.get(row.id) ?? 0n)),
    totalCount,
    query,
  );
}

/** A member of this merchant; another merchant's answers 404 like one that never was. */
export async function memberOfMerchant(db: Database, merchantId: number, memberId: bigint) {
  const member = await queries.memberOf(db, merchantId, memberId);
  if (!member) throw memberNotFound();
  return member;
}

async function toProfile(
  db: Database,
  member: MemberRow,
  { wallet }: ConsoleSteps,
): Promise<consoleMembers.MemberProfile> {
  const [balances, upline] = await Promise.all([
    wallet.mainBalancesOf(db, [member.id]),
    member.uplineId === null ? undefined : findMemberById(db, member.uplineId),
  ]);
  return {
    ...toSummary(member, balances.get(member.id) ?? 0n),
    language: member.language,
    payeeName: member.payeeName,
    contacts: member.contacts as Record<string, string>,
    affiliateCode: member.affiliateCode,
    upline: upline ? { id: Number(upline.id), username: upline.username } : null,
    registerIp: member.registerIp,
    registerDomain: member.registerDomain,
    passwordChangedAt: member.passwordChangedAt.toISOString(),
    mustChangePassword: member.mustChangePassword,
    hasPaymentPassword: member.paymentPasswordHash !== null,
  };
}

export async function memberProfile(
  db: Database,
  merchantId: number,
  memberId: bigint,
  steps: ConsoleSteps,
) {
  return toProfile(db, await memberOfMerchant(db, merchantId, memberId), steps);
}

export async function memberSessions(
  db: Database,
  merchantId: number,
  memberId: bigint,
  { session }: ConsoleSteps,
): Promise<consoleMembers.MemberSession[]> {
  await memberOfMerchant(db, merchantId, memberId);
  return (await session.liveSessionsOf(db, memberId)).map((row) => ({
    id: String(row.id),
    createdAt: row.createdAt.toISOString(),
    lastSeenAt: row.lastSeenAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    ip: row.ip,
    userAgent: row.userAgent,
  }));
}

/** The audit entry of one support action on a member: what changed, before and after. */
type RecordChange = (
  before: Record<string, unknown>,
  after: Record<string, unknown>,
) => Promise<void>;

/**
 * One support action on a member, in one transaction: the member's row locked (404 when the
 * merchant has no such member), the change, and its audit entry under `action`, which the
 * change records (or not, when nothing changed).
 */
function actOnMember<T>(
  db: Database,
  scope: { merchantId: number; memberId: bigint; staff: AuditActor; action: string },
  change: (tx: Database, current: MemberRow, recordChange: RecordChange) => Promise<T>,
): Promise<T> {
  const { merchantId, memberId, staff, action } = scope;
  return db.transaction(async (tx) => {
    const current = await queries.lockMemberOf(tx, merchantId, memberId);
    if (!current) throw memberNotFound();
    return change(tx, current, (before, after) =>
      recordAudit(tx, { staff, merchantId, action, target: `member:${memberId}`, before, after }),
    );
  });
}

/**
 * Locks or unlocks a member. A locked member cannot sign in (login answers `account_locked`)
 * and every session they have ends in the same transaction, so their next call answers 401.
 * Already in that state: nothing changes, and the answer is the member as they are.
 */
export async function setMemberStatus(
  db: Database,
  merchantId: number,
  memberId: bigint,
  status: 'active' | 'locked',
  reason: string,
  staff: AuditActor,
  steps: ConsoleSteps,
) {
  const { session } = steps;
  const action = status === 'locked' ? 'member.lock' : 'member.unlock';
  const member = await actOnMember(
    db,
    { merchantId, memberId, staff, action },
    async (tx, current, recordChange) => {
      if (current.status === status) return current;
      const updated = (await queries.setStatus(tx, memberId, status))!;
      const sessionsEnded =
        status === 'locked' ? await session.endOtherSessions(tx, memberId, null, 'locked') : 0;
      await recordChange(
        { status: current.status },
        { status, reason, ...(status === 'locked' ? { sessionsEnded } : {}) },
      );
      return updated;
    },
  );
  return toProfile(db, member, steps);
}

/**
 * The operator gives the member a new password: the one typed (held to the merchant's
 * password rule) or a generated one. The member must change it at the next sign-in, every
 * session ends and any e-mailed temporary password stops working. Only the hash is kept;
 * the answer shows the password once, for the operator to pass on.
 */
export async function resetMemberPassword(
  db: Database,
  merchantId: number,
  memberId: bigint,
  typed: string | undefined,
  staff: AuditActor,
  { session }: ConsoleSteps,
): Promise<consoleMembers.PasswordResetResult> {
  await memberOfMerchant(db, merchantId, memberId);
  if (typed !== undefined)
    await checkNewPassword({ db }, { id: merchantId }, typed, undefined, 'password');
  const password = typed ?? temporaryPassword();
  const passwordHash = await hashPassword(password);
  return actOnMember(
    db,
    { merchantId, memberId, staff, action: 'member.password.reset' },
    async (tx, current, recordChange) => {
      await queries.setOperatorPassword(tx, memberId, passwordHash);
      await spendTemporaryPasswords(tx, memberId);
      const sessionsEnded = await session.endOtherSessions(tx, memberId, null, 'password_reset');
      await recordChange(
        { mustChangePassword: current.mustChangePassword },
        { mustChangePassword: true, generated: typed === undefined, sessionsEnded },
      );
      return { temporaryPassword: password, mustChangePassword: true, sessionsEnded };
    },
  );
}

/** The member's VIP rank: the label players see and its level. */
export async function updateMemberLabel(
  db: Database,
  merchantId: number,
  memberId: bigint,
  label: { clubLabel: string | null; rankLevel: number },
  staff: AuditActor,
  steps: ConsoleSteps,
) {
  const member = await actOnMember(
    db,
    { merchantId, memberId, staff, action: 'member.label.update' },
    async (tx, current, recordChange) => {
      const updated = await queries.setLabel(tx, memberId, label);
      await recordChange(
        { clubLabel: current.clubLabel, rankLevel: current.rankLevel },
        { clubLabel: updated.clubLabel, rankLevel: updated.rankLevel },
      );
      return updated;
    },
  );
  return toProfile(db, member, steps);
}

/**
 * Ends one of the member's sessions, or all of them (`sessionId` null): the site's next call
 * with those tokens answers 401. Ending a session that is already over answers 404.
 */
export function endMemberSessions(
  db: Database,
  merchantId: number,
  memberId: bigint,
  sessionId: bigint | null,
  staff: AuditActor,
  { session }: ConsoleSteps,
): Promise<{ ended: number }> {
  return actOnMember(
    db,
    { merchantId, memberId, staff, action: 'member.sessions.end' },
    async (tx, _current, recordChange) => {
      const live = (await session.liveSessionsOf(tx, memberId)).map((row) => String(row.id));
      let ended: string[];
      if (sessionId === null) {
        await session.endOtherSessions(tx, memberId, null, 'ended_by_operator');
        ended = live;
      } else {
        if (!(await session.endMemberSession(tx, memberId, sessionId, 'ended_by_operator'))) {
          throw sessionNotFound();
        }
        ended = [String(sessionId)];
      }
      await recordChange({ liveSessions: live }, { ended });
      return { ended: ended.length };
    },
  );
}
