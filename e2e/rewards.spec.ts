import type { APIRequestContext, FrameLocator, Page } from '@playwright/test';
import { shot } from './support/artifacts';
import { expect, test, withoutGreetingPopups, type Site } from './support/fixtures';
import { logIn, newPlayer, playerPassword } from './support/players';
import { moduleOn, untilStatus } from './support/status';

withoutGreetingPopups();

// Issue 17 through the real site, server and studio, as a new player meets the rewards: the
// demo welcome bonus (seed/demo-promotions.ts: the first deposit matched 100 % up to P 1,000,
// turnover 10× the bonus before withdrawal), a studio slot's play counting towards VIP and
// cashback, the points mall, and claiming cashback while the brand's MANUAL_REBATE is on.
// Signing in hashes a password and the studio spins in an iframe: generous on a busy machine.
test.describe.configure({ timeout: 240_000 });

const merchant = { Merchant: 'demo' };

const centre = (page: Page) => page.getByTestId('member-centre');
const centrePage = (page: Page, label: string) =>
  centre(page)
    .getByRole('navigation', { name: 'Personal center pages' })
    .getByRole('button', { name: label, exact: true })
    .click();
const headerBalance = (page: Page) =>
  page.getByTestId('header-balance').getByTestId('balance-amount');

/** 100.00 by bank transfer, confirmed by the operator through the back-office API. */
async function fund(page: Page, request: APIRequestContext, site: Site) {
  const token = await page.evaluate(() => sessionStorage.getItem('token'));
  const order = await request.post(`${site.url}/wps/wallet/deposit`, {
    headers: { ...merchant, Authorization: token! },
    data: { methodCode: 'bank', amount: 100 },
  });
  const orderNo = (await order.json()).value.orderNo as string;
  const confirmed = await request.post(`${site.url}/bo/deposits/${orderNo}/confirm`, {
    headers: { ...merchant, Authorization: await site.staffToken() },
  });
  expect((await confirmed.json()).success).toBe(true);
}

/** The studio's Classic Sevens in the /game iframe, launched from the slots page. */
async function openClassicSevens(page: Page): Promise<FrameLocator> {
  await page.goto('/rng');
  await page
    .getByTestId('vendor-tabs')
    .getByRole('link', { name: /Croupier Studio/ })
    .click();
  const play = page.getByRole('button', { name: 'Play Classic Sevens', exact: true });
  await expect(play).toBeVisible({ timeout: 30_000 });
  await play.click();
  await expect(page).toHaveURL(/\/game$/);
  const game = page.frameLocator('iframe');
  await expect(game.getByTestId('balance')).toBeVisible({ timeout: 30_000 });
  return game;
}

async function spin(game: FrameLocator, rounds: number) {
  const button = game.getByRole('button', { name: 'Spin', exact: true });
  for (let round = 0; round < rounds; round += 1) {
    await expect(button).toBeEnabled({ timeout: 15_000 });
    await button.click();
    // The button comes back when the reels have stopped and the round is settled.
    await expect(button).toBeEnabled({ timeout: 15_000 });
  }
}

/** A money text such as "P 1,234.50" as minor units. */
const minor = (text: string | null) => {
  const found = /(-?)P ([\d,]+)\.(\d\d)/.exec(text ?? '');
  if (!found) throw new Error(`no amount in "${text}"`);
  const units = Number(found[2]!.replace(/,/g, '')) * 100 + Number(found[3]);
  return found[1] ? -units : units;
};

