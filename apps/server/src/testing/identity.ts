import type { FastifyInstance } from 'fastify';
import { sealPayload } from '@croupier/contract';
import type { DatabaseHandle } from '../platform/db/database';
import { totpCode, totpStepAt } from '../platform/crypto/totp';
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

type StaffFactor = { secret: string; lastStep: number };
// Per app: the TOTP key each staff member enrolled with, as their authenticator app keeps it.
const staffFactors = new WeakMap<FastifyInstance, Map<string, StaffFactor>>();

/**
 * A console token of a staff member, signing in as the console does: password, then a TOTP
 * code (enrolling the key on the first sign-in, as a new staff member would).
 */
export async function staffTokenFor(
  app: FastifyInstance,
  username: string,
  password: string,
): Promise<string> {
  let factors = staffFactors.get(app);
  if (!factors) staffFactors.set(app, (factors = new Map()));
  const start = await app.inject({
    method: 'POST',
    url: '/bo/session/login',
    payload: { username, password },
  });
  const step = start.json().value as { step: string; ticket: string; secret?: string } | null;
  if (!step) throw new Error(`staff login of ${username} failed: ${start.body}`);
  const known = factors.get(username.toLowerCase());
  const secret = step.secret ?? known?.secret;
  if (!secret) throw new Error(`${username} enrolled TOTP outside this test app`);
  // A code works once: take the next step the server will still accept (one either side of now).
  const codeStep = Math.max(totpStepAt(Date.now()) - 1, (step.secret ? -1 : known!.lastStep) + 1);
  while (codeStep > totpStepAt(Date.now()) + 1) {
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  const finish = await app.inject({
    method: 'POST',
    url: '/bo/session/totp',
    payload: { ticket: step.ticket, code: totpCode(secret, codeStep) },
  });
  const token = finish.json().value?.token;
  if (!token) throw new Error(`staff code step of ${username} failed: ${finish.body}`);
  factors.set(username.toLowerCase(), { secret, lastStep: codeStep });
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
