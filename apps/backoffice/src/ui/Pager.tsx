import { useTranslation } from 'react-i18next';

/**
 * Previous / next through a list's pages, with where one is and how many rows there are.
 * A console pages through queues one step at a time; the total says how long the queue is.
 */
export function Pager({
  page,
  totalPages,
  totalCount,
  onChange,
  label,
}: {
  page: number;
  totalPages: number;
  totalCount: number;
  onChange: (page: number) => void;
  /** What is being paged, for screen readers ("Deposit pages"). */
  label: string;
}) {
  const { t } = useTranslation();
  return (
    <nav className="pager" aria-label={label}>
      <span className="pager-total">{t('common.total', { count: totalCount })}</span>
      <button
        type="button"
        className="button button-small"
        onClick={() => onChange(page - 1)}
        disabled={page <= 1}
      >
        {t('common.previous')}
      </button>
      <span className="pager-where" aria-live="polite">
        {t('common.pageOf', { page, total: Math.max(totalPages, 1) })}
      </span>
      <button
        type="button"
        className="button button-small"
        onClick={() => onChange(page + 1)}
        disabled={page >= totalPages}
      >
        {t('common.next')}
      </button>
    </nav>
  );
}
