import type { Page } from '@playwright/test';
import { shot } from './support/artifacts';
import { expect, test, withoutGreetingPopups } from './support/fixtures';
import { logIn, newPlayer } from './support/players';

withoutGreetingPopups();

// Issue 18 through the real site: agent1 (demo) opens the agent centre from the member
// centre's menu, reads the team overview over its periods and manages its downlines
// (seed/demo-agent.ts: under agent1 player1, demoteam1 and the sub-agent demosub1, with
// demoteam2 and demoteam3 under demosub1); a plain player is offered no agent centre. On a
// desktop (1366×768) and on a phone (390×844).
// Signing in hashes a password: generous on a busy machine.
test.describe.configure({ timeout: 150_000 });

/** Signs a demo account in through the site's login form, with the demo password. */
async function logInDemo(page: Page, username: string) {
  await page.goto('/login');
  const login = page.getByTestId('login-modal');
  await login.getByRole('textbox', { name: 'Username', exact: true }).fill(username);
  await login.getByRole('textbox', { name: 'Password', exact: true }).fill('croupier-demo');
  await login.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByTestId('account-button')).toContainText(username, { timeout: 15_000 });
}

const memberCentreMenu = (page: Page) =>
  page.getByTestId('member-centre').getByRole('navigation', { name: 'Personal center pages' });

