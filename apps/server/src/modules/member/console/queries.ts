import { and, desc, eq, ilike, like, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../../platform/db/database';
import { readPage, type Page } from '../../../platform/db/paging';
import { members } from '../schema';

/** `%`, `_` and `\` typed by the operator match themselves, not any text. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * What the console's search box matches: part of the username, e-mail or mobile number (with
 * or without its dialing code; spaces, dashes and '+' ignored), or the start of the member's id.
 */
function searchCondition(text: string): SQL | undefined {
  // Only text that reads as a phone number is matched against numbers: 'player1' is a name.
  const digits = /^[+\d\s().-]+$/.test(text) ? text.replace(/\D/g, '') : '';
  const conditions: (SQL | undefined)[] = [
    ilike(members.username, containing(text)),
    ilike(members.email, containing(text)),
  ];
  if (digits) {
    conditions.push(
      like(members.mobile, containing(digits)),
      like(sql`${members.countryDialingCode} || ${members.mobile}`, containing(digits)),
    );
  }
  if (/^\d{1,19}$/.test(text)) conditions.push(like(sql`${members.id}::text`, `${text}%`));
  return or(...conditions);
}

/** A page of the merchant's members, newest first, with how many match. */
export function searchMembers(
  db: Database,
  merchantId: number,
  filter: Page & { q?: string; status?: string },
) {
  const conditions: (SQL | undefined)[] = [eq(members.merchantId, merchantId)];
  if (filter.q) conditions.push(searchCondition(filter.q));
  if (filter.status) conditions.push(eq(members.status, filter.status));
  const where = and(...conditions);
  return readPage(
    filter,
    db.select().from(members).where(where).orderBy(desc(members.id)),
    db.$count(members, where),
  );
}

/** The member of this merchant, locked for the change the caller is about to make. */
export async function lockMemberOf(db: Database, merchantId: number, memberId: bigint) {
  const [row] = await db
    .select()
    .from(members)
    .where(and(eq(members.id, memberId), eq(members.merchantId, merchantId)))
    .for('update');
  return row;
}

export async function memberOf(db: Database, merchantId: number, memberId: bigint) {
  const [row] = await db
    .select()
    .from(members)
    .where(and(eq(members.id, memberId), eq(members.merchantId, merchantId)));
  return row;
}

/** Sets a member's status; only when it is not already that (undefined then). */
export async function setStatus(db: Database, memberId: bigint, status: 'active' | 'locked') {
  const [row] = await db
    .update(members)
    .set({ status })
    .where(and(eq(members.id, memberId), sql`${members.status} <> ${status}`))
    .returning();
  return row;
}

/** The operator's new password: it replaces the member's, who must change it at next sign-in. */
export async function setOperatorPassword(db: Database, memberId: bigint, passwordHash: string) {
  const [row] = await db
    .update(members)
    .set({ passwordHash, mustChangePassword: true })
    .where(eq(members.id, memberId))
    .returning();
  return row!;
}

export async function setLabel(
  db: Database,
  memberId: bigint,
  label: { clubLabel: string | null; rankLevel: number },
) {
  const [row] = await db.update(members).set(label).where(eq(members.id, memberId)).returning();
  return row!;
}
