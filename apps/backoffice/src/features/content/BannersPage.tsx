import { consoleContent, supportedLanguages } from '@croupier/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAnnouncementDialogs } from './announcement-dialogs';
import { newAnnouncementForm } from './AnnouncementEditor';
import {
  announcementsQuery,
  contentActions,
  type ConsoleAnnouncement,
  type ContentLanguage,
} from './api';
import { ContentScreen, EmptySection, ListBody, useContentScreen } from './ContentScreen';
import { useListParams } from './list-params';
import { ContentStatusBadge, LanguageTabs, ScheduleText } from './parts';
import { useReorder } from './reorder';
import './content.css';

/** Enough for every banner of a brand in one language; the page says so if there are more. */
const bannerPageSize = 100;

function byGroup(rows: ConsoleAnnouncement[]): [string, ConsoleAnnouncement[]][] {
  const groups = new Map<string, ConsoleAnnouncement[]>();
  for (const row of rows) {
    const group = row.groupName ?? '';
    groups.set(group, [...(groups.get(group) ?? []), row]);
  }
  return [...groups.entries()];
}

/** One banner as players see it, with its schedule and state, between its buttons. */
function BannerItem({
  row,
  move,
  actions,
}: {
  row: ConsoleAnnouncement;
  move: ReactNode;
  actions: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <li className="banner-item" data-testid={`banner-${row.id}`}>
      {move}
      {row.url ? (
        <img className="banner-image" src={row.url} alt={row.title} loading="lazy" />
      ) : (
        <span className="banner-image banner-image-missing">{t('content.banners.noImage')}</span>
      )}
      <div className="banner-facts">
        <div className="row-title">{row.title}</div>
        <div className="muted">
          <ScheduleText startAt={row.startAt} endAt={row.endAt} />
        </div>
        <div className="banner-meta">
          <ContentStatusBadge status={row.status} />
          <span className="muted">
            {t('content.fields.sortOrder')}: {row.sortOrder}
          </span>
        </div>
      </div>
      {actions}
    </li>
  );
}

/**
 * The banners (B announcements) of one language, by the place they show (home carousel,
 * sign-in and sign-up windows), with their pictures and in the order players see them.
 */
export function BannersPage() {
  const { t, i18n } = useTranslation();
  const { values, setFilter } = useListParams({ language: supportedLanguages });
  const language: ContentLanguage = values.language ?? 'EN';
  const screen = useContentScreen('banners', (merchantCode) =>
    announcementsQuery(merchantCode, { type: 'B', language }, 1, bannerPageSize),
  );
  const dialogs = useAnnouncementDialogs(screen, { lockType: true });
  const reorder = useReorder(screen, contentActions.orderAnnouncements);

  const groupLabel = (group: string) =>
    i18n.exists(`content.groups.${group}`) ? t(`content.groups.${group}`) : group;

  return (
    <ContentScreen
      screen={screen}
      onCreate={() =>
        dialogs.create(
          newAnnouncementForm({
            type: 'B',
            language,
            groupName: consoleContent.knownBannerGroups[0],
          }),
        )
      }
      error={reorder.error}
    >
      <div className="toolbar">
        <LanguageTabs current={language} onChange={(next) => setFilter('language', next)} />
      </div>
      <div className="banner-groups" aria-busy={screen.list.isFetching}>
        <ListBody
          screen={screen}
          isEmpty={(data) => data.list.length === 0}
          empty={
            <div className="panel">
              <EmptySection section="banners" />
            </div>
          }
        >
          {(data) => (
            <>
              {data.totalCount > bannerPageSize && (
                <p className="form-notice">
                  {t('content.banners.tooMany', { shown: bannerPageSize, total: data.totalCount })}
                </p>
              )}
              {byGroup(data.list).map(([group, rows]) => (
                <section
                  className="panel banner-group"
                  key={group}
                  data-testid={`banner-group-${group}`}
                >
                  <header className="banner-group-header">
                    <h2>{groupLabel(group)}</h2>
                    <span className="muted code">{group}</span>
                  </header>
                  <ol className="banner-list">
                    {rows.map((row) => (
                      <BannerItem
                        key={row.id}
                        row={row}
                        move={screen.canWrite && reorder.moveButtons(row, rows)}
                        actions={screen.canWrite && dialogs.rowActions(row)}
                      />
                    ))}
                  </ol>
                </section>
              ))}
            </>
          )}
        </ListBody>
      </div>
      {dialogs.dialogs}
    </ContentScreen>
  );
}
