import { paths, type content } from '@croupier/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { call } from '../../api/client';

/**
 * The promotions the signed-in member can take part in now (spec §3 availablePromo,
 * availablePromoCount). Keyed by language: the server counts what `/promotions` lists in it.
 */
export function useAvailablePromotions() {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: ['rewards', 'availablePromotions', i18n.language],
    queryFn: ({ signal }) =>
      call<typeof content.endpoints.availablePromotions>(paths.availablePromotions, { signal }),
    staleTime: 60_000,
    refetchOnWindowFocus: true,
  });
}
