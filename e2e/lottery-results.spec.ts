import type { APIRequestContext, Page } from '@playwright/test';
import { shot } from './support/artifacts';
import { consoleSection, enrolInConsole, newOperator, type Operator } from './support/console';
import { expect, test, withoutGreetingPopups, type Site } from './support/fixtures';
import { logIn, newPlayer } from './support/players';

withoutGreetingPopups();

// The scheduled lottery's two-person result (issue 16), through the real console, site,
// server and draw job: a player bets on tonight's Vietnam North draw, the draw time comes,
// one operator types the official sheet into Lottery results and cannot approve it
// themself, a second operator approves it, and the draw job pays the tickets exactly what
// the sheet and the ticket's odds say, seen in the player's tickets, betting record and
// balance. The operators are staff of their own, enrolled in the browser: the demo's `admin`
// and `supervisor` sign in through the site server (staffToken), which then holds their
// authenticators; the second test runs the same two-person rule with them over the API.

const merchant = { Merchant: 'demo' };
const game = { code: 'vn-north', name: 'Vietnam North' };

/**
 * The official sheet as typed, prize by prize (8 prizes, 27 numbers). Its lô results (the
 * last two digits of every number) hold 45 twice (the special 12345 and the 2nd prize 11145)
 * and 07 once (the 4th prize 1007); the đề, the special's last two digits, is 45.
 */
const sheet: { prize: string; numbers: string[] }[] = [
  { prize: 'Special prize', numbers: ['12345'] },
  { prize: '1st prize', numbers: ['67890'] },
  { prize: '2nd prize', numbers: ['11145', '22290'] },
  { prize: '3rd prize', numbers: ['33301', '44402', '55503', '66604', '77705', '88806'] },
  { prize: '4th prize', numbers: ['1007', '2008', '3009', '4010'] },
  { prize: '5th prize', numbers: ['5011', '6012', '7013', '8014', '9015', '0016'] },
  { prize: '6th prize', numbers: ['117', '218', '319'] },
  { prize: '7th prize', numbers: ['20', '21', '22', '23'] },
];

/**
 * The tickets, each with the times its prize comes out on the sheet above. A lô 2 số costs
 * 27 lines in the North (one per lô result) and pays its odds once each time its number comes.
 */
const bets = [
  { betType: 'lo2', number: '45', unitStake: 1, lines: 27, times: 2 },
  { betType: 'lo2', number: '07', unitStake: 1, lines: 27, times: 1 },
  { betType: 'de', number: '45', unitStake: 2, lines: 1, times: 1 },
  { betType: 'de', number: '46', unitStake: 1, lines: 1, times: 0 },
];

type Ticket = {
  ticketId: string;
  betType: string;
  selection: { numbers?: string[] };
  stake: number;
  odds: Record<string, number>;
  status: string;
  payout: number;
};

