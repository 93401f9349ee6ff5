import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { errorCatalogue } from '@croupier/contract';

/** One error the API answers: its `errorCode`, the i18n key of `message`, the HTTP status. */
export type DocumentedError = {
  name: string;
  domain: string;
  code: string;
  message: string;
  status: number;
};

/** The contract's error catalogue as the document lists it, domain by domain. */
export function documentedErrors(): DocumentedError[] {
  return Object.entries(errorCatalogue).flatMap(([domain, errors]) =>
    Object.entries(errors).map(([name, entry]) => ({ name, domain, ...entry })),
  );
}

/**
 * OpenAPI generated from the contract's zod schemas; the UI at /docs, JSON at /docs/json.
 * Every error the server may answer is listed in `x-error-codes` (the catalogue of
 * `@croupier/contract`, the only source the server throws from).
 */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Croupier API',
        description:
          'Player site (/wps, /lgw), back office (/bo) and vendor (/seamless) calls. Every answer ' +
          'is the envelope { success, message, value, errorCode }; headers Merchant, Language, ' +
          'Authorization (raw token).',
        version: '0.1.0',
      },
      components: {
        securitySchemes: { session: { type: 'apiKey', in: 'header', name: 'Authorization' } },
      },
    },
    transform: jsonSchemaTransform,
    // An extension of the document's root, which the typed options don't take: added last.
    transformObject: (documents) => ({
      ...('openapiObject' in documents ? documents.openapiObject : documents.swaggerObject),
      'x-error-codes': documentedErrors(),
    }),
  });
  await app.register(swaggerUi, { routePrefix: '/docs' });
}
