import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { envelope } from '@croupier/contract';
import type { DatabaseHandle } from '../db/database';
import { failure, ok } from './envelope';

const healthValue = z.object({ status: z.enum(['ok', 'unavailable']) });

/** Liveness answers while the process runs; readiness only while the database answers. */
export function registerHealth(app: FastifyInstance, database: DatabaseHandle): void {
  app.get(
    '/healthz',
    {
      schema: {
        tags: ['health'],
        summary: 'Liveness: answers while the process runs',
        response: { 200: envelope(healthValue) },
      },
    },
    async () => ok({ status: 'ok' as const }),
  );
  app.get(
    '/readyz',
    {
      schema: {
        tags: ['health'],
        summary: 'Readiness: answers 200 only while the database answers',
        response: { 200: envelope(healthValue), 503: envelope(healthValue) },
      },
    },
    async (request, reply) => {
      try {
        await database.execute('select 1');
        return ok({ status: 'ok' as const });
      } catch (error) {
        request.log.error({ err: error }, 'database not ready');
        return reply.status(503).send({
          ...failure('system_error', 'system.not.ready'),
          value: { status: 'unavailable' },
        });
      }
    },
  );
}
