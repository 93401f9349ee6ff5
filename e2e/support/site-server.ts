// The site under test: the real application on its own fresh database, serving the built
// player site. Forked by the Playwright fixture; it answers SQL sent over IPC so a test can
// change merchant settings "through the database", as an operator's console would.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { randomBytes } from 'node:crypto';
import {
  createTestContext,
  hashPassword,
  lotteryDrawJob,
  openFirstOwnerSetup,
  staffTokenFor,
  startJobRunner,
} from '@croupier/server/testing';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
// SITE_EMPTY=1: a production deployment's first start (no brand, no staff, no demo data).
const empty = process.env.SITE_EMPTY === '1';
const ctx = await createTestContext(
  {
    WEB_DIST: path.join(root, 'apps/web/dist'),
    BACKOFFICE_DIST: path.join(root, 'apps/backoffice/dist'),
    // The browser's requests come over loopback; a test may name a visitor IP in X-Forwarded-For.
    TRUST_PROXY: '127.0.0.1',
    ...(empty ? { SEALING_KEY: randomBytes(32).toString('base64') } : {}),
  },
  { demoData: !empty },
);
// The lottery's draws open, close, draw and settle every second, as main.ts runs them.
const drawJobs = startJobRunner(ctx.database.db, [lotteryDrawJob], { intervalMs: 1_000 });
await ctx.app.listen({ port: 0, host: '127.0.0.1' });
const address = ctx.app.server.address();
const port = typeof address === 'object' && address ? address.port : 0;

type SiteRequest =
  | { type: 'sql'; id: number; text: string; params?: unknown[] }
  // A password set as an operator's reset would: hashed here, so tests never store hashes.
  | { type: 'set-password'; id: number; username: string; password: string }
  // A console token of a demo staff member (`admin` unless named): password and TOTP code,
  // as the console signs in. Their authenticator is then this process's: such a member can no
  // longer sign in from a browser, so journeys through the console add staff of their own.
  | { type: 'staff-token'; id: number; username?: string }
  // The one-time setup token a production start prints while no staff exists.
  | { type: 'setup-token'; id: number };

async function run(message: SiteRequest) {
  if (message.type === 'sql') return ctx.database.execute(message.text, message.params);
  if (message.type === 'setup-token') {
    return { rows: [{ token: await openFirstOwnerSetup(ctx.database.db) }] };
  }
  if (message.type === 'staff-token') {
    const username = message.username ?? 'admin';
    return { rows: [{ token: await staffTokenFor(ctx.app, username, 'croupier-demo') }] };
  }
  return ctx.database.execute(
    'update members set password_hash = $1, password_changed_at = now() where username = $2',
    [await hashPassword(message.password), message.username],
  );
}

process.on('message', async (message: SiteRequest) => {
  try {
    const result = await run(message);
    process.send?.({
      type: 'sql-result',
      id: message.id,
      rows: JSON.parse(
        JSON.stringify(result.rows, (_k, v) => (typeof v === 'bigint' ? v.toString() : v)),
      ),
    });
  } catch (error) {
    process.send?.({ type: 'sql-result', id: message.id, error: String(error) });
  }
});
process.on('disconnect', async () => {
  await drawJobs.stop();
  await ctx.close();
  process.exit(0);
});
process.send?.({ type: 'ready', url: `http://127.0.0.1:${port}` });
