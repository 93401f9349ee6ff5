import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seamless, type consoleReports } from '@croupier/contract';
import {
  createTestContext,
  fundMember,
  humanCheck,
  sealed,
  staffTokenFor,
  staffTokenOfRole,
  type TestContext,
} from '../../../testing';
import { playingVendor } from '../../../testing/games';
import { newMember, playerToken } from '../../../testing/members';
import { paidWithdrawal, withdraw } from '../../../testing/withdrawals';

// The test's money and registrations happen now, through the real flows, and are then moved
// to fixed past days (a few days before today, UTC), where nothing of the demo seed lies:
// every figure of those days is this file's and is checked to the minor unit.

let ctx: TestContext;
let admin: string;
let player: string;

const dayMs = 86_400_000;
const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);
const today = isoDay(Date.now());
const dayA = isoDay(Date.parse(today) - 3 * dayMs);
const dayB = isoDay(Date.parse(today) - 2 * dayMs);
const before = isoDay(Date.parse(dayA) - dayMs);
const after = isoDay(Date.parse(dayB) + dayMs);

const { debit, credit, rollback } = seamless.endpoints;

async function moveRounds(vendorId: number, roundIds: string[], at: string) {
  await ctx.database.execute(
    `update bet_records set placed_at = $3::timestamptz,
       settled_at = case when settled_at is null then null else $3::timestamptz end
     where vendor_id = $1 and round_id = any($2)`,
    [vendorId, roundIds, at],
  );
}

async function depositOrder(amount: number): Promise<string> {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/wps/wallet/deposit',
    headers: { authorization: player },
    payload: { methodCode: 'bank', amount },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().value.orderNo as string;
}

async function staffStep(url: string, payload?: object) {
  const response = await ctx.app.inject({
    method: 'POST',
    url,
    headers: { authorization: admin },
    ...(payload ? { payload } : {}),
  });
  expect(response.statusCode, response.body).toBe(200);
}

