import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { consoleMembers as contract } from '@croupier/contract';
import { consoleRoute } from '../../../platform/http/endpoint-route';
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
const tags = ['console'];

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
  const memberId = (params: { memberId: number }) => BigInt(params.memberId);

  consoleRoute(
    app,
    endpoints.search,
    readRoles,
    {
      tags,
      summary: 'Members whose username, mobile, e-mail or id contains the text, newest first',
    },
    ({ query }, request) => searchMemberPage(db, request.merchant.id, query, steps),
  );

  consoleRoute(
    app,
    endpoints.profile,
    readRoles,
    { tags, summary: 'A member’s profile: account, agent, registration, last login, status, rank' },
    ({ params }, request) => memberProfile(db, request.merchant.id, memberId(params), steps),
  );

  consoleRoute(
    app,
    endpoints.sessions,
    readRoles,
    { tags, summary: 'A member’s live sessions on the site' },
    ({ params }, request) => memberSessions(db, request.merchant.id, memberId(params), steps),
  );

  consoleRoute(
    app,
    endpoints.endSessions,
    memberRoles,
    { tags, summary: 'Sign the member out everywhere: every live session ends (audited)' },
    ({ params }, request) =>
      endMemberSessions(db, request.merchant.id, memberId(params), null, staffOf(request), steps),
  );

  consoleRoute(
    app,
    endpoints.endSession,
    memberRoles,
    { tags, summary: 'End one of the member’s sessions (audited)' },
    ({ params }, request) =>
      endMemberSessions(
        db,
        request.merchant.id,
        memberId(params),
        BigInt(params.sessionId),
        staffOf(request),
        steps,
      ),
  );

  for (const [endpoint, status, summary] of [
    [
      endpoints.lock,
      'locked',
      'Lock the member: no sign-in, every session ends (audited, reason required)',
    ],
    [
      endpoints.unlock,
      'active',
      'Unlock the member: they may sign in again (audited, reason required)',
    ],
  ] as const) {
    consoleRoute(app, endpoint, memberRoles, { tags, summary }, ({ params, body }, request) =>
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

  consoleRoute(
    app,
    endpoints.password,
    memberRoles,
    {
      tags,
      summary:
        'Give the member a new password (typed or generated), to change at next sign-in (audited)',
    },
    ({ params, body }, request) =>
      resetMemberPassword(
        db,
        request.merchant.id,
        memberId(params),
        body.password,
        staffOf(request),
        steps,
      ),
  );

  consoleRoute(
    app,
    endpoints.label,
    memberRoles,
    { tags, summary: 'Change the member’s club label and VIP rank level (audited)' },
    ({ params, body }, request) =>
      updateMemberLabel(db, request.merchant.id, memberId(params), body, staffOf(request), steps),
  );

  consoleRoute(
    app,
    endpoints.adjust,
    paymentRoles,
    {
      tags,
      summary:
        'Credit or debit the member’s main wallet by hand: reason required, idempotent by key, ' +
        'never below zero (audited, in the member’s inbox)',
    },
    ({ params, body }, request) =>
      steps.wallet.adjustBalance(db, request.merchant.id, memberId(params), body, staffOf(request)),
  );
};
