import { consoleContent, supportedLanguages } from '@croupier/contract';
import { useTranslation } from 'react-i18next';
import { StatusTabs } from '../../ui/StatusTabs';
import { useAnnouncementDialogs } from './announcement-dialogs';
import { newAnnouncementForm } from './AnnouncementEditor';
import { noticesQuery } from './api';
import { languageColumn, scheduleColumns, titleColumn } from './columns';
import { ContentScreen, useContentScreen } from './ContentScreen';
import { useListParams } from './list-params';
import { PagedList } from './PagedList';
import { LanguageFilter } from './parts';
import './content.css';

const columns = [titleColumn(), languageColumn, ...scheduleColumns];

/**
 * Player notices: what the notice modal lists (newest first, by start time) and the marquee
 * runs. Their changes are audited as notices.
 */
export function NoticesPage() {
  const { t } = useTranslation();
  const { values, page, setFilter, setPage } = useListParams({
    language: supportedLanguages,
    status: consoleContent.contentStatuses,
  });
  const screen = useContentScreen('notices', (merchantCode) =>
    noticesQuery(merchantCode, values, page),
  );
  const dialogs = useAnnouncementDialogs(screen, { mode: 'notice' });

  return (
    <ContentScreen
      screen={screen}
      onCreate={() => dialogs.create(newAnnouncementForm({ language: values.language ?? 'EN' }))}
    >
      <div className="toolbar">
        <StatusTabs
          statuses={consoleContent.contentStatuses}
          current={values.status}
          onChange={(status) => setFilter('status', status)}
          labelOf={(status) => t(`content.status.${status}`)}
        />
        <LanguageFilter
          value={values.language}
          onChange={(language) => setFilter('language', language)}
        />
      </div>
      <PagedList
        screen={screen}
        page={page}
        onPage={setPage}
        columns={columns}
        rowTestId={(row) => `notice-${row.id}`}
        actions={screen.canWrite ? (row) => dialogs.rowActions(row) : undefined}
      />
      {dialogs.dialogs}
    </ContentScreen>
  );
}
