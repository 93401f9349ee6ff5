import { and, eq, gt, isNull, sql, type SQL } from 'drizzle-orm';
import { trialAccountType } from '@croupier/contract';
import { preparedPerDatabase } from '../../platform/db/prepared';
import type { Database } from '../../platform/db/database';
import { rowsOf, type Period } from '../../platform/db/rows';
import { members, passwordResets, type MemberRow } from './schema';

/** The merchant's first member that meets every condition. */
async function findMemberOf(db: Database, merchantId: number, ...conditions: SQL[]) {
  const [row] = await db
    .select()
    .from(members)
    .where(and(eq(members.merchantId, merchantId), ...conditions))
    .limit(1);
  return row;
}

export function findByUsername(db: Database, merchantId: number, username: string) {
  return findMemberOf(db, merchantId, sql`lower(${members.username}) = lower(${username})`);
}

export function findByPhone(db: Database, merchantId: number, dialingCode: string, mobile: string) {
  return findMemberOf(
    db,
    merchantId,
    eq(members.countryDialingCode, dialingCode),
    eq(members.mobile, mobile),
  );
}

const memberById = preparedPerDatabase((db) =>
  db
    .select()
    .from(members)
    .where(eq(members.id, sql.placeholder('id')))
    .limit(1)
    .prepare('member_by_id'),
);

/** A member by id: every signed-in request reads it (through the session), so it is prepared. */
export async function findById(db: Database, id: bigint) {
  const [row] = await memberById(db).execute({ id });
  return row;
}

export function findAgentByAffiliateCode(db: Database, merchantId: number, code: string) {
  return findMemberOf(
    db,
    merchantId,
    sql`lower(${members.affiliateCode}) = lower(${code})`,
    sql`${members.accountType} in (1, 2, 41, 42)`,
    eq(members.status, 'active'),
  );
}

export async function insertMember(
  db: Database,
  values: typeof members.$inferInsert,
): Promise<MemberRow> {
  const [row] = await db.insert(members).values(values).returning();
  return row!;
}

export async function updateMember(
  db: Database,
  id: bigint,
  values: Partial<typeof members.$inferInsert>,
) {
  await db.update(members).set(values).where(eq(members.id, id));
}

/** Live temporary passwords of a member (sent by e-mail), newest first. */
export function liveTemporaryPasswords(db: Database, memberId: bigint) {
  return db
    .select()
    .from(passwordResets)
    .where(
      and(
        eq(passwordResets.memberId, memberId),
        isNull(passwordResets.usedAt),
        gt(passwordResets.expiresAt, new Date()),
      ),
    );
}

export async function useTemporaryPassword(db: Database, id: bigint): Promise<boolean> {
  const used = await db
    .update(passwordResets)
    .set({ usedAt: new Date() })
    .where(and(eq(passwordResets.id, id), isNull(passwordResets.usedAt)))
    .returning({ id: passwordResets.id });
  return used.length > 0;
}

export async function insertTemporaryPassword(
  db: Database,
  memberId: bigint,
  passwordHash: string,
  expiresAt: Date,
) {
  await db.insert(passwordResets).values({ memberId, passwordHash, expiresAt });
}

export async function spendTemporaryPasswords(db: Database, memberId: bigint) {
  await db
    .update(passwordResets)
    .set({ usedAt: new Date() })
    .where(and(eq(passwordResets.memberId, memberId), isNull(passwordResets.usedAt)));
}

/**
 * New accounts of the merchant per UTC day (players and agents); trial accounts are opened
 * by every "play for fun" click and are not registrations. Days without any are absent.
 */
export async function registrationsByDay(
  db: Database,
  merchantId: number,
  period: Period,
): Promise<Map<string, number>> {
  const rows = await rowsOf<{ day: string; accounts: number }>(
    db,
    sql`
    select to_char(created_at at time zone 'UTC', 'YYYY-MM-DD') as day, count(*)::int as accounts
    from members
    where merchant_id = ${merchantId} and account_type <> ${trialAccountType}
      and created_at >= ${period.from.toISOString()}::timestamptz
      and created_at < ${period.until.toISOString()}::timestamptz
    group by 1`,
  );
  return new Map(rows.map((row) => [String(row.day), Number(row.accounts)]));
}

/**
 * Gives every member of the merchant at `rankLevel` the rank's label: a VIP level renamed,
 * or first named.
 */
export async function labelRank(
  db: Database,
  merchantId: number,
  rankLevel: number,
  clubLabel: string,
): Promise<void> {
  await db
    .update(members)
    .set({ clubLabel })
    .where(
      and(
        eq(members.merchantId, merchantId),
        eq(members.rankLevel, rankLevel),
        sql`${members.clubLabel} is distinct from ${clubLabel}`,
      ),
    );
}
