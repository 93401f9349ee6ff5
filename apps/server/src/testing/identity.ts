import type { FastifyInstance } from 'fastify';
import { sealPayload } from '@croupier/contract';
import type { DatabaseHandle } from '../platform/db/database';
import { solveChallenge } from '../modules/session/human-verification';

/** A solved human-verification challenge, as the browser would send it. */
export async function humanCheck(app: FastifyInstance, headers: Record<string, string> = {}) {
  const response = await app.inject({ method: 'GET', url: '/wps/verification/human', headers });
  const { challenge, difficulty } = response.json().value as {
    challenge: string;
    difficulty: number;
  };
  return { challenge, nonce: solveChallenge(challenge, difficulty) };
}

/** A body sealed with the merchant's public key, as the site sends login and register calls. */
export async function sealed(
  app: FastifyInstance,
  body: unknown,
  headers: Record<string, string> = {},
) {
  const response = await app.inject({ method: 'GET', url: '/wps/session/key/rsa', headers });
  return sealPayload(response.json().value.publicKey, body);
}

export type OutboxRow = {
  channel: string;
  recipient: string;
  subject: string | null;
  body: string;
  status: string;
};

/** Messages recorded for a recipient, newest first. */
export async function outbox(database: DatabaseHandle, recipient: string): Promise<OutboxRow[]> {
  const result = await database.execute(
    'select channel, recipient, subject, body, status from outbox_messages where recipient = $1 order by id desc',
    [recipient],
  );
  return result.rows as OutboxRow[];
}

/** The code of the newest SMS sent to a number. */
export async function lastSmsCode(database: DatabaseHandle, recipient: string): Promise<string> {
  const [message] = await outbox(database, recipient);
  const code = message?.body.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no SMS code sent to ${recipient}`);
  return code;
}

/** Logs in by username and password (encrypted, with the human check) and returns the answer. */
export async function login(
  app: FastifyInstance,
  username: string,
  password: string,
  extra: Record<string, unknown> = {},
) {
  const body = await sealed(app, {
    username,
    password,
    humanCheck: await humanCheck(app),
    ...extra,
  });
  return app.inject({ method: 'POST', url: '/wps/session/login', payload: body });
}

/** A console token of a staff member, as `POST /bo/session/login` answers it. */
export async function staffTokenFor(
  app: FastifyInstance,
  username: string,
  password: string,
): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/bo/session/login',
    payload: { username, password },
  });
  const token = response.json().value?.token;
  if (!token) throw new Error(`staff login of ${username} failed: ${response.body}`);
  return token as string;
}

export async function tokenFor(
  app: FastifyInstance,
  username: string,
  password: string,
): Promise<string> {
  const response = await login(app, username, password);
  const token = response.json().value?.token;
  if (!token) throw new Error(`login of ${username} failed: ${response.body}`);
  return token as string;
}
