import { agentAccountTypes, trialAccountType } from '@croupier/contract';
import { AppError } from '../../../platform/http/app-error';

/** Who is asking: the signed-in member as the session knows it. */
export type Asker = { memberId: bigint; merchantId: number; accountType: number };

/**
 * The agent centre is for agents (types 1, 2, 41, 42) with a real account: a trial account
 * is refused as it is everywhere money is concerned, anyone else is told they are no agent.
 * Every call of the centre starts here, before it reads anything.
 */
export function agentOnly(asker: Asker): Asker {
  if (asker.accountType === trialAccountType) throw AppError.of('realAccountRequired');
  if (!(agentAccountTypes as readonly number[]).includes(asker.accountType)) {
    throw AppError.of('agentRequired');
  }
  return asker;
}
