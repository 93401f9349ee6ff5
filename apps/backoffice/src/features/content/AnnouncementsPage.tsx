import {
  announcementTypes,
  consoleContent,
  supportedLanguages,
  type AnnouncementType,
} from '@croupier/contract';
import { useTranslation } from 'react-i18next';
import { StatusTabs } from '../../ui/StatusTabs';
import { newAnnouncementForm } from './AnnouncementEditor';
import { AnnouncementListScreen } from './AnnouncementListScreen';
import { announcementsQuery, type ConsoleAnnouncement } from './api';
import { languageColumn, scheduleColumns, titleColumn } from './columns';
import { useContentScreen } from './ContentScreen';
import type { Column } from './ContentTable';
import { useListParams } from './list-params';
import { FilterSelect, LanguageFilter } from './parts';
import './content.css';

const hasImage = (type: AnnouncementType) => type === 'B' || type === 'PU' || type === 'PR';

/**
 * Every announcement of the merchant, of every type: banners, player notices, popups,
 * promotions and H. Filter by type, language and state; create, edit, copy into the other
 * language, switch on or off, delete. The content team writes; other roles read.
 */
export function AnnouncementsPage() {
  const { t } = useTranslation();
  const { values, page, setFilter, setPage } = useListParams({
    type: announcementTypes,
    language: supportedLanguages,
    status: consoleContent.contentStatuses,
  });
  const screen = useContentScreen('announcements', (merchantCode) =>
    announcementsQuery(merchantCode, values, page),
  );

  const columns: Column<ConsoleAnnouncement>[] = [
    titleColumn((row) => row.code && <div className="muted code">{row.code}</div>),
    {
      header: 'content.fields.type',
      className: 'nowrap',
      cell: (row) => t(`content.types.${row.type}`),
    },
    languageColumn,
    {
      header: 'content.fields.placement',
      cell: (row) => (
        <>
          {row.groupName && <div className="code">{row.groupName}</div>}
          {row.promotionType && <div className="code">{row.promotionType}</div>}
          {hasImage(row.type) && row.url && (
            <img className="image-thumb image-thumb-small" src={row.url} alt="" />
          )}
        </>
      ),
    },
    ...scheduleColumns,
  ];

  return (
    <AnnouncementListScreen
      screen={screen}
      newForm={() =>
        newAnnouncementForm({ type: values.type ?? 'PL', language: values.language ?? 'EN' })
      }
      filters={
        <>
          <StatusTabs
            statuses={announcementTypes}
            current={values.type}
            onChange={(type) => setFilter('type', type)}
            labelOf={(type) => t(`content.typesShort.${type}`)}
          />
          <div className="filters">
            <LanguageFilter
              value={values.language}
              onChange={(language) => setFilter('language', language)}
            />
            <FilterSelect
              label={t('common.status')}
              value={values.status}
              options={consoleContent.contentStatuses}
              labelOf={(status) => t(`content.status.${status}`)}
              onChange={(status) => setFilter('status', status)}
            />
          </div>
        </>
      }
      page={page}
      onPage={setPage}
      columns={columns}
    />
  );
}
