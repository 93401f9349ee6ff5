import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { member as contract } from '@croupier/contract';
import { AppError } from '../../platform/http/app-error';
import { clientOf } from '../../platform/http/client';
import { playerRoutes } from '../../platform/http/endpoint-route';
import type { RouteOptions } from '../../platform/http/route-context';
import { changePassword, sendTemporaryPassword, setPasswordByPhone } from './passwords';
import type { SessionSteps } from './ports';
import { register } from './registration';
import * as service from './service';

const { endpoints } = contract;

/** Member's routes get the session's steps from app.ts (member imports no session, see ports.ts). */
export type MemberRouteOptions = RouteOptions & { sessions: SessionSteps };

/** Registration, the member's own info and password recovery (spec §4, §7). */
export const memberRoutes: FastifyPluginAsyncZod<MemberRouteOptions> = async (
  app,
  { ctx, decryptBody, sessions },
) => {
  const route = playerRoutes(app, 'member');
  const encrypted = { preValidation: decryptBody };
  // Calls a member must be able to make while a password change is pending.
  const beforeChange = { config: { allowPendingPasswordChange: true } };

  for (const [endpoint, mode] of [
    [endpoints.register, 'username'],
    [endpoints.registerMobile, 'mobile'],
  ] as const) {
    route(
      endpoint,
      'public',
      ({ body }, request) =>
        register(
          ctx,
          request.merchant,
          body,
          mode,
          { ...clientOf(request), domain: request.hostname },
          sessions,
        ),
      encrypted,
    );
  }

  route(
    endpoints.info,
    'member',
    async (_input, request) => {
      const member = await service.findMemberById(ctx.db, request.principal!.memberId);
      if (!member) throw AppError.of('notSession');
      return service.toMemberInfo(member);
    },
    beforeChange,
  );

  // POST from the site; PUT too, as other clients of the family update settings that way.
  for (const method of ['POST', 'PUT'] as const) {
    route({ ...endpoints.language, method }, 'member', async ({ body }, request) => ({
      language: await service.setLanguage(ctx.db, request.principal!.memberId, body.language),
    }));
  }

  route(
    endpoints.changePassword,
    'realAccount',
    async ({ body }, request) => {
      await changePassword(ctx, request.merchant, request.principal!, body, sessions);
      return null;
    },
    { ...encrypted, ...beforeChange },
  );

  route(endpoints.forgotByEmail, 'public', async ({ body }, request) => {
    await sendTemporaryPassword(ctx, request.merchant, body, clientOf(request));
    return null;
  });

  route(
    endpoints.setPasswordByPhone,
    'public',
    ({ body }, request) =>
      setPasswordByPhone(ctx, request.merchant, body, clientOf(request), sessions),
    encrypted,
  );
};

// The console sub-domain's plugin, registered by app.ts in the console's scope.
export { memberConsoleRoutes } from './console/routes';
