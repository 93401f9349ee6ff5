import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { member as contract } from '@croupier/contract';
import { AppError } from '../../platform/http/app-error';
import { ok } from '../../platform/http/envelope';
import type { RouteOptions } from '../../platform/http/route-context';
import { clientOf } from '../session/routes';
import { changePassword, sendTemporaryPassword, setPasswordByPhone } from './passwords';
import { register } from './registration';
import * as service from './service';

/** Registration, the member's own info and password recovery (spec §4, §7). */
export const memberRoutes: FastifyPluginAsyncZod<RouteOptions> = async (
  app,
  { ctx, auth, decryptBody },
) => {
  for (const [endpoint, mode] of [
    [contract.endpoints.register, 'username'],
    [contract.endpoints.registerMobile, 'mobile'],
  ] as const) {
    app.put(
      endpoint.path,
      {
        preValidation: decryptBody,
        schema: {
          tags: ['member'],
          summary: `Register (${mode}) and sign in`,
          body: endpoint.body,
          response: { 200: endpoint.response },
        },
      },
      async (request) =>
        ok(
          await register(ctx, request.merchant, request.body, mode, {
            ...clientOf(request),
            domain: request.hostname,
          }),
        ),
    );
  }

  app.get(
    contract.endpoints.info.path,
    {
      config: { allowPendingPasswordChange: true },
      preHandler: auth.requireMember,
      schema: {
        tags: ['member'],
        summary: 'The signed-in member',
        response: { 200: contract.endpoints.info.response },
      },
    },
    async (request) => {
      const member = await service.findMemberById(ctx.db, request.principal!.memberId);
      if (!member) throw AppError.of('notSession');
      return ok(service.toMemberInfo(member));
    },
  );

  // POST from the site; PUT too, as other clients of the family update settings that way.
  for (const method of ['POST', 'PUT'] as const) {
    app.route({
      method,
      url: contract.endpoints.language.path,
      preHandler: auth.requireMember,
      schema: {
        tags: ['member'],
        summary: 'Remember the language the member chose',
        body: contract.endpoints.language.body,
        response: { 200: contract.endpoints.language.response },
      },
      handler: async (request) =>
        ok({
          language: await service.setLanguage(
            ctx.db,
            request.principal!.memberId,
            request.body.language,
          ),
        }),
    });
  }

  app.post(
    contract.endpoints.changePassword.path,
    {
      config: { allowPendingPasswordChange: true },
      preValidation: decryptBody,
      preHandler: auth.requireRealAccount,
      schema: {
        tags: ['member'],
        summary: 'Change the password (old one not needed when the change is forced)',
        body: contract.endpoints.changePassword.body,
        response: { 200: contract.endpoints.changePassword.response },
      },
    },
    async (request) => {
      await changePassword(ctx, request.merchant, request.principal!, request.body);
      return ok(null);
    },
  );

  app.post(
    contract.endpoints.forgotByEmail.path,
    {
      schema: {
        tags: ['member'],
        summary: 'Forgot password: a temporary password by e-mail (form post)',
        body: contract.endpoints.forgotByEmail.body,
        response: { 200: contract.endpoints.forgotByEmail.response },
      },
    },
    async (request) => {
      await sendTemporaryPassword(ctx, request.merchant, request.body, clientOf(request));
      return ok(null);
    },
  );

  app.post(
    contract.endpoints.setPasswordByPhone.path,
    {
      preValidation: decryptBody,
      schema: {
        tags: ['member'],
        summary: 'Reset by phone: SMS code and new password, then signed in',
        body: contract.endpoints.setPasswordByPhone.body,
        response: { 200: contract.endpoints.setPasswordByPhone.response },
      },
    },
    async (request) =>
      ok(await setPasswordByPhone(ctx, request.merchant, request.body, clientOf(request))),
  );
};
