import AxeBuilder from '@axe-core/playwright';
import { expect, test, withoutGreetingPopups } from './support/fixtures';
import { logIn, newPlayer } from './support/players';

withoutGreetingPopups();

// Issue 17: the VIP page on a phone (390 px wide first), on the demo brand's ladder
// (seed/demo-rewards.ts: Bronze 0 … Black Diamond 5; no withdrawal limit or birthday bonus).
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
// Signing in hashes a password: generous on a busy machine.
test.describe.configure({ timeout: 150_000 });

test('a visitor sees the ladder, only the benefits it gives, and an invitation to sign in', async ({
  page,
}) => {
  await page.goto('/vip');
  const ladder = page.getByTestId('vip-levels');
  // A busy machine may take a while to load the page's chunk and the ladder.
  await expect(ladder.locator('tbody tr')).toHaveCount(6, { timeout: 30_000 });
  const silver = page.getByTestId('vip-level-1');
  await expect(silver).toContainText('Silver');
  await expect(silver).toContainText('P 5,000.00');
  await expect(silver.locator('.vip-benefits li').first()).toHaveText('Upgrade bonus P 88.00');
  // The demo sets no withdrawal limit and no birthday bonus: neither is promised.
  await expect(ladder.getByText(/Birthday bonus|a day/)).toHaveCount(0);
  await expect(page.getByTestId('vip-guest').getByRole('button', { name: 'Log in' })).toBeVisible();

  const width = await page.evaluate(() => document.scrollingElement!.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
  const results = await new AxeBuilder({ page }).include('[data-testid="vip-page"]').analyze();
  const serious = results.violations.filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
  );
  expect(serious.map((violation) => violation.id)).toEqual([]);
});

test('a member sees their level and this month’s progress towards the next', async ({
  page,
  site,
}) => {
  const username = await newPlayer(site, 'vip');
  await logIn(page, username);
  await page.goto('/vip');
  const member = page.getByTestId('vip-member');
  await expect(member.getByRole('heading', { level: 2 })).toHaveText('Bronze', {
    timeout: 30_000,
  });
  await expect(member.getByRole('heading', { name: 'Towards Silver' })).toBeVisible();
  await expect(member.getByRole('progressbar', { name: 'Deposits' })).toHaveAttribute(
    'aria-valuetext',
    'P 0.00 of P 5,000.00',
  );
  await expect(page.getByTestId('vip-progress-deposits')).toContainText('P 5,000.00 to go');
  await expect(page.getByTestId('vip-level-0')).toHaveAttribute('aria-current', 'true');
});
