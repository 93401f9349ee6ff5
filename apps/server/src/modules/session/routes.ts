import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { session as contract } from '@croupier/contract';
import { clientOf } from '../../platform/http/client';
import { ok } from '../../platform/http/envelope';
import { playerRoute } from '../../platform/http/endpoint-route';
import type { RouteOptions } from '../../platform/http/route-context';
import * as system from '../system/service';
import * as service from './service';

const { endpoints } = contract;
const tags = ['session'];

/** Sign-in, sign-out and the checks around them (spec §4, §7). */
export const sessionRoutes: FastifyPluginAsyncZod<RouteOptions> = async (
  app,
  { ctx, decryptBody },
) => {
  const { db } = ctx;

  playerRoute(
    app,
    endpoints.rsaKey,
    'public',
    { tags, summary: "The merchant's public key for payload encryption" },
    async (_input, request) => ({
      publicKey: (await system.getMerchantKeys(db, request.merchant.id)).publicKeyPem,
      algorithm: 'RSA-OAEP-256+A256GCM' as const,
      plaintextAllowed: request.merchant.allowPlaintextPayloads,
    }),
  );

  playerRoute(
    app,
    endpoints.humanChallenge,
    'public',
    { tags, summary: 'A proof-of-work challenge (human verification)' },
    () => service.issueChallenge(db, ctx.config.humanCheckDifficulty),
  );

  // The captcha's id travels in a cookie, so this route sets one beside the envelope.
  app.route({
    method: endpoints.captcha.method,
    url: endpoints.captcha.path,
    schema: {
      tags,
      summary: 'A captcha image (base64 PNG) bound to this browser by a cookie',
      response: { 200: endpoints.captcha.response },
    },
    handler: async (request, reply) => {
      const captcha = await service.issueCaptchaFor(db, request.cookies[service.captchaCookie]);
      reply.setCookie(service.captchaCookie, captcha.id, {
        path: '/wps',
        httpOnly: true,
        sameSite: 'lax',
        secure: request.protocol === 'https',
        maxAge: 300,
      });
      return ok(captcha.pngBase64);
    },
  });

  playerRoute(
    app,
    endpoints.smsNoLogin,
    'public',
    { tags, summary: 'SMS code for login or reset by phone' },
    ({ body }, request) =>
      service.requestLoginCode(ctx, request.merchant, {
        ...body,
        mobile: body.mobileNum,
        ip: request.ip,
      }),
  );

  playerRoute(
    app,
    endpoints.smsRegister,
    'public',
    { tags, summary: 'SMS code for registration' },
    ({ body }, request) =>
      service.requestRegisterCode(ctx, request.merchant, {
        ...body,
        mobile: body.mobileNo,
        ip: request.ip,
      }),
  );

  playerRoute(
    app,
    endpoints.login,
    'public',
    {
      tags,
      summary: 'Log in by username and password, or mobile and SMS code',
      options: { preValidation: decryptBody },
    },
    ({ body }, request) => service.login(ctx, request.merchant, body, clientOf(request)),
  );

  // DELETE from the site; POST too, as other clients of the family sign out that way.
  for (const method of ['DELETE', 'POST'] as const) {
    playerRoute(
      app,
      { ...endpoints.logout, method },
      'member',
      {
        tags,
        summary: 'End this session',
        options: { config: { allowPendingPasswordChange: true } },
      },
      async (_input, request) => {
        await service.logout(ctx, request.principal!);
        return null;
      },
    );
  }

  playerRoute(
    app,
    endpoints.freePlay,
    'public',
    { tags, summary: 'Free play: a new trial account, signed in' },
    (_input, request) => service.freePlayLogin(ctx, request.merchant, clientOf(request)),
  );
};
