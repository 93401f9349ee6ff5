import type { APIRequestContext, FrameLocator, Page } from '@playwright/test';
import { shot } from './support/artifacts';
import { expect, test, withoutGreetingPopups, type Site } from './support/fixtures';
import { logIn, newPlayer } from './support/players';

withoutGreetingPopups();

// The games journey of issue 6, through the real site, server and studio: a funded player
// opens the slots page, picks the studio, launches a slot in the /game iframe, spins, sees the
// header balance follow, finds the spins in the betting record and verifies a round there.

const merchant = { Merchant: 'demo' };

/** 100.00 by bank transfer, confirmed by the operator through the back-office API. */
async function fund(page: Page, request: APIRequestContext, site: Site) {
  const token = await page.evaluate(() => sessionStorage.getItem('token'));
  const order = await request.post(`${site.url}/wps/wallet/deposit`, {
    headers: { ...merchant, Authorization: token! },
    data: { methodCode: 'bank', amount: 100 },
  });
  const orderNo = (await order.json()).value.orderNo as string;
  const staffToken = await site.staffToken();
  const confirmed = await request.post(`${site.url}/bo/deposits/${orderNo}/confirm`, {
    headers: { ...merchant, Authorization: staffToken },
  });
  expect((await confirmed.json()).success).toBe(true);
}

async function spin(game: FrameLocator) {
  const button = game.getByRole('button', { name: 'Spin', exact: true });
  await expect(button).toBeEnabled();
  await button.click();
  // The button comes back when the reels have stopped and the round is settled.
  await expect(button).toBeEnabled({ timeout: 10_000 });
}

test('open the slots, launch a studio slot, spin, see the balance and verify a round', async ({
  page,
  site,
  request,
}) => {
  test.setTimeout(120_000);
  const username = await newPlayer(site, 'gamer');
  await logIn(page, username);
  await fund(page, request, site);
  await page.reload();
  const balance = page.getByTestId('header-balance').getByTestId('balance-amount');
  await expect(balance).toHaveText('P 100.00');

  // The slots page, narrowed to the studio.
  await page.goto('/rng');
  await page
    .getByTestId('vendor-tabs')
    .getByRole('link', { name: /Croupier Studio/ })
    .click();
  await expect(page).toHaveURL(/page=STUDIO/);
  const cards = page.getByTestId('game-card');
  await expect(cards.first()).toBeVisible();
  await expect(
    page.getByRole('button', { name: 'Play Classic Sevens', exact: true }),
  ).toBeVisible();
  await page.screenshot(shot('games-rng-studio'));

  // Launch: the game opens in the /game iframe with the site's header above it.
  await page.getByRole('button', { name: 'Play Classic Sevens', exact: true }).click();
  await expect(page).toHaveURL(/\/game$/);
  const game = page.frameLocator('iframe');
  await expect(game.getByTestId('balance')).toContainText('100.00');

  for (let round = 0; round < 4; round += 1) await spin(game);
  await page.screenshot(shot('games-classic-spun'));

  // The header shows the balance the game shows. (Four rounds can net to zero by luck, so
  // the rounds themselves are checked in the betting record below, not by the balance moving.)
  const inGame = (await game.getByTestId('balance').textContent()) ?? '';
  const shownInGame = /[\d,]+\.\d{2}/.exec(inGame)![0];
  await expect(balance).toHaveText(`P ${shownInGame}`);

  // The rules screen reads its tables from the engine and states the RTP.
  await game.getByRole('button', { name: 'Paytable & rules', exact: true }).click();
  await expect(game.getByText(/Return to player \(RTP\): 96\.031%/)).toBeVisible();
  await page.screenshot(shot('games-classic-rules'));
  await game.getByRole('button', { name: 'Close', exact: true }).click();

  // Reveal the seed so the rounds can be checked.
  await game.getByRole('button', { name: 'Fairness', exact: true }).click();
  await game.getByRole('button', { name: 'Change seeds', exact: true }).click();
  await expect(game.getByText('Previous seeds, revealed')).toBeVisible();
  await page.screenshot(shot('games-fairness-revealed'));

  // The betting record lists the four spins; one of them verifies in the browser.
  await page.goto('/index?center=personalHistoryCopy');
  const centre = page.getByTestId('member-centre');
  const record = centre.getByTestId('member-centre-page');
  await expect(record.getByText('Classic Sevens')).toHaveCount(4);
  await page.screenshot(shot('games-betting-record', false));
  await record.getByText('Classic Sevens').first().click();
  await record.getByRole('button', { name: 'Verify', exact: true }).click();
  const verified = record.getByText('Verified', { exact: true });
  await expect(verified).toBeVisible();
  await verified.scrollIntoViewIfNeeded();
  await page.screenshot(shot('games-round-verified', false));
});
