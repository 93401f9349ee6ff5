import type { Page } from '@playwright/test';
import { shot } from './support/artifacts';
import { expect, test, withoutGreetingPopups } from './support/fixtures';

withoutGreetingPopups();

// The member centre of spec §2 through the real site: player1 (demo) opens it from the
// header, visits every page, and it answers to its address; on a desktop and on a phone.

async function logIn(page: Page) {
  await page.goto('/login');
  const login = page.getByTestId('login-modal');
  await login.getByRole('textbox', { name: 'Username', exact: true }).fill('player1');
  await login.getByRole('textbox', { name: 'Password', exact: true }).fill('croupier-demo');
  await login.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByTestId('account-button')).toContainText('player1');
}

/** Every page in the centre's menu: chosen, highlighted, loaded, photographed. */
async function visitEveryPage(page: Page, device: string) {
  const centre = page.getByTestId('member-centre');
  const menu = centre.getByRole('navigation', { name: 'Personal center pages' });
  const labels = await menu.getByRole('button').allTextContents();
  expect(labels).toEqual(
    expect.arrayContaining([
      'My account',
      'My wallet',
      'Deposit',
      'Withdrawal',
      'Account record',
      'Profit and loss',
      'Bonus details',
      'Inbox',
    ]),
  );
  for (const label of labels) {
    await menu.getByRole('button', { name: label, exact: true }).click();
    await expect(menu.getByRole('button', { name: label, exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const content = centre.getByTestId('member-centre-page');
    await expect(content.locator(':scope > h3')).toHaveText(label);
    await expect(content.locator('.loader')).toHaveCount(0, { timeout: 10_000 });
    await page.screenshot(
      shot(`member-centre-${label.toLowerCase().replace(/\W+/g, '-')}-${device}`, false),
    );
  }
}

test.describe('on a desktop', () => {
  test('the header balance hides and refreshes; the centre opens, shows every page and closes', async ({
    page,
  }) => {
    await logIn(page);
    const balance = page.getByTestId('header-balance');
    // The demo's opening balance and welcome bonus: P 1,088.00 before any play.
    await expect(balance.getByTestId('balance-amount')).toHaveText(/^\S+ [\d,]+\.\d\d$/);
    await balance.getByRole('button', { name: 'Hide balance' }).click();
    await expect(balance.getByTestId('balance-amount')).toHaveText('****');
    await page.reload();
    await expect(page.getByTestId('header-balance').getByTestId('balance-amount')).toHaveText(
      '****',
    );
    await page.getByTestId('header-balance').getByRole('button', { name: 'Show balance' }).click();
    await page
      .getByTestId('header-balance')
      .getByRole('button', { name: 'Refresh balance' })
      .click();
    await expect(page.getByTestId('header-balance').getByTestId('balance-amount')).toHaveText(
      /^\S+ [\d,]+\.\d\d$/,
    );
    await page.screenshot(shot('member-centre-header-desktop', false));

    await page.getByTestId('personal-centre-icon').click();
    const centre = page.getByTestId('member-centre');
    await expect(centre.getByRole('heading', { level: 2, name: 'Personal center' })).toBeVisible();
    await expect(page).toHaveURL(/[?&]center=securityCenter\b/);
    await expect(centre.getByTestId('security-account')).toHaveText('player1');
    await visitEveryPage(page, 'desktop');

    await centre.getByRole('button', { name: 'Close' }).click();
    await expect(centre).toBeHidden();
    await expect(page).not.toHaveURL(/center=/);
  });

  test('the address opens the centre at the page it names, and Back closes it', async ({
    page,
  }) => {
    await logIn(page);
    await page.goto('/promotions?center=transactionHistory');
    const centre = page.getByTestId('member-centre');
    const menu = centre.getByRole('navigation', { name: 'Personal center pages' });
    await expect(menu.getByRole('button', { name: 'Account record' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(centre.getByTestId('transaction-table')).toBeVisible();
    await page.screenshot(shot('member-centre-account-record-linked-desktop', false));

    await menu.getByRole('button', { name: 'My wallet' }).click();
    await expect(page).toHaveURL(/\/promotions\?center=transferFund$/);
    await centre.getByRole('button', { name: 'Close' }).click();
    await expect(page).toHaveURL(/\/promotions$/);

    // Opening from the header adds a history entry: Back closes the centre, the page stays.
    await page.getByTestId('personal-centre-icon').click();
    await expect(page).toHaveURL(/\/promotions\?center=securityCenter$/);
    // The router applies the new address as a React transition: the window's URL changes
    // before the page has rendered with it. A person cannot press Back inside that gap; the
    // test could, so it lets two frames pass first.
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    );
    await page.goBack();
    await expect(centre).toBeHidden();
    await expect(page).toHaveURL(/\/promotions$/);
  });

  test('a guest following a link to the centre is asked to log in', async ({ page }) => {
    await page.goto('/index?center=depositv2');
    await expect(page.getByTestId('login-modal')).toBeVisible();
    await expect(page.getByTestId('member-centre')).toHaveCount(0);
    await expect(page).not.toHaveURL(/center=/);
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the side menu opens the centre, whose menu scrolls sideways above each page', async ({
    page,
  }) => {
    // Signing in and opening each of the centre's pages in turn: over 30 s on a busy machine.
    test.setTimeout(120_000);
    await logIn(page);
    // On a phone the side menu opens from the tab bar's Account button.
    await page
      .getByRole('navigation', { name: 'Quick links' })
      .getByRole('button', { name: 'Account' })
      .click();
    const side = page.getByTestId('side-menu');
    await expect(side.getByTestId('side-balance-bar').getByTestId('balance-amount')).toHaveText(
      /^\S+ [\d,]+\.\d\d$/,
    );
    await page.screenshot(shot('member-centre-side-menu-phone', false));
    await side.getByRole('button', { name: 'My account' }).click();
    const centre = page.getByTestId('member-centre');
    await expect(centre.getByTestId('security-account')).toHaveText('player1');
    await visitEveryPage(page, 'phone');
  });
});
