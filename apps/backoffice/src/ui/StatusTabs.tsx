import { useTranslation } from 'react-i18next';

/**
 * The status filter above a queue: one toggle button per status and one for all. Plain
 * buttons in a labelled group, so Tab reaches each and a screen reader hears which is on.
 */
export function StatusTabs<S extends string>({
  statuses,
  current,
  onChange,
  labelOf,
}: {
  statuses: readonly S[];
  current: S | undefined;
  onChange: (status: S | undefined) => void;
  labelOf: (status: S) => string;
}) {
  const { t } = useTranslation();
  const tabs: { value: S | undefined; label: string }[] = [
    ...statuses.map((status) => ({ value: status, label: labelOf(status) })),
    { value: undefined, label: t('common.all') },
  ];
  return (
    <div className="status-tabs" role="group" aria-label={t('common.status')}>
      {tabs.map((tab) => (
        <button
          key={tab.value ?? 'all'}
          type="button"
          className="status-tab"
          aria-pressed={tab.value === current}
          onClick={() => onChange(tab.value)}
        >
          {tab.label}
        </button>
      ))}
    </div>
  );
}
