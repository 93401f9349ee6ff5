import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { consoleMembers as contract } from '@croupier/contract';
import { ok } from '../../platform/http/envelope';
import type { RouteOptions } from '../../platform/http/route-context';
import {
  memberRoles,
  paymentRoles,
  readRoles,
  staffOf,
  staffOnly,
} from '../../platform/http/staff-guard';
import * as games from '../games/service';
import * as wallet from '../wallet/service';
import {
  endMemberSessions,
  memberBalances,
  memberOfMerchant,
  memberProfile,
  memberSessions,
  resetMemberPassword,
  searchMemberPage,
  setMemberStatus,
  updateMemberLabel,
} from './console';

const { endpoints } = contract;
const tags = ['console'];

/**
 * The console's Members section (`/bo/members/...`). Every staff member reads; support and
 * the admins act on members; only the finance roles move a member's money.
 */
export const memberConsoleRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { ctx }) => {
  const { db } = ctx;
  const forReaders = staffOnly(readRoles);
  const forSupport = staffOnly(memberRoles);
  const memberId = (request: { params: { memberId: number } }) => BigInt(request.params.memberId);

  app.get(
    endpoints.search.path,
    {
      ...forReaders,
      schema: {
        tags,
        summary: 'Members whose username, mobile, e-mail or id contains the text, newest first',
        querystring: endpoints.search.query,
        response: { 200: endpoints.search.response },
      },
    },
    async (request) => ok(await searchMemberPage(db, request.merchant.id, request.query)),
  );

  app.get(
    endpoints.profile.path,
    {
      ...forReaders,
      schema: {
        tags,
        summary: 'A member’s profile: account, agent, registration, last login, status, rank',
        params: endpoints.profile.params,
        response: { 200: endpoints.profile.response },
      },
    },
    async (request) => ok(await memberProfile(db, request.merchant.id, memberId(request))),
  );

  app.get(
    endpoints.balances.path,
    {
      ...forReaders,
      schema: {
        tags,
        summary: 'A member’s wallets: main, vendor wallets, bonus and the withdrawal hold',
        params: endpoints.balances.params,
        response: { 200: endpoints.balances.response },
      },
    },
    async (request) => ok(await memberBalances(db, request.merchant, memberId(request))),
  );

  app.get(
    endpoints.ledger.path,
    {
      ...forReaders,
      schema: {
        tags,
        summary: 'A member’s ledger entries on every wallet, newest first',
        params: endpoints.ledger.params,
        querystring: endpoints.ledger.query,
        response: { 200: endpoints.ledger.response },
      },
    },
    async (request) => {
      await memberOfMerchant(db, request.merchant.id, memberId(request));
      return ok(await wallet.memberLedgerPage(db, memberId(request), request.query));
    },
  );

  app.get(
    endpoints.bets.path,
    {
      ...forReaders,
      schema: {
        tags,
        summary: 'A member’s game rounds, newest first (UTC days, last 7 by default, at most 92)',
        params: endpoints.bets.params,
        querystring: endpoints.bets.query,
        response: { 200: endpoints.bets.response },
      },
    },
    async (request) => {
      await memberOfMerchant(db, request.merchant.id, memberId(request));
      return ok(await games.bettingRecord(db, memberId(request), request.language, request.query));
    },
  );

  app.get(
    endpoints.sessions.path,
    {
      ...forReaders,
      schema: {
        tags,
        summary: 'A member’s live sessions on the site',
        params: endpoints.sessions.params,
        response: { 200: endpoints.sessions.response },
      },
    },
    async (request) => ok(await memberSessions(db, request.merchant.id, memberId(request))),
  );

  app.post(
    endpoints.endSessions.path,
    {
      ...forSupport,
      schema: {
        tags,
        summary: 'Sign the member out everywhere: every live session ends (audited)',
        params: endpoints.endSessions.params,
        response: { 200: endpoints.endSessions.response },
      },
    },
    async (request) =>
      ok(
        await endMemberSessions(db, request.merchant.id, memberId(request), null, staffOf(request)),
      ),
  );

  app.post(
    endpoints.endSession.path,
    {
      ...forSupport,
      schema: {
        tags,
        summary: 'End one of the member’s sessions (audited)',
        params: endpoints.endSession.params,
        response: { 200: endpoints.endSession.response },
      },
    },
    async (request) =>
      ok(
        await endMemberSessions(
          db,
          request.merchant.id,
          memberId(request),
          BigInt(request.params.sessionId),
          staffOf(request),
        ),
      ),
  );

  for (const [endpoint, status] of [
    [endpoints.lock, 'locked'],
    [endpoints.unlock, 'active'],
  ] as const) {
    app.post(
      endpoint.path,
      {
        ...forSupport,
        schema: {
          tags,
          summary:
            status === 'locked'
              ? 'Lock the member: no sign-in, every session ends (audited, reason required)'
              : 'Unlock the member: they may sign in again (audited, reason required)',
          params: endpoint.params,
          body: endpoint.body,
          response: { 200: endpoint.response },
        },
      },
      async (request) =>
        ok(
          await setMemberStatus(
            db,
            request.merchant.id,
            memberId(request),
            status,
            request.body.reason,
            staffOf(request),
          ),
        ),
    );
  }

  app.post(
    endpoints.password.path,
    {
      ...forSupport,
      schema: {
        tags,
        summary:
          'Give the member a new password (typed or generated), to change at next sign-in (audited)',
        params: endpoints.password.params,
        body: endpoints.password.body,
        response: { 200: endpoints.password.response },
      },
    },
    async (request) =>
      ok(
        await resetMemberPassword(
          db,
          request.merchant.id,
          memberId(request),
          request.body.password,
          staffOf(request),
        ),
      ),
  );

  app.put(
    endpoints.label.path,
    {
      ...forSupport,
      schema: {
        tags,
        summary: 'Change the member’s club label and VIP rank level (audited)',
        params: endpoints.label.params,
        body: endpoints.label.body,
        response: { 200: endpoints.label.response },
      },
    },
    async (request) =>
      ok(
        await updateMemberLabel(
          db,
          request.merchant.id,
          memberId(request),
          request.body,
          staffOf(request),
        ),
      ),
  );

  app.post(
    endpoints.adjust.path,
    {
      ...staffOnly(paymentRoles),
      schema: {
        tags,
        summary:
          'Credit or debit the member’s main wallet by hand: reason required, idempotent by key, ' +
          'never below zero (audited, in the member’s inbox)',
        params: endpoints.adjust.params,
        body: endpoints.adjust.body,
        response: { 200: endpoints.adjust.response },
      },
    },
    async (request) =>
      ok(
        await wallet.adjustBalance(
          db,
          request.merchant.id,
          memberId(request),
          request.body,
          staffOf(request),
        ),
      ),
  );
};
