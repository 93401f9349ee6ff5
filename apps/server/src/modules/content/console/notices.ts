import { defaultExecution, type consoleContent } from '@croupier/contract';
import type { MerchantActor } from '../../../platform/audit/audited-writes';
import type { Database } from '../../../platform/db/database';
import type { AnnouncementRow } from '../schema';
import {
  createAnnouncement,
  listAnnouncements,
  noticeType,
  removeAnnouncement,
  replaceAnnouncement,
} from './announcements';

type AnnouncementDraft = consoleContent.AnnouncementDraft;
type NoticeDraft = consoleContent.NoticeDraft;
type NoticeListQuery = consoleContent.NoticeListQuery;

// Player notices: the PL announcements of the notice modal and the marquee, with only
// the fields a notice has. Their audit entries say `notice`.

export function listNotices(db: Database, merchantId: number, query: NoticeListQuery) {
  return listAnnouncements(db, merchantId, { ...query, type: noticeType });
}

function noticeAsDraft(
  notice: NoticeDraft,
  current?: Pick<AnnouncementRow, 'execution' | 'promotionType' | 'groupName' | 'url'>,
): AnnouncementDraft {
  return {
    ...notice,
    type: noticeType,
    execution: current?.execution ?? defaultExecution,
    promotionType: current?.promotionType ?? null,
    groupName: current?.groupName ?? null,
    url: current?.url ?? null,
    mobileUrl: null,
  };
}

export function createNotice(db: Database, actor: MerchantActor, notice: NoticeDraft) {
  return createAnnouncement(db, actor, noticeAsDraft(notice), 'notice');
}

export function updateNotice(db: Database, actor: MerchantActor, id: number, notice: NoticeDraft) {
  return replaceAnnouncement(
    db,
    actor,
    id,
    (current) => noticeAsDraft(notice, current),
    'notice',
    noticeType,
  );
}

export function deleteNotice(db: Database, actor: MerchantActor, id: number) {
  return removeAnnouncement(db, actor, id, 'notice', noticeType);
}
