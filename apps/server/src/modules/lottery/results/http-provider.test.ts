import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseAmount } from '@croupier/contract';
import {
  createTestContext,
  fundMember,
  mainBalance,
  memberIdOf,
  merchantIdOf,
  staffTokenOfRole,
  type TestContext,
} from '../../../testing';
import { call, newMember, type TestMember } from '../../../testing/members';
import { reconcile } from '../../wallet/service';
import { drawById, drawsOf, ticketOf, type DrawRow } from '../lottery-testing';
import { runLotterySchedule } from '../service';
import { placeTickets } from '../tickets/service';
import { fetchDueResults, fetchRetryMs } from './fetcher';
import { httpResultsProvider } from './http-provider';

// The HTTP results provider against two real HTTP servers on this machine, each answering
// what the test tells it to: a draw is drawn when both give the same sheet, and waits
// otherwise, whatever one of them says.

type Answer = { status: number; body?: unknown };

/** A results source: GET /<gameCode>/<date> answers what `answers` holds for it, else 404. */
async function startSource(): Promise<{
  server: Server;
  base: string;
  answers: Map<string, Answer>;
}> {
  const answers = new Map<string, Answer>();
  const server = createServer((request, response) => {
    const answer = answers.get(request.url ?? '') ?? { status: 404 };
    response.writeHead(answer.status, { 'content-type': 'application/json' });
    response.end(answer.body === undefined ? '' : JSON.stringify(answer.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { server, base: `http://127.0.0.1:${port}`, answers };
}

const stop = (server: Server) => new Promise((resolve) => server.close(resolve));

let a: Awaited<ReturnType<typeof startSource>>;
let b: Awaited<ReturnType<typeof startSource>>;

const fourDSheet = (first = '1234') => ({
  first,
  second: '2345',
  third: '3456',
  starters: ['0001', '0002', '0003', '0004', '0005', '0006', '0007', '0008', '0009', '0010'],
  consolations: ['0101', '0102', '0103', '0104', '0105', '0106', '0107', '0108', '0109', '0110'],
});

/** Both sources answer the draw of `date` (YYYY-MM-DD); each its own answer, or the same. */
function answer(date: string, forA: Answer, forB: Answer = forA) {
  a.answers.set(`/4d/${date}`, forA);
  b.answers.set(`/4d/${date}`, forB);
}
const sheetAnswer = (numero: string, result: unknown): Answer => ({
  status: 200,
  body: { gameCode: '4d', numero, result },
});

beforeAll(async () => {
  [a, b] = await Promise.all([startSource(), startSource()]);
});
afterAll(async () => {
  await Promise.all([stop(a.server), stop(b.server)]);
});

describe('the HTTP provider', () => {
  const draw = { gameCode: '4d', family: '4d', numero: '20261128' };
  const provider = () =>
    httpResultsProvider([
      { name: 'A', urlTemplate: `${a.base}/{gameCode}/{date}` },
      { name: 'B', urlTemplate: `${b.base}/{gameCode}/{date}` },
    ]);

  it('gives the sheet when both sources give the same one', async () => {
    answer('2026-11-28', sheetAnswer('20261128', fourDSheet()));
    expect(await provider().resultOf(draw)).toEqual({
      outcome: 'agreed',
      sheet: fourDSheet(),
      sources: [
        { source: 'A', outcome: 'answered', detail: 'a valid sheet' },
        { source: 'B', outcome: 'answered', detail: 'a valid sheet' },
      ],
    });
  });

  it('gives nothing when they disagree by one number', async () => {
    answer(
      '2026-11-28',
      sheetAnswer('20261128', fourDSheet()),
      sheetAnswer('20261128', fourDSheet('1243')),
    );
    expect(await provider().resultOf(draw)).toMatchObject({ outcome: 'disagree' });
  });

  it('waits while a source has no result yet', async () => {
    answer('2026-11-28', sheetAnswer('20261128', fourDSheet()), { status: 404 });
    expect(await provider().resultOf(draw)).toMatchObject({
      outcome: 'missing',
      sources: [{ outcome: 'answered' }, { source: 'B', outcome: 'missing', detail: 'HTTP 404' }],
    });
    answer('2026-11-28', sheetAnswer('20261128', fourDSheet()), sheetAnswer('20261128', null));
    expect(await provider().resultOf(draw)).toMatchObject({ outcome: 'missing' });
  });

  it('refuses a sheet the engine refuses, or an answer about another draw', async () => {
    const repeated = { ...fourDSheet(), second: '1234' };
    answer('2026-11-28', sheetAnswer('20261128', fourDSheet()), sheetAnswer('20261128', repeated));
    expect(await provider().resultOf(draw)).toMatchObject({
      outcome: 'invalid',
      sources: [{}, { outcome: 'invalid', detail: 'duplicate_number at second' }],
    });
    answer('2026-11-28', sheetAnswer('20261127', fourDSheet()));
    expect(await provider().resultOf(draw)).toMatchObject({
      outcome: 'invalid',
      sources: [{ detail: 'the answer names another draw' }, {}],
    });
    answer('2026-11-28', { status: 200, body: 'not a sheet' });
    expect(await provider().resultOf(draw)).toMatchObject({ outcome: 'invalid' });
  });

  it('waits when a source fails or cannot be reached', async () => {
    answer('2026-11-28', sheetAnswer('20261128', fourDSheet()), { status: 503 });
    expect(await provider().resultOf(draw)).toMatchObject({
      outcome: 'unreachable',
      sources: [{}, { outcome: 'unreachable', detail: 'HTTP 503' }],
    });
    const gone = await startSource();
    await stop(gone.server);
    const unreachable = httpResultsProvider([
      { name: 'A', urlTemplate: `${a.base}/{gameCode}/{date}` },
      { name: 'gone', urlTemplate: `${gone.base}/{gameCode}/{date}` },
    ]);
    answer('2026-11-28', sheetAnswer('20261128', fourDSheet()));
    expect(await unreachable.resultOf(draw)).toMatchObject({
      outcome: 'unreachable',
      sources: [{ outcome: 'answered' }, { source: 'gone', outcome: 'unreachable' }],
    });
  });
});

describe('the results job', () => {
  let ctx: TestContext;
  let owner: string;
  let member: TestMember;
  let wednesday: DrawRow;
  let saturday: DrawRow;
  let winning: string;
  let losing: string;

  /** A Tuesday 12:00 UTC (19:00 in Hanoi) more than a week back. */
  const tuesday = (() => {
    const start = new Date(Date.now() - 14 * 86_400_000);
    const offset = (2 - start.getUTCDay() + 7) % 7;
    return new Date(
      Date.UTC(start.getUTCFullYear(), start.getUTCMonth(), start.getUTCDate() + offset, 12),
    );
  })();
  const run = (now: Date) => ctx.database.db.transaction((tx) => runLotterySchedule(tx, now));
  const dateOf = (numero: string) =>
    `${numero.slice(0, 4)}-${numero.slice(4, 6)}-${numero.slice(6, 8)}`;
  const sheetTicket = async (draw: DrawRow, numbers: string[]) => {
    const placed = await placeTickets(
      ctx.database.db,
      {
        merchantId: await merchantIdOf(ctx.database),
        memberId: await memberIdOf(ctx.database, member.username),
      },
      {
        gameCode: '4d',
        numero: draw.numero,
        requestId: randomUUID(),
        lines: [{ betType: 'big', selection: { numbers }, unitStake: parseAmount(1)! }],
      },
      tuesday,
    );
    return placed.tickets[0]!.ticketId;
  };

  beforeAll(async () => {
    ctx = await createTestContext();
    owner = await staffTokenOfRole(ctx, 'owner', 'sources-owner');
    member = await newMember(ctx, { prefix: 'rh' });
    await fundMember(ctx.database, member.username, 100_000n);
    // Only 4D here: the other scheduled games' draws would be asked about too.
    await ctx.database.execute(
      `update lottery_games set enabled = false where kind = 'LOTT' and code <> '4d'`,
    );
    await run(tuesday);
    [wednesday, saturday] = (await drawsOf(ctx, '4d')) as [DrawRow, DrawRow];
    winning = await sheetTicket(wednesday, ['1234']);
    losing = await sheetTicket(wednesday, ['9999']);
  });
  afterAll(() => ctx.close());

  it('asks nothing until the merchant has two sources', async () => {
    await run(wednesday.drawsAt);
    expect(await drawById(ctx, wednesday.id)).toMatchObject({ status: 'closed' });
    expect(await fetchDueResults(ctx.database.db, wednesday.drawsAt)).toBe(0);

    const one = await call(ctx, owner, 'PUT', '/bo/lottery/results/sources', {
      sources: [{ name: 'A', urlTemplate: `${a.base}/{gameCode}/{date}` }],
    });
    expect(one.status).toBe(400);
    const sources = {
      sources: [
        { name: 'Source A', urlTemplate: `${a.base}/{gameCode}/{date}` },
        { name: 'Source B', urlTemplate: `${b.base}/{gameCode}/{date}` },
      ],
    };
    const set = await call(ctx, owner, 'PUT', '/bo/lottery/results/sources', sources);
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    expect((await call(ctx, owner, 'GET', '/bo/lottery/results/sources')).body.value).toEqual(
      sources,
    );
  });

  it('draws a draw both sources agree on, and its tickets settle', async () => {
    answer(dateOf(wednesday.numero), sheetAnswer(wednesday.numero, fourDSheet()));

    expect(await fetchDueResults(ctx.database.db, wednesday.drawsAt)).toBe(1);
    expect(await drawById(ctx, wednesday.id)).toMatchObject({ status: 'drawn' });
    await run(wednesday.drawsAt);
    // Big pays 2,500 per unit on the first prize.
    expect(await ticketOf(ctx, winning)).toMatchObject({ status: 'won', payout: 250_000n });
    expect(await ticketOf(ctx, losing)).toMatchObject({ status: 'lost', payout: 0n });
    expect(await mainBalance(ctx.database, member.username)).toBe(100_000n - 200n + 250_000n);

    const detail = await call(
      ctx,
      owner,
      'GET',
      `/bo/lottery/games/4d/draws/${wednesday.numero}/results`,
    );
    expect(detail.body.value.entries).toEqual([
      expect.objectContaining({
        origin: 'http',
        status: 'approved',
        revision: 1,
        enteredBy: null,
        sources: ['Source A', 'Source B'],
        sheet: fourDSheet(),
      }),
    ]);
  });

  it('leaves a draw the sources disagree on waiting, says why, and asks again later', async () => {
    await run(saturday.drawsAt);
    const date = dateOf(saturday.numero);
    answer(
      date,
      sheetAnswer(saturday.numero, fourDSheet()),
      sheetAnswer(saturday.numero, fourDSheet('4321')),
    );
    expect(await fetchDueResults(ctx.database.db, saturday.drawsAt)).toBe(0);
    expect(await drawById(ctx, saturday.id)).toMatchObject({ status: 'closed', result: null });

    const list = await call(ctx, owner, 'GET', '/bo/lottery/results?view=awaiting&gameCode=4d');
    const waiting = (list.body.value.list as { numero: string }[]).find(
      (draw) => draw.numero === saturday.numero,
    );
    expect(waiting).toMatchObject({
      status: 'closed',
      fetch: {
        outcome: 'disagree',
        attempts: 1,
        sources: [
          { source: 'Source A', outcome: 'answered' },
          { source: 'Source B', outcome: 'answered' },
        ],
      },
    });

    // Asked again within the minute: the draw is not claimed, whatever the sources say now.
    answer(date, sheetAnswer(saturday.numero, fourDSheet()));
    const soon = new Date(saturday.drawsAt.getTime() + fetchRetryMs - 1_000);
    expect(await fetchDueResults(ctx.database.db, soon)).toBe(0);
    const afterRetry = new Date(saturday.drawsAt.getTime() + fetchRetryMs);
    expect(await fetchDueResults(ctx.database.db, afterRetry)).toBe(1);
    expect(await drawById(ctx, saturday.id)).toMatchObject({ status: 'drawn' });
  });

  it('keeps the books', async () => {
    expect((await reconcile(ctx.database.db, await merchantIdOf(ctx.database))).problems).toEqual(
      [],
    );
  });
});
