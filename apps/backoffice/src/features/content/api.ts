import { boContent } from '@croupier/contract';
import { queryOptions, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest, pathOf } from '../../api/client';

export type ConsoleAnnouncement = boContent.ConsoleAnnouncement;
export type ConsoleHelpArticle = boContent.ConsoleHelpArticle;
export type ContentStatus = boContent.ContentStatus;
export type AnnouncementDraftInput = boContent.AnnouncementDraftInput;
export type NoticeDraftInput = boContent.NoticeDraftInput;
export type HelpArticleDraftInput = boContent.HelpArticleDraftInput;
export type ContentLanguage = 'EN' | 'VI';

const { endpoints } = boContent;

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
  type?: boContent.AnnouncementListQuery['type'];
  language?: ContentLanguage;
  status?: ContentStatus;
  groupName?: string;
};

export function announcementsQuery(
  merchant: string,
  filter: AnnouncementFilter,
  pageNo: number,
  pageSize = contentPageSize,
) {
  const list = [...contentKey(merchant), 'announcements', filter, pageSize] as const;
  return queryOptions({
    queryKey: [...list, pageNo],
    queryFn: ({ signal }) =>
      apiRequest(endpoints.announcements.path, {
        query: { ...filter, pageNo, pageSize },
        schema: boContent.announcementPage,
        signal,
      }),
    placeholderData: (previous, previousQuery) =>
      sameList(previousQuery?.queryKey, list) ? previous : undefined,
  });
}

export function noticesQuery(
  merchant: string,
  filter: Pick<AnnouncementFilter, 'language' | 'status'>,
  pageNo: number,
) {
  const list = [...contentKey(merchant), 'notices', filter] as const;
  return queryOptions({
    queryKey: [...list, pageNo],
    queryFn: ({ signal }) =>
      apiRequest(endpoints.notices.path, {
        query: { ...filter, pageNo, pageSize: contentPageSize },
        schema: boContent.announcementPage,
        signal,
      }),
    placeholderData: (previous, previousQuery) =>
      sameList(previousQuery?.queryKey, list) ? previous : undefined,
  });
}

export function helpArticlesQuery(merchant: string, language: ContentLanguage) {
  return queryOptions({
    queryKey: [...contentKey(merchant), 'help', language],
    queryFn: ({ signal }) =>
      apiRequest(endpoints.helpArticles.path, {
        query: { language },
        schema: z.array(boContent.consoleHelpArticle),
        signal,
      }),
  });
}

const announcement = boContent.consoleAnnouncement;
const helpArticle = boContent.consoleHelpArticle;

export const contentActions = {
  createAnnouncement: (draft: AnnouncementDraftInput) =>
    apiRequest(endpoints.createAnnouncement.path, {
      method: 'POST',
      body: draft,
      schema: announcement,
    }),
  updateAnnouncement: (id: number, draft: AnnouncementDraftInput) =>
    apiRequest(pathOf(endpoints.updateAnnouncement.path, { id }), {
      method: 'PUT',
      body: draft,
      schema: announcement,
    }),
  setAnnouncementEnabled: (id: number, enabled: boolean) =>
    apiRequest(pathOf(endpoints.setAnnouncementEnabled.path, { id }), {
      method: 'PUT',
      body: { enabled },
      schema: announcement,
    }),
  deleteAnnouncement: (id: number) =>
    apiRequest(pathOf(endpoints.deleteAnnouncement.path, { id }), {
      method: 'DELETE',
      schema: z.null(),
    }),
  /** The rows in this order get sort orders 1, 2, 3... */
  orderAnnouncements: (ids: number[]) =>
    apiRequest(endpoints.orderAnnouncements.path, {
      method: 'PUT',
      body: { ids },
      schema: z.array(announcement),
    }),
  createNotice: (draft: NoticeDraftInput) =>
    apiRequest(endpoints.createNotice.path, { method: 'POST', body: draft, schema: announcement }),
  updateNotice: (id: number, draft: NoticeDraftInput) =>
    apiRequest(pathOf(endpoints.updateNotice.path, { id }), {
      method: 'PUT',
      body: draft,
      schema: announcement,
    }),
  deleteNotice: (id: number) =>
    apiRequest(pathOf(endpoints.deleteNotice.path, { id }), {
      method: 'DELETE',
      schema: z.null(),
    }),
  createHelpArticle: (draft: HelpArticleDraftInput) =>
    apiRequest(endpoints.createHelpArticle.path, {
      method: 'POST',
      body: draft,
      schema: helpArticle,
    }),
  updateHelpArticle: (id: number, draft: HelpArticleDraftInput) =>
    apiRequest(pathOf(endpoints.updateHelpArticle.path, { id }), {
      method: 'PUT',
      body: draft,
      schema: helpArticle,
    }),
  deleteHelpArticle: (id: number) =>
    apiRequest(pathOf(endpoints.deleteHelpArticle.path, { id }), {
      method: 'DELETE',
      schema: z.null(),
    }),
  orderHelpArticles: (ids: number[]) =>
    apiRequest(endpoints.orderHelpArticles.path, {
      method: 'PUT',
      body: { ids },
      schema: z.array(helpArticle),
    }),
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
