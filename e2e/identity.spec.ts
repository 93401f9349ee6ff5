import type { Locator, Page } from '@playwright/test';
import { shot } from './support/artifacts';
import { expect, test, withoutGreetingPopups } from './support/fixtures';
import { moduleOn, untilStatus } from './support/status';

withoutGreetingPopups();

// Journeys of spec §4 through the real site: every step a player takes, in Chromium.

const password = 'Journey-2026!';

/** A form field by its accessible name (the label without the required mark). */
const field = (scope: Locator, name: string) => scope.getByRole('textbox', { name, exact: true });

/** The "I am at least 18 ... and I accept the Terms" box: unticked until the player ticks it. */
const termsBox = (scope: Locator) =>
  scope.getByRole('checkbox', { name: /I am at least 18 years old and I accept/ });

async function signedInAs(page: Page, account: string) {
  await expect(page.getByTestId('account-button')).toContainText(account);
}

test.describe('registration', () => {
  test('by mobile, with the SMS code from the outbox', async ({ page, site }) => {
    const mobile = '9171230001';
    await page.goto('/register');
    const modal = page.getByTestId('register-modal');
    await expect(modal).toBeVisible();
    await field(modal, 'Mobile number').fill(mobile);
    await modal.getByTestId('send-sms-code').click();
    await expect(modal.getByTestId('send-sms-code')).toContainText(/Resend in \d+ s/);
    await field(modal, 'SMS code').fill(await site.lastSmsCode(mobile));
    await field(modal, 'Password').fill(password);
    await field(modal, 'Confirm password').fill(password);
    await expect(termsBox(modal)).not.toBeChecked();
    await termsBox(modal).check();
    await page.screenshot(shot('register-mobile-modal', false));
    await modal.getByRole('button', { name: 'Register', exact: true }).click();

    await expect(modal).toBeHidden();
    await signedInAs(page, mobile);
    await page.screenshot(shot('registered-signed-in', false));
  });

  test('by username, without a phone; an unknown invitation code stops it and creates nothing', async ({
    page,
    site,
  }) => {
    await page.goto('/index');
    await page.getByTestId('guest-bar').getByRole('button', { name: 'Register' }).click();
    const modal = page.getByTestId('register-modal');
    await modal.getByRole('button', { name: 'Username' }).click();
    // The demo brand's username sign-up asks for no phone (its mobile tab does).
    await expect(field(modal, 'Username')).toBeVisible();
    await expect(field(modal, 'Mobile number')).toHaveCount(0);
    await expect(field(modal, 'SMS code')).toHaveCount(0);
    await field(modal, 'Username').fill('journeyuser');
    await field(modal, 'Password').fill(password);
    await field(modal, 'Confirm password').fill('something-else');
    await modal.getByRole('button', { name: 'Register', exact: true }).click();
    // Checked in the browser first, with the family's messages under each field.
    await expect(modal.getByText('Incorrect confirmation input')).toBeVisible();
    await expect(
      modal.getByText('Please agree to the General Terms and Conditions.'),
    ).toBeVisible();
    await page.screenshot(shot('register-field-errors', false));

    await field(modal, 'Confirm password').fill(password);
    await termsBox(modal).check();
    await field(modal, 'Invitation code').fill('NOSUCHCODE');
    await modal.getByRole('button', { name: 'Register', exact: true }).click();
    const invitation = page.getByTestId('invitation-error');
    await expect(invitation).toContainText('Invalid invitation code');
    await page.screenshot(shot('register-invitation-error', false));
    await invitation.getByRole('button', { name: 'OK' }).click();
    expect(await site.sql(`select 1 from members where username = 'journeyuser'`)).toHaveLength(0);

    await field(modal, 'Invitation code').fill('DEMOAGENT');
    await modal.getByRole('button', { name: 'Register', exact: true }).click();
    await expect(modal).toBeHidden();
    await signedInAs(page, 'journeyuser');
    const [member] = await site.sql(
      `select m.username, upline.username as upline from members m join members upline on upline.id = m.upline_id where m.username = 'journeyuser'`,
    );
    expect(member).toEqual({ username: 'journeyuser', upline: 'agent1' });
  });
});

