import { randomUUID } from 'node:crypto';
import type { DatabaseHandle } from '../platform/db/database';
import { post, walletBalance } from '../modules/wallet/service';

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
 * Moves a member's money directly, as a confirmed deposit (from the merchant's cash) or a
 * game's bet (to the game house) would: for tests that need a balance or a turnover, not to
 * test those flows.
 */
export async function postTestMoney(
  database: DatabaseHandle,
  memberId: bigint,
  kind: 'deposit' | 'bet',
  minorUnits: bigint,
): Promise<void> {
  const merchantId = await merchantIdOf(database);
  const key = `test-${kind}:${randomUUID()}`;
  const [member, house] =
    kind === 'deposit' ? [minorUnits, -minorUnits] : [-minorUnits, minorUnits];
  await database.db.transaction((tx) =>
    post(tx, {
      merchantId,
      idempotencyKey: key,
      kind,
      memberId,
      reference: key,
      legs: [
        { account: { memberId, kind: 'main' }, amount: member },
        { account: { merchant: kind === 'deposit' ? 'cash' : 'game_house' }, amount: house },
      ],
    }),
  );
}

/** Gives a member of the demo merchant money to spend, as a confirmed deposit would. */
export async function fundMember(
  database: DatabaseHandle,
  username: string,
  minorUnits: bigint,
): Promise<void> {
  await postTestMoney(database, await memberIdOf(database, username), 'deposit', minorUnits);
}

/** A member's main wallet balance in minor units. */
export async function mainBalance(database: DatabaseHandle, username: string): Promise<bigint> {
  return walletBalance(database.db, await memberIdOf(database, username));
}

/**
 * The ledger's posting call, for tests outside the wallet that need a posting of a given
 * kind and reference (a test's imports count as its module's dependencies).
 */
export { post as postLedgerEntries } from '../modules/wallet/service';
