import { paths, type rewards } from '@croupier/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { call } from '../../../api/client';
import { useSessionStore } from '../../../app/session/store';

// The promotions' calls, typed by their contract endpoints.

/** Offers and bonuses are the member's own: under the member centre's key, dropped at sign-out. */
export const promotionsKey = ['memberCentre', 'promotions'] as const;

/** The brand's promotions with the member's status (a visitor's: by the schedule only). */
export function usePromotionOffers() {
  const token = useSessionStore((state) => state.token);
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: [...promotionsKey, 'offers', token !== null, i18n.language],
    queryFn: ({ signal }) =>
      call<typeof rewards.endpoints.promotionOffers>(paths.rewardsPromotions, { signal }),
  });
}

/** Joins a deposit match, or claims a fixed bonus. */
export function joinPromotion(promotionId: number, comment: string) {
  return call<typeof rewards.endpoints.promotionJoin>(paths.rewardsPromotionJoin, {
    method: 'POST',
    params: { promotionId },
    body: comment.trim() === '' ? {} : { comment: comment.trim() },
  });
}

/** The member's bonuses and their wagering, newest first. */
export function useBonusWagering() {
  return useQuery({
    queryKey: [...promotionsKey, 'bonuses'],
    queryFn: ({ signal }) =>
      call<typeof rewards.endpoints.bonusDetails>(paths.rewardsBonusDetails, { signal }),
  });
}
