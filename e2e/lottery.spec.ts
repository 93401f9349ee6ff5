import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { shot } from './support/artifacts';
import { expect, test, withoutGreetingPopups, type Site } from './support/fixtures';
import { logIn, newPlayer } from './support/players';

withoutGreetingPopups();

// The e-lottery journey of issue 16, through the real site, server and draw scheduler: a
// funded player opens /elott, opens SSC 1-minute, places two tickets, watches the draw come
// (betting closes 10 s before each minute), and finds both settled with the right payout in
// My tickets, in the header balance and in the member centre's betting record.

const merchant = { Merchant: 'demo' };

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

/** Seconds left on a countdown ("00:42"). */
async function secondsLeft(countdown: Locator): Promise<number> {
  const [minutes, seconds] = ((await countdown.textContent()) ?? '0:0').split(':').map(Number);
  return minutes! * 60 + seconds!;
}

test('open the e-lottery, place SSC tickets, watch the draw and find them paid', async ({
  page,
  site,
  request,
}) => {
  test.setTimeout(240_000);
  const username = await newPlayer(site, 'lotto');
  await logIn(page, username);
  await fund(page, request, site);
  await page.reload();
  const balance = page.getByTestId('header-balance').getByTestId('balance-amount');
  await expect(balance).toHaveText('P 100.00');

  // The lobby: the four fast-draw games, each counting down to its close.
  await page.goto('/elott');
  const cards = page.getByTestId('lottery-card');
  await expect(cards).toHaveCount(4);
  const sscCard = cards.filter({ hasText: 'SSC 5D (1 minute)' });
  await expect(sscCard.getByTestId('countdown-time')).toHaveText(/^00:[0-5]\d$/);
  await page.screenshot(shot('lottery-lobby'));
  await sscCard.getByRole('link', { name: 'Play SSC 5D (1 minute)' }).click();
  await expect(page).toHaveURL(/\/lottery\?gameCode=ssc-1m/);

  // Not in the last seconds of a draw: the tickets should go to the draw on screen.
  const countdown = page.getByRole('timer');
  await expect(countdown).toBeVisible();
  if ((await secondsLeft(countdown)) < 12)
    await expect.poll(() => secondsLeft(countdown), { timeout: 20_000 }).toBeGreaterThan(20);

  // Single digit, every digit at the units: ten lines, exactly one of which wins (9.8).
  const units = page.getByRole('group', { name: 'Units', exact: true });
  await units.getByRole('button', { name: 'All', exact: true }).click();
  await expect(page.getByTestId('draft-lines')).toHaveText('10 lines');
  await page.getByRole('button', { name: 'Add to slip' }).click();
  // The sum of the five digits is big (23–45): one line at 1.98.
  await page.getByRole('button', { name: 'Sum big/small/odd/even' }).click();
  await page.getByRole('button', { name: 'Big 1.98' }).click();
  await page.getByRole('button', { name: 'Add to slip' }).click();

  const slip = page.getByTestId('bet-slip');
  await expect(slip.getByTestId('slip-lines')).toHaveText('11');
  await expect(slip.getByTestId('slip-total')).toHaveText('P 11.00');
  await expect(slip.getByTestId('slip-potential-win')).toHaveText('P 11.78');
  await page.screenshot(shot('lottery-slip'));
  await slip.getByRole('button', { name: 'Place bet' }).click();

  const dialog = page.getByTestId('confirm-tickets');
  await expect(dialog.getByTestId('confirm-balance')).toHaveText('P 100.00');
  const numero = (await dialog.getByTestId('confirm-numero').textContent())!;
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByTestId('placed')).toContainText(`2 tickets placed on draw ${numero}.`);
  await expect(balance).toHaveText('P 89.00');

  // My tickets: both open on that draw, then settled once it is drawn.
  await page.getByTestId('placed').getByRole('button', { name: 'See my tickets' }).click();
  const tickets = page.getByTestId('ticket');
  await expect(tickets).toHaveCount(2);
  await expect(tickets.getByTestId('ticket-status')).toHaveText(['Open', 'Open']);
  await page.screenshot(shot('lottery-tickets-open'));

  // The draw comes without a reload: "drawing…", then its numbers in the header.
  const lastResult = page.getByTestId('last-result');
  await expect(lastResult).toContainText(`draw ${numero}`, { timeout: 100_000 });
  const digits = (
    await lastResult.getByTestId('draw-numbers').getByRole('listitem').allTextContents()
  ).map(Number);
  expect(digits).toHaveLength(5);
  const big = digits.reduce((sum, digit) => sum + digit, 0) >= 23;

  // Newest first: the sum bet, then the digits. The digits won 9.80 whatever came.
  await expect(tickets.getByTestId('ticket-status')).toHaveText([big ? 'Won' : 'Lost', 'Won'], {
    timeout: 30_000,
  });
  await expect(tickets.getByTestId('ticket-payout')).toHaveText([
    big ? 'P 1.98' : 'P 0.00',
    'P 9.80',
  ]);
  const expected = 89 + 9.8 + (big ? 1.98 : 0);
  await expect(balance).toHaveText(`P ${expected.toFixed(2)}`, { timeout: 30_000 });
  await page.screenshot(shot('lottery-tickets-settled'));

  // The draw verifies in the browser from its revealed seed.
  await page.getByRole('button', { name: 'Results', exact: true }).click();
  const result = page.getByTestId('result').filter({ hasText: `Draw ${numero}` });
  await result.getByText('Fairness proof').click();
  await result.getByRole('button', { name: 'Verify' }).click();
  await expect(result.getByTestId('verdict')).toContainText('Verified');

  // The betting record holds the player's tickets on the draw as one round of the game: the
  // digits staked 10.00 and won 9.80, the sum staked 1.00 and won 1.98 or nothing.
  await page.goto('/index?center=personalHistoryCopy');
  const record = page.getByTestId('member-centre').getByTestId('member-centre-page');
  const rows = record.getByRole('row').filter({ hasText: 'SSC 5D (1 minute)' });
  await expect(rows).toHaveCount(1);
  await expect(rows).toContainText('P 11.00');
  await expect(rows).toContainText(big ? 'P 11.78' : 'P 9.80');
  await page.screenshot(shot('lottery-betting-record', false));

  // And the pages on a phone.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/elott');
  await expect(page.getByTestId('lottery-card')).toHaveCount(4);
  await page.screenshot(shot('lottery-lobby-phone', false));
  await page.goto('/lottery?gameCode=ssc-1m&playType=digit');
  await expect(page.getByRole('timer')).toBeVisible();
  await page.screenshot(shot('lottery-betting-phone'));
});
