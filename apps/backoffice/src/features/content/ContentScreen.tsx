import { consoleAccess } from '@croupier/contract';
import {
  useQuery,
  type QueryKey,
  type UseQueryOptions,
  type UseQueryResult,
} from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentMerchant } from '../../app/merchant';
import { EmptyState, ErrorState, Loading } from '../../ui/states';
import { useStaff } from '../../app/staff';
import { contentErrorText } from './form-errors';

/** A content screen; its strings are `content.<section>.*` (and its title `content.nav.<section>`). */
export type ContentSection = 'announcements' | 'notices' | 'banners' | 'help';

export type ContentScreenState<TData = unknown> = {
  section: ContentSection;
  merchant: consoleAccess.ConsoleMerchant | undefined;
  list: UseQueryResult<TData>;
  canWrite: boolean;
  notice: string;
  setNotice: (notice: string) => void;
};

/**
 * What every content screen starts from: the merchant, its list (`queryOf` the merchant's
 * code; not asked for until the merchant is known), whether the staff member may write (the
 * content team does; other roles read), and the line that reports the last change.
 */
export function useContentScreen<TQueryFnData, TData, TQueryKey extends QueryKey>(
  section: ContentSection,
  queryOf: (merchantCode: string) => UseQueryOptions<TQueryFnData, Error, TData, TQueryKey>,
): ContentScreenState<TData> {
  const merchant = useCurrentMerchant();
  const staff = useStaff();
  const list = useQuery({ ...queryOf(merchant?.code ?? ''), enabled: merchant !== undefined });
  const [notice, setNotice] = useState('');
  const canWrite = consoleAccess.contentRoles.includes(staff.role);
  return { section, merchant, list, canWrite, notice, setNotice };
}

/**
 * The frame of a content screen: its title with refresh and create buttons, what it is for,
 * a word to roles that only read, and the outcome of the last change.
 */
export function ContentScreen({
  screen: { section, merchant, list, canWrite, notice },
  onCreate,
  error,
  children,
}: {
  screen: ContentScreenState;
  onCreate: () => void;
  /** A failed change made on the screen itself rather than in a dialog (moving a row). */
  error?: Error | null;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <section className="page content-page">
      <header className="page-header">
        <h1>{t(`content.nav.${section}`)}</h1>
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
            <button type="button" className="button button-small button-primary" onClick={onCreate}>
              {t(`content.${section}.create`)}
            </button>
          )}
        </div>
      </header>
      <p className="page-intro">{t(`content.${section}.intro`)}</p>
      {!canWrite && <p className="form-notice">{t('content.readOnly')}</p>}
      <p className={notice ? 'notice' : 'visually-hidden'} role="status">
        {notice}
      </p>
      {error && (
        <p className="form-error" role="alert">
          {contentErrorText(error)}
        </p>
      )}
      {children}
    </section>
  );
}

/** What a screen shows when its list has no rows. */
export function EmptySection({ section }: { section: ContentSection }) {
  const { t } = useTranslation();
  return <EmptyState testId={`${section}-empty`}>{t(`content.${section}.empty`)}</EmptyState>;
}

/**
 * The screen's list while it loads, when it fails (with a retry), when it has no rows (`empty`,
 * by default the section's word for it), and with its rows.
 */
export function ListBody<TData>({
  screen: { section, merchant, list },
  isEmpty,
  empty = <EmptySection section={section} />,
  children,
}: {
  screen: ContentScreenState<TData>;
  isEmpty: (data: TData) => boolean;
  empty?: ReactNode;
  children: (data: TData) => ReactNode;
}) {
  if (!merchant || list.isPending) return <Loading />;
  if (list.isError) return <ErrorState error={list.error} onRetry={() => void list.refetch()} />;
  if (isEmpty(list.data)) return empty;
  return children(list.data);
}
