import { sql } from 'drizzle-orm';
import { check, index, uniqueIndex, type AnyPgColumn } from 'drizzle-orm/pg-core';

type OrderTable = {
  merchantId: AnyPgColumn;
  memberId: AnyPgColumn;
  orderNo: AnyPgColumn;
  status: AnyPgColumn;
  amount: AnyPgColumn;
  createdAt: AnyPgColumn;
};

/**
 * The indexes and the amount check of a member's money orders (deposits, withdrawals), named
 * after the table: an order is found by its number (unique per merchant), listed per member
 * newest first and in the operator's queue by status; its amount is positive.
 */
export const memberOrderIndexes = (name: string, table: OrderTable) => [
  uniqueIndex(`${name}_order_no`).on(table.merchantId, table.orderNo),
  index(`${name}_member_time`).on(table.memberId, table.createdAt),
  index(`${name}_queue`).on(table.merchantId, table.status, table.createdAt),
  check(`${name}_amount_positive`, sql`${table.amount} > 0`),
];
