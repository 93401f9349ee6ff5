import type { FastifyInstance } from 'fastify';
import { signPayload } from '../modules/wallet/service';
import { staffTokenFor } from './identity';
import type { TestContext } from './index';

/** Calls of the deposit tests: the player's, the operator's and a gateway's, through the app. */
export function depositTestKit(ctx: TestContext) {
  const app: FastifyInstance = ctx.app;
  const execute = ctx.database.execute;

  async function call(
    method: 'GET' | 'POST',
    url: string,
    options: { token?: string; payload?: unknown; headers?: Record<string, string> } = {},
  ) {
    const response = await app.inject({
      method,
      url,
      headers: {
        ...(options.token ? { authorization: options.token } : {}),
        ...options.headers,
      },
      ...(options.payload === undefined
        ? {}
        : { payload: options.payload as Record<string, unknown> }),
    });
    return { status: response.statusCode, body: response.json(), response };
  }

  async function gatewaySecret(code = 'demopay'): Promise<string> {
    const { rows } = await execute('select gateway_secret from payment_methods where code = $1', [
      code,
    ]);
    return rows[0]!.gateway_secret as string;
  }

  /** A gateway's callback: the body as sent, signed with `secret` unless a signature is given. */
  async function callback(
    body: unknown,
    options: { secret?: string; signature?: string; method?: string } = {},
  ) {
    const raw = typeof body === 'string' ? body : JSON.stringify(body);
    const signature =
      options.signature ?? signPayload(options.secret ?? (await gatewaySecret()), raw);
    const response = await app.inject({
      method: 'POST',
      url: `/wps/wallet/deposit/callback/${options.method ?? 'demopay'}`,
      headers: { 'content-type': 'application/json', 'x-signature': signature },
      payload: raw,
    });
    return { status: response.statusCode, body: response.json() };
  }

  async function depositRow(orderNo: string) {
    const { rows } = await execute(
      `select status, posting_id::text as posting_id, gateway_reference, failure_reason,
              settled_by_staff_id from deposits where order_no = $1`,
      [orderNo],
    );
    return rows[0];
  }

  async function postingsOf(orderNo: string) {
    const { rows } = await execute(
      `select kind, idempotency_key, amount::text as amount from ledger_postings where reference = $1`,
      [orderNo],
    );
    return rows;
  }

  async function inboxOf(orderNo: string) {
    const { rows } = await execute(
      'select kind, params from inbox_messages where order_no = $1 order by id',
      [orderNo],
    );
    return rows;
  }

  return {
    call,
    staffToken: (username: string, password: string) => staffTokenFor(app, username, password),
    gatewaySecret,
    callback,
    depositRow,
    postingsOf,
    inboxOf,
  };
}
