import { fork, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test as base, type Page } from '@playwright/test';

/** The demo's console staff (apps/server/src/seed/demo-merchant.ts). */
export type DemoStaff = 'admin' | 'supervisor';

export type Site = {
  url: string;
  /** Runs SQL on the site's database (merchant settings, as the back office will). */
  sql(text: string, params?: unknown[]): Promise<Record<string, unknown>[]>;
  /** Sets a member's password, as an operator's reset would. */
  setPassword(username: string, password: string): Promise<void>;
  /**
   * A console token of a demo staff member, `admin` (owner) unless `supervisor` (admin) is
   * named: password and TOTP, done by the server.
   */
  staffToken(username?: DemoStaff): Promise<string>;
  /** The code of the newest SMS sent to a mobile number (the local outbox). */
  lastSmsCode(mobile: string): Promise<string>;
  /** A new one-time setup token, as a production start prints while no staff exists. */
  setupToken(): Promise<string>;
};

const here = path.dirname(fileURLToPath(import.meta.url));

/** The site server; `empty`: a production deployment's first start, with no data at all. */
function startSite(
  options: { empty?: boolean } = {},
): Promise<{ site: Site; child: ChildProcess }> {
  const child = fork(path.join(here, 'site-server.ts'), [], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    env: { ...process.env, SITE_EMPTY: options.empty ? '1' : '0' },
  });
  let nextId = 0;
  const pending = new Map<
    number,
    { resolve: (rows: Record<string, unknown>[]) => void; reject: (e: Error) => void }
  >();
  return new Promise((resolve, reject) => {
    child.on('exit', (code) => reject(new Error(`site server exited early (code ${code})`)));
    child.on(
      'message',
      (message: {
        type: string;
        id?: number;
        url?: string;
        rows?: Record<string, unknown>[];
        error?: string;
      }) => {
        if (message.type === 'ready' && message.url) {
          const url = message.url;
          const call = (request: Record<string, unknown>) =>
            new Promise<Record<string, unknown>[]>((resolveCall, rejectCall) => {
              const id = (nextId += 1);
              pending.set(id, { resolve: resolveCall, reject: rejectCall });
              child.send({ ...request, id });
            });
          const sql = (text: string, params?: unknown[]) => call({ type: 'sql', text, params });
          resolve({
            child,
            site: {
              url,
              sql,
              setPassword: async (username, password) => {
                await call({ type: 'set-password', username, password });
              },
              staffToken: async (username) => {
                const [row] = await call({ type: 'staff-token', username });
                return String(row?.token);
              },
              setupToken: async () => {
                const [row] = await call({ type: 'setup-token' });
                return String(row?.token);
              },
              lastSmsCode: async (mobile) => {
                // The page shows the code as sent when it asks; the server writes the message
                // a moment later (after the human check): wait for it, up to five seconds.
                for (let tries = 0; tries < 50; tries += 1) {
                  const [row] = await sql(
                    `select body from outbox_messages where channel = 'sms' and recipient like $1 order by id desc limit 1`,
                    [`%${mobile}`],
                  );
                  const code = String(row?.body ?? '').match(/\b(\d{6})\b/)?.[1];
                  if (code) return code;
                  await new Promise((resolve) => setTimeout(resolve, 100));
                }
                throw new Error(`no SMS code sent to ${mobile}`);
              },
            },
          });
        } else if (message.type === 'sql-result' && message.id !== undefined) {
          const waiter = pending.get(message.id);
          pending.delete(message.id);
          if (message.error) waiter?.reject(new Error(message.error));
          else waiter?.resolve(message.rows ?? []);
        }
      },
    );
  });
}

/**
 * The demo's announcement popup greets every visit and every sign-in; journeys about other
 * things close it whenever it stands in their way (the home spec tests it explicitly).
 */
export async function closePopupsInTheWay(page: Page) {
  await page.addLocatorHandler(page.getByTestId('announcement-popup'), async (popup) => {
    await popup.getByRole('button', { name: /^(OK|Next)$/ }).click();
  });
}

/**
 * Waits for the greeting popup and closes it, for tests whose next step opens a dialog or
 * fills a form: a popup arriving in the middle of that would race it. Call it again after
 * signing in, when the popup greets the member.
 */
export async function dismissGreeting(page: Page) {
  const popup = page.getByTestId('announcement-popup');
  await page.removeLocatorHandler(popup);
  await expect(popup).toBeVisible();
  await popup.getByRole('button', { name: 'OK' }).click();
  await expect(popup).toBeHidden();
}

/**
 * For journeys about something else: the demo's greeting popups are switched off while the
 * file's tests run (the site spec tests them), so no dialog races the one under test.
 */
export function withoutGreetingPopups() {
  test.beforeAll(async ({ siteWorker }) => {
    await siteWorker.sql(`update announcements set enabled = false where type = 'PU'`);
  });
  test.afterAll(async ({ siteWorker }) => {
    await siteWorker.sql(`update announcements set enabled = true where type = 'PU'`);
  });
}

/** Runs a site for as long as `use` does, then stops it and its database. */
export async function withSite(
  options: { empty?: boolean },
  use: (site: Site) => Promise<void>,
): Promise<void> {
  const { site, child } = await startSite(options);
  await use(site);
  child.removeAllListeners('exit');
  child.disconnect();
  await new Promise((resolve) => child.once('exit', resolve));
}

/** One site (server + database) per worker; tests reset what they change. */
export const test = base.extend<{ site: Site }, { siteWorker: Site }>({
  siteWorker: [
    // Playwright reads fixture dependencies from the destructuring pattern; this one has none.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => withSite({}, use),
    // Migrating and seeding a fresh database takes over a minute on a machine that is busy
    // building and testing other things at the same time.
    { scope: 'worker', timeout: 180_000 },
  ],
  site: async ({ siteWorker }, use) => use(siteWorker),
  page: async ({ page }, use) => {
    await closePopupsInTheWay(page);
    await use(page);
  },
  baseURL: async ({ siteWorker }, use) => use(siteWorker.url),
});

export { expect } from '@playwright/test';
