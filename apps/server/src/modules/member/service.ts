import type { MemberInfo } from '@croupier/contract';
import { hashPassword, verifyPassword } from '../../platform/crypto/password';
import type { Database } from '../../platform/db/database';
import type { MemberRow } from './schema';
import * as queries from './queries';

export const findMemberByUsername = queries.findByUsername;
export const findMemberByPhone = queries.findByPhone;
export const findMemberById = queries.findById;
export const findAgentByAffiliateCode = queries.findAgentByAffiliateCode;

export { agentAccountTypes, defaultPassword, memberAccountType } from '@croupier/contract';

let dummyHash: Promise<string> | undefined;

/**
 * Checks a login password: the member's own, or a live temporary one sent by e-mail (which
 * is then spent and forces a change). An unknown member still costs one hash, so timing does
 * not tell which usernames exist.
 */
export async function checkLoginPassword(
  db: Database,
  member: MemberRow | undefined,
  password: string,
): Promise<'password' | 'temporary' | false> {
  if (!member) {
    dummyHash ??= hashPassword('not-a-real-password');
    await verifyPassword(await dummyHash, password);
    return false;
  }
  if (await verifyPassword(member.passwordHash, password)) return 'password';
  for (const reset of await queries.liveTemporaryPasswords(db, member.id)) {
    if (
      (await verifyPassword(reset.passwordHash, password)) &&
      (await queries.useTemporaryPassword(db, reset.id))
    ) {
      await queries.updateMember(db, member.id, { mustChangePassword: true });
      return 'temporary';
    }
  }
  return false;
}

export async function recordLogin(
  db: Database,
  member: MemberRow,
  forcePasswordChange: boolean,
): Promise<void> {
  await queries.updateMember(db, member.id, {
    lastLoginAt: new Date(),
    ...(forcePasswordChange ? { mustChangePassword: true } : {}),
  });
}

/** Sets a new password, ending every forced change and every temporary password. */
export async function setPassword(
  db: Database,
  memberId: bigint,
  newPassword: string,
): Promise<void> {
  const passwordHash = await hashPassword(newPassword);
  await db.transaction(async (tx) => {
    await queries.updateMember(tx, memberId, {
      passwordHash,
      passwordChangedAt: new Date(),
      mustChangePassword: false,
    });
    await queries.spendTemporaryPasswords(tx, memberId);
  });
}

export async function issueTemporaryPassword(
  db: Database,
  memberId: bigint,
  password: string,
  lifetimeMinutes: number,
) {
  await queries.insertTemporaryPassword(
    db,
    memberId,
    await hashPassword(password),
    new Date(Date.now() + lifetimeMinutes * 60_000),
  );
}

/** '+63 917****567' style: enough for the owner to recognise, useless to anyone else. */
export function maskMobile(dialingCode: string | null, mobile: string | null): string | null {
  if (!mobile) return null;
  const visible =
    mobile.length > 6 ? `${mobile.slice(0, 3)}****${mobile.slice(-3)}` : `****${mobile.slice(-2)}`;
  return dialingCode ? `+${dialingCode} ${visible}` : visible;
}

export function maskEmail(email: string | null): string | null {
  if (!email) return null;
  const [name, domain] = email.split('@');
  return `${name!.slice(0, 2)}***@${domain ?? ''}`;
}

export function toMemberInfo(member: MemberRow): MemberInfo {
  return {
    id: Number(member.id),
    account: member.username,
    nickname: member.nickname,
    type: member.accountType,
    clubLabel: { labelName: member.clubLabel, rankLevel: member.rankLevel },
    regDate: member.createdAt.toISOString(),
    mobile: maskMobile(member.countryDialingCode, member.mobile),
    email: maskEmail(member.email),
    passwordChangeRequired: member.mustChangePassword,
  };
}

export const updateMember = queries.updateMember;
export const insertMember = queries.insertMember;

/** Stores the member's site language, upper case with '-' (vi-vn → VI-VN). */
export async function setLanguage(db: Database, memberId: bigint, language: string) {
  const normalised = language.replace('_', '-').toUpperCase();
  await queries.updateMember(db, memberId, { language: normalised });
  return normalised;
}

export { registrationsByDay } from './queries';
export { normalizeDialingCode, normalizeMobile, phoneKey } from './phone';
export type { SessionSteps, WalletSteps } from './ports';

/**
 * The member's rank as the nav shows it (`clubLabel.labelName`, `rankLevel`): the rewards
 * module sets it when the member's VIP level changes.
 */
export async function setMemberRank(
  db: Database,
  memberId: bigint,
  rank: { rankLevel: number; clubLabel: string },
): Promise<void> {
  await queries.updateMember(db, memberId, rank);
}

/** Every member at a rank takes its (new) label: a VIP level renamed. */
export const labelRank = queries.labelRank;
