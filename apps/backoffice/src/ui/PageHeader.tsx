import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** A page's title, with its page-wide buttons at the other end. */
export function PageHeader({ title, children }: { title: ReactNode; children?: ReactNode }) {
  return (
    <header className="page-header">
      <h1>{title}</h1>
      {children}
    </header>
  );
}

/**
 * Asks the server again for what the page shows (a queue fills while one works on it). It
 * waits while an answer is on its way, and while the page cannot ask yet (`disabled`).
 */
export function RefreshButton({
  query,
  disabled = false,
  className = 'button button-small',
}: {
  query: { refetch: () => unknown; isFetching: boolean };
  disabled?: boolean;
  className?: string;
}) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className={className}
      onClick={() => void query.refetch()}
      disabled={disabled || query.isFetching}
    >
      {t('common.refresh')}
    </button>
  );
}
