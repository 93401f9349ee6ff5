import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/client';
import { ErrorState } from '../../ui/ErrorState';
import { Loader } from '../../ui/Loader';
import { Pagination } from '../../ui/Pagination';
import { RichText } from '@croupier/web-kit/rich-text';
import { useNotices } from './api';
import { wireTimestamp } from '@croupier/web-kit/dates';
import './content.css';

/**
 * The notices, 9 a page, titles with dates; choosing one shows its content and changing
 * page clears the choice (spec §2 "Notice modal"). Shared by /noticePage and the modal:
 * side by side on a wide page, one under the other in the modal and on phones.
 */
export function NoticeBrowser({ layout }: { layout: 'page' | 'modal' }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const notices = useNotices(page);
  const detailId = useId();
  const detailHeading = useRef<HTMLHeadingElement>(null);
  const listButtons = useRef(new Map<number, HTMLButtonElement>());

  if (notices.isPending) return <Loader />;
  if (notices.isError) {
    const key = notices.error instanceof ApiError ? notices.error.messageKey : 'system_error';
    return <ErrorState messageKey={key} onRetry={() => void notices.refetch()} />;
  }
  const { list, totalPages } = notices.data;
  if (list.length === 0 && page === 1) {
    return (
      <p className="empty-state" data-testid="notices-empty">
        {t('content.notices.empty')}
      </p>
    );
  }
  const selected = list.find((notice) => notice.id === selectedId) ?? null;

  const select = (id: number) => {
    setSelectedId(id);
    // After React has shown it: reading starts at the notice, on phones it scrolls into view.
    requestAnimationFrame(() => detailHeading.current?.focus());
  };
  const backToList = () => {
    if (selectedId !== null) listButtons.current.get(selectedId)?.focus();
  };

  return (
    <div className={`notice-browser notice-browser-${layout}`} data-testid="notice-browser">
      <div className="notice-list-column">
        <ul className="notice-list" aria-busy={notices.isPlaceholderData}>
          {list.map((notice) => {
            const time = wireTimestamp(notice.timestamp);
            return (
              <li key={notice.id}>
                <button
                  type="button"
                  ref={(button) => {
                    if (button) listButtons.current.set(notice.id, button);
                    else listButtons.current.delete(notice.id);
                  }}
                  className="notice-item"
                  aria-expanded={notice.id === selectedId}
                  aria-controls={detailId}
                  onClick={() => select(notice.id)}
                  data-testid="notice-item"
                >
                  <span className="notice-item-title">{notice.title}</span>{' '}
                  <time className="notice-item-time" dateTime={time.iso}>
                    {time.text}
                  </time>
                </button>
              </li>
            );
          })}
        </ul>
        <Pagination
          page={page}
          totalPages={totalPages}
          onChange={(next) => {
            setPage(next);
            setSelectedId(null);
          }}
          label={t('content.notices.pages')}
          testId="notice-pagination"
        />
      </div>
      <section
        id={detailId}
        className="panel notice-detail"
        aria-label={selected ? undefined : t('content.notices.title')}
        aria-labelledby={selected ? `${detailId}-title` : undefined}
        data-testid="notice-detail"
      >
        {selected ? (
          <>
            <h2 id={`${detailId}-title`} ref={detailHeading} tabIndex={-1}>
              {selected.title}
            </h2>
            <time className="notice-detail-time" dateTime={wireTimestamp(selected.timestamp).iso}>
              {wireTimestamp(selected.timestamp).text}
            </time>
            <RichText html={selected.content} testId="notice-content" />
            <button type="button" className="link-button" onClick={backToList}>
              {t('content.notices.backToList')}
            </button>
          </>
        ) : (
          <p className="notice-detail-hint">{t('content.notices.choose')}</p>
        )}
      </section>
    </div>
  );
}
