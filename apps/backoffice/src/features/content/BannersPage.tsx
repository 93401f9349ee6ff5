import { backoffice, boContent, supportedLanguages } from '@croupier/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentMerchant } from '../../app/merchant';
import { useStaff } from '../session/staff';
import { EmptyState, ErrorState, Loading } from '../../ui/states';
import { AnnouncementActionDialog, type AnnouncementAction } from './AnnouncementActionDialog';
import {
  AnnouncementEditor,
  announcementFormOf,
  newAnnouncementForm,
  type AnnouncementForm,
} from './AnnouncementEditor';
import {
  announcementsQuery,
  contentActions,
  moved,
  refreshContent,
  type ConsoleAnnouncement,
  type ContentLanguage,
} from './api';
import { contentErrorText } from './form-errors';
import { useListParams } from './list-params';
import { ContentStatusBadge, LanguageTabs, MoveButtons, ScheduleText } from './parts';
import './content.css';

/** Enough for every banner of a brand in one language; the page says so if there are more. */
const bannerPageSize = 100;

type Editing = { row?: ConsoleAnnouncement; initial: AnnouncementForm };

function byGroup(rows: ConsoleAnnouncement[]): [string, ConsoleAnnouncement[]][] {
  const groups = new Map<string, ConsoleAnnouncement[]>();
  for (const row of rows) {
    const group = row.groupName ?? '';
    groups.set(group, [...(groups.get(group) ?? []), row]);
  }
  return [...groups.entries()];
}

/**
 * The banners (B announcements) of one language, by the place they show (home carousel,
 * sign-in and sign-up windows), with their pictures and in the order players see them.
 */
export function BannersPage() {
  const { t, i18n } = useTranslation();
  const merchant = useCurrentMerchant();
  const staff = useStaff();
  const queryClient = useQueryClient();
  const canWrite = backoffice.contentRoles.includes(staff.role);
  const { values, setFilter } = useListParams({ language: supportedLanguages });
  const language: ContentLanguage = values.language ?? 'EN';
  const list = useQuery({
    ...announcementsQuery(merchant?.code ?? '', { type: 'B', language }, 1, bannerPageSize),
    enabled: merchant !== undefined,
  });
  const [editing, setEditing] = useState<Editing | null>(null);
  const [action, setAction] = useState<AnnouncementAction | null>(null);
  const [notice, setNotice] = useState('');
  const reorder = useMutation({
    mutationFn: (ids: number[]) => contentActions.orderAnnouncements(ids),
    onSuccess: () => setNotice(t('content.banners.reordered')),
    onSettled: () => void refreshContent(queryClient, merchant?.code ?? ''),
  });

  const groupLabel = (group: string) =>
    i18n.exists(`content.groups.${group}`) ? t(`content.groups.${group}`) : group;

  let body;
  if (!merchant || list.isPending) body = <Loading />;
  else if (list.isError)
    body = <ErrorState error={list.error} onRetry={() => void list.refetch()} />;
  else if (list.data.list.length === 0)
    body = (
      <div className="panel">
        <EmptyState testId="banners-empty">{t('content.banners.empty')}</EmptyState>
      </div>
    );
  else
    body = (
      <>
        {list.data.totalCount > bannerPageSize && (
          <p className="form-notice">
            {t('content.banners.tooMany', { shown: bannerPageSize, total: list.data.totalCount })}
          </p>
        )}
        {byGroup(list.data.list).map(([group, rows]) => (
          <section className="panel banner-group" key={group} data-testid={`banner-group-${group}`}>
            <header className="banner-group-header">
              <h2>{groupLabel(group)}</h2>
              <span className="muted code">{group}</span>
            </header>
            <ol className="banner-list">
              {rows.map((row, index) => (
                <li className="banner-item" key={row.id} data-testid={`banner-${row.id}`}>
                  {canWrite && (
                    <MoveButtons
                      name={row.title}
                      first={index === 0}
                      last={index === rows.length - 1}
                      disabled={reorder.isPending}
                      onMove={(step) =>
                        reorder.mutate(
                          moved(
                            rows.map((item) => item.id),
                            row.id,
                            step,
                          ),
                        )
                      }
                    />
                  )}
                  {row.url ? (
                    <img className="banner-image" src={row.url} alt={row.title} loading="lazy" />
                  ) : (
                    <span className="banner-image banner-image-missing">
                      {t('content.banners.noImage')}
                    </span>
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
                  {canWrite && (
                    <div className="row-actions">
                      <button
                        type="button"
                        className="button button-small"
                        onClick={() => setEditing({ row, initial: announcementFormOf(row) })}
                        aria-label={t('content.actions.editFor', { title: row.title })}
                      >
                        {t('content.actions.edit')}
                      </button>
                      <button
                        type="button"
                        className="button button-small"
                        onClick={() => setAction({ kind: row.enabled ? 'disable' : 'enable', row })}
                        aria-label={t(
                          row.enabled ? 'content.actions.disableFor' : 'content.actions.enableFor',
                          { title: row.title },
                        )}
                      >
                        {t(row.enabled ? 'content.actions.disable' : 'content.actions.enable')}
                      </button>
                      <button
                        type="button"
                        className="button button-small button-danger-quiet"
                        onClick={() => setAction({ kind: 'delete', row })}
                        aria-label={t('content.actions.deleteFor', { title: row.title })}
                      >
                        {t('content.actions.delete')}
                      </button>
                    </div>
                  )}
                </li>
              ))}
            </ol>
          </section>
        ))}
      </>
    );

  return (
    <section className="page content-page">
      <header className="page-header">
        <h1>{t('content.nav.banners')}</h1>
        <div className="row-actions">
          <button
            type="button"
            className="button button-small"
            onClick={() => void list.refetch()}
            disabled={!merchant || list.isFetching}
          >
            {t('common.refresh')}
          </button>
          {canWrite && merchant && (
            <button
              type="button"
              className="button button-small button-primary"
              onClick={() =>
                setEditing({
                  initial: newAnnouncementForm({
                    type: 'B',
                    language,
                    groupName: boContent.knownBannerGroups[0],
                  }),
                })
              }
            >
              {t('content.banners.create')}
            </button>
          )}
        </div>
      </header>
      <p className="page-intro">{t('content.banners.intro')}</p>
      {!canWrite && <p className="form-notice">{t('content.readOnly')}</p>}
      <p className={notice ? 'notice' : 'visually-hidden'} role="status">
        {notice}
      </p>
      {reorder.error && (
        <p className="form-error" role="alert">
          {contentErrorText(reorder.error)}
        </p>
      )}
      <div className="toolbar">
        <LanguageTabs current={language} onChange={(next) => setFilter('language', next)} />
      </div>
      <div className="banner-groups" aria-busy={list.isFetching}>
        {body}
      </div>
      {editing && merchant && (
        <AnnouncementEditor
          merchantCode={merchant.code}
          editing={editing.row}
          initial={editing.initial}
          lockType
          onClose={() => setEditing(null)}
          onSaved={(saved) => {
            setEditing(null);
            setNotice(t('content.saved', { title: saved.title }));
          }}
        />
      )}
      {action && merchant && (
        <AnnouncementActionDialog
          action={action}
          merchantCode={merchant.code}
          onClose={() => setAction(null)}
          onDone={(message) => {
            setAction(null);
            setNotice(message);
          }}
        />
      )}
    </section>
  );
}
