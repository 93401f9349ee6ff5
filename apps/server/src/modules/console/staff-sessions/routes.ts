import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { consoleAccess as contract } from '@croupier/contract';
import type { Database } from '../../../platform/db/database';
import { ok } from '../../../platform/http/envelope';
import { headerToken } from '../../../platform/http/auth';
import { readRoles, staffOf, staffOnly } from '../../../platform/http/staff-guard';
import { endStaffSession, finishStaffLogin, startStaffLogin } from './service';

/** The console's own sign-in (`/bo/session/...`): password, then a TOTP code. */
export const staffSessionRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.post(
    '/bo/session/login',
    {
      config: { staffPublic: true },
      schema: {
        tags: ['console'],
        summary: 'Password step of a staff sign-in: a ticket for the code step (or enrolment)',
        body: contract.loginBody,
        response: { 200: contract.endpoints.login.response },
      },
    },
    async (request) =>
      ok(await startStaffLogin(db, request.body.username, request.body.password, request.ip)),
  );

  app.post(
    '/bo/session/totp',
    {
      config: { staffPublic: true },
      schema: {
        tags: ['console'],
        summary: 'Code step: redeem the ticket with a TOTP code; answers a console token',
        body: contract.totpBody,
        response: { 200: contract.endpoints.totp.response },
      },
    },
    async (request) => {
      const session = await finishStaffLogin(db, request.body.ticket, request.body.code);
      return ok({ ...session, expiresAt: session.expiresAt.toISOString() });
    },
  );

  app.get(
    '/bo/session/me',
    {
      ...staffOnly(readRoles),
      schema: {
        tags: ['console'],
        summary: 'The signed-in staff member',
        response: { 200: contract.endpoints.me.response },
      },
    },
    async (request) => {
      const { staffId, username, role, expiresAt } = staffOf(request);
      return ok({ staffId, username, role, expiresAt: expiresAt.toISOString() });
    },
  );

  app.post(
    '/bo/session/logout',
    {
      ...staffOnly(readRoles),
      schema: { tags: ['console'], summary: 'Sign the console session out' },
    },
    async (request) => {
      await endStaffSession(db, headerToken(request)!);
      return ok(null);
    },
  );
};
