import type { FeedbackBody } from '@croupier/contract';
import type { Database } from '../../platform/db/database';
import { throttle } from '../../platform/ratelimit/rate-limit';
import * as queries from './queries';

// Feedback is open to guests, so each address gets a ceiling: generous for a shared
// connection (an internet café), useless for flooding the support queue.
const feedbackPerAddress = { limit: 10, windowSeconds: 60 * 60 };

export type FeedbackSender = {
  merchantId: number;
  /** The signed-in member, or null for a guest. */
  memberId: bigint | null;
  language: string;
  ip: string;
};

/** Records a player's feedback for the merchant's support team (spec §3 "Feedback"). */
export async function submitFeedback(
  db: Database,
  sender: FeedbackSender,
  body: FeedbackBody,
): Promise<{ id: number }> {
  await throttle(db, `feedback:ip:${sender.ip}`, feedbackPerAddress);
  const id = await queries.insertFeedback(db, {
    merchantId: sender.merchantId,
    memberId: sender.memberId,
    questionType: body.questionType,
    content: body.content,
    language: sender.language,
    ip: sender.ip,
  });
  return { id: Number(id) };
}
