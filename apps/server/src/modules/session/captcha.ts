import { randomUUID } from 'node:crypto';
import { Resvg } from '@resvg/resvg-js';
import { and, eq, gt, isNull } from 'drizzle-orm';
import svgCaptcha from 'svg-captcha';
import type { Database } from '../../platform/db/database';
import { sha256Hex } from '../../platform/crypto/tokens';
import { captchas } from './schema';

const lifetimeMs = 5 * 60_000;
// Characters people cannot confuse (no 0/O, 1/I/l).
const ignoreChars = '0oO1iIlL';

export const captchaCookie = 'croupier_captcha';

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
  await db.insert(captchas).values({
    id,
    answerHash: sha256Hex(drawing.text.toLowerCase()),
    expiresAt: new Date(Date.now() + lifetimeMs),
  });
  return { id, pngBase64: Buffer.from(png).toString('base64') };
}

/** When the captcha bound to this client was drawn, to allow at most one new image per second. */
export async function captchaIssuedAt(db: Database, id: string): Promise<Date | undefined> {
  const [row] = await db
    .select({ createdAt: captchas.createdAt })
    .from(captchas)
    .where(eq(captchas.id, id));
  return row?.createdAt;
}

/** Checks an answer (case-insensitive) and uses the captcha up, right or wrong. */
export async function redeemCaptcha(
  db: Database,
  id: string | undefined,
  answer: string | undefined,
): Promise<boolean> {
  if (!id || !answer || !/^[0-9a-f-]{36}$/.test(id)) return false;
  const [row] = await db
    .update(captchas)
    .set({ consumedAt: new Date() })
    .where(
      and(eq(captchas.id, id), isNull(captchas.consumedAt), gt(captchas.expiresAt, new Date())),
    )
    .returning({ answerHash: captchas.answerHash });
  return row !== undefined && row.answerHash === sha256Hex(answer.trim().toLowerCase());
}
