import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../platform/db/database';
import { post } from '../modules/wallet/ledger';

/** The id of a member of the demo merchant. */
export async function memberIdOf(database: DatabaseHandle, username: string): Promise<bigint> {
  const { rows } = await database.execute('select id from members where lower(username) = $1', [
    username.toLowerCase(),
  ]);
  if (!rows[0]) throw new Error(`no member ${username}`);
  return BigInt(rows[0].id as string | number | bigint);
}

export async function merchantIdOf(database: DatabaseHandle, code = 'demo'): Promise<number> {
  const { rows } = await database.execute('select id from merchants where code = $1', [code]);
  return Number(rows[0]!.id);
}

/**
 * Gives a member money as a confirmed bank deposit would: one ledger posting from the
 * merchant's cash. For tests that need a balance to spend, not to test deposits.
 */
export async function fundMember(
  database: DatabaseHandle,
  username: string,
  minorUnits: bigint,
  key = `test-fund:${username}:${Math.random()}`,
): Promise<void> {
  const memberId = await memberIdOf(database, username);
  const merchantId = await merchantIdOf(database);
  await database.db.transaction((tx) =>
    post(tx, {
      merchantId,
      idempotencyKey: key,
      kind: 'deposit',
      memberId,
      reference: 'TEST-FUND',
      legs: [
        { account: { memberId, kind: 'main' }, amount: minorUnits },
        { account: { merchant: 'cash' }, amount: -minorUnits },
      ],
    }),
  );
}

/** A member's main wallet balance in minor units. */
export async function mainBalance(database: DatabaseHandle, username: string): Promise<bigint> {
  const memberId = await memberIdOf(database, username);
  const result = await database.db.execute(
    sql`select balance from ledger_accounts where member_id = ${memberId} and kind = 'main'`,
  );
  const row = (result as unknown as { rows: { balance: unknown }[] }).rows[0];
  return row ? BigInt(row.balance as string) : 0n;
}
