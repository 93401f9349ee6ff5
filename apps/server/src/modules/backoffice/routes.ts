import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope } from '@croupier/contract';
import type { Database } from '../../platform/db/database';
import { ok } from '../../platform/http/envelope';
import { staffLogin } from './staff-sessions';

/** The console's own sign-in (`/bo/...`), apart from players' sessions. */
export const staffSessionRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.post(
    '/bo/session/login',
    {
      schema: {
        tags: ['backoffice'],
        summary: 'Staff sign-in; answers a console token',
        body: z.object({
          username: z.string().trim().min(1).max(64),
          password: z.string().min(1).max(128),
        }),
        response: {
          200: envelope(z.object({ token: z.string(), role: z.string(), expiresAt: z.string() })),
        },
      },
    },
    async (request) => {
      const session = await staffLogin(db, request.body.username, request.body.password);
      return ok({ ...session, expiresAt: session.expiresAt.toISOString() });
    },
  );
};
