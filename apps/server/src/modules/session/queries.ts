import { and, desc, eq, gt, gte, inArray, isNull, ne, sql } from 'drizzle-orm';
import { preparedPerDatabase } from '../../platform/db/prepared';
import type { Database } from '../../platform/db/database';
import { redeemedProofs } from '../../platform/secrets/schema';
import { captchas, sessions, verificationCodes } from './schema';

// Every statement of the session module: sign-in sessions, captchas, spent human-check proofs
// and SMS codes. Each takes a handle or a transaction opened from one.

export type SessionRow = typeof sessions.$inferSelect;
export type VerificationCodeRow = typeof verificationCodes.$inferSelect;

// Sessions

export async function insertSession(
  db: Database,
  values: typeof sessions.$inferInsert,
): Promise<SessionRow> {
  const [session] = await db.insert(sessions).values(values).returning();
  return session!;
}

/** The live session of a token hash for this merchant. */
const liveSessionByToken = preparedPerDatabase((db) =>
  db
    .select()
    .from(sessions)
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        eq(sessions.merchantId, sql.placeholder('merchantId')),
        isNull(sessions.endedAt),
        gt(sessions.expiresAt, sql.placeholder('now')),
      ),
    )
    .limit(1)
    .prepare('live_session_by_token'),
);

/** The live session of a token hash: read by the auth hooks (through their cache). */
export async function liveSessionByTokenHash(
  db: Database,
  tokenHash: string,
  merchantId: number,
  now: Date,
): Promise<SessionRow | undefined> {
  const [row] = await liveSessionByToken(db).execute({ tokenHash, merchantId, now });
  return row;
}

export async function touchSession(
  db: Database,
  sessionId: bigint,
  seen: { lastSeenAt: Date; expiresAt: Date },
): Promise<void> {
  await db.update(sessions).set(seen).where(eq(sessions.id, sessionId));
}

export async function endSessionById(db: Database, sessionId: bigint, reason: string) {
  await db
    .update(sessions)
    .set({ endedAt: new Date(), endReason: reason })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.endedAt)));
}

/** Ends the member's unended sessions but `keep`; answers how many. */
export async function endSessionsOf(
  db: Database,
  memberId: bigint,
  keep: bigint | null,
  reason: string,
): Promise<number> {
  const ended = await db
    .update(sessions)
    .set({ endedAt: new Date(), endReason: reason })
    .where(
      and(
        eq(sessions.memberId, memberId),
        isNull(sessions.endedAt),
        keep === null ? sql`true` : ne(sessions.id, keep),
      ),
    )
    .returning({ id: sessions.id });
  return ended.length;
}

const live = (memberId: bigint, now: Date) =>
  and(eq(sessions.memberId, memberId), isNull(sessions.endedAt), gt(sessions.expiresAt, now));

/** A member's live sessions, the most recently seen first. */
export function liveSessionsOf(db: Database, memberId: bigint, now: Date) {
  return db
    .select({
      id: sessions.id,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
      ip: sessions.ip,
      userAgent: sessions.userAgent,
    })
    .from(sessions)
    .where(live(memberId, now))
    .orderBy(desc(sessions.lastSeenAt));
}

/** Ends one live session of the member; false when it is not theirs or already over. */
export async function endLiveSession(
  db: Database,
  memberId: bigint,
  sessionId: bigint,
  reason: string,
  now: Date,
): Promise<boolean> {
  const ended = await db
    .update(sessions)
    .set({ endedAt: now, endReason: reason })
    .where(and(eq(sessions.id, sessionId), live(memberId, now)))
    .returning({ id: sessions.id });
  return ended.length > 0;
}

