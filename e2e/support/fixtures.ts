import { fork, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { test as base } from '@playwright/test';

export type Site = {
  url: string;
  /** Runs SQL on the site's database (merchant settings, as the back office will). */
  sql(text: string, params?: unknown[]): Promise<Record<string, unknown>[]>;
};

const here = path.dirname(fileURLToPath(import.meta.url));

function startSite(): Promise<{ site: Site; child: ChildProcess }> {
  const child = fork(path.join(here, 'site-server.ts'), [], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
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
          resolve({
            child,
            site: {
              url,
              sql: (text, params) =>
                new Promise((resolveSql, rejectSql) => {
                  const id = (nextId += 1);
                  pending.set(id, { resolve: resolveSql, reject: rejectSql });
                  child.send({ type: 'sql', id, text, params });
                }),
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

/** One site (server + database) per worker; tests reset what they change. */
export const test = base.extend<{ site: Site }, { siteWorker: Site }>({
  siteWorker: [
    // Playwright reads fixture dependencies from the destructuring pattern; this one has none.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const { site, child } = await startSite();
      await use(site);
      child.removeAllListeners('exit');
      child.disconnect();
      await new Promise((resolve) => child.once('exit', resolve));
    },
    { scope: 'worker', timeout: 60_000 },
  ],
  site: async ({ siteWorker }, use) => use(siteWorker),
  baseURL: async ({ siteWorker }, use) => use(siteWorker.url),
});

export { expect } from '@playwright/test';
