import { shot } from './support/artifacts';
import { dismissGreeting, expect, test } from './support/fixtures';
import { logIn, newPlayer } from './support/players';

// The site's shell around every page (spec §2): home announcements, header icons, side menu,
// footer, customer service and the language the server is told.

test.describe('home announcements', () => {
  test('the popup greets a visit and again after signing in, once each', async ({ page }) => {
    await page.removeLocatorHandler(page.getByTestId('announcement-popup'));
    await page.goto('/index');
    const popup = page.getByTestId('announcement-popup');
    await expect(popup).toContainText('This is a demo site');
    await page.screenshot(shot('home-popup', false));
    await popup.getByRole('button', { name: 'OK' }).click();
    await expect(popup).toBeHidden();
    await page.reload();
    await expect(page.getByTestId('banners')).toBeVisible();
    await expect(popup).toBeHidden();

    const form = page.getByTestId('login-form-inline');
    await form.getByPlaceholder('Username').fill('player1');
    await form.getByPlaceholder('Password').fill('croupier-demo');
    await form.getByRole('button', { name: 'Log in' }).click();
    await expect(popup).toBeVisible();
    await popup.getByRole('button', { name: 'OK' }).click();
    await expect(page.getByTestId('account-button')).toContainText('player1');
  });

  test('banners turn on demand and the marquee leads to the notices', async ({ page }) => {
    await page.goto('/index');
    // Keyboard steps below are not locator actions: close the greeting first, and wait.
    const popup = page.getByTestId('announcement-popup');
    await page.removeLocatorHandler(popup);
    await popup.getByRole('button', { name: 'OK' }).click();
    await expect(popup).toBeHidden();
    const banners = page.getByTestId('banners');
    // A banner's title is text over its art (the art itself is decoration).
    await expect(banners.getByText('DEMO · Welcome to Croupier Demo')).toBeVisible();
    await banners.getByRole('button', { name: 'Next banner' }).click();
    await expect(banners.getByText('DEMO · Studio games')).toBeVisible();
    const marquee = page.getByTestId('notice-marquee');
    await expect(marquee.getByRole('link').first()).toBeVisible();
    // The titles scroll by; focus stops them, as hover does, and Enter follows the link.
    await marquee.getByRole('link').first().focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/noticePage$/);
  });
});

