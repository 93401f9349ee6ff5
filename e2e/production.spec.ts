import { test as base, type Page } from '@playwright/test';
import { totpCode, totpStepAt } from '@croupier/server/totp';
import { shot } from './support/artifacts';
import { expect, withSite, type Site } from './support/fixtures';

// A production deployment's first start: no brand, no staff, no demo data; the server has
// printed a one-time setup token (README "Production").
const test = base.extend<object, { emptySite: Site }>({
  emptySite: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => withSite({ empty: true }, use),
    { scope: 'worker', timeout: 60_000 },
  ],
});

const owner = { username: 'owner', password: 'First-owner-pass-1' };

async function fillSetup(page: Page, setupToken: string) {
  await page.getByLabel('Setup token').fill(setupToken);
  await page.getByLabel("Owner's username").fill(owner.username);
  await page.getByLabel('Password', { exact: true }).fill(owner.password);
  await page.getByLabel('Repeat password').fill(owner.password);
  await page.getByRole('button', { name: 'Create owner' }).click();
}

test('the first owner sets the console up with the printed token and creates the first brand', async ({
  page,
  emptySite,
}) => {
  // Before any brand, the site has nothing to serve.
  await page.goto(`${emptySite.url}/`);
  await expect(page.getByText('Invalid URL, please contact support.')).toBeVisible();

  const setupToken = await emptySite.setupToken();
  await page.goto(`${emptySite.url}/backoffice/`);
  await expect(page.getByRole('heading', { name: 'Set up the console' })).toBeVisible();
  await page.screenshot(shot('production-setup'));

  await fillSetup(page, 'a-guess');
  await expect(page.getByText('This setup token is not valid.')).toBeVisible();
  await fillSetup(page, setupToken);
  await expect(page.getByText(`Owner ${owner.username} created.`)).toBeVisible();

  // The owner signs in and enrols two-factor, like any staff member.
  await expect(page.getByLabel('Username')).toHaveValue(owner.username);
  await page.getByLabel('Password').fill(owner.password);
  await page.getByRole('button', { name: 'Continue' }).click();
  const key = page.getByTestId('totp-secret');
  const secret = ((await key.textContent()) ?? '').replace(/\s/g, '');
  await page.getByLabel('6-digit code').fill(totpCode(secret, totpStepAt(Date.now())));
  await page.getByRole('button', { name: 'Sign in' }).click();

  await expect(page.getByRole('heading', { name: 'Create your first brand' })).toBeVisible();
  await page.screenshot(shot('production-first-brand'));
  await page.getByRole('button', { name: 'Create the first brand' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Code').fill('first');
  await dialog.getByLabel('Name').fill('First Brand');
  await dialog.getByLabel('Currency', { exact: true }).fill('VND');
  await dialog.getByLabel('Currency symbol').fill('₫');
  await dialog.getByRole('button', { name: 'Create brand' }).click();
  await expect(page.getByRole('heading', { name: 'Create your first brand' })).toBeHidden();
  await expect(page.getByText('Working on First Brand (first)')).toBeVisible();
  await page.screenshot(shot('production-console'));

  // The setup is over: the console asks for a sign-in, never for a token again.
  const state = await page.request.get(`${emptySite.url}/bo/setup`);
  expect((await state.json()).value).toEqual({ needed: false });

  // The first brand is the default, so the site now serves it.
  await page.goto(`${emptySite.url}/`);
  await expect(page.getByText('Invalid URL, please contact support.')).toBeHidden();
  await expect(page).toHaveTitle(/First Brand/);
});
