import { shot } from './support/artifacts';
import { closePopupsInTheWay, expect, test, withoutGreetingPopups } from './support/fixtures';
import { moduleOn, untilStatus } from './support/status';

withoutGreetingPopups();

test.describe('the root view follows the system status', () => {
  test.afterEach(async ({ site, page }) => {
    await site.sql(
      `update merchants set maintenance_enabled = false, maintenance_end = null, blocked_countries = '{}'`,
    );
    await untilStatus(page.request, (status) => !status.maintenance.enabled);
  });

  test('a visitor sees the home layout with the nav from the server', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/index$/);
    const header = page.getByTestId('site-header');
    await expect(header).toBeVisible();
    await expect(header.getByRole('link', { name: /Croupier Demo/ })).toBeVisible();
    const nav = page.getByTestId('main-nav');
    for (const label of ['Home', 'Live Casino', 'Slots', 'Sports', 'Lottery', 'Promotions']) {
      await expect(nav.getByRole('link', { name: label, exact: true })).toBeVisible();
    }
    await expect(page.getByTestId('home-page')).toBeVisible();
    await expect(page.getByTestId('site-footer')).toContainText('DEMO SITE');
    await page.screenshot(shot('home'));
  });

  test('a category switched off in the database leaves the nav', async ({ page, site }) => {
    await site.sql(`update whitelabel_modules set enabled = false where mod_id = 'FISH'`);
    try {
      await untilStatus(page.request, (status) => !moduleOn(status.info.whitelabel, 'FISH'));
      await page.goto('/index');
      const nav = page.getByTestId('main-nav');
      await expect(nav.getByRole('link', { name: 'Live Casino', exact: true })).toBeVisible();
      await expect(nav.getByRole('link', { name: 'Fishing', exact: true })).toHaveCount(0);
    } finally {
      await site.sql(`update whitelabel_modules set enabled = true where mod_id = 'FISH'`);
      await untilStatus(page.request, (status) => moduleOn(status.info.whitelabel, 'FISH'));
    }
  });

  test('maintenance switched on in the database shows the maintenance page with its end time', async ({
    page,
    site,
  }) => {
    await page.goto('/index');
    await expect(page.getByTestId('home-page')).toBeVisible();

    await site.sql(
      `update merchants set maintenance_enabled = true, maintenance_end = '2031-03-04T05:06:07Z' where code = 'demo'`,
    );
    await untilStatus(page.request, (status) => status.maintenance.enabled);
    await page.reload();
    const maintenance = page.getByTestId('maintenance-page');
    await expect(maintenance).toBeVisible();
    await expect(maintenance).toContainText('System Maintenance');
    await expect(maintenance).toContainText('RESTRICTION OF VISIT');
    await expect(page.getByTestId('maintenance-end')).toContainText('2031-03-04');
    await expect(page.getByTestId('site-header')).toHaveCount(0);
    await page.screenshot(shot('maintenance'));
  });

  test('a visitor from a blocked country sees the restriction page with their IP', async ({
    browser,
    site,
  }) => {
    await site.sql(`update merchants set blocked_countries = '{US}' where code = 'demo'`);
    const context = await browser.newContext({
      baseURL: site.url,
      extraHTTPHeaders: { 'X-Forwarded-For': '8.8.8.8' },
    });
    await untilStatus(context.request, (status) => status.regionRestriction.restricted);
    const page = await context.newPage();
    await page.goto('/index');
    const restriction = page.getByTestId('restriction-page');
    await expect(restriction).toBeVisible();
    await expect(restriction).toContainText('8.8.8.8');
    await expect(restriction).toContainText('United States');
    await page.screenshot(shot('restriction'));
    await context.close();
  });
});

test.describe('the site shell', () => {
  test('an unknown page gets a real not-found page with a way home', async ({ page }) => {
    await page.goto('/no-such-page');
    const notFound = page.getByTestId('not-found');
    await expect(notFound).toBeVisible();
    await expect(notFound).toContainText('/no-such-page');
    await notFound.getByRole('link').first().click();
    await expect(page).toHaveURL(/\/index$/);
    await page.screenshot(shot('not-found-then-home'));
  });

  test('switching to Vietnamese translates the site and is remembered', async ({ page }) => {
    await page.goto('/index');
    await page.getByTestId('site-header').getByRole('combobox').selectOption('vi');
    await expect(
      page.getByTestId('main-nav').getByRole('link', { name: 'Trang chủ' }),
    ).toBeVisible();
    await page.reload();
    await expect(
      page.getByTestId('main-nav').getByRole('link', { name: 'Trang chủ' }),
    ).toBeVisible();
    await page.screenshot(shot('home-vi'));
  });

  test("on a phone-sized screen the side menu opens from the tab bar's Account button", async ({
    browser,
    site,
  }) => {
    const context = await browser.newContext({
      baseURL: site.url,
      viewport: { width: 390, height: 844 },
    });
    const page = await context.newPage();
    await closePopupsInTheWay(page);
    await page.goto('/index');
    await expect(page.getByTestId('main-nav')).toBeHidden();
    const menu = page
      .getByRole('navigation', { name: 'Quick links' })
      .getByRole('button', { name: 'Account' });
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await menu.click();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    const sideMenu = page.getByTestId('side-menu');
    await expect(sideMenu.getByRole('link', { name: 'Live Casino', exact: true })).toBeVisible();
    await expect(sideMenu.getByRole('button', { name: 'Customer service' })).toBeVisible();
    await page.screenshot(shot('home-mobile-menu'));
    await sideMenu.getByRole('link', { name: 'Help centre' }).click();
    await expect(page).toHaveURL(/\/help$/);
    await expect(sideMenu).toBeHidden();
    await context.close();
  });
});
