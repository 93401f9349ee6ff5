import type { FastifyRequest } from 'fastify';

/** The cookie that binds a captcha to the browser it was shown to. */
export const captchaCookie = 'croupier_captcha';

/** Who is calling, as far as the request tells: address, browser, the captcha it was shown. */
export type Client = { ip: string; userAgent?: string; captchaId?: string };

/** The client of a request: sessions record it, throttles and captchas key on it. */
export function clientOf(request: FastifyRequest): Client {
  return {
    ip: request.ip,
    userAgent: request.headers['user-agent'],
    captchaId: request.cookies[captchaCookie],
  };
}
