import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seamless } from '@croupier/contract';
import {
  createTestContext,
  expireGameSession,
  fundMember,
  mainBalance,
  playingVendor,
  type TestContext,
} from '../../../testing';
import { newMember, type TestMember } from '../../../testing/members';

const { endpoints } = seamless;
const debitPath = endpoints.debit.path;
const creditPath = endpoints.credit.path;
const rollbackPath = endpoints.rollback.path;

let ctx: TestContext;
/** The file's own player, made for it (not the demo seed's). */
let member: TestMember;
beforeAll(async () => {
  ctx = await createTestContext();
  member = await newMember(ctx, { prefix: 'sl' });
  await fundMember(ctx.database, member.username, 100_000n);
  await fundMember(ctx.database, 'agent1', 10_000n);
});
afterAll(() => ctx.close());

const balance = () => mainBalance(ctx.database, member.username);

async function round(vendorId: number, roundId: string) {
  const { rows } = await ctx.database.execute(
    'select stake, win, status, settled_at from bet_records where vendor_id = $1 and round_id = $2',
    [vendorId, roundId],
  );
  const row = rows[0];
  return row
    ? {
        stake: BigInt(row.stake as string),
        win: BigInt(row.win as string),
        status: row.status as string,
        settled: row.settled_at !== null,
      }
    : undefined;
}

/** The ledger postings of a vendor's round, as "kind amount". */
async function postings(vendor: { code: string }, roundId: string) {
  const { rows } = await ctx.database.execute(
    `select kind, amount from ledger_postings
     where reference = $1 and details->>'vendorCode' = $2 order by id`,
    [roundId, vendor.code],
  );
  return rows.map((row) => `${row.kind as string} ${BigInt(row.amount as string)}`);
}

describe('debit, credit and rollback', () => {
  it('takes a stake, pays a win and keeps the round in the betting record', async () => {
    const { call, vendor } = await playingVendor(ctx, {
      username: member.username,
      vendorCode: 'MONA',
    });
    const start = await balance();

    const bet = await call(debitPath, { transactionId: 'd1', roundId: 'R1', amount: 500 });
    expect(bet.statusCode).toBe(200);
    expect(bet.json().value).toEqual({ balance: Number(start - 500n), transactionId: 'd1' });
    expect(await round(vendor.id, 'R1')).toEqual({
      stake: 500n,
      win: 0n,
      status: 'open',
      settled: false,
    });

    const win = await call(creditPath, { transactionId: 'c1', roundId: 'R1', amount: 1_200 });
    expect(win.json().value).toEqual({ balance: Number(start + 700n), transactionId: 'c1' });
    expect(await balance()).toBe(start + 700n);
    expect(await round(vendor.id, 'R1')).toEqual({
      stake: 500n,
      win: 1_200n,
      status: 'settled',
      settled: true,
    });
    expect(await postings(vendor, 'R1')).toEqual(['bet 500', 'win 1200']);
  });

  it('keeps a round open while the vendor says it goes on, and settles a lost round on a zero win', async () => {
    const { call, vendor } = await playingVendor(ctx, {
      username: member.username,
      vendorCode: 'MONB',
    });
    await call(debitPath, { transactionId: 'd1', roundId: 'R2', amount: 100 });
    await call(creditPath, { transactionId: 'c1', roundId: 'R2', amount: 50, roundEnded: false });
    expect((await round(vendor.id, 'R2'))?.status).toBe('open');
    await call(debitPath, { transactionId: 'd2', roundId: 'R2', amount: 100 });
    const last = await call(creditPath, { transactionId: 'c2', roundId: 'R2', amount: 0 });
    expect(last.statusCode).toBe(200);
    expect(await round(vendor.id, 'R2')).toEqual({
      stake: 200n,
      win: 50n,
      status: 'settled',
      settled: true,
    });
    // The zero win moved no money: no posting for it.
    expect(await postings(vendor, 'R2')).toEqual(['bet 100', 'win 50', 'bet 100']);
  });

  it('refunds a rolled-back debit and marks the round refunded', async () => {
    const { call, vendor } = await playingVendor(ctx, {
      username: member.username,
      vendorCode: 'MONC',
    });
    const start = await balance();
    await call(debitPath, { transactionId: 'd1', roundId: 'R3', amount: 300 });
    const refund = await call(rollbackPath, {
      transactionId: 'rb1',
      refTransactionId: 'd1',
      roundId: 'R3',
    });
    expect(refund.statusCode).toBe(200);
    expect(refund.json().value).toEqual({ balance: Number(start), transactionId: 'rb1' });
    expect(await balance()).toBe(start);
    expect(await round(vendor.id, 'R3')).toEqual({
      stake: 0n,
      win: 0n,
      status: 'refunded',
      settled: true,
    });
    // A second rollback of the same debit answers normally and refunds nothing more.
    const second = await call(rollbackPath, {
      transactionId: 'rb2',
      refTransactionId: 'd1',
      roundId: 'R3',
    });
    expect(second.json().value).toEqual({ balance: Number(start), transactionId: 'rb2' });
    expect(await postings(vendor, 'R3')).toEqual(['bet 300', 'rollback 300']);
  });

  it('refuses a rollback of a win', async () => {
    const { call } = await playingVendor(ctx, { username: member.username, vendorCode: 'MOND' });
    await call(creditPath, { transactionId: 'c1', roundId: 'R4', amount: 10 });
    const answer = await call(rollbackPath, {
      transactionId: 'rb1',
      refTransactionId: 'c1',
      roundId: 'R4',
    });
    expect(answer.statusCode).toBe(409);
    expect(answer.json().message).toBe('rollback_not_allowed');
  });
});

