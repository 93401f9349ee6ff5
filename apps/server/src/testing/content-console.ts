import { staffTokenOfRole } from './console';
import { createTestContext, type TestContext } from './context';
import { newMember, playerToken } from './members';

// What the console's content tests (announcements and notices in content, help articles in
// system) share: a server with a token of each role they act as, and the calls they make.

/**
 * The real server on a fresh demo database, with console tokens of the content team and of
 * three roles that only read, and a player's token (no console session at all).
 */
export async function openContentConsole() {
  const ctx = await createTestContext();
  const tokens = {
    content: await staffTokenOfRole(ctx, 'content'),
    finance: await staffTokenOfRole(ctx, 'finance'),
    support: await staffTokenOfRole(ctx, 'support'),
    auditor: await staffTokenOfRole(ctx, 'auditor'),
    player: await playerToken(ctx, await newMember(ctx, { prefix: 'cc' })),
  };
  return { ctx, tokens };
}

export type ContentTokens = Awaited<ReturnType<typeof openContentConsole>>['tokens'];

export type ConsoleMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** One `/bo` call for the demo merchant as `token`: its HTTP status and envelope. */
export async function consoleCall(
  ctx: TestContext,
  method: ConsoleMethod,
  url: string,
  token: string,
  payload?: unknown,
) {
  const response = await ctx.app.inject({
    method,
    url,
    headers: { authorization: token, merchant: 'demo' },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
  return { status: response.statusCode, body: response.json() };
}

/** How many rows a table holds: a refused write must leave it, and the audit log, as it was. */
export async function rowCount(
  ctx: TestContext,
  table: 'announcements' | 'help_articles' | 'audit_log',
): Promise<number> {
  const { rows } = await ctx.database.execute(`select count(*)::int as n from ${table}`);
  return Number(rows[0]!.n);
}