test.describe('login', () => {
  test('wrong passwords bring the captcha; with it the right password gets in', async ({
    page,
    site,
  }) => {
    await page.goto('/index');
    const form = page.getByTestId('login-form-inline');
    await form.getByPlaceholder('Username').fill('agent1');
    const modal = page.getByTestId('login-modal');
    for (let attempt = 0; attempt < 5 && !(await modal.isVisible()); attempt += 1) {
      await form.getByPlaceholder('Password').fill('not-the-password');
      await form.getByRole('button', { name: 'Log in' }).click();
      await expect(form.getByRole('alert').or(modal)).toBeVisible();
      // Sends are throttled to one a second (spec §4).
      await page.waitForTimeout(1100);
    }
    // The header has no room for a captcha: the login modal takes over with the account typed.
    await expect(modal).toBeVisible();
    await expect(field(modal, 'Username')).toHaveValue('agent1');
    await expect(modal.getByTestId('captcha-image').locator('img')).toBeVisible();
    await page.screenshot(shot('login-captcha', false));

    // The player reads the image; the test knows the answer by setting it.
    await site.sql(
      `update captchas set answer_hash = encode(sha256('k7m2'::bytea), 'hex')
        where id = (select id from captchas order by created_at desc limit 1)`,
    );
    await field(modal, 'Captcha').fill('K7M2');
    await field(modal, 'Password').fill('croupier-demo');
    await modal.getByRole('button', { name: 'Log in' }).click();
    await expect(modal).toBeHidden();
    await signedInAs(page, 'agent1');
  });

  test('the site solves the human check only when the brand asks for one', async ({
    page,
    site,
  }) => {
    const headers = { Merchant: 'demo', Authorization: await site.staffToken() };
    const setMode = async (humanVerification: string) => {
      const current = await page.request.get(`${site.url}/bo/settings/site`, { headers });
      const security = (await current.json()).value.security;
      const saved = await page.request.put(`${site.url}/bo/settings/security`, {
        headers,
        data: { ...security, humanVerification },
      });
      expect((await saved.json()).success).toBe(true);
    };
    const challenges: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/wps/verification/human') {
        challenges.push(request.url());
      }
    });
    const signIn = async () => {
      await page.goto('/login');
      const login = page.getByTestId('login-modal');
      await field(login, 'Username').fill('player1');
      await field(login, 'Password').fill('croupier-demo');
      await login.getByRole('button', { name: 'Log in' }).click();
      await signedInAs(page, 'player1');
    };
    // Failed sign-ins of earlier journeys from this address would make any sign-in risky.
    await site.sql(`delete from rate_limit_counters where key like 'login%'`);

    await setMode('always');
    try {
      await signIn();
      expect(challenges).toHaveLength(1);
    } finally {
      await setMode('onRisk');
    }
    const deviceId = await page.evaluate(() => localStorage.getItem('croupier_device_id'));
    expect(deviceId).toMatch(/^[0-9a-f]{32}$/);
    const [session] = await site.sql(
      `select s.login_device_id from sessions s join members m on m.id = s.member_id
        where m.username = 'player1' order by s.id desc limit 1`,
    );
    expect(session?.login_device_id).toBe(deviceId);

    // From another network, this browser is still a device player1 uses: no proof is solved.
    await page.getByTestId('sign-out').click();
    await page.getByTestId('logout-dialog').getByRole('button', { name: 'Sign out' }).click();
    await expect(page.getByTestId('guest-bar')).toBeVisible();
    await page.setExtraHTTPHeaders({ 'X-Forwarded-For': '198.51.100.61' });
    challenges.length = 0;
    await signIn();
    expect(challenges).toHaveLength(0);
  });

  test('123456 forces a password change before anything else', async ({ page, site }) => {
    await site.setPassword('player1', '123456');
    try {
      await page.goto('/index');
      const form = page.getByTestId('login-form-inline');
      await form.getByPlaceholder('Username').fill('player1');
      await form.getByPlaceholder('Password').fill('123456');
      await form.getByRole('button', { name: 'Log in' }).click();
      const modal = page.getByTestId('change-password-modal');
      await expect(modal).toContainText('Please change your password');
      await expect(field(modal, 'Current password')).toHaveCount(0);
      await page.keyboard.press('Escape');
      await expect(modal).toBeVisible();
      await page.screenshot(shot('change-password-forced', false));

      await field(modal, 'New password').fill(password);
      await field(modal, 'Confirm new password').fill(password);
      await modal.getByRole('button', { name: 'Change password' }).click();
      await expect(modal).toBeHidden();
      await expect(page).toHaveURL(/\/index$/);
      await signedInAs(page, 'player1');
    } finally {
      await site.setPassword('player1', 'croupier-demo');
    }
  });

  test('forgot password by e-mail sends a temporary password that must then be changed', async ({
    page,
    site,
  }) => {
    await page.goto('/login');
    const login = page.getByTestId('login-modal');
    await login.getByRole('button', { name: 'Forgot password?' }).click();
    const modal = page.getByTestId('forgot-modal');
    await field(modal, 'Username').fill('agent1');
    await field(modal, 'E-mail').fill('agent1@demo.croupier.invalid');
    await page.screenshot(shot('forgot-password', false));
    await modal.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByTestId('reset-sent')).toContainText('The password has been sent');
    await page.getByTestId('reset-sent').getByRole('button', { name: 'OK' }).click();

    const [mail] = await site.sql(
      `select body from outbox_messages where channel = 'email' and recipient = 'agent1@demo.croupier.invalid' order by id desc limit 1`,
    );
    const temporary = String(mail?.body).match(/temporary password is (\S+)/)?.[1];
    expect(temporary).toBeTruthy();
    const form = page.getByTestId('login-form-inline');
    await form.getByPlaceholder('Username').fill('agent1');
    await form.getByPlaceholder('Password').fill(temporary!);
    await form.getByRole('button', { name: 'Log in' }).click();
    const change = page.getByTestId('change-password-modal');
    await field(change, 'New password').fill('croupier-demo');
    await field(change, 'Confirm new password').fill('croupier-demo');
    await change.getByRole('button', { name: 'Change password' }).click();
    await expect(change).toBeHidden();
    await signedInAs(page, 'agent1');
  });
});