/** The agent's journey, the same on both screens; `device` names the screenshots. */
async function agentJourney(page: Page, device: string) {
  const agentCentre = page.getByTestId('agent-centre');
  await memberCentreMenu(page).getByRole('button', { name: 'Agent centre', exact: true }).click();
  await expect(page.getByTestId('member-centre')).toBeHidden();
  await expect(agentCentre.getByRole('heading', { level: 2, name: 'Agent centre' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page).toHaveURL(/[?&]agentCenter=agentTeamOverview\b/);
  const menu = agentCentre.getByRole('navigation', { name: 'Agent centre menu' });
  await expect(menu.getByRole('button', { name: 'Team overview' })).toHaveAttribute(
    'aria-current',
    'page',
  );

  // Team overview: today by default, its figures, then this week, this month and chosen days.
  const overview = agentCentre.getByTestId('team-overview');
  const ranges = overview.getByRole('group', { name: 'Period' });
  const figures = overview.getByTestId('team-figures');
  await expect(ranges.getByRole('button', { name: 'Today' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  // Five downlines at every depth: player1, demoteam1, demosub1, demoteam2, demoteam3.
  const figure = (name: string) =>
    figures
      .locator('div')
      .filter({ has: page.getByText(name, { exact: true }) })
      .locator('dd');
  await expect(figure('Members')).toHaveText('5', { timeout: 30_000 });
  for (const money of ['Deposits', 'Withdrawals', 'Valid turnover']) {
    await expect(figure(money)).toContainText(/^P [\d,]+\.\d\d/);
  }
  await expect(figure('Team profit and loss')).toHaveText(/^[+−-]?P [\d,]+\.\d\d$/);
  const today = new Date().toISOString().slice(0, 10);
  await expect(overview.locator('.ag-period')).toHaveText(`${today} (UTC)`);
  await page.screenshot(shot(`agent-team-today-${device}`, false));

  await ranges.getByRole('button', { name: 'This week' }).click();
  await expect(ranges.getByRole('button', { name: 'This week' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(overview.locator('.ag-period')).toHaveText(
    new RegExp(`^\\d{4}-\\d\\d-\\d\\d – ${today} \\(UTC\\)$|^${today} \\(UTC\\)$`),
  );
  await expect(figure('Members')).toHaveText('5');

  await ranges.getByRole('button', { name: 'This month' }).click();
  const monthStart = `${today.slice(0, 8)}01`;
  await expect(overview.locator('.ag-period')).toHaveText(
    monthStart === today ? `${today} (UTC)` : `${monthStart} – ${today} (UTC)`,
  );
  await expect(figure('Members')).toHaveText('5');
  await page.screenshot(shot(`agent-team-month-${device}`, false));

  await ranges.getByRole('button', { name: 'Choose days' }).click();
  await expect(overview.getByLabel('From')).toBeVisible();
  await expect(overview.getByLabel('To')).toBeVisible();
  await expect(figure('Members')).toHaveText('5');

  // Downline management: the whole tree, then a search and a level filter narrow it.
  await menu.getByRole('button', { name: 'Downline management' }).click();
  await expect(page).toHaveURL(/[?&]agentCenter=agentDownline\b/);
  const downlines = agentCentre.getByTestId('downlines');
  const table = downlines.getByTestId('downline-table');
  const names = table.locator('tbody tr').locator('th button');
  await expect(table.getByRole('button', { name: 'demoteam1', exact: true })).toBeVisible({
    timeout: 30_000,
  });
  await expect(table.getByRole('button', { name: 'demosub1', exact: true })).toBeVisible();
  // The order within a level is the server's; the set is what matters.
  await expect
    .poll(async () => (await names.allTextContents()).sort())
    .toEqual(['demosub1', 'demoteam1', 'demoteam2', 'demoteam3', 'player1']);
  const subAgent = table.locator('tbody tr', {
    has: page.getByRole('button', { name: 'demosub1' }),
  });
  await expect(subAgent).toContainText('Sub-agent');
  await page.screenshot(shot(`agent-downlines-${device}`, false));

  await downlines.getByRole('searchbox', { name: 'Username' }).fill('demosub');
  await downlines.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(names).toHaveText(['demosub1']);

  await downlines.getByRole('searchbox', { name: 'Username' }).fill('');
  await downlines.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(names).toHaveCount(5);
  await downlines.getByLabel('Level').selectOption('2');
  await expect(names).toHaveCount(2);
  expect((await names.allTextContents()).sort()).toEqual(['demoteam2', 'demoteam3']);
  for (const row of await table.locator('tbody tr').all())
    await expect(row).toContainText('demosub1');
  await page.screenshot(shot(`agent-downlines-level-2-${device}`, false));

  await downlines.getByLabel('Level').selectOption('3');
  await expect(downlines).toContainText('No downline matches this search.');

  const width = await page.evaluate(() => document.scrollingElement!.scrollWidth);
  expect(width).toBeLessThanOrEqual(page.viewportSize()!.width);

  await agentCentre.getByRole('button', { name: 'Close' }).click();
  await expect(agentCentre).toBeHidden();
  await expect(page).not.toHaveURL(/agentCenter=/);
}

test.describe('on a desktop', () => {
  test.use({ viewport: { width: 1366, height: 768 } });

  test('agent1 opens the agent centre from the member centre: team overview and downlines', async ({
    page,
  }) => {
    await logInDemo(page, 'agent1');
    await page.getByTestId('personal-centre-icon').click();
    await expect(memberCentreMenu(page)).toBeVisible();
    await agentJourney(page, 'desktop');
  });

  test('a plain player is offered no agent centre, and the address does not open one', async ({
    page,
    site,
  }) => {
    const username = await newPlayer(site, 'notagent');
    await logIn(page, username);
    await page.getByTestId('personal-centre-icon').click();
    const menu = memberCentreMenu(page);
    await expect(menu.getByRole('button', { name: 'My account' })).toBeVisible();
    await expect(menu.getByRole('button', { name: 'Inbox' })).toBeVisible();
    await expect(menu.getByRole('button', { name: 'Agent centre' })).toHaveCount(0);
    await page.screenshot(shot('agent-none-for-player-desktop', false));

    // A link to the agent centre: the player is told it is for agents, and sees no figures.
    await page.goto('/index?agentCenter=agentTeamOverview');
    const agentCentre = page.getByTestId('agent-centre');
    await expect(agentCentre).toContainText('The agent centre is for agent accounts.', {
      timeout: 30_000,
    });
    await expect(agentCentre.getByTestId('team-overview')).toHaveCount(0);
    // The server refuses the figures too.
    const token = await page.evaluate(() => sessionStorage.getItem('token'));
    const answer = await (
      await page.request.get('/wps/agent/team/overview?range=today', {
        headers: { Merchant: 'demo', Authorization: token! },
      })
    ).json();
    expect(answer).toMatchObject({ success: false, message: 'error_not_agent' });
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('agent1 opens the agent centre from the member centre on a phone', async ({ page }) => {
    await logInDemo(page, 'agent1');
    await page
      .getByRole('navigation', { name: 'Quick links' })
      .getByRole('button', { name: 'Account' })
      .click();
    await page.getByTestId('side-menu').getByRole('button', { name: 'My account' }).click();
    await expect(memberCentreMenu(page)).toBeVisible();
    await agentJourney(page, 'phone');
  });

  test('a plain player is offered no agent centre on a phone', async ({ page, site }) => {
    const username = await newPlayer(site, 'notagent');
    await logIn(page, username);
    await page
      .getByRole('navigation', { name: 'Quick links' })
      .getByRole('button', { name: 'Account' })
      .click();
    await page.getByTestId('side-menu').getByRole('button', { name: 'My account' }).click();
    const menu = memberCentreMenu(page);
    await expect(menu.getByRole('button', { name: 'My account' })).toBeVisible();
    await expect(menu.getByRole('button', { name: 'Agent centre' })).toHaveCount(0);
    await page.screenshot(shot('agent-none-for-player-phone', false));
  });
});
