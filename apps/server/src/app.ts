import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import type { DestinationStream } from 'pino';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppConfig } from './config';
import type { DatabaseHandle } from './platform/db/database';
import { registerCompression } from './platform/http/compression';
import {
  answerClientError,
  answerFrameworkError,
  registerErrorHandling,
} from './platform/http/error-handler';
import { registerHealth } from './platform/http/health';
import { registerJsonBodyParser } from './platform/http/json-body';
import { registerLanguage } from './platform/http/language';
import { registerMerchantResolution } from './platform/http/merchant';
import { refuseNullCharacters } from './platform/http/null-characters';
import { registerOpenApi } from './platform/http/openapi';
import { serializeRequest } from './platform/http/request-log';
import { registerSecurityHeaders } from './platform/http/security-headers';
import { answerSerializerCompiler } from './platform/http/serializer';
import { registerBackoffice, registerStudioGames, registerWebApp } from './platform/http/web-app';
import { registerMetrics } from './platform/metrics/metrics';
import cookie from '@fastify/cookie';
import formBody from '@fastify/formbody';
import type { ServiceContext } from './platform/context';
import { createAuthHooks, decoratePrincipal } from './platform/http/auth';
import { decryptBody } from './platform/http/encrypted-body';
import type { RouteOptions } from './platform/http/route-context';
import { createNotifier, providersFromConfig } from './platform/notify/notifier';
import type { EmailProvider, SmsProvider } from './platform/notify/providers';
import { agentRoutes } from './modules/agent/routes';
import {
  auditRoutes,
  reportRoutes,
  staffAdminRoutes,
  staffSessionRoutes,
  setupRoutes,
} from './modules/console/routes';
import { guardStaffRoutes } from './platform/http/staff-guard';
import * as staffConsole from './modules/console/service';
import { memberConsoleRoutes, memberRoutes } from './modules/member/routes';
import {
  chatConsoleRoutes,
  chatRoutes,
  contentConsoleRoutes,
  contentRoutes,
  inboxRoutes,
} from './modules/content/routes';
import * as session from './modules/session/service';
import { sessionRoutes } from './modules/session/routes';
import {
  helpConsoleRoutes,
  merchantConsoleRoutes,
  settingsConsoleRoutes,
  systemRoutes,
} from './modules/system/routes';
import { getMerchantKeys, merchantLookup } from './modules/system/service';
import { walletConsoleRoutes, walletRoutes } from './modules/wallet/routes';
import * as wallet from './modules/wallet/service';
import {
  betRecordRoutes,
  gameConsoleRoutes,
  lobbyMemberRoutes,
  lobbyRoutes,
  seamlessRoutes,
} from './modules/games/routes';
import { studioRoutes } from './modules/studio/routes';
import { lotteryConsoleRoutes, lotteryRoutes, resultConsoleRoutes } from './modules/lottery/routes';
import { rewardsConsoleRoutes, rewardsRoutes } from './modules/rewards/routes';
import { installPromotionReactions } from './modules/rewards/service';

export type AppDependencies = {
  config: AppConfig;
  database: DatabaseHandle;
  /** SMS and e-mail carriers; from the configuration when absent. */
  providers?: { sms: SmsProvider; email: EmailProvider };
  /** Where JSON logs go; stdout when absent. Tests read them from here. */
  logStream?: DestinationStream;
};

const requestIdPattern = /^[\w.-]{8,128}$/;

