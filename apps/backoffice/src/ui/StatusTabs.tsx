import { useTranslation } from 'react-i18next';

/**
 * A row of toggle buttons of which one is on: the status filter above a queue, a page's
 * views. Plain buttons in a labelled group, so Tab reaches each and a screen reader hears
 * which is on.
 */
export function ToggleTabs<V>({
  label,
  tabs,
  current,
  onChange,
}: {
  label: string;
  tabs: { value: V; label: string }[];
  current: V;
  onChange: (value: V) => void;
}) {
  return (
    <div className="status-tabs" role="group" aria-label={label}>
      {tabs.map((tab) => (
        <button
          key={String(tab.value ?? 'all')}
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

/** The status filter above a queue: one tab per status, then one for all. */
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
  return (
    <ToggleTabs<S | undefined>
      label={t('common.status')}
      tabs={[
        ...statuses.map((status) => ({ value: status, label: labelOf(status) })),
        { value: undefined, label: t('common.all') },
      ]}
      current={current}
      onChange={onChange}
    />
  );
}
