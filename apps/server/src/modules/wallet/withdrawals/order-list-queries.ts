import { and, desc, eq, sql } from 'drizzle-orm';
import type { withdrawal as contract } from '@croupier/contract';
import type { Database } from '../../../platform/db/database';
import { readPage, type Page } from '../../../platform/db/paging';
import { members } from '../../member/schema';
import { bankCards, withdrawalProofs, withdrawals } from './schema';

// The pages of withdrawal orders: the member's own and the operator's queue.

/** A member's orders with the bank and number of their card, newest first. */
export function memberOrderRows(db: Database, memberId: bigint, page: Page) {
  const where = eq(withdrawals.memberId, memberId);
  return readPage(
    page,
    db
      .select({
        order: withdrawals,
        bankName: bankCards.bankName,
        accountNumber: bankCards.accountNumber,
      })
      .from(withdrawals)
      .innerJoin(bankCards, eq(bankCards.id, withdrawals.bankCardId))
      .where(where)
      .orderBy(desc(withdrawals.createdAt), desc(withdrawals.id)),
    db.$count(withdrawals, where),
  );
}

/**
 * The operator's page of orders with the card, the proofs' ids and the username. The
 * username is joined from the member module's table: a member-service call per row would be
 * N+1 on a page of 100.
 */
export function consoleOrderRows(
  db: Database,
  merchantId: number,
  filter: Page & { status?: contract.WithdrawalStatus; orderNo?: string },
) {
  const where = and(
    eq(withdrawals.merchantId, merchantId),
    filter.status ? eq(withdrawals.status, filter.status) : undefined,
    filter.orderNo ? eq(withdrawals.orderNo, filter.orderNo) : undefined,
  );
  return readPage(
    filter,
    db
      .select({
        order: withdrawals,
        username: members.username,
        card: bankCards,
        proofIds: sql<
          string[]
        >`coalesce((select array_agg(p.id order by p.id)::text[] from ${withdrawalProofs} p where p.withdrawal_id = ${withdrawals.id}), '{}')`,
      })
      .from(withdrawals)
      .innerJoin(members, eq(members.id, withdrawals.memberId))
      .innerJoin(bankCards, eq(bankCards.id, withdrawals.bankCardId))
      .where(where)
      .orderBy(desc(withdrawals.createdAt), desc(withdrawals.id)),
    db.$count(withdrawals, where),
  );
}
