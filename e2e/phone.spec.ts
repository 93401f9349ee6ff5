import type { APIRequestContext, FrameLocator, Page } from '@playwright/test';
import { shot } from './support/artifacts';
import { expect as baseExpect, test, withoutGreetingPopups, type Site } from './support/fixtures';
import { logIn, newPlayer } from './support/players';

withoutGreetingPopups();

// Issue 19: the site on a phone (390×844, and turned to landscape). One compact row at the
// top (logo, balance, Deposit), a tab bar at the bottom, and a studio game that fits the
// screen: Spin is reachable without the page scrolling.

const phone = { width: 390, height: 844 };
test.use({ viewport: phone, hasTouch: true, isMobile: true });
// Signing in hashes a password and a game opens a session: generous on a busy machine.
test.describe.configure({ timeout: 300_000 });
const expect = baseExpect.configure({ timeout: 20_000 });

/** 100.00 by bank transfer, confirmed by the operator through the back-office API. */
async function fund(page: Page, request: APIRequestContext, site: Site) {
  const token = await page.evaluate(() => sessionStorage.getItem('token'));
  const order = await request.post(`${site.url}/wps/wallet/deposit`, {
    headers: { Merchant: 'demo', Authorization: token! },
    data: { methodCode: 'bank', amount: 100 },
  });
  const orderNo = (await order.json()).value.orderNo as string;
  const confirmed = await request.post(`${site.url}/bo/deposits/${orderNo}/confirm`, {
    headers: { Merchant: 'demo', Authorization: await site.staffToken() },
  });
  expect((await confirmed.json()).success).toBe(true);
}

/** The page itself does not scroll: everything it shows fits the window. */
async function expectNoPageScroll(page: Page) {
  const { scrollHeight, innerHeight, scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollHeight: document.scrollingElement!.scrollHeight,
    innerHeight: window.innerHeight,
    scrollWidth: document.scrollingElement!.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollHeight).toBeLessThanOrEqual(innerHeight);
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
}

/** The element lies wholly inside the window (not under its edge, not scrolled away). */
async function expectOnScreen(page: Page, box: { y: number; height: number } | null) {
  expect(box).not.toBeNull();
  const height = page.viewportSize()!.height;
  expect(box!.y).toBeGreaterThanOrEqual(0);
  expect(box!.y + box!.height).toBeLessThanOrEqual(height);
}

async function spin(game: FrameLocator) {
  const button = game.getByRole('button', { name: 'Spin', exact: true });
  await expect(button).toBeEnabled();
  await button.click();
  await expect(button).toBeEnabled({ timeout: 10_000 });
}

