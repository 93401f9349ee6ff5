import { randomUUID } from 'node:crypto';
import { Resvg } from '@resvg/resvg-js';
import svgCaptcha from 'svg-captcha';
import type { Database } from '../../platform/db/database';
import { AppError } from '../../platform/http/app-error';
import { sha256Hex } from '../../platform/crypto/tokens';
import { hitRateLimit } from '../../platform/ratelimit/rate-limit';
import * as queries from './queries';

const lifetimeMs = 5 * 60_000;
// Each image is a drawing and a row: an address gets 30 a minute, cookie or not (issue 15).
const perAddress = { limit: 30, windowSeconds: 60 };
// Characters people cannot confuse (no 0/O, 1/I/l).
const ignoreChars = '0oO1iIlL';

export { captchaCookie } from '../../platform/http/client';

/** Draws a new captcha (distorted glyph outlines with noise, rendered to PNG) and stores its answer's hash. */
export async function issueCaptcha(db: Database): Promise<{ id: string; pngBase64: string }> {
  const drawing = svgCaptcha.create({
    size: 4,
    noise: 3,
    ignoreChars,
    color: true,
    background: '#f4f1e8',
    width: 120,
    height: 40,
  });
  const png = new Resvg(drawing.data).render().asPng();
  const id = randomUUID();
  await queries.insertCaptcha(db, {
    id,
    answerHash: sha256Hex(drawing.text.toLowerCase()),
    expiresAt: new Date(Date.now() + lifetimeMs),
  });
  return { id, pngBase64: Buffer.from(png).toString('base64') };
}

/** When the captcha bound to this client was drawn, to allow at most one new image per second. */
export const captchaIssuedAt = queries.captchaCreatedAt;

/**
 * A new captcha for a browser that may already hold one (`previousId`, from its cookie): at
 * most one new image a second, so the images cannot be harvested by reloading, and at most
 * 30 a minute for an address, so they cannot be harvested by dropping the cookie either.
 */
export async function issueCaptchaFor(
  db: Database,
  previousId: string | undefined,
  ip: string,
): Promise<{ id: string; pngBase64: string }> {
  const issuedAt =
    previousId && /^[0-9a-f-]{36}$/.test(previousId)
      ? await captchaIssuedAt(db, previousId)
      : undefined;
  if (issuedAt && Date.now() - issuedAt.getTime() < 1000) {
    throw AppError.of('captchaTooFast', { retryAfterSeconds: 1 });
  }
  const fromAddress = await hitRateLimit(db, `captcha:ip:${ip}`, perAddress);
  if (!fromAddress.allowed) {
    throw AppError.of('captchaTooFast', { retryAfterSeconds: fromAddress.retryAfterSeconds });
  }
  return issueCaptcha(db);
}

/** Checks an answer (case-insensitive) and uses the captcha up, right or wrong. */
export async function redeemCaptcha(
  db: Database,
  id: string | undefined,
  answer: string | undefined,
): Promise<boolean> {
  if (!id || !answer || !/^[0-9a-f-]{36}$/.test(id)) return false;
  const answerHash = await queries.consumeCaptcha(db, id);
  return answerHash !== undefined && answerHash === sha256Hex(answer.trim().toLowerCase());
}