async function register(username: string) {
  await ctx.database.execute('delete from rate_limit_counters');
  const payload = await sealed(ctx.app, {
    humanCheck: await humanCheck(ctx.app),
    username,
    password: 'Secret-pass1',
    confirmPassword: 'Secret-pass1',
    mobileNum: '09171113333',
    termsAccepted: true,
  });
  const response = await ctx.app.inject({ method: 'PUT', url: '/wps/member/register', payload });
  expect(response.statusCode, response.body).toBe(200);
}

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await staffTokenFor(ctx.app, 'admin', ctx.config.demoPassword);
  const member = await newMember(ctx, { prefix: 'rp' });
  player = await playerToken(ctx, member);
  await fundMember(ctx.database, member.username, 100_000n);

  // Bets. Slots (RNG) of vendor REPA: a win, a loss, an open round, a rolled-back one.
  const slots = await playingVendor(ctx, { username: member.username, vendorCode: 'REPA' });
  await slots.call(debit.path, { transactionId: 'a1', roundId: 'R1', amount: 500 });
  await slots.call(credit.path, { transactionId: 'a2', roundId: 'R1', amount: 1_200 });
  await slots.call(debit.path, { transactionId: 'a3', roundId: 'R2', amount: 300 });
  await slots.call(credit.path, { transactionId: 'a4', roundId: 'R2', amount: 0 });
  await slots.call(debit.path, { transactionId: 'a5', roundId: 'R3', amount: 200 });
  await slots.call(debit.path, { transactionId: 'a6', roundId: 'R4', amount: 100 });
  await slots.call(rollback.path, { transactionId: 'a7', refTransactionId: 'a6', roundId: 'R4' });
  // A live table (LIVE) of vendor REPB: the house wins.
  const live = await playingVendor(ctx, {
    username: member.username,
    vendorCode: 'REPB',
    vendorGameId: 'table1',
    category: 'LIVE',
  });
  await live.call(debit.path, { transactionId: 'b1', roundId: 'L1', amount: 1_000 });
  await live.call(credit.path, { transactionId: 'b2', roundId: 'L1', amount: 400 });

  await moveRounds(slots.vendor.id, ['R1'], `${dayA}T10:00:00Z`);
  await moveRounds(live.vendor.id, ['L1'], `${dayA}T23:59:59.999Z`);
  await moveRounds(slots.vendor.id, ['R2', 'R3', 'R4'], `${dayB}T00:00:00Z`);

  // Deposits: two confirmed bank transfers, one left pending, one rejected.
  const first = await depositOrder(150.5);
  const second = await depositOrder(200);
  await depositOrder(300);
  const rejected = await depositOrder(400);
  await staffStep(`/bo/deposits/${first}/confirm`);
  await staffStep(`/bo/deposits/${second}/confirm`);
  await staffStep(`/bo/deposits/${rejected}/reject`, { reason: 'No transfer arrived' });
  await ctx.database.execute(
    `update deposits set settled_at = $2::timestamptz where order_no = $1`,
    [first, `${dayA}T08:00:00Z`],
  );
  await ctx.database.execute(
    `update deposits set settled_at = $2::timestamptz where order_no = $1`,
    [second, `${dayB}T12:00:00Z`],
  );

  // Withdrawals: one paid out, one still waiting (its player is a new account too).
  const paid = await paidWithdrawal(ctx, admin, 300);
  const waiting = await withdraw(ctx, paid.player, 100);
  expect(waiting.status).toBe(200);
  await ctx.database.execute(
    `update withdrawals set paid_at = $2::timestamptz, created_at = $2::timestamptz
     where member_id = $1`,
    [paid.player.memberId, `${dayB}T15:30:00Z`],
  );

  // Registrations: one through the site, the withdrawing player's, and a trial account that
  // does not count.
  await ctx.database.execute(
    `update whitelabel_modules set enabled = false where mod_id = 'REGISTER_SMS_VERIFY'`,
  );
  await register('reportsnew1');
  await ctx.app.inject({ method: 'POST', url: '/wps/session/login/freeplay' });
  await ctx.database.execute(
    `update members set created_at = $1::timestamptz
     where username = 'reportsnew1'
        or id = (select max(id) from members where account_type = 4)`,
    [`${dayA}T09:00:00Z`],
  );
  await ctx.database.execute(`update members set created_at = $2::timestamptz where id = $1`, [
    paid.player.memberId,
    `${dayB}T07:00:00Z`,
  ]);
});
afterAll(() => ctx.close());

// Tests read answers field by field and assert their shape; typing each would add nothing.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Answer = { status: number; body: any; text: string; headers: Record<string, unknown> };

async function report(url: string, token = admin, merchant = 'demo'): Promise<Answer> {
  const response = await ctx.app.inject({
    method: 'GET',
    url,
    headers: { authorization: token, merchant },
  });
  return {
    status: response.statusCode,
    body: response.headers['content-type']?.toString().startsWith('application/json')
      ? response.json()
      : null,
    text: response.body,
    headers: response.headers,
  };
}

const zeroDay = {
  bets: 0,
  stake: '0',
  win: '0',
  ggr: '0',
  deposits: 0,
  depositAmount: '0',
  withdrawals: 0,
  withdrawalAmount: '0',
  registrations: 0,
};

