import type { consoleSettings, HumanCheck } from '@croupier/contract';
import type { Database } from '../../platform/db/database';
import { AppError } from '../../platform/http/app-error';
import { redeemHumanCheck } from './human-verification';

export type HumanVerificationMode = consoleSettings.HumanVerificationMode;

/**
 * What a call looks like to the `onRisk` rule, read from counters and sessions without
 * counting anything. A device is `firstSignIn` for an account that has never signed in, and
 * `unknown` for one that has (or for a name that is nobody's) when neither the device id nor
 * the caller's address is on any of its sessions of the last 30 days.
 */
export type RiskSignals =
  | {
      call: 'login';
      /** Tries at the account since its last sign-in. */
      accountFailures: number;
      /** Failed sign-ins from the caller's address in the window. */
      addressFailures: number;
      /**
       * Failures an address may have before its sign-ins are asked for a proof: one address
       * may be many players' (a mobile carrier's NAT), so a few mistakes among them are not a
       * risk. The brand's captcha threshold less one.
       */
      addressAllowance: number;
      device: 'firstSignIn' | 'known' | 'unknown';
    }
  | {
      call: 'registration';
      /** Accounts opened from the address in the registration throttle's window. */
      registrationsFromAddress: number;
      /** Registrations from the address refused for a name or number in use. */
      refusalsFromAddress: number;
    }
  | {
      call: 'sms';
      /** Codes asked for from the address in the window (sent, or refused for the number). */
      requestsFromAddress: number;
      /** Codes sent to the number in the window. */
      codesToNumber: number;
    };

/**
 * Whether a sign-in by password, a registration or an SMS send must carry a solved proof of
 * work (issue 15): always, never, or on risk: once the account or address has failed, a
 * device the account has not used lately signs in, or an address registers or asks for codes
 * again. `signals` is read only when the mode leaves it to the risk.
 */
export async function humanCheckNeeded(
  mode: HumanVerificationMode,
  signals: () => Promise<RiskSignals>,
): Promise<boolean> {
  if (mode === 'off') return false;
  if (mode === 'always') return true;
  const risk = await signals();
  switch (risk.call) {
    case 'login':
      return (
        risk.accountFailures > 0 ||
        risk.addressFailures > risk.addressAllowance ||
        risk.device === 'unknown'
      );
    case 'registration':
      return risk.registrationsFromAddress > 0 || risk.refusalsFromAddress > 0;
    case 'sms':
      return risk.requestsFromAddress > 0 || risk.codesToNumber > 0;
  }
}

/**
 * The human check of a call the brand may protect. A proof that comes is spent, wanted or
 * not, so a body that carried one is never good twice. Without one, the call is refused with
 * `humanCheckRequired` (`value.humanCheck: true`) when the brand wants a proof, before
 * anything is counted or written: the client solves a challenge and sends the call again.
 */
export async function requireHumanCheck(
  db: Database,
  mode: HumanVerificationMode,
  check: HumanCheck | undefined,
  signals: () => Promise<RiskSignals>,
): Promise<void> {
  if (check) return redeemHumanCheck(db, check);
  if (await humanCheckNeeded(mode, signals)) {
    throw AppError.of('humanCheckRequired', { humanCheck: true });
  }
}
