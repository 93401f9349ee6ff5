import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { paths, seamless } from '@croupier/contract';
import {
  createTestContext,
  fundMember,
  openStudioGame,
  playingVendor,
  playRound,
  type TestContext,
} from './testing';
import { newMember, playerToken, type TestMember } from './testing/members';
import { roundTripsOf } from './testing/round-trips';
import { runJobOnce } from './platform/jobs/job-runner';
import { lotteryDrawJob } from './modules/lottery/service';

/**
 * Round-trip budgets of the hot calls: the most SQL statements (each one a round trip to the
 * database, a transaction's BEGIN and COMMIT included) that ONE call may send, counted through
 * the database handle while the call is awaited, after a first call has warmed it up. They are
 * the counts measured on PGlite (the default test database) when they were set. A test, not a
 * timing: it fails when a change makes a call talk to the database more often, so the gains
 * do not erode. Lowering a budget after making a call cheaper is welcome; raising one needs a
 * decision recorded in docs/decisions.md saying why the call must cost more.
 *
 * Both drivers count a statement the same way (platform/db/database.ts), and the counts are
 * the same on PGlite and PostgreSQL. What a call costs today: a seamless debit or credit is
 * BEGIN, the session with the lock, one statement that reads the earlier calls of its id and
 * writes the posting, the bet record and the vendor's row, COMMIT; a studio round is one
 * transaction with its seed, the session read once with both ids locked, the bet's and the
 * win's statements, and its round; a balance reads the wallets (the session, the merchant and
 * the wallet settings come from the server's caches, platform/cache). A lottery ticket is its
 * game, then BEGIN, the request's lock, the request's earlier tickets, the draw locked FOR
 * SHARE, the ticket rows, the exposure of its picks held to the draw's caps (one statement
 * per bet type: docs/decisions.md, "The console and risk limits"), the stake's posting, the
 * betting record's round, COMMIT; the lottery's game list reads the games, their catalogue
 * names and their open draws.
 */
const budgets = {
  seamlessDebit: 4,
  seamlessCredit: 4,
  studioPlay: 7,
  transferToVendor: 5,
  transferFromVendor: 5,
  balance: 1,
  memberInfo: 1,
  systemStatus: 0,
  guestGameListPage: 0,
  memberGameListPage: 1,
  lotteryTicket: 10,
  lotteryGames: 3,
} as const;

let ctx: TestContext;
/** The file's own player, made for it (not the demo seed's). */
let member: TestMember;
let token: string;
beforeAll(async () => {
  ctx = await createTestContext();
  member = await newMember(ctx, { prefix: 'rt' });
  await fundMember(ctx.database, member.username, 1_000_000n);
  token = await playerToken(ctx, member);
});
afterAll(() => ctx.close());

/** The statements one call sent; the call must have succeeded. */
async function cost(call: () => Promise<LightMyRequestResponse>): Promise<number> {
  const { count, result } = await roundTripsOf(ctx.database, call);
  expect(result.statusCode, result.body).toBe(200);
  expect(result.json(), result.body).toMatchObject({ success: true });
  return count;
}

/** Holds a measured count to its budget. */
function within(call: keyof typeof budgets, count: number) {
  expect(count, `statements of ${call}`).toBeLessThanOrEqual(budgets[call]);
}

/** A call as the player site sends it: its merchant, and the member's token when signed in. */
const site =
  (method: 'GET' | 'POST', url: string, payload?: object, signedIn = true) =>
  () =>
    ctx.app.inject({
      method,
      url,
      headers: { merchant: 'demo', ...(signedIn ? { authorization: token } : {}) },
      ...(payload ? { payload } : {}),
    });

/** Warms a call once (first calls open ledger accounts, fill caches), then counts one more. */
async function warmedCost(call: () => Promise<LightMyRequestResponse>): Promise<number> {
  await cost(call);
  return cost(call);
}