/** The whole HTTP application; `main.ts` listens with it, tests call `app.inject()`. */
export async function buildApp({
  config,
  database,
  logStream,
  providers,
}: AppDependencies): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie'],
      // A token accepted in the query string never reaches the logs in clear.
      serializers: { req: serializeRequest },
      ...(logStream ? { stream: logStream } : {}),
    },
    trustProxy: config.trustProxy.length > 0 ? config.trustProxy : false,
    requestIdHeader: false,
    // Keep a caller's id (a proxy's or another service's) so one request is traceable end to end.
    genReqId: (request) => {
      const incoming = request.headers['x-request-id'];
      return typeof incoming === 'string' && requestIdPattern.test(incoming)
        ? incoming
        : randomUUID();
    },
    bodyLimit: 1024 * 1024,
    // What Fastify and Node refuse before any route runs answers the envelope too.
    frameworkErrors: answerFrameworkError,
    clientErrorHandler: answerClientError,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(answerSerializerCompiler);
  // Hooks every request runs take a callback, not async: a promise each costs (issue 14).
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });
  registerJsonBodyParser(app);
  registerErrorHandling(app);
  refuseNullCharacters(app);
  registerSecurityHeaders(app, config);
  await registerCompression(app);
  await registerOpenApi(app);
  registerMetrics(app, { token: config.metricsToken });
  registerHealth(app, database);

  await app.register(cookie);
  await app.register(formBody);
  // The wallet's deposits and withdrawals answer to the promotions' bonuses and wagering.
  installPromotionReactions();
  const db = database.db;
  const ctx: ServiceContext = {
    db,
    config,
    notifier: createNotifier(db, providers ?? providersFromConfig(config)),
  };
  const routeOptions: RouteOptions = {
    ctx,
    auth: createAuthHooks((token, merchantId) => session.authenticate(ctx, token, merchantId)),
    decryptBody: decryptBody(
      async (merchantId) => (await getMerchantKeys(db, merchantId)).privateKeyPem,
    ),
  };
  decoratePrincipal(app, routeOptions.auth);

  // Both APIs' routes know the merchant (Merchant header, else the domain, else the default)
  // and the caller's language.
  const resolveMerchantAndLanguage = (api: FastifyInstance) => {
    registerMerchantResolution(api, merchantLookup(db));
    registerLanguage(api);
  };

  // The player-facing API.
  await app.register(async (playerApi) => {
    resolveMerchantAndLanguage(playerApi);
    await playerApi.register(systemRoutes, { db });
    await playerApi.register(sessionRoutes, routeOptions);
    await playerApi.register(memberRoutes, {
      ...routeOptions,
      sessions: session.memberSessionSteps,
    });
    for (const routes of [
      agentRoutes,
      contentRoutes,
      inboxRoutes,
      chatRoutes,
      walletRoutes,
      betRecordRoutes,
      lobbyMemberRoutes,
      studioRoutes,
      lotteryRoutes,
      rewardsRoutes,
    ]) {
      await playerApi.register(routes, routeOptions);
    }
  });

  // The lobby's public catalogue reads: the player API's resolution, the merchant from memory.
  await app.register(lobbyRoutes, routeOptions);

  // The operator console's API: staff sessions only; the merchant it acts on comes from the
  // same Merchant header (default merchant without one).
  await app.register(async (consoleApi) => {
    guardStaffRoutes(app, consoleApi, (token) => staffConsole.staffOfToken(db, token));
    resolveMerchantAndLanguage(consoleApi);
    await consoleApi.register(staffSessionRoutes, { db, sealingKey: config.sealingKey });
    for (const routes of [
      merchantConsoleRoutes,
      staffAdminRoutes,
      setupRoutes,
      auditRoutes,
      walletConsoleRoutes,
      contentConsoleRoutes,
      chatConsoleRoutes,
      helpConsoleRoutes,
      settingsConsoleRoutes,
      gameConsoleRoutes,
      reportRoutes,
      lotteryConsoleRoutes,
      resultConsoleRoutes,
      rewardsConsoleRoutes,
    ]) {
      await consoleApi.register(routes, routeOptions);
    }
    // Member sits below session and wallet in the module graph: their steps are handed over.
    await consoleApi.register(memberConsoleRoutes, {
      ...routeOptions,
      steps: {
        session: session.memberSessionSteps,
        wallet: { mainBalancesOf: wallet.mainBalancesOf, adjustBalance: wallet.adjustBalance },
      },
    });
  });

  // Game vendors' wallet calls: signed by the vendor, no merchant header or player token.
  await app.register(seamlessRoutes, { db });

  await registerStudioGames(app, config.gamesDist);
  await registerBackoffice(app, config.backofficeDist);
  await registerWebApp(app, config.webDist);
  return app;
}
