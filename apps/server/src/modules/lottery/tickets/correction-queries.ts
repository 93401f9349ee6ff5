import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../../platform/db/database';
import { jsonForSql, rowsOf } from '../../../platform/db/rows';
import type { TicketRow } from './queries';
import { lotteryPayoutCorrections, lotteryTickets } from './schema';

// The SQL of settling tickets again after a corrected result, and of what members owe when
// a lower payout could not be taken back in full.

/** A settled ticket to settle again, with what its member still owes on it. */
export type TicketToResettle = { ticket: TicketRow; owed: bigint };

/**
 * The next settled tickets of a draw to settle at `revision`, in id order after the last one
 * settled at it so far (a batch at a time, each batch its own run), with the debt of each
 * ticket's latest correction.
 */
export async function listTicketsToResettle(
  tx: Database,
  drawId: bigint,
  revision: number,
  limit: number,
): Promise<TicketToResettle[]> {
  const [reached] = await rowsOf<{ ticket_id: string | null }>(
    tx,
    sql`select max(ticket_id)::text as ticket_id from lottery_payout_corrections
      where draw_id = ${String(drawId)}::bigint and revision = ${revision}`,
  );
  const after = BigInt(reached?.ticket_id ?? 0);
  const rows = await tx
    .select({
      ticket: lotteryTickets,
      owed: sql<string>`coalesce((select c.owed from lottery_payout_corrections c
        where c.ticket_id = ${lotteryTickets.id} order by c.revision desc limit 1), 0)::text`,
    })
    .from(lotteryTickets)
    .where(
      and(
        eq(lotteryTickets.drawId, drawId),
        inArray(lotteryTickets.status, ['won', 'lost']),
        gt(lotteryTickets.id, after),
      ),
    )
    .orderBy(asc(lotteryTickets.id))
    .limit(limit);
  return rows.map((row) => ({ ticket: row.ticket, owed: BigInt(row.owed) }));
}

export type NewCorrection = typeof lotteryPayoutCorrections.$inferInsert;

/**
 * A ticket's correction at a revision; false when it has one already (that run's money
 * moved then, in its own transaction), so a step run twice moves nothing the second time.
 */
export async function insertCorrection(tx: Database, correction: NewCorrection): Promise<boolean> {
  const written = await tx
    .insert(lotteryPayoutCorrections)
    .values(correction)
    .onConflictDoNothing()
    .returning({ ticketId: lotteryPayoutCorrections.ticketId });
  return written.length > 0;
}

/** Settled tickets take their new payouts (won exactly when above 0), in one statement. */
export async function setTicketPayouts(
  tx: Database,
  payouts: readonly { id: bigint; payout: bigint }[],
): Promise<void> {
  if (payouts.length === 0) return;
  const json = jsonForSql(payouts.map(({ id, payout }) => ({ id, payout })));
  await tx.execute(sql`update lottery_tickets t
    set status = case when r.payout > 0 then 'won' else 'lost' end, payout = r.payout
    from jsonb_to_recordset(${json}::jsonb) as r(id bigint, payout bigint)
    where t.id = r.id and t.status in ('won', 'lost')`);
}

/** A ticket's debt as its latest correction left it. */
export type TicketDebt = {
  ticketId: bigint;
  drawId: bigint;
  memberId: bigint;
  payout: bigint;
  owed: bigint;
  revision: number;
};

/**
 * What members still owe on these draws' tickets: each ticket's latest correction that left
 * a debt, from the index of corrections that did.
 */
export async function listDebts(tx: Database, drawIds: readonly bigint[]): Promise<TicketDebt[]> {
  if (drawIds.length === 0) return [];
  const rows = await rowsOf<{
    ticket_id: string;
    draw_id: string;
    member_id: string;
    payout: string;
    owed: string;
    revision: number;
  }>(
    tx,
    sql`select c.ticket_id::text, c.draw_id::text, t.member_id::text, c.payout::text,
        c.owed::text, c.revision
      from lottery_payout_corrections c join lottery_tickets t on t.id = c.ticket_id
      where c.draw_id in (${sql.join(
        drawIds.map((id) => sql`${String(id)}::bigint`),
        sql`, `,
      )}) and c.owed > 0
        and not exists (select 1 from lottery_payout_corrections later
          where later.ticket_id = c.ticket_id and later.revision > c.revision)
      order by c.draw_id, c.ticket_id`,
  );
  return rows.map((row) => ({
    ticketId: BigInt(row.ticket_id),
    drawId: BigInt(row.draw_id),
    memberId: BigInt(row.member_id),
    payout: BigInt(row.payout),
    owed: BigInt(row.owed),
    revision: Number(row.revision),
  }));
}

/** The money a draw's corrections moved, per revision: credited, taken back, left owed. */
export async function correctionTotals(tx: Database, drawId: bigint) {
  const rows = await rowsOf<{
    revision: number;
    tickets: number;
    credited: string;
    taken: string;
    owed: string;
  }>(
    tx,
    sql`select revision, count(*)::int as tickets,
        coalesce(sum(moved) filter (where moved > 0), 0)::text as credited,
        coalesce(-sum(moved) filter (where moved < 0), 0)::text as taken,
        coalesce(sum(owed), 0)::text as owed
      from lottery_payout_corrections where draw_id = ${String(drawId)}::bigint
      group by revision order by revision`,
  );
  return rows.map((row) => ({
    revision: Number(row.revision),
    tickets: Number(row.tickets),
    credited: BigInt(row.credited),
    taken: BigInt(row.taken),
    owed: BigInt(row.owed),
  }));
}
