import type { APIRequestContext, Page } from '@playwright/test';
import { totpCode, totpStepAt } from '@croupier/server/totp';
import { expect, type Site } from './fixtures';

export type Operator = { username: string; password: string };

/** A new staff member of `role`, added by the demo owner through the console's API. */
export async function newOperator(
  site: Site,
  request: APIRequestContext,
  role = 'admin',
): Promise<Operator> {
  const operator = { username: `ops${Date.now().toString(36)}`, password: 'Operator-pass-123' };
  const added = await request.post(`${site.url}/bo/staff`, {
    headers: { Merchant: 'demo', Authorization: await site.staffToken() },
    data: { ...operator, role },
  });
  expect((await added.json()).success).toBe(true);
  return operator;
}

/**
 * A first sign-in to the console, as a new staff member makes it: password, then setting up
 * the authenticator from the key the console shows, then its code. Answers the key.
 */
export async function enrolInConsole(page: Page, site: Site, operator: Operator) {
  await page.goto(`${site.url}/backoffice/`);
  await page.getByLabel('Username').fill(operator.username);
  await page.getByLabel('Password').fill(operator.password);
  await page.getByRole('button', { name: 'Continue' }).click();
  const key = page.getByTestId('totp-secret');
  await expect(key).toBeVisible();
  const secret = ((await key.textContent()) ?? '').replace(/\s/g, '');
  return {
    secret,
    enterCode: async () => {
      await page.getByLabel('6-digit code').fill(totpCode(secret, totpStepAt(Date.now())));
      await page.getByRole('button', { name: 'Sign in' }).click();
      await expect(page.getByRole('navigation').first()).toBeVisible();
    },
  };
}

/** A section's link in the console's sidebar. */
export const consoleSection = (page: Page, name: string) =>
  page
    .getByRole('navigation', { name: 'Console sections' })
    .getByRole('link', { name, exact: true });