/** Whether the member signed in from this device id on a session seen since `since`. */
export async function signedInFromDevice(
  db: Database,
  memberId: bigint,
  loginDeviceId: string,
  since: Date,
): Promise<boolean> {
  const rows = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(
      and(
        eq(sessions.memberId, memberId),
        eq(sessions.loginDeviceId, loginDeviceId),
        gte(sessions.lastSeenAt, since),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** The addresses of the member's sessions seen since `since`, at most `limit` of them. */
export async function addressesSignedInFrom(
  db: Database,
  memberId: bigint,
  since: Date,
  limit = 200,
): Promise<string[]> {
  const rows = await db
    .selectDistinct({ ip: sessions.ip })
    .from(sessions)
    .where(and(eq(sessions.memberId, memberId), gte(sessions.lastSeenAt, since)))
    .limit(limit);
  return rows.flatMap((row) => (row.ip ? [row.ip] : []));
}

// Captchas

export async function insertCaptcha(db: Database, values: typeof captchas.$inferInsert) {
  await db.insert(captchas).values(values);
}

export async function captchaCreatedAt(db: Database, id: string): Promise<Date | undefined> {
  const [row] = await db
    .select({ createdAt: captchas.createdAt })
    .from(captchas)
    .where(eq(captchas.id, id));
  return row?.createdAt;
}

/** Uses a live captcha up and answers its answer's hash; undefined when it was not live. */
export async function consumeCaptcha(db: Database, id: string): Promise<string | undefined> {
  const [row] = await db
    .update(captchas)
    .set({ consumedAt: new Date() })
    .where(
      and(eq(captchas.id, id), isNull(captchas.consumedAt), gt(captchas.expiresAt, new Date())),
    )
    .returning({ answerHash: captchas.answerHash });
  return row?.answerHash;
}

// Human-check proofs

/** Records a solved challenge as spent; false when it already was. */
export async function spendProof(db: Database, digest: string, expiresAt: Date): Promise<boolean> {
  const inserted = await db
    .insert(redeemedProofs)
    .values({ digest, expiresAt })
    .onConflictDoNothing()
    .returning({ digest: redeemedProofs.digest });
  return inserted.length > 0;
}

// SMS verification codes

type CodeOwner = { merchantId: number; purpose: string; phone: string };

const codesOf = (owner: CodeOwner) =>
  and(
    eq(verificationCodes.merchantId, owner.merchantId),
    eq(verificationCodes.purpose, owner.purpose),
    eq(verificationCodes.phone, owner.phone),
    isNull(verificationCodes.consumedAt),
  );

/** A fresh code for a number and purpose; any earlier unused one is spent in the same transaction. */
export async function replaceVerificationCode(
  db: Database,
  code: CodeOwner & { codeHash: string; expiresAt: Date; ip: string },
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.update(verificationCodes).set({ consumedAt: new Date() }).where(codesOf(code));
    await tx.insert(verificationCodes).values(code);
  });
}

/**
 * Counts an attempt against the newest unused, unexpired code of a number and purpose, and
 * answers the code with its attempts so far, this one included; undefined when there is none.
 * One statement, so concurrent attempts each see their own count (the outer condition is
 * checked again against a row another attempt changed meanwhile).
 */
export async function countCodeAttempt(
  db: Database,
  owner: CodeOwner,
): Promise<Pick<VerificationCodeRow, 'id' | 'codeHash' | 'attempts'> | undefined> {
  const current = db
    .select({ id: verificationCodes.id })
    .from(verificationCodes)
    .where(and(codesOf(owner), gt(verificationCodes.expiresAt, new Date())))
    .orderBy(desc(verificationCodes.createdAt))
    .limit(1);
  const [counted] = await db
    .update(verificationCodes)
    // Capped at the column's largest value: a flood of tries must not overflow it into errors.
    .set({ attempts: sql`least(${verificationCodes.attempts} + 1, 32767)` })
    .where(and(inArray(verificationCodes.id, current), isNull(verificationCodes.consumedAt)))
    .returning({
      id: verificationCodes.id,
      codeHash: verificationCodes.codeHash,
      attempts: verificationCodes.attempts,
    });
  return counted;
}

/** Uses a code up; the condition makes it single-use even when two requests race. */
export async function consumeVerificationCode(db: Database, codeId: bigint): Promise<boolean> {
  const used = await db
    .update(verificationCodes)
    .set({ consumedAt: new Date() })
    .where(and(eq(verificationCodes.id, codeId), isNull(verificationCodes.consumedAt)))
    .returning({ id: verificationCodes.id });
  return used.length > 0;
}
