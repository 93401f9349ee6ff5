import { content, system, type Announcement, type FeedbackBody } from '@croupier/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiRequest } from '../../api/client';

/** Content is written per language: each answer is cached under the language it was asked in. */
function useLanguage(): string {
  return useTranslation().i18n.language;
}

/** One page of notices (spec §2: 9 a page); the previous page stays up while the next loads. */
export function useNotices(pageNo: number) {
  const language = useLanguage();
  return useQuery({
    queryKey: ['content', 'notices', language, pageNo],
    queryFn: ({ signal }) =>
      apiRequest(content.endpoints.notices.path, {
        query: { pageNo, pageSize: content.noticePageSize },
        schema: content.noticePage,
        signal,
      }),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}

// The contract names this schema only inside its endpoint's envelope.
const helpCentreSchema = system.endpoints.helpCentre.response.shape.value.unwrap();

export function useHelpCentre() {
  const language = useLanguage();
  return useQuery({
    queryKey: ['content', 'help', language],
    queryFn: ({ signal }) =>
      apiRequest(system.endpoints.helpCentre.path, {
        schema: helpCentreSchema,
        signal,
      }),
    staleTime: 5 * 60_000,
  });
}

/** The promotions showing now: the `promotion` group (type PR) of the announcements call. */
export function usePromotions() {
  const language = useLanguage();
  return useQuery({
    queryKey: ['content', 'promotions', language],
    queryFn: async ({ signal }): Promise<Announcement[]> => {
      const lists = await apiRequest(content.endpoints.announcements.path, {
        query: { types: content.announcementGroups.promotion, platform: 'W' },
        schema: content.announcementLists,
        signal,
      });
      return lists.promotion;
    },
    staleTime: 60_000,
  });
}

/** Sends feedback; answers the reference the player can quote to support. */
export async function sendFeedback(body: FeedbackBody): Promise<number> {
  const receipt = await apiRequest(content.endpoints.feedback.path, {
    method: 'PUT',
    body,
    schema: content.feedbackReceipt,
  });
  return receipt.id;
}