test('a new player joins the welcome bonus, deposits, sees it locked by its wagering and cannot withdraw yet', async ({
  page,
  site,
}) => {
  const username = await newPlayer(site, 'welcome');
  await logIn(page, username);
  await expect(headerBalance(page)).toHaveText('P 0.00');

  // Promotions → the welcome bonus → its terms and Join.
  await page.goto('/promotions');
  await page
    .getByTestId('promotion-card')
    .filter({ hasText: 'DEMO · 100% welcome bonus in play money' })
    .click();
  await expect(page).toHaveURL(/\/promoDetail\?id=\d+/);
  const take = page.getByTestId('promotion-take');
  await expect(take).toContainText('100% of your deposit, up to P 1,000.00', { timeout: 30_000 });
  await expect(take).toContainText('Deposits from P 50.00');
  await expect(take).toContainText('Turnover 10× the bonus before withdrawal');
  await expect(take.getByTestId('promotion-status')).toHaveText('Open to join');
  await page.screenshot(shot('rewards-welcome-bonus-open'));
  await take.getByRole('button', { name: 'Join', exact: true }).click();
  await expect(take).toContainText(
    'You have joined. Your bonus is paid when your qualifying deposit is credited.',
  );
  await expect(take.getByTestId('promotion-status')).toHaveText(
    'Joined: your bonus comes with your qualifying deposit',
  );
  await expect(take.getByRole('button', { name: 'Join', exact: true })).toHaveCount(0);
  await page.screenshot(shot('rewards-welcome-bonus-joined'));

  // The first deposit, P 100.00 through the demo gateway: matched by a P 100.00 bonus.
  await page.goto('/index?center=depositv2');
  await centre(page)
    .getByRole('radio', { name: /Demo payment gateway/ })
    .check();
  await centre(page)
    .getByRole('textbox', { name: /Amount/ })
    .fill('100');
  await centre(page).getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page.getByText('Demo payment gateway — no real money')).toBeVisible();
  await page.getByRole('button', { name: 'Complete payment' }).click();
  await expect(centre(page)).toContainText(/has been credited/, { timeout: 30_000 });
  await expect(headerBalance(page)).toHaveText('P 200.00', { timeout: 15_000 });

  // Bonus details: the bonus, the turnover it needs (10 × P 100.00) and none done yet.
  await centrePage(page, 'Bonus details');
  const wagering = centre(page).getByTestId('bonus-wagering');
  const bonusRow = wagering.locator('tbody tr');
  await expect(bonusRow).toHaveCount(1, { timeout: 15_000 });
  await expect(bonusRow).toContainText('P 100.00');
  await expect(bonusRow).toContainText('P 1,000.00');
  await expect(bonusRow).toContainText('In progress');
  await page.screenshot(shot('rewards-bonus-details', false));

  // The promotion now says the bonus is paid and its turnover is in progress.
  await page.goto('/promotions');
  await page
    .getByTestId('promotion-card')
    .filter({ hasText: 'DEMO · 100% welcome bonus in play money' })
    .click();
  await expect(page.getByTestId('promotion-status')).toHaveText(
    'Bonus paid: turnover in progress',
    { timeout: 30_000 },
  );

  // A withdrawal is refused while the wagering is unmet, saying why; the balance stays.
  await page.goto('/index?center=securityCenter');
  const paymentPassword = centre(page).getByRole('region', { name: 'Payment password' });
  await paymentPassword.getByLabel('Login password').fill(playerPassword);
  await paymentPassword.getByLabel('New payment password').fill('135790');
  await paymentPassword.getByLabel('Confirm payment password').fill('135790');
  await paymentPassword.getByRole('button', { name: 'Set payment password' }).click();
  await expect(centre(page).getByText('Your payment password is saved.')).toBeVisible();
  await centrePage(page, 'Withdrawal');
  await centre(page).getByRole('button', { name: 'Add a bank card' }).click();
  await centre(page).getByRole('textbox', { name: 'Bank', exact: true }).fill('Demo Bank');
  await centre(page)
    .getByRole('textbox', { name: 'Account name', exact: true })
    .fill('Welcome Player');
  await centre(page)
    .getByRole('textbox', { name: 'Account number', exact: true })
    .fill('0012345678');
  await centre(page).getByRole('button', { name: 'Save card' }).click();
  await expect(centre(page).getByText(/5678/).first()).toBeVisible();
  await centre(page).getByRole('textbox', { name: 'Amount', exact: true }).fill('100');
  await centre(page)
    .getByLabel(/^\W*Payment password$/)
    .fill('135790');
  await centre(page).getByRole('button', { name: 'Withdraw', exact: true }).click();
  await expect(
    centre(page).getByText(
      'A bonus is still locked: bet P 1,000.00 more in valid turnover before you can withdraw (see Bonus details).',
    ),
  ).toBeVisible({ timeout: 15_000 });
  await expect(headerBalance(page)).toHaveText('P 200.00');
  await page.screenshot(shot('rewards-withdrawal-refused-wagering', false));
  const [withdrawals] = await site.sql(
    `select count(*)::int as orders from withdrawals w join members m on m.id = w.member_id
     where m.username = $1`,
    [username],
  );
  expect(Number(withdrawals?.orders)).toBe(0);

  // A few studio spins count towards the bonus's turnover.
  const game = await openClassicSevens(page);
  await spin(game, 3);
  await page.goto('/index?center=bonusDetails');
  await expect(async () => {
    await page.reload();
    const row = centre(page).getByTestId('bonus-wagering').locator('tbody tr');
    await expect(row).toHaveCount(1, { timeout: 15_000 });
    const cells = await row.locator('td, th').allTextContents();
    // Paid at, promotion, deposit, bonus, required, done, remaining, status.
    expect(minor(cells[5]!)).toBeGreaterThan(0);
    expect(minor(cells[5]!) + minor(cells[6]!)).toBe(100_000);
  }).toPass({ timeout: 90_000, intervals: [2_000, 5_000] });
  await page.screenshot(shot('rewards-bonus-wagering-progress', false));
});

