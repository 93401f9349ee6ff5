import { consoleContent, supportedLanguages } from '@croupier/contract';
import { useTranslation } from 'react-i18next';
import { StatusTabs } from '../../ui/StatusTabs';
import { newAnnouncementForm } from './AnnouncementEditor';
import { AnnouncementListScreen } from './AnnouncementListScreen';
import { noticesQuery } from './api';
import { languageColumn, scheduleColumns, titleColumn } from './columns';
import { useContentScreen } from './ContentScreen';
import { useListParams } from './list-params';
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

  return (
    <AnnouncementListScreen
      screen={screen}
      mode="notice"
      newForm={() => newAnnouncementForm({ language: values.language ?? 'EN' })}
      filters={
        <>
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
        </>
      }
      page={page}
      onPage={setPage}
      columns={columns}
    />
  );
}
