import type { consoleMembers, consoleSettings, HumanCheck, LoginResult } from '@croupier/contract';
import type { AuditActor } from '../../platform/audit/audit-log';
import type { ServiceContext } from '../../platform/context';
import type { Database } from '../../platform/db/database';
import type { Client } from '../../platform/http/client';
import type { MemberRow } from './schema';

// Member sits low in the module graph: session signs members in and wallet keeps their money,
// so both import member, and member imports neither back. What member's flows need of them
// (registration ends in a sign-in, a password change ends the other sessions, the console shows
// balances) arrives as these narrow callbacks, which app.ts fills from the session and wallet
// services. The flows stay in member; only the steps that belong to the other modules are passed in.

/** The session module's steps that member's flows take. */
export type SessionSteps = {
  /**
   * The human check of a registration: a proof given is spent; without one the call is
   * refused (`humanCheckRequired`) when the brand's mode, and with `onRisk` the address's
   * registrations (`risk`, read only then), ask for one.
   */
  requireHumanCheck(
    db: Database,
    mode: consoleSettings.HumanVerificationMode,
    check: HumanCheck | undefined,
    risk: () => Promise<RegistrationRisk>,
  ): Promise<void>;
  redeemCaptcha(db: Database, id: string | undefined, answer: string | undefined): Promise<boolean>;
  redeemVerificationCode(
    db: Database,
    merchantId: number,
    purpose: 'register' | 'noLogin',
    phone: string,
    code: string | undefined,
  ): Promise<void>;
  signIn(
    ctx: ServiceContext,
    member: MemberRow,
    client: Client,
    forcePasswordChange?: boolean,
  ): Promise<LoginResult>;
  /** Ends the member's live sessions but `keep`; answers how many ended. */
  endOtherSessions(
    db: Database,
    memberId: bigint,
    keep: bigint | null,
    reason: string,
  ): Promise<number>;
  liveSessionsOf(db: Database, memberId: bigint): Promise<LiveSession[]>;
  endMemberSession(
    db: Database,
    memberId: bigint,
    sessionId: bigint,
    reason: string,
  ): Promise<boolean>;
};

/** What the `onRisk` rule weighs of a registration: the address's earlier ones this hour. */
export type RegistrationRisk = {
  call: 'registration';
  /** Accounts opened from the address in the registration throttle's window. */
  registrationsFromAddress: number;
  /** Registrations from the address refused for a name or number in use, in that window. */
  refusalsFromAddress: number;
};

export type LiveSession = {
  id: bigint;
  createdAt: Date;
  lastSeenAt: Date;
  expiresAt: Date;
  ip: string | null;
  userAgent: string | null;
};

/** The wallet's answers and actions that the console's Members section shows. */
export type WalletSteps = {
  /** Main-wallet balances of a page of members, minor units. */
  mainBalancesOf(db: Database, memberIds: bigint[]): Promise<Map<bigint, bigint>>;
  adjustBalance(
    db: Database,
    merchantId: number,
    memberId: bigint,
    adjustment: {
      direction: consoleMembers.AdjustmentDirection;
      amount: bigint;
      reason: string;
      idempotencyKey: string;
    },
    staff: AuditActor,
  ): Promise<consoleMembers.AdjustmentResult>;
};
