import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { shot } from './support/artifacts';
import { expect, test } from './support/fixtures';
import { untilStatus } from './support/status';

// Journeys of the content pages (spec §2): notices, help and feedback, app download, join
// us and promotions, with the demo content the seed writes, on a computer and on a phone.

const viewports = {
  desktop: { width: 1280, height: 800 },
  phone: { width: 390, height: 844 },
} as const;

const demoMerchant = `(select id from merchants where code = 'demo')`;

/**
 * Saves a screenshot for a person to look at: transitions finished, and a full page taken
 * from the top so the sticky header sits where a visitor sees it.
 */
async function capture(page: Page, name: string, fullPage = true) {
  if (fullPage) await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ ...shot(name, fullPage), animations: 'disabled' });
}

/** Fails the test if anything on the page runs script that content smuggled in. */
function watchForInjectedScript(page: Page) {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  return {
    assertNoneRan: async () => {
      expect(dialogs).toEqual([]);
      expect(await page.evaluate(() => (window as { __injected?: number }).__injected)).toBe(
        undefined,
      );
    },
  };
}

for (const [device, viewport] of Object.entries(viewports)) {
  test.describe(`content pages on a ${device}`, () => {
    test.use({ viewport });

    test('notices: nine a page, a chosen notice shows, paging clears the choice', async ({
      page,
    }) => {
      await page.goto('/noticePage');
      const browser = page.getByTestId('notice-browser');
      const items = browser.getByTestId('notice-item');
      await expect(items).toHaveCount(9);
      await expect(browser.getByTestId('notice-detail')).toContainText('Choose a notice');

      await items.first().click();
      await expect(items.first()).toHaveAttribute('aria-expanded', 'true');
      await expect(browser.getByTestId('notice-content')).toContainText('demonstration');
      await capture(page, `content-notices-${device}`);

      await page
        .getByTestId('notice-pagination')
        .getByRole('button', { name: 'Page 2 of 2' })
        .click();
      // The seed has 14 notices: five on the second page, none chosen.
      await expect(items).toHaveCount(5);
      await expect(browser.getByTestId('notice-content')).toHaveCount(0);
      await expect(browser.locator('[aria-expanded="true"]')).toHaveCount(0);
      await expect(browser.getByTestId('notice-detail')).toContainText('Choose a notice');
      await expect(
        page.getByTestId('notice-pagination').getByRole('button', { name: 'Page 2 of 2' }),
      ).toHaveAttribute('aria-current', 'page');
    });

    test('a notice written with an onerror handler shows without running it', async ({
      page,
      site,
    }) => {
      const code = `e2e-injected-${device}`;
      await site.sql(
        `insert into announcements (merchant_id, code, type, language, title, content)
         values (${demoMerchant}, $1, 'PL', 'EN', 'E2E notice with a picture', $2)`,
        [
          code,
          `<p>Injected notice body</p><img src=x onerror="window.__injected = 1; alert('xss')">` +
            `<a href="javascript:window.__injected=2">bad link</a><script>window.__injected = 3</script>`,
        ],
      );
      try {
        const guard = watchForInjectedScript(page);
        await page.goto('/noticePage');
        const item = page
          .getByTestId('notice-item')
          .filter({ hasText: 'E2E notice with a picture' });
        await item.click();
        const body = page.getByTestId('notice-content');
        await expect(body).toContainText('Injected notice body');
        expect(await body.innerHTML()).not.toMatch(/onerror|javascript:|<script/i);
        await page.waitForTimeout(300);
        await guard.assertNoneRan();
      } finally {
        await site.sql(`delete from announcements where code = $1`, [code]);
      }
    });

    test('/help#terms opens the terms; feedback is checked, sent and stored', async ({
      page,
      site,
    }) => {
      await page.goto('/help#terms');
      const terms = page.locator('details#terms');
      await expect(terms).toHaveAttribute('open', '');
      await expect(terms).toContainText('Eligibility');
      await expect(terms.locator('summary')).toBeInViewport();
      await expect(page.locator('details#about')).not.toHaveAttribute('open', '');
      await capture(page, `content-help-terms-${device}`, false);

      // Every footer article is an accordion that opens from its summary.
      for (const key of ['about', 'contact', 'responsible-gaming', 'privacy', 'affiliates']) {
        await expect(page.locator(`details#${key}`)).toHaveCount(1);
      }
      await page.locator('details#privacy summary').click();
      await expect(page.locator('details#privacy')).toHaveAttribute('open', '');

      const feedback = page.getByTestId('feedback');
      await feedback.getByRole('button', { name: 'Send feedback' }).click();
      await expect(feedback.getByText('This field is required.')).toHaveCount(2);

      await feedback.getByLabel('Question type').selectOption({ label: 'Games' });
      const text = feedback.getByLabel('Your feedback');
      await text.fill('Too short here');
      await expect(feedback.getByTestId('feedback-word-count')).toContainText('3 / 500 words');
      await feedback.getByRole('button', { name: 'Send feedback' }).click();
      await expect(feedback.getByText('Feedback must be between 5 and 500 words.')).toBeVisible();
      await capture(page, `content-feedback-errors-${device}`, false);

      const content = `The fishing game froze after my last shot on a ${device}.`;
      await text.fill(content);
      await feedback.getByRole('button', { name: 'Send feedback' }).click();
      await expect(feedback.getByTestId('feedback-sent')).toContainText(
        'Your feedback has been sent',
      );
      await expect(text).toHaveValue('');
      const rows = await site.sql(
        `select question_type, content, member_id from feedback where content = $1`,
        [content],
      );
      expect(rows).toEqual([{ question_type: 'GAME', content, member_id: null }]);
      await capture(page, `content-help-${device}`);
    });

    test('/helpmc is the help centre without the header or footer', async ({ page }) => {
      await page.goto('/helpmc#privacy');
      await expect(page.getByTestId('help-page')).toBeVisible();
      await expect(page.locator('details#privacy')).toHaveAttribute('open', '');
      await expect(page.getByTestId('site-header')).toHaveCount(0);
      await expect(page.getByTestId('site-footer')).toHaveCount(0);
      await capture(page, `content-helpmc-${device}`, false);
    });

    test('app download: guides for each platform, QR codes only for published apps', async ({
      page,
      site,
    }) => {
      await page.goto('/down');
      const download = page.getByTestId('download-page');
      await expect(download.getByTestId('download-not-published')).toContainText(
        'not published for this brand yet',
      );
      for (const platform of ['IOS', 'MOBILECONFIG', 'ANDROID']) {
        await expect(download.getByTestId(`download-${platform}`)).toContainText('How to install');
      }
      await expect(download.getByTestId('download-MOBILECONFIG')).toContainText('IOS-LITE-APP');
      await expect(download.locator('.qr-code')).toHaveCount(0);
      await capture(page, `content-download-unpublished-${device}`);

      await site.sql(
        `insert into merchant_resources (merchant_id, resource_type, url) values
         (${demoMerchant}, 'IOS', 'https://apps.demo.test/croupier.ipa'),
         (${demoMerchant}, 'ANDROID', 'https://apps.demo.test/croupier.apk')`,
      );
      try {
        await untilStatus(page.request, (status) => status.info.resources.length === 2);
        await page.goto('/download');
        await expect(download.getByTestId('download-not-published')).toHaveCount(0);
        const ios = download.getByTestId('download-IOS');
        await expect(
          ios.getByRole('img', { name: 'QR code to download the iOS app' }),
        ).toHaveJSProperty('naturalWidth', 200);
        await expect(ios.getByRole('link', { name: 'Download for iOS' })).toHaveAttribute(
          'href',
          'https://apps.demo.test/croupier.ipa',
        );
        await expect(download.getByTestId('download-ANDROID').locator('.qr-code img')).toHaveCount(
          1,
        );
        await expect(download.getByTestId('download-MOBILECONFIG')).toContainText(
          'Not available yet.',
        );
        await capture(page, `content-download-published-${device}`);
      } finally {
        await site.sql(`delete from merchant_resources where url like 'https://apps.demo.test/%'`);
      }
    });

    test('join us opens the register modal', async ({ page }) => {
      await page.goto('/join');
      const join = page.getByTestId('join-page');
      await expect(join.getByRole('heading', { level: 1 })).toHaveText('Join us');
      await capture(page, `content-join-${device}`);
      await join.getByRole('button', { name: 'Register now' }).click();
      await expect(page.getByTestId('register-modal')).toBeVisible();
    });

    test('promotions: cards with pictures, type filters and the detail page', async ({ page }) => {
      await page.goto('/promotions');
      const cards = page.getByTestId('promotion-card');
      await expect(cards).toHaveCount(2);
      await expect(cards.first().locator('.lazy-image')).toHaveAttribute('data-status', 'loaded');
      await capture(page, `content-promotions-${device}`);

      const filters = page.getByTestId('promotion-filters');
      await filters.getByRole('button', { name: 'Cashback' }).click();
      await expect(page).toHaveURL(/\/promotions\?type=REBATE$/);
      await expect(cards).toHaveCount(1);
      await expect(cards).toContainText('1% daily cashback');
      await expect(filters.getByRole('button', { name: 'Cashback' })).toHaveAttribute(
        'aria-pressed',
        'true',
      );

      await cards.first().click();
      await expect(page).toHaveURL(/\/promoDetail\?id=\d+$/);
      const detail = page.getByTestId('promotion-detail');
      await expect(detail.getByRole('heading', { level: 1 })).toContainText('1% daily cashback');
      await expect(detail.getByTestId('promotion-content')).toContainText('play money');
      await expect(detail.getByRole('button', { name: /claim/i })).toHaveCount(0);
      await capture(page, `content-promotion-detail-${device}`);

      await page.goto('/promoDetail?id=999999');
      await expect(page.getByTestId('promotion-missing')).toContainText('has ended');
    });
  });
}

test.describe('accessibility', () => {
  for (const [path, ready] of [
    ['/index', 'home-page'],
    ['/help', 'help-articles'],
    ['/noticePage', 'notice-browser'],
  ] as const) {
    test(`${path} has no serious or critical axe violations`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByTestId(ready)).toBeVisible();
      const results = await new AxeBuilder({ page }).analyze();
      const serious = results.violations
        .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
        .map((violation) => ({
          rule: violation.id,
          impact: violation.impact,
          targets: violation.nodes.map((node) => node.target.join(' ')),
        }));
      expect(serious).toEqual([]);
    });
  }
});
