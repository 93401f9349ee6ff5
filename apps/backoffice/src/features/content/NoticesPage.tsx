import { backoffice, boContent, supportedLanguages } from '@croupier/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentMerchant } from '../../app/merchant';
import { useStaff } from '../session/staff';
import { Pager } from '../../ui/Pager';
import { EmptyState, ErrorState, Loading } from '../../ui/states';
import { StatusTabs } from '../../ui/StatusTabs';
import { AnnouncementActionDialog, type AnnouncementAction } from './AnnouncementActionDialog';
import {
  AnnouncementEditor,
  announcementFormOf,
  newAnnouncementForm,
  type AnnouncementForm,
} from './AnnouncementEditor';
import { noticesQuery, type ConsoleAnnouncement } from './api';
import { useListParams } from './list-params';
import { ContentStatusBadge, ScheduleText } from './parts';
import { plainText } from './rich-text';
import './content.css';

type Editing = { row?: ConsoleAnnouncement; initial: AnnouncementForm };

/**
 * Player notices: what the notice modal lists (newest first, by start time) and the marquee
 * runs. Their changes are audited as notices.
 */
export function NoticesPage() {
  const { t } = useTranslation();
  const merchant = useCurrentMerchant();
  const staff = useStaff();
  const canWrite = backoffice.contentRoles.includes(staff.role);
  const { values, page, setFilter, setPage } = useListParams({
    language: supportedLanguages,
    status: boContent.contentStatuses,
  });
  const list = useQuery({
    ...noticesQuery(merchant?.code ?? '', values, page),
    enabled: merchant !== undefined,
  });
  const [editing, setEditing] = useState<Editing | null>(null);
  const [action, setAction] = useState<AnnouncementAction | null>(null);
  const [notice, setNotice] = useState('');

  let body;
  if (!merchant || list.isPending) body = <Loading />;
  else if (list.isError)
    body = <ErrorState error={list.error} onRetry={() => void list.refetch()} />;
  else if (list.data.list.length === 0)
    body = <EmptyState testId="notices-empty">{t('content.notices.empty')}</EmptyState>;
  else
    body = (
      <>
        <div className="table-scroll">
          <table className="data-table" aria-label={t('content.notices.tableLabel')}>
            <thead>
              <tr>
                <th scope="col">{t('content.fields.title')}</th>
                <th scope="col">{t('content.fields.language')}</th>
                <th scope="col">{t('content.fields.schedule')}</th>
                <th scope="col" className="numeric">
                  {t('content.fields.sortOrder')}
                </th>
                <th scope="col">{t('common.status')}</th>
                {canWrite && <th scope="col">{t('common.actions')}</th>}
              </tr>
            </thead>
            <tbody>
              {list.data.list.map((row) => (
                <tr key={row.id} data-testid={`notice-${row.id}`}>
                  <td className="title-cell">
                    <div className="row-title">{row.title}</div>
                    <div className="muted summary">{plainText(row.content)}</div>
                  </td>
                  <td>{row.language}</td>
                  <td>
                    <ScheduleText startAt={row.startAt} endAt={row.endAt} />
                  </td>
                  <td className="numeric">{row.sortOrder}</td>
                  <td>
                    <ContentStatusBadge status={row.status} />
                  </td>
                  {canWrite && (
                    <td>
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
                          onClick={() =>
                            setAction({ kind: row.enabled ? 'disable' : 'enable', row })
                          }
                          aria-label={t(
                            row.enabled
                              ? 'content.actions.disableFor'
                              : 'content.actions.enableFor',
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
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <Pager
          page={page}
          totalPages={list.data.totalPages}
          totalCount={list.data.totalCount}
          onChange={setPage}
          label={t('content.notices.pages')}
        />
      </>
    );

  return (
    <section className="page content-page">
      <header className="page-header">
        <h1>{t('content.nav.notices')}</h1>
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
                  initial: newAnnouncementForm({ language: values.language ?? 'EN' }),
                })
              }
            >
              {t('content.notices.create')}
            </button>
          )}
        </div>
      </header>
      <p className="page-intro">{t('content.notices.intro')}</p>
      {!canWrite && <p className="form-notice">{t('content.readOnly')}</p>}
      <p className={notice ? 'notice' : 'visually-hidden'} role="status">
        {notice}
      </p>
      <div className="toolbar">
        <StatusTabs
          statuses={boContent.contentStatuses}
          current={values.status}
          onChange={(status) => setFilter('status', status)}
          labelOf={(status) => t(`content.status.${status}`)}
        />
        <label className="inline-field">
          <span>{t('content.fields.language')}</span>
          <select
            className="select"
            value={values.language ?? ''}
            onChange={(event) => setFilter('language', event.target.value || undefined)}
          >
            <option value="">{t('common.all')}</option>
            {supportedLanguages.map((language) => (
              <option key={language} value={language}>
                {t(`content.languages.${language}`)}
              </option>
            ))}
          </select>
        </label>
      </div>
      <div className="panel" aria-busy={list.isFetching}>
        {body}
      </div>
      {editing && merchant && (
        <AnnouncementEditor
          mode="notice"
          merchantCode={merchant.code}
          editing={editing.row}
          initial={editing.initial}
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
          asNotice
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
