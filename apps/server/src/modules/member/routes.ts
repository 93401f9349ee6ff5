import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { member as contract } from '@croupier/contract';
import { AppError } from '../../platform/http/app-error';
import { clientOf } from '../../platform/http/client';
import { playerRoute } from '../../platform/http/endpoint-route';
import type { RouteOptions } from '../../platform/http/route-context';
import { changePassword, sendTemporaryPassword, setPasswordByPhone } from './passwords';
import type { SessionSteps } from './ports';
import { register } from './registration';
import * as service from './service';

const { endpoints } = contract;
const tags = ['member'];

/** Member's routes get the session's steps from app.ts (member imports no session, see ports.ts). */
export type MemberRouteOptions = RouteOptions & { sessions: SessionSteps };

/** Registration, the member's own info and password recovery (spec §4, §7). */
export const memberRoutes: FastifyPluginAsyncZod<MemberRouteOptions> = async (
  app,
  { ctx, decryptBody, sessions },
) => {
  const encrypted = { preValidation: decryptBody };
  // Calls a member must be able to make while a password change is pending.
  const beforeChange = { config: { allowPendingPasswordChange: true } };

  for (const [endpoint, mode] of [
    [endpoints.register, 'username'],
    [endpoints.registerMobile, 'mobile'],
  ] as const) {
    playerRoute(
      app,
      endpoint,
      'public',
      { tags, summary: `Register (${mode}) and sign in`, options: encrypted },
      ({ body }, request) =>
        register(
          ctx,
          request.merchant,
          body,
          mode,
          { ...clientOf(request), domain: request.hostname },
          sessions,
        ),
    );
  }

  playerRoute(
    app,
    endpoints.info,
    'member',
    { tags, summary: 'The signed-in member', options: beforeChange },
    async (_input, request) => {
      const member = await service.findMemberById(ctx.db, request.principal!.memberId);
      if (!member) throw AppError.of('notSession');
      return service.toMemberInfo(member);
    },
  );

  // POST from the site; PUT too, as other clients of the family update settings that way.
  for (const method of ['POST', 'PUT'] as const) {
    playerRoute(
      app,
      { ...endpoints.language, method },
      'member',
      { tags, summary: 'Remember the language the member chose' },
      async ({ body }, request) => ({
        language: await service.setLanguage(ctx.db, request.principal!.memberId, body.language),
      }),
    );
  }

  playerRoute(
    app,
    endpoints.changePassword,
    'realAccount',
    {
      tags,
      summary: 'Change the password (old one not needed when the change is forced)',
      options: { ...encrypted, ...beforeChange },
    },
    async ({ body }, request) => {
      await changePassword(ctx, request.merchant, request.principal!, body, sessions);
      return null;
    },
  );

  playerRoute(
    app,
    endpoints.forgotByEmail,
    'public',
    { tags, summary: 'Forgot password: a temporary password by e-mail (form post)' },
    async ({ body }, request) => {
      await sendTemporaryPassword(ctx, request.merchant, body, clientOf(request));
      return null;
    },
  );

  playerRoute(
    app,
    endpoints.setPasswordByPhone,
    'public',
    {
      tags,
      summary: 'Reset by phone: SMS code and new password, then signed in',
      options: encrypted,
    },
    ({ body }, request) =>
      setPasswordByPhone(ctx, request.merchant, body, clientOf(request), sessions),
  );
};

// The console sub-domain's plugin, registered by app.ts in the console's scope.
export { memberConsoleRoutes } from './console/routes';
