import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { consoleMembers as contract } from '@croupier/contract';
import { consoleRoutes } from '../../../platform/http/endpoint-route';
import type { RouteOptions } from '../../../platform/http/route-context';
import { memberRoles, paymentRoles, readRoles, staffOf } from '../../../platform/http/staff-guard';
import {
  endMemberSessions,
  memberProfile,
  memberSessions,
  resetMemberPassword,
  searchMemberPage,
  setMemberStatus,
  updateMemberLabel,
  type ConsoleSteps,
} from './service';
import type { WalletSteps } from '../ports';

const { endpoints } = contract;

/** The Members section's routes get the session and wallet steps from app.ts (see ports.ts). */
export type MemberConsoleOptions = RouteOptions & {
  steps: ConsoleSteps & { wallet: Pick<WalletSteps, 'adjustBalance'> };
};

/**
 * The console's Members section (`/bo/members/...`). Every staff member reads; support and
 * the admins act on members; only the finance roles move a member's money. A member's
 * wallets and ledger are the wallet's console routes, their bets the games' ones.
 */
export const memberConsoleRoutes: FastifyPluginAsyncZod<MemberConsoleOptions> = async (
  app,
  { ctx, steps },
) => {
  const { db } = ctx;
  const route = consoleRoutes(app, 'console');
  const memberId = (params: { memberId: number }) => BigInt(params.memberId);

  route(endpoints.search, readRoles, ({ query }, request) =>
    searchMemberPage(db, request.merchant.id, query, steps),
  );

  route(endpoints.profile, readRoles, ({ params }, request) =>
    memberProfile(db, request.merchant.id, memberId(params), steps),
  );

  route(endpoints.sessions, readRoles, ({ params }, request) =>
    memberSessions(db, request.merchant.id, memberId(params), steps),
  );

  route(endpoints.endSessions, memberRoles, ({ params }, request) =>
    endMemberSessions(db, request.merchant.id, memberId(params), null, staffOf(request), steps),
  );

  route(endpoints.endSession, memberRoles, ({ params }, request) =>
    endMemberSessions(
      db,
      request.merchant.id,
      memberId(params),
      BigInt(params.sessionId),
      staffOf(request),
      steps,
    ),
  );

  for (const [endpoint, status] of [
    [endpoints.lock, 'locked'],
    [endpoints.unlock, 'active'],
  ] as const) {
    route(endpoint, memberRoles, ({ params, body }, request) =>
      setMemberStatus(
        db,
        request.merchant.id,
        memberId(params),
        status,
        body.reason,
        staffOf(request),
        steps,
      ),
    );
  }

  route(endpoints.password, memberRoles, ({ params, body }, request) =>
    resetMemberPassword(
      db,
      request.merchant.id,
      memberId(params),
      body.password,
      staffOf(request),
      steps,
    ),
  );

  route(endpoints.label, memberRoles, ({ params, body }, request) =>
    updateMemberLabel(db, request.merchant.id, memberId(params), body, staffOf(request), steps),
  );

  route(endpoints.adjust, paymentRoles, ({ params, body }, request) =>
    steps.wallet.adjustBalance(db, request.merchant.id, memberId(params), body, staffOf(request)),
  );
};
