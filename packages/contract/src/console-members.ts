import { z } from 'zod';
import { envelope } from './envelope';
import {
  memberParams,
  memberProfile,
  memberSearchPage,
  memberSearchQuery,
} from './console-members/profile';
import {
  memberBalances,
  memberBetsPage,
  memberBetsQuery,
  memberLedgerPage,
  memberLedgerQuery,
} from './console-members/wallets';
import { memberSession, sessionParams, sessionsEnded } from './console-members/sessions';
import {
  adjustmentBody,
  adjustmentResult,
  labelBody,
  memberStatusBody,
  passwordResetBody,
  passwordResetResult,
} from './console-members/actions';

// The console's Members section (`/bo/members/...`): search, a member's profile, wallets,
// ledger, bets and sessions, and the operator's actions on the member. Amounts are decimal
// numbers of major units as in every wallet answer; what is typed in is parsed into integer
// minor units by the wallet's `amount` (never a float). The schemas are in console-members/,
// one file per part of the member's page; this file is the section's routes.

export * from './console-members/profile';
export * from './console-members/wallets';
export * from './console-members/sessions';
export * from './console-members/actions';

export const paths = {
  search: '/bo/members',
  profile: '/bo/members/:memberId',
  balances: '/bo/members/:memberId/balances',
  ledger: '/bo/members/:memberId/ledger',
  bets: '/bo/members/:memberId/bets',
  sessions: '/bo/members/:memberId/sessions',
  endSessions: '/bo/members/:memberId/sessions/end',
  endSession: '/bo/members/:memberId/sessions/:sessionId/end',
  lock: '/bo/members/:memberId/lock',
  unlock: '/bo/members/:memberId/unlock',
  password: '/bo/members/:memberId/password',
  label: '/bo/members/:memberId/label',
  adjustments: '/bo/members/:memberId/balance-adjustments',
} as const;

export const endpoints = {
  search: {
    method: 'GET',
    path: paths.search,
    summary: 'Members whose username, mobile, e-mail or id contains the text, newest first',
    query: memberSearchQuery,
    response: envelope(memberSearchPage),
  },
  profile: {
    method: 'GET',
    path: paths.profile,
    summary: 'A member’s profile: account, agent, registration, last login, status, rank',
    params: memberParams,
    response: envelope(memberProfile),
  },
  balances: {
    method: 'GET',
    path: paths.balances,
    summary: 'A member’s wallets: main, vendor wallets, bonus and the withdrawal hold',
    params: memberParams,
    response: envelope(memberBalances),
  },
  ledger: {
    method: 'GET',
    path: paths.ledger,
    summary: 'A member’s ledger entries on every wallet, newest first',
    params: memberParams,
    query: memberLedgerQuery,
    response: envelope(memberLedgerPage),
  },
  bets: {
    method: 'GET',
    path: paths.bets,
    summary: 'A member’s game rounds, newest first (UTC days, last 7 by default, at most 92)',
    params: memberParams,
    query: memberBetsQuery,
    response: envelope(memberBetsPage),
  },
  sessions: {
    method: 'GET',
    path: paths.sessions,
    summary: 'A member’s live sessions on the site',
    params: memberParams,
    response: envelope(z.array(memberSession)),
  },
  endSessions: {
    method: 'POST',
    path: paths.endSessions,
    summary: 'Sign the member out everywhere: every live session ends (audited)',
    params: memberParams,
    response: envelope(sessionsEnded),
  },
  endSession: {
    method: 'POST',
    path: paths.endSession,
    summary: 'End one of the member’s sessions (audited)',
    params: sessionParams,
    response: envelope(sessionsEnded),
  },
  lock: {
    method: 'POST',
    path: paths.lock,
    summary: 'Lock the member: no sign-in, every session ends (audited, reason required)',
    params: memberParams,
    body: memberStatusBody,
    response: envelope(memberProfile),
  },
  unlock: {
    method: 'POST',
    path: paths.unlock,
    summary: 'Unlock the member: they may sign in again (audited, reason required)',
    params: memberParams,
    body: memberStatusBody,
    response: envelope(memberProfile),
  },
  password: {
    method: 'POST',
    path: paths.password,
    summary:
      'Give the member a new password (typed or generated), to change at next sign-in (audited)',
    params: memberParams,
    body: passwordResetBody,
    response: envelope(passwordResetResult),
  },
  label: {
    method: 'PUT',
    path: paths.label,
    summary: 'Change the member’s club label and VIP rank level (audited)',
    params: memberParams,
    body: labelBody,
    response: envelope(memberProfile),
  },
  adjust: {
    method: 'POST',
    path: paths.adjustments,
    summary:
      'Credit or debit the member’s main wallet by hand: reason required, idempotent by key, ' +
      'never below zero (audited, in the member’s inbox)',
    params: memberParams,
    body: adjustmentBody,
    response: envelope(adjustmentResult),
  },
} as const;