describe('idempotency by the vendor’s transaction id', () => {
  it('answers a replay with the first answer and moves the money once', async () => {
    const { call, vendor } = await playingVendor(ctx, {
      username: member.username,
      vendorCode: 'IDEA',
    });
    const first = await call(debitPath, { transactionId: 'd1', roundId: 'R1', amount: 250 });
    await call(debitPath, { transactionId: 'd2', roundId: 'R1', amount: 100 });
    const replay = await call(debitPath, { transactionId: 'd1', roundId: 'R1', amount: 250 });
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual(first.json());
    expect(await postings(vendor, 'R1')).toEqual(['bet 250', 'bet 100']);

    const win = await call(creditPath, { transactionId: 'c1', roundId: 'R1', amount: 40 });
    const winAgain = await call(creditPath, { transactionId: 'c1', roundId: 'R1', amount: 40 });
    expect(winAgain.json()).toEqual(win.json());
    expect(await postings(vendor, 'R1')).toEqual(['bet 250', 'bet 100', 'win 40']);
  });

  it('refuses the same id with other content, and nothing moves', async () => {
    const { call, vendor } = await playingVendor(ctx, {
      username: member.username,
      vendorCode: 'IDEB',
    });
    await call(debitPath, { transactionId: 'd1', roundId: 'R2', amount: 100 });
    const before = await balance();
    const attempts = [
      call(debitPath, { transactionId: 'd1', roundId: 'R2', amount: 200 }),
      call(debitPath, { transactionId: 'd1', roundId: 'other', amount: 100 }),
      call(creditPath, { transactionId: 'd1', roundId: 'R2', amount: 100 }),
    ];
    for (const answer of await Promise.all(attempts)) {
      expect(answer.statusCode).toBe(409);
      expect(answer.json()).toMatchObject({
        message: 'duplicate_transaction',
        errorCode: 'seamless.transaction.duplicate',
      });
    }
    expect(await balance()).toBe(before);
    expect(await round(vendor.id, 'R2')).toMatchObject({ stake: 100n });
    expect(await round(vendor.id, 'other')).toBeUndefined();
  });

  it('moves money once when five identical debits race', async () => {
    const { call, vendor } = await playingVendor(ctx, {
      username: member.username,
      vendorCode: 'IDEC',
    });
    const start = await balance();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        call(debitPath, { transactionId: 'd1', roundId: 'R3', amount: 700 }),
      ),
    );
    for (const answer of answers) {
      expect(answer.statusCode).toBe(200);
      expect(answer.json().value).toEqual({ balance: Number(start - 700n), transactionId: 'd1' });
    }
    expect(await postings(vendor, 'R3')).toEqual(['bet 700']);
    expect(await balance()).toBe(start - 700n);
  });

  it('takes five different debits of one player racing, each once', async () => {
    const { call, vendor } = await playingVendor(ctx, {
      username: member.username,
      vendorCode: 'IDED',
    });
    const start = await balance();
    const answers = await Promise.all(
      Array.from({ length: 5 }, (_, index) =>
        call(debitPath, { transactionId: `d${index}`, roundId: 'R4', amount: 100 }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(await balance()).toBe(start - 500n);
    expect(await round(vendor.id, 'R4')).toMatchObject({ stake: 500n });
  });
});

describe('a rollback before its debit', () => {
  it('is remembered, and the late debit is refused', async () => {
    const { call, vendor } = await playingVendor(ctx, {
      username: member.username,
      vendorCode: 'EARLY',
    });
    const start = await balance();
    const early = await call(rollbackPath, {
      transactionId: 'rb1',
      refTransactionId: 'd1',
      roundId: 'R1',
    });
    expect(early.statusCode).toBe(200);
    expect(early.json().value).toEqual({ balance: Number(start), transactionId: 'rb1' });

    const late = await call(debitPath, { transactionId: 'd1', roundId: 'R1', amount: 400 });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({
      message: 'bet_rolled_back',
      errorCode: 'seamless.bet.rolled.back',
    });
    expect(await balance()).toBe(start);
    expect(await round(vendor.id, 'R1')).toBeUndefined();
    expect(await postings(vendor, 'R1')).toEqual([]);
  });

  it('either refunds the debit or refuses it when both arrive together', async () => {
    const { call } = await playingVendor(ctx, { username: member.username, vendorCode: 'RACE' });
    const start = await balance();
    const [bet, refund] = await Promise.all([
      call(debitPath, { transactionId: 'd1', roundId: 'R2', amount: 900 }),
      call(rollbackPath, { transactionId: 'rb1', refTransactionId: 'd1', roundId: 'R2' }),
    ]);
    expect(refund.statusCode).toBe(200);
    expect([200, 409]).toContain(bet.statusCode);
    expect(await balance()).toBe(start);
  });
});

describe('insufficient funds', () => {
  it('refuses a stake above the balance and changes nothing', async () => {
    const { call, vendor } = await playingVendor(ctx, {
      username: member.username,
      vendorCode: 'POOR',
    });
    const start = await balance();
    const answer = await call(debitPath, {
      transactionId: 'd1',
      roundId: 'R1',
      amount: Number(start + 1n),
    });
    expect(answer.statusCode).toBe(409);
    expect(answer.json()).toMatchObject({
      message: 'insufficient_balance',
      errorCode: 'wallet.insufficient.funds',
    });
    expect(await balance()).toBe(start);
    expect(await round(vendor.id, 'R1')).toBeUndefined();
    // Nothing was kept of the refused call: the id can still be used once money is there.
    const smaller = await call(debitPath, { transactionId: 'd1', roundId: 'R1', amount: 1 });
    expect(smaller.statusCode).toBe(200);
  });
});

describe('an expired game session', () => {
  it('refuses new bets but still takes wins and rollbacks', async () => {
    const { call, sessionToken, vendor } = await playingVendor(ctx, {
      username: member.username,
      vendorCode: 'LATE',
    });
    await call(debitPath, { transactionId: 'd1', roundId: 'R1', amount: 100 });
    await call(debitPath, { transactionId: 'd2', roundId: 'R2', amount: 100 });
    await expireGameSession(ctx, sessionToken);
    const start = await balance();

    const bet = await call(debitPath, { transactionId: 'd3', roundId: 'R3', amount: 100 });
    expect(bet.statusCode).toBe(401);
    expect(bet.json()).toMatchObject({
      message: 'game_session_expired',
      errorCode: 'seamless.session.expired',
    });
    // A replay of a bet taken while it lived still answers as before.
    expect(
      (await call(debitPath, { transactionId: 'd1', roundId: 'R1', amount: 100 })).statusCode,
    ).toBe(200);

    const win = await call(creditPath, { transactionId: 'c1', roundId: 'R1', amount: 300 });
    expect(win.statusCode).toBe(200);
    const refund = await call(rollbackPath, {
      transactionId: 'rb1',
      refTransactionId: 'd2',
      roundId: 'R2',
    });
    expect(refund.statusCode).toBe(200);
    expect(await balance()).toBe(start + 400n);
    expect(await round(vendor.id, 'R1')).toMatchObject({ status: 'settled', win: 300n });
    expect(await round(vendor.id, 'R2')).toMatchObject({ status: 'refunded' });
  });

  it('slides on with every bet', async () => {
    const { call } = await playingVendor(ctx, { username: member.username, vendorCode: 'SLIDE' });
    await ctx.database.execute(
      `update game_sessions set expires_at = now() + interval '1 minute'
       where session_token_hash is not null and vendor_id = (select id from game_vendors where code = 'SLIDE')`,
    );
    await call(debitPath, { transactionId: 'd1', roundId: 'R1', amount: 1 });
    const { rows } = await ctx.database.execute(
      `select expires_at > now() + interval '119 minutes' as slid from game_sessions
       where vendor_id = (select id from game_vendors where code = 'SLIDE')`,
    );
    expect(rows[0]?.slid).toBe(true);
  });

  it('leaves the session row alone when the last slide was less than a minute ago', async () => {
    const { call } = await playingVendor(ctx, { username: member.username, vendorCode: 'SLIDE2' });
    const session = () =>
      ctx.database.execute(
        `select xmin::text as version, expires_at as "expiresAt" from game_sessions
         where vendor_id = (select id from game_vendors where code = 'SLIDE2')`,
      );
    await call(debitPath, { transactionId: 'd1', roundId: 'R1', amount: 1 });
    const before = (await session()).rows[0];
    await call(debitPath, { transactionId: 'd2', roundId: 'R2', amount: 1 });
    expect((await session()).rows[0]).toEqual(before);
  });
});

describe('free play', () => {
  it('moves the session’s play money only: no posting, no bet record', async () => {
    const { call, vendor } = await playingVendor(ctx, {
      username: member.username,
      vendorCode: 'FREE',
      freePlay: true,
    });
    const start = await balance();
    const shown = await call(endpoints.balance.path, {});
    expect(shown.json().value.balance).toBe(1_000_000);

    const bet = await call(debitPath, { transactionId: 'd1', roundId: 'R1', amount: 1_000 });
    expect(bet.json().value.balance).toBe(999_000);
    const win = await call(creditPath, { transactionId: 'c1', roundId: 'R1', amount: 5_000 });
    expect(win.json().value.balance).toBe(1_004_000);
    await call(debitPath, { transactionId: 'd2', roundId: 'R2', amount: 4_000 });
    const refund = await call(rollbackPath, {
      transactionId: 'rb1',
      refTransactionId: 'd2',
      roundId: 'R2',
    });
    expect(refund.json().value.balance).toBe(1_004_000);
    const replay = await call(debitPath, { transactionId: 'd1', roundId: 'R1', amount: 1_000 });
    expect(replay.json().value.balance).toBe(999_000);

    const tooMuch = await call(debitPath, {
      transactionId: 'd3',
      roundId: 'R3',
      amount: 2_000_000,
    });
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json().message).toBe('insufficient_balance');

    expect(await balance()).toBe(start);
    expect(await postings(vendor, 'R1')).toEqual([]);
    expect(await round(vendor.id, 'R1')).toBeUndefined();
  });
});

describe('rounds of several players', () => {
  it('refuses a round id that is already another player’s round at this vendor', async () => {
    const first = await playingVendor(ctx, { username: member.username, vendorCode: 'SHARED' });
    const second = await playingVendor(ctx, { username: 'agent1', vendorCode: 'SHARED' });
    await first.call(debitPath, { transactionId: 'd1', roundId: 'R1', amount: 100 });
    const agentStart = await mainBalance(ctx.database, 'agent1');
    const answer = await second.call(debitPath, {
      transactionId: 'd2',
      roundId: 'R1',
      amount: 100,
    });
    expect(answer.statusCode).toBe(409);
    expect(answer.json().message).toBe('round_id_taken');
    expect(await mainBalance(ctx.database, 'agent1')).toBe(agentStart);
    // Nor may one player's session roll back another's bet.
    const theft = await second.call(rollbackPath, {
      transactionId: 'rb1',
      refTransactionId: 'd1',
      roundId: 'R1',
    });
    expect(theft.statusCode).toBe(409);
    expect(theft.json().message).toBe('rollback_not_allowed');
  });
});
