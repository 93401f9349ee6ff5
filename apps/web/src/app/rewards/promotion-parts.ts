import { lazyNamed } from '../chunks';

// The promotions' parts that pages of other features show (the promotion detail of content,
// the bonus details of the member centre). They reach them through here, never directly, and
// each stays a chunk of its own.

/** The rule's terms, the member's status and Join or Claim, under a promotion's announcement. */
export const PromotionTake = lazyNamed<{ code: string | null }>(
  () => import('../../features/rewards/promotions/PromotionTake'),
  'PromotionTake',
);

/** Each bonus paid and its wagering: required, done, remaining. */
export const BonusWagering = lazyNamed(
  () => import('../../features/rewards/promotions/BonusWagering'),
  'BonusWagering',
);
