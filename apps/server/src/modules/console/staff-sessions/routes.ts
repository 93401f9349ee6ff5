import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { consoleAccess as contract } from '@croupier/contract';
import type { Database } from '../../../platform/db/database';
import { ok } from '../../../platform/http/envelope';
import { headerToken } from '../../../platform/http/auth';
import { readRoles, staffOf, staffOnly } from '../../../platform/http/staff-guard';
import { endStaffSession, finishStaffLogin, staffTotpKeys, startStaffLogin } from './service';

/** The console's own sign-in (`/bo/session/...`): password, then a TOTP code. */
export const staffSessionRoutes: FastifyPluginAsyncZod<{
  db: Database;
  sealingKey: Buffer | undefined;
}> = async (app, { db, sealingKey }) => {
  const totpKeys = staffTotpKeys(db, sealingKey);
  // Signing in and out works before any brand exists: the first owner creates the first.
  const access = staffOnly(readRoles);
  const signedIn = { ...access, config: { ...access.config, withoutMerchant: true } };
  app.post(
    '/bo/session/login',
    {
      config: { staffPublic: true, withoutMerchant: true },
      schema: {
        tags: ['console'],
        summary: 'Password step of a staff sign-in: a ticket for the code step (or enrolment)',
        body: contract.loginBody,
        response: { 200: contract.endpoints.login.response },
      },
    },
    async (request) =>
      ok(
        await startStaffLogin(
          db,
          totpKeys,
          request.body.username,
          request.body.password,
          request.ip,
        ),
      ),
  );

  app.post(
    '/bo/session/totp',
    {
      config: { staffPublic: true, withoutMerchant: true },
      schema: {
        tags: ['console'],
        summary: 'Code step: redeem the ticket with a TOTP code; answers a console token',
        body: contract.totpBody,
        response: { 200: contract.endpoints.totp.response },
      },
    },
    async (request) => {
      const session = await finishStaffLogin(db, totpKeys, request.body.ticket, request.body.code);
      return ok({ ...session, expiresAt: session.expiresAt.toISOString() });
    },
  );

  app.get(
    '/bo/session/me',
    {
      ...signedIn,
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
      ...signedIn,
      schema: { tags: ['console'], summary: 'Sign the console session out' },
    },
    async (request) => {
      await endStaffSession(db, headerToken(request)!);
      return ok(null);
    },
  );
};
