import { useState } from 'react';
import { useRequestIds } from '../../api/request-id';
import { failureText } from '../../i18n/failure-text';

/**
 * The send of a money movement form (a transfer, a withdrawal): one at a time, the failure's
 * words for the form, and the movement's request id, so that sending it again after an answer
 * that never arrived moves the money once (api/request-id.ts).
 */
export function useMoneyMovement() {
  const requestIds = useRequestIds();
  const [busy, setBusy] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);

  /**
   * Sends `movement` (what the request id stands for: the same movement keeps its id) by
   * `request`; the answer, or null after a failure, whose words `describe` gives the form.
   */
  const send = async <Movement, Answer>(
    movement: Movement,
    request: (requestId: string) => Promise<Answer>,
    describe: (failure: unknown) => string = failureText,
  ): Promise<Answer | null> => {
    setBusy(true);
    setFormError(null);
    try {
      const answer = await request(requestIds.idFor(JSON.stringify(movement)));
      requestIds.settle();
      return answer;
    } catch (failure) {
      requestIds.settle(failure);
      setFormError(describe(failure));
      return null;
    } finally {
      setBusy(false);
    }
  };

  return { busy, formError, setFormError, send };
}