describe('the daily report', () => {
  it('sums each day’s settled bets, GGR, credited deposits, paid withdrawals and registrations', async () => {
    const { status, body } = await report(`/bo/reports/daily?startDate=${before}&endDate=${after}`);
    expect(status).toBe(200);
    const value = body.value as consoleReports.DailyReport;
    expect(value).toEqual({
      startDate: before,
      endDate: after,
      currency: 'PHP',
      days: [
        { date: before, ...zeroDay },
        {
          date: dayA,
          bets: 2,
          stake: '1500',
          win: '1600',
          ggr: '-100',
          deposits: 1,
          depositAmount: '15050',
          withdrawals: 0,
          withdrawalAmount: '0',
          registrations: 1,
        },
        {
          date: dayB,
          bets: 1,
          stake: '300',
          win: '0',
          ggr: '300',
          deposits: 1,
          depositAmount: '20000',
          withdrawals: 1,
          withdrawalAmount: '30000',
          registrations: 1,
        },
        { date: after, ...zeroDay },
      ],
      totals: {
        bets: 3,
        stake: '1800',
        win: '1600',
        ggr: '200',
        deposits: 2,
        depositAmount: '35050',
        withdrawals: 1,
        withdrawalAmount: '30000',
        registrations: 2,
      },
    });
  });

  it('covers the last 30 days up to today by default', async () => {
    const { status, body } = await report('/bo/reports/daily');
    expect(status).toBe(200);
    const value = body.value as consoleReports.DailyReport;
    expect(value.days).toHaveLength(30);
    expect([today, isoDay(Date.now())]).toContain(value.endDate);
    expect(value.startDate).toBe(isoDay(Date.parse(value.endDate) - 29 * dayMs));
    expect(value.days[0]!.date).toBe(value.startDate);
    expect(value.days.at(-1)!.date).toBe(value.endDate);
    // Everything of this file lies in the range; the demo seed adds registrations today.
    expect(value.totals).toMatchObject({ bets: 3, ggr: '200', depositAmount: '35050' });
  });

  it('shows another merchant none of this one’s figures', async () => {
    await ctx.database.execute(
      `insert into merchants (code, name, currency, theme)
       values ('repother', 'Other brand', 'VND', '{"primary":"#000","accent":"#111","background":"#222","surface":"#333","text":"#fff"}')
       on conflict do nothing`,
    );
    const { status, body } = await report(
      `/bo/reports/daily?startDate=${before}&endDate=${after}`,
      admin,
      'repother',
    );
    expect(status).toBe(200);
    expect(body.value.currency).toBe('VND');
    expect(body.value.totals).toEqual(zeroDay);
  });

  it('exports the same figures as CSV with a header row', async () => {
    const { status, text, headers } = await report(
      `/bo/reports/daily.csv?startDate=${before}&endDate=${after}`,
    );
    expect(status).toBe(200);
    expect(headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(headers['content-disposition']).toBe(
      `attachment; filename="daily-demo-${before}-${after}.csv"`,
    );
    expect(text.split('\r\n')).toEqual([
      'date,bets,stake,win,ggr,deposits,deposit_amount,withdrawals,withdrawal_amount,registrations',
      `${before},0,0.00,0.00,0.00,0,0.00,0,0.00,0`,
      `${dayA},2,15.00,16.00,-1.00,1,150.50,0,0.00,1`,
      `${dayB},1,3.00,0.00,3.00,1,200.00,1,300.00,1`,
      `${after},0,0.00,0.00,0.00,0,0.00,0,0.00,0`,
      '',
    ]);
  });
});

describe('the games report', () => {
  it('splits the settled rounds by category, largest stake first', async () => {
    const { status, body } = await report(
      `/bo/reports/games?startDate=${dayA}&endDate=${dayB}&groupBy=category`,
    );
    expect(status).toBe(200);
    expect(body.value).toEqual({
      startDate: dayA,
      endDate: dayB,
      currency: 'PHP',
      groupBy: 'category',
      rows: [
        { key: 'LIVE', name: 'LIVE', bets: 1, stake: '1000', win: '400', ggr: '600' },
        { key: 'RNG', name: 'RNG', bets: 2, stake: '800', win: '1200', ggr: '-400' },
      ],
      totals: { bets: 3, stake: '1800', win: '1600', ggr: '200' },
    });
  });

  it('splits them by vendor, and keeps to the days asked for', async () => {
    const both = await report(`/bo/reports/games?startDate=${dayA}&endDate=${dayB}&groupBy=vendor`);
    expect(both.body.value.rows).toEqual([
      { key: 'REPB', name: 'Vendor REPB', bets: 1, stake: '1000', win: '400', ggr: '600' },
      { key: 'REPA', name: 'Vendor REPA', bets: 2, stake: '800', win: '1200', ggr: '-400' },
    ]);
    const dayBOnly = await report(
      `/bo/reports/games?startDate=${dayB}&endDate=${dayB}&groupBy=vendor`,
    );
    expect(dayBOnly.body.value.rows).toEqual([
      { key: 'REPA', name: 'Vendor REPA', bets: 1, stake: '300', win: '0', ggr: '300' },
    ]);
  });

  it('exports by vendor as CSV', async () => {
    const { status, text, headers } = await report(
      `/bo/reports/games.csv?startDate=${dayA}&endDate=${dayB}&groupBy=vendor`,
    );
    expect(status).toBe(200);
    expect(headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(headers['content-disposition']).toContain(`games-by-vendor-demo-${dayA}-${dayB}.csv`);
    expect(text).toBe(
      'key,name,bets,stake,win,ggr\r\n' +
        'REPB,Vendor REPB,1,10.00,4.00,6.00\r\n' +
        'REPA,Vendor REPA,2,8.00,12.00,-4.00\r\n',
    );
  });
});

describe('report ranges', () => {
  it('refuses a range given wrong, naming the field', async () => {
    for (const [query, field, key] of [
      [`startDate=${dayB}&endDate=${dayA}`, 'querystring.endDate', 'date_range_invalid'],
      ['startDate=2024-01-01&endDate=2025-01-02', 'querystring.endDate', 'date_range_too_long'],
      ['startDate=yesterday', 'querystring.startDate', 'field_format'],
      ['startDate=2025-02-30', 'querystring.startDate', 'field_format'],
    ] as const) {
      const { status, body } = await report(`/bo/reports/daily?${query}`);
      expect(status, query).toBe(400);
      expect(body.value.fields[field], query).toBe(key);
    }
    const grouping = await report('/bo/reports/games?groupBy=game');
    expect(grouping.status).toBe(400);
    expect(Object.keys(grouping.body.value.fields)).toContain('querystring.groupBy');
    const future = await report(`/bo/reports/daily?startDate=${isoDay(Date.now() + 3 * dayMs)}`);
    expect(future.status).toBe(400);
    expect(future.body.message).toBe('date_range_invalid');
  });

  it('takes a full year', async () => {
    const { status, body } = await report(
      '/bo/reports/daily?startDate=2024-01-01&endDate=2024-12-31',
    );
    expect(status).toBe(200);
    expect(body.value.days).toHaveLength(366);
  });
});

describe('who may read reports', () => {
  const urls = [
    '/bo/reports/daily',
    '/bo/reports/daily.csv',
    '/bo/reports/games',
    '/bo/reports/games.csv?groupBy=vendor',
  ];

  it('lets owner, admin, finance and auditor read; support and content get 403', async () => {
    for (const role of ['owner', 'finance', 'auditor'] as const) {
      const token = await staffTokenOfRole(ctx, role);
      for (const url of urls) expect((await report(url, token)).status, `${role} ${url}`).toBe(200);
    }
    for (const role of ['support', 'content'] as const) {
      const token = await staffTokenOfRole(ctx, role);
      for (const url of urls) {
        const refused = await report(url, token);
        expect(refused.status, `${role} ${url}`).toBe(403);
        expect(refused.body.message).toBe('no_permission');
        expect(refused.text).not.toContain('REPA');
      }
    }
  });

  it('refuses player tokens and guests, and records nothing in the audit log', async () => {
    const { rows } = await ctx.database.execute('select count(*)::int as n from audit_log');
    for (const url of urls) {
      const asPlayer = await report(url, player);
      expect(asPlayer.status).toBe(401);
      expect(asPlayer.body.errorCode).toBe('bo.not.session');
      const guest = await ctx.app.inject({ method: 'GET', url });
      expect(guest.statusCode).toBe(401);
    }
    const again = await ctx.database.execute('select count(*)::int as n from audit_log');
    expect(again.rows[0]!.n).toBe(rows[0]!.n);
  });
});