test('a player plays a studio slot, sees VIP progress and the points mall', async ({
  page,
  site,
  request,
}) => {
  const username = await newPlayer(site, 'points');
  await logIn(page, username);
  await fund(page, request, site);
  await page.reload();
  await expect(headerBalance(page)).toHaveText('P 100.00', { timeout: 15_000 });

  const game = await openClassicSevens(page);
  await spin(game, 4);
  await page.screenshot(shot('rewards-slot-played'));

  // VIP: the deposit and the spins' valid turnover count towards Silver.
  await page.goto('/vip');
  const member = page.getByTestId('vip-member');
  await expect(member.getByRole('heading', { level: 2 })).toHaveText('Bronze', {
    timeout: 30_000,
  });
  await expect(member.getByRole('progressbar', { name: 'Deposits' })).toHaveAttribute(
    'aria-valuetext',
    'P 100.00 of P 5,000.00',
  );
  await expect(async () => {
    await page.reload();
    const turnover = page.getByTestId('vip-progress-turnover').getByRole('progressbar');
    const text = await turnover.getAttribute('aria-valuetext', { timeout: 15_000 });
    expect(minor(text)).toBeGreaterThan(0);
  }).toPass({ timeout: 90_000, intervals: [2_000, 5_000] });
  await page.screenshot(shot('rewards-vip-progress'));

  // The points mall: no points yet (they arrive with the earning run), the rules with their
  // rates, and the convert form refusing less than the minimum before asking the server.
  await page.goto('/pointMall');
  const mall = page.getByTestId('point-mall');
  await expect(mall.getByRole('heading', { level: 1 })).toHaveText('Points mall', {
    timeout: 30_000,
  });
  await expect(mall).toContainText('No points yet: they come with your next bets.');
  await expect(mall).toContainText('Points never expire.');
  await expect(mall).toContainText(/Points for a bet arrive within about \d+ minutes/);
  await expect(mall).toContainText('100 points convert to P 1.00; at least 100 points at a time.');
  const convert = mall.getByTestId('point-convert');
  await convert.getByLabel('Points to convert').fill('50');
  await convert.getByLabel('Payment password').fill('135790');
  await convert.getByRole('button', { name: 'Convert', exact: true }).click();
  await expect(convert).toContainText('Please convert at least 100 points.');
  await convert.getByLabel('Points to convert').fill('1.5');
  await convert.getByRole('button', { name: 'Convert', exact: true }).click();
  await expect(convert).toContainText('Please enter a whole number of points.');
  await page.screenshot(shot('rewards-point-mall'));
  // Nothing reached the points journal: the form refused before asking the server.
  const [journal] = await site.sql(
    `select count(*)::int as entries from point_journal j join members m on m.id = j.member_id
     where m.username = $1`,
    [username],
  );
  expect(Number(journal?.entries)).toBe(0);
});