test.describe('sessions', () => {
  test('free play gives a trial account; a real-account action shows the warning', async ({
    page,
  }) => {
    await page.goto('/index');
    await page.getByTestId('free-play').click();
    await expect(page.getByTestId('account-button')).toContainText('Trial');
    await page.getByTestId('account-button').click();
    await page.getByTestId('change-password').click();
    const warning = page.getByTestId('trial-warning');
    await expect(warning).toContainText('Please register an account first');
    await page.screenshot(shot('trial-warning', false));
    await warning.getByRole('button', { name: 'Register now' }).click();
    await expect(page.getByTestId('register-modal')).toBeVisible();
  });

  test('sign out asks first, then ends the session and returns home', async ({ page }) => {
    await page.goto('/login');
    const login = page.getByTestId('login-modal');
    await field(login, 'Username').fill('player1');
    await field(login, 'Password').fill('croupier-demo');
    await page.screenshot(shot('login-modal', false));
    await login.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/index$/);
    await signedInAs(page, 'player1');
    await expect(page.getByTestId('vip-label')).toHaveText('VIP rank: Bronze');

    await page.getByTestId('sign-out').click();
    const dialog = page.getByTestId('logout-dialog');
    await expect(dialog).toContainText('Are you sure');
    await page.screenshot(shot('logout-confirm', false));
    await dialog.getByRole('button', { name: 'Sign out' }).click();
    await expect(page.getByTestId('guest-bar')).toBeVisible();
    // A visitor has no rank: no empty pill.
    await expect(page.getByTestId('vip-label')).toHaveCount(0);
    expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();
  });
});

test.describe('guard', () => {
  test('a brand that sends guests to the login first lets them reach only login and register', async ({
    page,
    site,
  }) => {
    await site.sql(
      `update whitelabel_modules set enabled = true where mod_id = 'LOGINED_TO_HOME_PAGE'`,
    );
    try {
      await untilStatus(page.request, (status) =>
        moduleOn(status.info.whitelabel, 'LOGINED_TO_HOME_PAGE'),
      );
      await page.goto('/live');
      await expect(page).toHaveURL(/\/login$/);
      await expect(page.getByTestId('login-modal')).toBeVisible();
      await page.goto('/register');
      await expect(page.getByTestId('register-modal')).toBeVisible();
    } finally {
      await site.sql(
        `update whitelabel_modules set enabled = false where mod_id = 'LOGINED_TO_HOME_PAGE'`,
      );
      await untilStatus(
        page.request,
        (status) => !moduleOn(status.info.whitelabel, 'LOGINED_TO_HOME_PAGE'),
      );
    }
  });
});
