import type { preValidationAsyncHookHandler } from 'fastify';
import type { ServiceContext } from '../context';
import type { AuthHooks } from './auth';

/** What every module's routes receive: services' context, auth hooks, payload decryption. */
export type RouteOptions = {
  ctx: ServiceContext;
  auth: AuthHooks;
  decryptBody: preValidationAsyncHookHandler;
};
