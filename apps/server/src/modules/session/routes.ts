import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { session as contract } from '@croupier/contract';
import { clientOf } from '../../platform/http/client';
import { ok } from '../../platform/http/envelope';
import { playerRoutes } from '../../platform/http/endpoint-route';
import type { RouteOptions } from '../../platform/http/route-context';
import * as service from './service';

const { endpoints } = contract;
const tag = 'session';

/** Sign-in, sign-out and the checks around them (spec §4, §7). */
export const sessionRoutes: FastifyPluginAsyncZod<RouteOptions> = async (
  app,
  { ctx, decryptBody },
) => {
  const { db } = ctx;
  const route = playerRoutes(app, tag);

  route(endpoints.rsaKey, 'public', (_input, request) => service.payloadKey(db, request.merchant));

  route(endpoints.humanChallenge, 'public', () =>
    service.issueChallenge(db, ctx.config.humanCheckDifficulty),
  );

  // The captcha's id travels in a cookie, so this route sets one beside the envelope.
  app.route({
    method: endpoints.captcha.method,
    url: endpoints.captcha.path,
    schema: {
      tags: [tag],
      summary: endpoints.captcha.summary,
      response: { 200: endpoints.captcha.response },
    },
    handler: async (request, reply) => {
      const captcha = await service.issueCaptchaFor(
        db,
        request.cookies[service.captchaCookie],
        request.ip,
      );
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

  route(endpoints.smsNoLogin, 'public', ({ body }, request) =>
    service.requestLoginCode(ctx, request.merchant, {
      ...body,
      mobile: body.mobileNum,
      ip: request.ip,
    }),
  );

  route(endpoints.smsRegister, 'public', ({ body }, request) =>
    service.requestRegisterCode(ctx, request.merchant, {
      ...body,
      mobile: body.mobileNo,
      ip: request.ip,
    }),
  );

  route(
    endpoints.login,
    'public',
    ({ body }, request) => service.login(ctx, request.merchant, body, clientOf(request)),
    { preValidation: decryptBody },
  );

  // DELETE from the site; POST too, as other clients of the family sign out that way.
  for (const method of ['DELETE', 'POST'] as const) {
    route(
      { ...endpoints.logout, method },
      'member',
      async (_input, request) => {
        await service.logout(ctx, request.principal!);
        return null;
      },
      { config: { allowPendingPasswordChange: true } },
    );
  }

  route(endpoints.freePlay, 'public', (_input, request) =>
    service.freePlayLogin(ctx, request.merchant, clientOf(request)),
  );
};