const money = (amount: number) =>
  `P ${amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** 100.00 by bank transfer, confirmed by the demo's second staff member through the API. */
async function fund(site: Site, request: APIRequestContext, token: string) {
  const order = await request.post(`${site.url}/wps/wallet/deposit`, {
    headers: { ...merchant, Authorization: token },
    data: { methodCode: 'bank', amount: 100 },
  });
  const orderNo = (await order.json()).value.orderNo as string;
  const confirmed = await request.post(`${site.url}/bo/deposits/${orderNo}/confirm`, {
    headers: { ...merchant, Authorization: await site.staffToken('supervisor') },
  });
  expect((await confirmed.json()).success).toBe(true);
}

/** A console of its own (a second browser context: another person's machine), signed in. */
async function consoleOf(page: Page, site: Site, operator: Operator) {
  await (await enrolInConsole(page, site, operator)).enterCode();
  await consoleSection(page, 'Lottery results').click();
  await expect(page.getByRole('heading', { name: 'Lottery results' })).toBeVisible();
}

const drawRow = (page: Page, numero: string) => page.getByTestId(`draw-${game.code}-${numero}`);

const northDraw = `from lottery_draws d
  join lottery_games g on g.id = d.game_id
  join merchants m on m.id = g.merchant_id and m.code = 'demo'
  where g.code = '${game.code}'`;

async function drawStatus(site: Site, numero: string) {
  const [row] = await site.sql(`select d.status ${northDraw} and d.numero = $1`, [numero]);
  return row?.status;
}

/** The next North draw taking tickets, once the draw job (every second) has made it. */
async function nextDraw(site: Site): Promise<string> {
  const open = () =>
    site.sql(`select d.numero ${northDraw} and d.status = 'open' order by d.draws_at limit 1`);
  await expect.poll(async () => (await open()).length, { timeout: 10_000 }).toBe(1);
  return String((await open())[0]!.numero);
}

/**
 * The real draw is at 18:15 Vietnam time, hours away at most moments the suite runs: the
 * draw's times are brought into the past as the clock would have moved, and the draw job
 * (every second) closes it. Only then does the console take its result (not before the draw
 * time: `lottery_result_too_early`).
 */
async function bringDrawForward(site: Site, numero: string) {
  await site.sql(
    `update lottery_draws set opens_at = least(opens_at, now() - interval '2 minutes'),
            closes_at = now() - interval '2 minutes', draws_at = now() - interval '1 minute'
      where id = (select d.id ${northDraw} and d.numero = $1)`,
    [numero],
  );
  await expect.poll(() => drawStatus(site, numero), { timeout: 10_000 }).toBe('closed');
}

test('one operator enters a Vietnam North result, another approves it, and the tickets are paid', async ({
  page,
  site,
  request,
  browser,
}) => {
  test.setTimeout(120_000);
  const username = await newPlayer(site, 'vnlotto');
  await logIn(page, username);
  const token = (await page.evaluate(() => sessionStorage.getItem('token')))!;
  const player = { ...merchant, Authorization: token };
  await fund(site, request, token);

  // Tonight's North draw (18:15 in Hanoi), which takes tickets until 18:00.
  const numero = await nextDraw(site);
  const placed = await request.post(`${site.url}/lgw/lotto/tickets`, {
    headers: player,
    data: {
      gameCode: game.code,
      numero,
      requestId: crypto.randomUUID(),
      lines: bets.map((bet) => ({
        betType: bet.betType,
        selection: { numbers: [bet.number] },
        unitStake: bet.unitStake,
      })),
    },
  });
  const placement = (await placed.json()).value as { tickets: Ticket[]; balance: number };
  expect(placement.tickets.map((ticket) => ticket.stake)).toEqual(
    bets.map((bet) => bet.lines * bet.unitStake),
  );
  const staked = bets.reduce((sum, bet) => sum + bet.lines * bet.unitStake, 0);
  expect(placement.balance).toBe(100 - staked);
  // What each ticket wins: its odds (fixed when placed) per unit, each time its number comes.
  const payouts = placement.tickets.map((ticket, index) => {
    const bet = bets[index]!;
    return ticket.odds.hit! * bet.unitStake * bet.times;
  });
  expect(payouts).toEqual([2 * 99, 99, 2 * 98, 0]);
  const won = payouts.reduce((sum, payout) => sum + payout, 0);

  await bringDrawForward(site, numero);

  // Operator A types the sheet, prize by prize, one box per number.
  const [first, second] = [
    await newOperator(site, request, 'admin'),
    await newOperator(site, request, 'admin'),
  ];
  const desk = await page.context().newPage();
  await consoleOf(desk, site, first);
  await drawRow(desk, numero)
    .getByRole('button', { name: `Enter the result of ${game.name} ${numero}` })
    .click();
  const entry = desk.getByTestId('sheet-entry');
  for (const { prize, numbers } of sheet) {
    for (const [index, number] of numbers.entries()) {
      await entry.getByRole('textbox', { name: `${prize} ${index + 1}`, exact: true }).fill(number);
    }
  }
  await desk.screenshot(shot('lottery-results-entry'));
  await entry.getByRole('button', { name: 'Enter result' }).click();
  await expect(
    desk.getByText(
      `Result of ${game.name} ${numero} entered. Another staff member must approve it.`,
    ),
  ).toBeVisible();
  await expect(drawRow(desk, numero)).toContainText(
    `Entered by ${first.username}, waiting for approval`,
  );

  // A may not approve their own entry: the console says so and offers only sending it back…
  await drawRow(desk, numero)
    .getByRole('button', { name: `Review the result entered for ${game.name} ${numero}` })
    .click();
  const ownReview = desk.getByTestId('result-review');
  await expect(ownReview).toContainText(
    'You entered this result: another staff member must approve it. You may send it back.',
  );
  await expect(ownReview.getByRole('button', { name: 'Approve' })).toBeDisabled();
  await desk.screenshot(shot('lottery-results-own-entry'));
  await ownReview.getByRole('button', { name: 'Cancel' }).click();

  // …and the server refuses it too, whatever the page does: 403, nothing drawn.
  const consoleToken = (await desk.evaluate(() =>
    sessionStorage.getItem('croupier.backoffice.token'),
  ))!;
  const results = `${site.url}/bo/lottery/games/${game.code}/draws/${numero}/results`;
  const detail = await request.get(results, {
    headers: { ...merchant, Authorization: consoleToken },
  });
  const entryId = (await detail.json()).value.draw.pending.entryId as string;
  const own = await request.post(`${site.url}/bo/lottery/results/entries/${entryId}/approve`, {
    headers: { ...merchant, Authorization: consoleToken },
  });
  expect(own.status()).toBe(403);
  expect(await own.json()).toMatchObject({
    success: false,
    errorCode: 'lottery.result.same.staff',
    message: 'lottery_result_same_staff',
  });
  expect(await drawStatus(site, numero)).toBe('closed');

  // Operator B, on their own machine, reviews the sheet A typed and approves it.
  const elsewhere = await browser.newContext();
  const approver = await elsewhere.newPage();
  await consoleOf(approver, site, second);
  await drawRow(approver, numero)
    .getByRole('button', { name: `Review the result entered for ${game.name} ${numero}` })
    .click();
  const review = approver.getByTestId('result-review');
  await expect(review).toContainText(first.username);
  await expect(review.locator('.result-number')).toHaveText(
    sheet.flatMap((prize) => prize.numbers),
  );
  await review.getByRole('button', { name: 'Approve' }).click();
  await expect(
    approver.getByText(`Result of ${game.name} ${numero} approved: its tickets are being settled.`),
  ).toBeVisible();
  await approver.screenshot(shot('lottery-results-approved'));
  await elsewhere.close();

  // The draw job settles the tickets within seconds, at the odds they were placed at.
  await expect.poll(() => drawStatus(site, numero), { timeout: 30_000 }).toBe('settled');
  const listed = await request.get(`${site.url}/lgw/lotto/tickets`, {
    headers: player,
    params: { gameCode: game.code },
  });
  const settled = new Map(
    ((await listed.json()).value.list as Ticket[]).map((ticket) => [ticket.ticketId, ticket]),
  );
  expect(
    placement.tickets.map((ticket) => {
      const now = settled.get(ticket.ticketId)!;
      return { status: now.status, payout: now.payout };
    }),
  ).toEqual(payouts.map((payout) => ({ status: payout > 0 ? 'won' : 'lost', payout })));

  // The wallet moved by exactly the winnings, and the betting record holds the player's
  // tickets on the draw as one round: what they staked and what they won.
  const balance = page.getByTestId('header-balance').getByTestId('balance-amount');
  await page.goto('/index?center=personalHistoryCopy');
  await expect(balance).toHaveText(money(100 - staked + won), { timeout: 15_000 });
  const record = page.getByTestId('member-centre').getByTestId('member-centre-page');
  const rows = record.getByRole('row').filter({ hasText: game.name });
  await expect(rows).toHaveCount(1);
  await expect(rows).toContainText(money(staked));
  await expect(rows).toContainText(money(won));
  await page.screenshot(shot('lottery-results-betting-record', false));
});

test('the demo staff: admin enters a result, only supervisor may approve it', async ({
  site,
  request,
}) => {
  const numero = await nextDraw(site);
  await bringDrawForward(site, numero);
  const as = async (username: 'admin' | 'supervisor') => ({
    ...merchant,
    Authorization: await site.staffToken(username),
  });
  const [admin, supervisor] = [await as('admin'), await as('supervisor')];

  const entered = await request.post(
    `${site.url}/bo/lottery/games/${game.code}/draws/${numero}/results`,
    { headers: admin, data: { sheet: { region: 'north', tiers: sheet.map((p) => p.numbers) } } },
  );
  const entry = (await entered.json()).value as { entryId: string; enteredBy: string };
  expect(entry.enteredBy).toBe('admin');
  const approve = (headers: Record<string, string>) =>
    request.post(`${site.url}/bo/lottery/results/entries/${entry.entryId}/approve`, { headers });

  const own = await approve(admin);
  expect(own.status()).toBe(403);
  expect((await own.json()).errorCode).toBe('lottery.result.same.staff');
  const approved = await approve(supervisor);
  expect(approved.status()).toBe(200);
  expect((await approved.json()).value).toMatchObject({ numero, revision: 1 });
  await expect.poll(() => drawStatus(site, numero), { timeout: 10_000 }).toBe('settled');
});