test('with MANUAL_REBATE on, a player claims the cashback of their play, once', async ({
  page,
  site,
  request,
}) => {
  // The switch through the console's API, as an operator sets it; the status shows it.
  const staff = { ...merchant, Authorization: await site.staffToken() };
  const switched = await request.put(`${site.url}/bo/settings/whitelabel/MANUAL_REBATE`, {
    headers: staff,
    data: { enabled: true },
  });
  expect((await switched.json()).success).toBe(true);
  await untilStatus(page.request, (status) => moduleOn(status.info.whitelabel, 'MANUAL_REBATE'));

  const username = await newPlayer(site, 'cashback');
  await logIn(page, username);
  await fund(page, request, site);
  await page.reload();
  await expect(headerBalance(page)).toHaveText('P 100.00', { timeout: 15_000 });

  const game = await openClassicSevens(page);
  await spin(game, 5);
  const playedAt = Date.now();

  // Cashback in the member centre, from the header: Slots earns at Bronze's rate once the
  // spins have settled (a minute's grace after settlement).
  await page.goto('/index');
  await page.getByTestId('cashback-icon').click();
  await expect(centre(page).getByTestId('member-centre-page').locator(':scope > h3')).toHaveText(
    'Cashback',
  );
  await expect(page).toHaveURL(/center=manualRebate/);
  // What is claimable covers play settled until a minute ago: wait until that takes in every
  // spin, so the figures shown are the ones the claim pays (not a part of them).
  const token = await page.evaluate(() => sessionStorage.getItem('token'));
  await expect
    .poll(
      async () => {
        const summary = await request.get(`${site.url}/wps/rewards/rebate`, {
          headers: { ...merchant, Authorization: token! },
        });
        return Date.parse((await summary.json()).value.until);
      },
      { timeout: 150_000, intervals: [5_000] },
    )
    .toBeGreaterThanOrEqual(playedAt);
  await page.reload();
  const total = centre(page).getByTestId('rebate-total');
  await expect(total).not.toHaveText('P 0.00', { timeout: 15_000 });
  const slots = centre(page).getByTestId('rebate-categories').locator('tbody tr', {
    hasText: /Slots/,
  });
  await expect(slots).toContainText('0.50%');
  const claimable = minor(await total.textContent());
  await page.screenshot(shot('rewards-cashback-claimable', false));

  // The claim: the balance rises by exactly the claimable amount, and only once.
  const before = minor(await headerBalance(page).textContent());
  await centre(page).getByRole('button', { name: 'Claim cashback' }).click();
  await expect(centre(page).getByRole('status')).toHaveText(
    `P ${(claimable / 100).toFixed(2)} has been added to your main wallet.`,
  );
  await expect(headerBalance(page)).toHaveText(
    `P ${((before + claimable) / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`,
  );
  await expect(total).toHaveText('P 0.00');
  await expect(centre(page).getByRole('button', { name: 'Claim cashback' })).toBeDisabled();
  const history = centre(page).getByTestId('rebate-history').locator('tbody tr');
  await expect(history).toHaveCount(1);
  await expect(history).toContainText('Claimed');
  await page.screenshot(shot('rewards-cashback-claimed', false));

  // Claiming again (another tab, a double click) is refused and pays nothing more.
  const again = await request.post(`${site.url}/wps/rewards/rebate/claim`, {
    headers: { ...merchant, Authorization: token! },
  });
  const answer = await again.json();
  expect(answer.success).toBe(false);
  expect(answer.message).toBe('rewards_rebate_nothing_claimable');
  await page.reload();
  await expect(headerBalance(page)).toHaveText(
    `P ${((before + claimable) / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`,
  );
});