test.describe('header, side menu and footer', () => {
  test('the notice icon opens the notices; the footer leads to the help pages', async ({
    page,
  }) => {
    await page.goto('/index');
    await dismissGreeting(page);
    await page.getByTestId('notice-icon').click();
    const notices = page.getByTestId('notice-modal');
    await expect(notices.getByRole('button').first()).toBeVisible();
    await page.screenshot(shot('notice-modal', false));
    await page.keyboard.press('Escape');
    await expect(notices).toBeHidden();

    await page.getByTestId('site-footer').getByRole('link', { name: 'Responsible Gaming' }).click();
    await expect(page).toHaveURL(/\/help#responsible-gaming$/);
  });

  test('customer service is the built-in chat: a question reaches the console, the answer comes back', async ({
    page,
    site,
    request,
  }) => {
    const rightBar = page.getByTestId('right-bar');
    const chat = page.getByTestId('support-chat');
    // A visitor is asked to log in first.
    await page.goto('/index');
    await rightBar.getByRole('button', { name: 'Customer service' }).click();
    await expect(chat).toContainText('Log in to chat');
    await chat.getByRole('button', { name: 'Close' }).click();

    const username = await newPlayer(site, 'chat');
    await logIn(page, username);
    await rightBar.getByRole('button', { name: 'Customer service' }).click();
    await expect(chat).toContainText('Write your question below');
    const box = chat.getByRole('textbox', { name: 'Your message' });
    await box.fill('Where is my deposit?');
    await box.press('Enter');
    await expect(chat).toContainText('Our team will answer here shortly');

    // Support answers from the console's queue.
    const staff = { Merchant: 'demo', Authorization: await site.staffToken() };
    const queue = await (
      await request.get(`${site.url}/bo/support/chats`, { headers: staff })
    ).json();
    const thread = queue.value.list.find(
      (entry: { username: string }) => entry.username === username,
    );
    expect(thread).toBeTruthy();
    const answered = await request.post(`${site.url}/bo/support/chats/${thread.memberId}`, {
      headers: staff,
      data: { body: 'It was credited a minute ago.' },
    });
    expect((await answered.json()).success).toBe(true);

    // The open chat asks for news every few seconds.
    await expect(chat.getByText('It was credited a minute ago.')).toBeVisible({ timeout: 15_000 });
    await page.screenshot(shot('customer-service-chat', false));
  });

  test('with a live-chat provider, customer service opens it in a 440 x 500 pop-up', async ({
    page,
    site,
    request,
  }) => {
    const staff = { Merchant: 'demo', Authorization: await site.staffToken() };
    const status = (await (await request.get(`${site.url}/wps/system/status`)).json()).value;
    const provider = (liveChatUrl: string | null) =>
      request.put(`${site.url}/bo/settings/customer-service`, {
        headers: staff,
        data: {
          liveChatUrl,
          vipServiceUrl: null,
          facebookUrl: status.info.customerService.facebookUrl,
          supportEmail: status.info.customerService.email,
          licenceNotice: status.merchant.licenceNotice,
        },
      });
    expect((await (await provider('/helpmc#contact')).json()).success).toBe(true);
    try {
      await page.goto('/index');
      const rightBar = page.getByTestId('right-bar');
      const [popup] = await Promise.all([
        page.waitForEvent('popup'),
        rightBar.getByRole('button', { name: 'Customer service' }).click(),
      ]);
      await popup.waitForLoadState();
      expect(popup.url()).toMatch(/\/helpmc#contact$/);
      expect(await popup.evaluate(() => [window.innerWidth, window.innerHeight])).toEqual([
        440, 500,
      ]);
      await popup.close();

      await page.evaluate(() => {
        window.open = () => null;
      });
      await rightBar.getByRole('button', { name: 'Customer service' }).click();
      await expect(page.getByTestId('popup-blocked')).toContainText('allow pop-ups');
    } finally {
      await provider(null);
    }
  });

  test('a member who changes the language has the server told', async ({ page, site }) => {
    await page.goto('/index');
    await dismissGreeting(page);
    const form = page.getByTestId('login-form-inline');
    await form.getByPlaceholder('Username').fill('agent1');
    await form.getByPlaceholder('Password').fill('croupier-demo');
    await form.getByRole('button', { name: 'Log in' }).click();
    await dismissGreeting(page);
    await expect(page.getByTestId('account-button')).toContainText('agent1', {
      timeout: 15_000,
    });
    try {
      // Up to 1440 px a member's language picker is in the side menu (the header keeps room
      // for the nav).
      await page.getByRole('button', { name: 'Menu' }).click();
      await page
        .getByTestId('side-menu')
        .getByRole('combobox', { name: 'Language' })
        .selectOption('vi');
      await expect(
        page.getByTestId('main-nav').getByRole('link', { name: 'Trang chủ' }),
      ).toBeVisible();
      await expect
        .poll(
          async () => (await site.sql(`select language from members where username = 'agent1'`))[0],
        )
        .toEqual({ language: 'VI' });
    } finally {
      await page.evaluate(() => localStorage.removeItem('language'));
    }
  });
});

test.describe('on a phone, signed in', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the side menu carries the member, the account list, sign-out and the bottom bar', async ({
    page,
  }) => {
    // Signing in hashes the password (argon2): seconds, not milliseconds, on a busy machine.
    test.setTimeout(90_000);
    await page.goto('/login');
    const login = page.getByTestId('login-modal');
    await login.getByRole('textbox', { name: 'Username', exact: true }).fill('player1');
    await login.getByRole('textbox', { name: 'Password', exact: true }).fill('croupier-demo');
    await login.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByTestId('account-button')).toContainText('player1', {
      timeout: 15_000,
    });

    await page
      .getByRole('navigation', { name: 'Quick links' })
      .getByRole('button', { name: 'Account' })
      .click();
    const menu = page.getByTestId('side-menu');
    await expect(menu).toContainText('player1');
    await expect(menu.getByRole('button', { name: 'Change password' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'E-Sports' }).last()).toBeVisible();
    await page.screenshot(shot('side-menu-member-phone', false));
    await menu.getByRole('button', { name: 'Sign out' }).click();
    await page.getByTestId('logout-dialog').getByRole('button', { name: 'Sign out' }).click();
    // Signing out reloads the site's shell: on a busy machine that takes seconds.
    await expect(page.getByRole('button', { name: 'Log in' }).first()).toBeVisible({
      timeout: 15_000,
    });
  });
});
