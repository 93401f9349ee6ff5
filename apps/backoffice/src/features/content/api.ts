import { consoleContent } from '@croupier/contract';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { callEndpoint, keepWithinList } from '../../api/calls';

export type ConsoleAnnouncement = consoleContent.ConsoleAnnouncement;
export type ConsoleHelpArticle = consoleContent.ConsoleHelpArticle;
export type ContentStatus = consoleContent.ContentStatus;
export type AnnouncementDraftInput = consoleContent.AnnouncementDraftInput;
export type NoticeDraftInput = consoleContent.NoticeDraftInput;
export type HelpArticleDraftInput = consoleContent.HelpArticleDraftInput;
export type ContentLanguage = 'EN' | 'VI';

/** The language a translation of something written in `language` is written in. */
export const otherLanguage = (language: string): ContentLanguage =>
  language === 'VI' ? 'EN' : 'VI';

const { endpoints } = consoleContent;

/** Every content list of one merchant: what a write refreshes. */
export const contentKey = (merchant: string) => ['content', merchant] as const;

export const contentPageSize = 20;

export type AnnouncementFilter = {
  type?: consoleContent.AnnouncementListQuery['type'];
  language?: ContentLanguage;
  status?: ContentStatus;
  groupName?: string;
};

/** A page of announcements from `endpoint` (both answer the same page); `list` keys every page of the same list. */
function announcementPageQuery(
  endpoint: typeof endpoints.announcements | typeof endpoints.notices,
  list: readonly unknown[],
  filter: AnnouncementFilter,
  pageNo: number,
  pageSize: number,
) {
  return queryOptions({
    queryKey: [...list, pageNo],
    queryFn: ({ signal }) =>
      callEndpoint(endpoint as typeof endpoints.announcements, {
        query: { ...filter, pageNo, pageSize },
        signal,
      }),
    placeholderData: keepWithinList(list),
  });
}

export function announcementsQuery(
  merchant: string,
  filter: AnnouncementFilter,
  pageNo: number,
  pageSize = contentPageSize,
) {
  const list = [...contentKey(merchant), 'announcements', filter, pageSize];
  return announcementPageQuery(endpoints.announcements, list, filter, pageNo, pageSize);
}

export function noticesQuery(
  merchant: string,
  filter: Pick<AnnouncementFilter, 'language' | 'status'>,
  pageNo: number,
) {
  const list = [...contentKey(merchant), 'notices', filter];
  return announcementPageQuery(endpoints.notices, list, filter, pageNo, contentPageSize);
}

export function helpArticlesQuery(merchant: string, language: ContentLanguage) {
  return queryOptions({
    queryKey: [...contentKey(merchant), 'help', language],
    queryFn: ({ signal }) => callEndpoint(endpoints.helpArticles, { query: { language }, signal }),
  });
}

/** A write that answers with what it wrote, checked against the contract. */
export const contentActions = {
  createAnnouncement: (draft: AnnouncementDraftInput) =>
    callEndpoint(endpoints.createAnnouncement, { body: draft }),
  updateAnnouncement: (id: number, draft: AnnouncementDraftInput) =>
    callEndpoint(endpoints.updateAnnouncement, { params: { id }, body: draft }),
  setAnnouncementEnabled: (id: number, enabled: boolean) =>
    callEndpoint(endpoints.setAnnouncementEnabled, { params: { id }, body: { enabled } }),
  deleteAnnouncement: (id: number) =>
    callEndpoint(endpoints.deleteAnnouncement, { params: { id } }),
  /** The rows in this order get sort orders 1, 2, 3... */
  orderAnnouncements: (ids: number[]) =>
    callEndpoint(endpoints.orderAnnouncements, { body: { ids } }),
  createNotice: (draft: NoticeDraftInput) => callEndpoint(endpoints.createNotice, { body: draft }),
  updateNotice: (id: number, draft: NoticeDraftInput) =>
    callEndpoint(endpoints.updateNotice, { params: { id }, body: draft }),
  deleteNotice: (id: number) => callEndpoint(endpoints.deleteNotice, { params: { id } }),
  createHelpArticle: (draft: HelpArticleDraftInput) =>
    callEndpoint(endpoints.createHelpArticle, { body: draft }),
  updateHelpArticle: (id: number, draft: HelpArticleDraftInput) =>
    callEndpoint(endpoints.updateHelpArticle, { params: { id }, body: draft }),
  deleteHelpArticle: (id: number) => callEndpoint(endpoints.deleteHelpArticle, { params: { id } }),
  orderHelpArticles: (ids: number[]) =>
    callEndpoint(endpoints.orderHelpArticles, { body: { ids } }),
};

/** After a write every content list of the merchant is asked again (rows move between filters). */
export function refreshContent(queryClient: QueryClient, merchant: string): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: contentKey(merchant) });
}

/** The new id order after moving one row up (-1) or down (+1). */
export function moved(ids: number[], id: number, step: -1 | 1): number[] {
  const from = ids.indexOf(id);
  const to = from + step;
  if (from < 0 || to < 0 || to >= ids.length) return ids;
  const next = [...ids];
  [next[from], next[to]] = [next[to]!, next[from]!];
  return next;
}