describe('a seamless vendor calling', () => {
  const { debit, credit } = seamless.endpoints;
  let vendor: Awaited<ReturnType<typeof playingVendor>>;
  beforeAll(async () => {
    vendor = await playingVendor(ctx, { username: member.username, vendorCode: 'RTRIP' });
    // One whole round first: the member's and the house's accounts, the vendor, the session.
    await cost(() => vendor.call(debit.path, { transactionId: 'w-d', roundId: 'W', amount: 100 }));
    await cost(() => vendor.call(credit.path, { transactionId: 'w-c', roundId: 'W', amount: 50 }));
  });

  it(`a seamless debit (a stake) costs at most ${budgets.seamlessDebit} statements`, async () => {
    const count = await cost(() =>
      vendor.call(debit.path, { transactionId: 'd1', roundId: 'R1', amount: 100 }),
    );
    within('seamlessDebit', count);
  });

  it(`a seamless credit that settles the round costs at most ${budgets.seamlessCredit} statements`, async () => {
    await cost(() => vendor.call(debit.path, { transactionId: 'd2', roundId: 'R2', amount: 100 }));
    const count = await cost(() =>
      vendor.call(credit.path, { transactionId: 'c2', roundId: 'R2', amount: 150 }),
    );
    within('seamlessCredit', count);
  });
});

describe('a studio game client calling', () => {
  it(`a studio round played costs at most ${budgets.studioPlay} statements`, async () => {
    const { session } = await openStudioGame(ctx, {
      username: member.username,
      gameId: 'classic3x3',
    });
    const count = await warmedCost(() => playRound(ctx, session.sessionToken, { stake: 1 }));
    within('studioPlay', count);
  });
});

describe('a player moving money between main and a transfer-wallet vendor', () => {
  const toVendor = site('POST', paths.walletTransfer, { from: 'MAIN', to: 'DEMOLIVE', amount: 1 });
  const fromVendor = site('POST', paths.walletTransfer, {
    from: 'DEMOLIVE',
    to: 'MAIN',
    amount: 1,
  });
  beforeAll(async () => {
    await cost(toVendor);
    await cost(fromVendor);
  });

  it(`a transfer from main to the vendor costs at most ${budgets.transferToVendor} statements`, async () => {
    within('transferToVendor', await cost(toVendor));
  });

  it(`a transfer from the vendor back to main costs at most ${budgets.transferFromVendor} statements`, async () => {
    within('transferFromVendor', await cost(fromVendor));
  });
});

describe('the player site calling', () => {
  it(`the balance costs at most ${budgets.balance} statements`, async () => {
    const count = await warmedCost(site('GET', paths.balance));
    within('balance', count);
  });

  it(`the member's info costs at most ${budgets.memberInfo} statements`, async () => {
    const count = await warmedCost(site('GET', paths.memberInfo));
    within('memberInfo', count);
  });

  it(`the system status costs at most ${budgets.systemStatus} statements`, async () => {
    const count = await warmedCost(site('GET', paths.systemStatus, undefined, false));
    within('systemStatus', count);
  });

  it(`a guest's game list page asked again costs at most ${budgets.guestGameListPage} statements`, async () => {
    const page = `${paths.gameList}?gameType=RNG&pageNo=1`;
    const count = await warmedCost(site('GET', page, undefined, false));
    within('guestGameListPage', count);
  });

  it(`a member's game list page asked again costs at most ${budgets.memberGameListPage} statements`, async () => {
    const page = `${paths.gameList}?gameType=RNG&pageNo=1`;
    const count = await warmedCost(site('GET', page));
    within('memberGameListPage', count);
  });
});

describe('a player betting on the lottery', () => {
  let numero: string;
  beforeAll(async () => {
    await runJobOnce(ctx.database.db, lotteryDrawJob, new Date());
    const numeros = await ctx.app.inject({
      method: 'GET',
      url: `${paths.lotteryGameNumeros}?gameCode=k3-3m`,
      headers: { merchant: 'demo' },
    });
    // The second draw: the first may close while the test runs.
    numero = numeros.json().value.numeros[1].numero;
  });

  it(`a ticket placed costs at most ${budgets.lotteryTicket} statements`, async () => {
    const ticket = () =>
      site('POST', paths.lotteryTickets, {
        gameCode: 'k3-3m',
        numero,
        lines: [{ betType: 'side', selection: { option: 'big' }, unitStake: 1 }],
        requestId: randomUUID(),
      })();
    const count = await warmedCost(ticket);
    within('lotteryTicket', count);
  });

  it(`the lottery's game list costs at most ${budgets.lotteryGames} statements`, async () => {
    const count = await warmedCost(site('GET', paths.lotteryGames, undefined, false));
    within('lotteryGames', count);
  });
});
