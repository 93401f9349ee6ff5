import { consoleContent } from '@croupier/contract';
import { queryOptions, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest, pathOf } from '../../api/client';

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

/** Keeps the previous page on screen while the next loads, only within the same list. */
function sameList(previousKey: QueryKey | undefined, list: readonly unknown[]): boolean {
  return (
    previousKey !== undefined &&
    list.every((part, index) => JSON.stringify(previousKey[index]) === JSON.stringify(part))
  );
}

export type AnnouncementFilter = {
  type?: consoleContent.AnnouncementListQuery['type'];
  language?: ContentLanguage;
  status?: ContentStatus;
  groupName?: string;
};

/** A page of announcements from `path`; `list` keys every page of the same list. */
function announcementPageQuery(
  path: string,
  list: readonly unknown[],
  filter: AnnouncementFilter,
  pageNo: number,
  pageSize: number,
) {
  return queryOptions({
    queryKey: [...list, pageNo],
    queryFn: ({ signal }) =>
      apiRequest(path, {
        query: { ...filter, pageNo, pageSize },
        schema: consoleContent.announcementPage,
        signal,
      }),
    placeholderData: (previous, previousQuery) =>
      sameList(previousQuery?.queryKey, list) ? previous : undefined,
  });
}

export function announcementsQuery(
  merchant: string,
  filter: AnnouncementFilter,
  pageNo: number,
  pageSize = contentPageSize,
) {
  const list = [...contentKey(merchant), 'announcements', filter, pageSize];
  return announcementPageQuery(endpoints.announcements.path, list, filter, pageNo, pageSize);
}

export function noticesQuery(
  merchant: string,
  filter: Pick<AnnouncementFilter, 'language' | 'status'>,
  pageNo: number,
) {
  const list = [...contentKey(merchant), 'notices', filter];
  return announcementPageQuery(endpoints.notices.path, list, filter, pageNo, contentPageSize);
}

export function helpArticlesQuery(merchant: string, language: ContentLanguage) {
  return queryOptions({
    queryKey: [...contentKey(merchant), 'help', language],
    queryFn: ({ signal }) =>
      apiRequest(endpoints.helpArticles.path, {
        query: { language },
        schema: z.array(consoleContent.consoleHelpArticle),
        signal,
      }),
  });
}

const announcement = consoleContent.consoleAnnouncement;
const helpArticle = consoleContent.consoleHelpArticle;

/** A write that answers with what it wrote, checked against the contract. */
const write = <T>(method: 'POST' | 'PUT', path: string, body: unknown, schema: z.ZodType<T>) =>
  apiRequest(path, { method, body, schema });

const remove = (path: string) => apiRequest(path, { method: 'DELETE', schema: z.null() });

export const contentActions = {
  createAnnouncement: (draft: AnnouncementDraftInput) =>
    write('POST', endpoints.createAnnouncement.path, draft, announcement),
  updateAnnouncement: (id: number, draft: AnnouncementDraftInput) =>
    write('PUT', pathOf(endpoints.updateAnnouncement.path, { id }), draft, announcement),
  setAnnouncementEnabled: (id: number, enabled: boolean) =>
    write('PUT', pathOf(endpoints.setAnnouncementEnabled.path, { id }), { enabled }, announcement),
  deleteAnnouncement: (id: number) => remove(pathOf(endpoints.deleteAnnouncement.path, { id })),
  /** The rows in this order get sort orders 1, 2, 3... */
  orderAnnouncements: (ids: number[]) =>
    write('PUT', endpoints.orderAnnouncements.path, { ids }, z.array(announcement)),
  createNotice: (draft: NoticeDraftInput) =>
    write('POST', endpoints.createNotice.path, draft, announcement),
  updateNotice: (id: number, draft: NoticeDraftInput) =>
    write('PUT', pathOf(endpoints.updateNotice.path, { id }), draft, announcement),
  deleteNotice: (id: number) => remove(pathOf(endpoints.deleteNotice.path, { id })),
  createHelpArticle: (draft: HelpArticleDraftInput) =>
    write('POST', endpoints.createHelpArticle.path, draft, helpArticle),
  updateHelpArticle: (id: number, draft: HelpArticleDraftInput) =>
    write('PUT', pathOf(endpoints.updateHelpArticle.path, { id }), draft, helpArticle),
  deleteHelpArticle: (id: number) => remove(pathOf(endpoints.deleteHelpArticle.path, { id })),
  orderHelpArticles: (ids: number[]) =>
    write('PUT', endpoints.orderHelpArticles.path, { ids }, z.array(helpArticle)),
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