test('a visitor sees one header row with Log in and Register, and the tab bar', async ({
  page,
}) => {
  await page.goto('/index');
  const header = page.getByTestId('site-header');
  await expect(header.getByRole('button', { name: 'Log in' })).toBeVisible();
  await expect(header.getByRole('button', { name: 'Register' })).toBeVisible();
  // One row: the header is no taller than a bar.
  expect((await header.boundingBox())!.height).toBeLessThanOrEqual(64);
  await expect(page.getByTestId('main-nav')).toBeHidden();

  const tabs = page.getByRole('navigation', { name: 'Quick links' });
  await expect(tabs).toBeVisible();
  const box = await tabs.boundingBox();
  expect(Math.round(box!.y + box!.height)).toBe(phone.height);
  await expect(tabs.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
  await page.screenshot(shot('phone-home-visitor', false));

  // Deposit asks a visitor to sign in first.
  await tabs.getByRole('button', { name: 'Deposit' }).click();
  await expect(page.getByTestId('login-modal')).toBeVisible();
});

test('a member deposits from the top bar, finds the tabs, and spins without scrolling', async ({
  page,
  site,
  request,
}) => {
  const username = await newPlayer(site, 'phone');
  await logIn(page, username);
  await fund(page, request, site);
  await page.goto('/index');

  const header = page.getByTestId('site-header');
  const balance = header.getByTestId('header-balance').getByTestId('balance-amount');
  await expect(balance).toHaveText('P 100.00', { timeout: 15_000 });
  expect((await header.boundingBox())!.height).toBeLessThanOrEqual(64);
  await page.screenshot(shot('phone-home-member', false));

  // Deposit, one tap from the top bar.
  await header.getByRole('button', { name: 'Deposit' }).click();
  const centre = page.getByTestId('member-centre');
  await expect(centre.getByRole('heading', { name: 'Deposit' }).first()).toBeVisible();
  await page.screenshot(shot('phone-deposit', false));
  await page.keyboard.press('Escape');
  await expect(centre).toBeHidden();

  // The tab bar: games go to a lobby and show as current there; Account opens the menu.
  const tabs = page.getByRole('navigation', { name: 'Quick links' });
  await tabs.getByRole('link', { name: 'Games' }).click();
  await expect(page).toHaveURL(/\/rng/);
  await expect(tabs.getByRole('link', { name: 'Games' })).toHaveAttribute('aria-current', 'page');
  await tabs.getByRole('button', { name: 'Account' }).click();
  await expect(page.getByTestId('side-menu')).toBeVisible();
  await page.keyboard.press('Escape');

  // A studio slot: the game and its Spin button on screen, the page not scrolling.
  await page.goto('/rng?page=STUDIO');
  await page.getByRole('button', { name: 'Play Classic Sevens', exact: true }).click();
  await expect(page).toHaveURL(/\/game$/);
  const game = page.frameLocator('iframe');
  await expect(game.getByTestId('balance')).toContainText('100.00');
  // One way back: the site's; the game's own lobby button stays out of the site's frame.
  await expect(page.getByRole('button', { name: /Back|Lobby/ })).toHaveCount(1);
  await expect(game.getByRole('button', { name: /Lobby/ })).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Quick links' })).toBeHidden();
  await spin(game);
  await expectNoPageScroll(page);
  const spinButton = game.getByRole('button', { name: 'Spin', exact: true });
  const frameTop = (await page.getByTestId('game-frame').boundingBox())!.y;
  const spinBox = await spinButton.boundingBox();
  await expectOnScreen(page, spinBox && { y: spinBox.y, height: spinBox.height });
  expect(spinBox!.y).toBeGreaterThan(frameTop);
  await page.screenshot(shot('phone-game-portrait', false));

  // Turned to landscape, the game still fits.
  await page.setViewportSize({ width: phone.height, height: phone.width });
  await expectNoPageScroll(page);
  const landscapeSpin = await spinButton.boundingBox();
  await expectOnScreen(page, landscapeSpin);
  await spin(game);
  await page.screenshot(shot('phone-game-landscape', false));

  // Full screen: the game fills the window, and leaves it again.
  await page.setViewportSize(phone);
  await page.getByRole('button', { name: 'Full screen' }).click();
  const frame = page.getByTestId('game-frame');
  await expect
    .poll(async () => (await frame.boundingBox())?.height)
    .toBeGreaterThanOrEqual(phone.height - 60);
  await page.screenshot(shot('phone-game-fullscreen', false));
  await page.getByRole('button', { name: 'Exit full screen' }).click();
  await expect(page.getByTestId('site-header')).toBeVisible();
});

test('a studio game fits a laptop screen of 1366×768 with no page scroll', async ({
  page,
  site,
}) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.goto('/index');
  const nav = page.getByTestId('main-nav');
  // The game menus have arrived: every category with its drop-down, and DS88 of its own.
  await expect(nav.getByRole('button', { name: /DS88/ })).toBeVisible();
  await page.screenshot(shot('laptop-home-visitor', false));
  const username = await newPlayer(site, 'laptop');
  await logIn(page, username);
  await page.goto('/index');
  await expect(nav.getByRole('button', { name: /DS88/ })).toBeVisible();
  await expect(page.getByTestId('header-balance')).toBeVisible();
  await page.screenshot(shot('laptop-home-member', false));
  // The nav stays on one row at this width, and the header's tools inside the window.
  const menuButton = page.getByRole('button', { name: 'Menu' });
  const menuBox = (await menuButton.boundingBox())!;
  expect(menuBox.x + menuBox.width).toBeLessThanOrEqual(1366);
  const links = nav.getByRole('listitem');
  const tops = new Set<number>();
  for (const link of await links.all()) {
    const box = await link.boundingBox();
    if (box) tops.add(Math.round(box.y));
  }
  expect(tops.size).toBe(1);

  await page.goto('/rng?page=STUDIO');
  await page.getByRole('button', { name: 'Play Classic Sevens', exact: true }).click();
  const game = page.frameLocator('iframe');
  const spinButton = game.getByRole('button', { name: 'Spin', exact: true });
  await expect(spinButton).toBeVisible();
  await expectNoPageScroll(page);
  await expectOnScreen(page, await spinButton.boundingBox());
  await page.screenshot(shot('laptop-game', false));
});
