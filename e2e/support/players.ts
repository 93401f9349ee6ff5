import type { Page } from '@playwright/test';
import { expect, type Site } from './fixtures';

/** The password of every player a journey makes. */
export const playerPassword = 'journey-pass-1';

/** A new real-money player of the demo brand, named `<prefix><time>`. */
export async function newPlayer(site: Site, prefix: string): Promise<string> {
  const username = `${prefix}${Date.now().toString(36)}`;
  await site.sql(
    `insert into members (merchant_id, username, password_hash, account_type, nickname)
     select id, $1, 'set below', 0, $1 from merchants where code = 'demo'`,
    [username],
  );
  await site.setPassword(username, playerPassword);
  return username;
}

/** Signs a player in through the site's login form. */
export async function logIn(page: Page, username: string) {
  await page.goto('/login');
  const login = page.getByTestId('login-modal');
  await login.getByRole('textbox', { name: 'Username', exact: true }).fill(username);
  await login.getByRole('textbox', { name: 'Password', exact: true }).fill(playerPassword);
  await login.getByRole('button', { name: 'Log in' }).click();
  // Signing in hashes the password (argon2): seconds, not milliseconds, on a busy machine.
  await expect(page.getByTestId('account-button')).toContainText(username, { timeout: 15_000 });
}
