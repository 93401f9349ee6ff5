import type { HumanCheck } from '@croupier/contract';
import { ApiError } from '../../api/client';

/** The brand wants a solved proof of work on this call (`humanCheckRequired`). */
function asksForHumanCheck(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    (error.value as { humanCheck?: unknown } | null)?.humanCheck === true
  );
}

/**
 * Sends a call the brand may guard with the human check (sign-in by password, registration,
 * SMS codes): first without a proof, which most calls need not carry; when the server asks
 * for one, `solve` finds it and the call is sent once more with it. Any other refusal, or a
 * second ask, reaches the caller as it came.
 */
export async function withHumanCheck<T>(
  solve: () => Promise<HumanCheck>,
  send: (humanCheck?: HumanCheck) => Promise<T>,
): Promise<T> {
  try {
    return await send();
  } catch (error) {
    if (!asksForHumanCheck(error)) throw error;
  }
  return send(await solve());
}
