import { useQuery } from '@tanstack/react-query';
import { Fragment, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentMerchant } from '../../app/merchant';
import { formatFullTime as fullTime, formatTime } from '../../ui/format';
import { InputField } from '../../ui/InputField';
import { PagedTable } from '../../ui/PagedTable';
import { PageHeader, RefreshButton } from '../../ui/PageHeader';
import { QueryView } from '../../ui/QueryView';
import { auditPageSize, auditQuery, type AuditEntry } from './api';
import { useAuditParams } from './audit-params';
import { AuditDiff } from './AuditDiff';
import { ChainCheck } from './ChainCheck';
import './audit.css';

/**
 * The audit log: every change made in the console, newest first, each chained to the one
 * before by its hash. Owners, admins and auditors read it; nobody writes to it from here.
 */
export function AuditPage() {
  const { t } = useTranslation();
  const merchant = useCurrentMerchant();
  const { filter, page, setFilter, setPage } = useAuditParams();
  const log = useQuery({
    ...auditQuery(merchant?.code ?? '', filter, page),
    enabled: merchant !== undefined,
  });
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const toggle = (seq: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(seq)) next.delete(seq);
      else next.add(seq);
      return next;
    });

  const filtered = Boolean(filter.staff || filter.action || filter.thisBrand);
  return (
    <section className="page audit-page">
      <PageHeader title={t('audit.title')}>
        <div className="row-actions">
          <RefreshButton query={log} disabled={!merchant} />
        </div>
      </PageHeader>
      <p className="page-intro">{t('audit.intro')}</p>
      <ChainCheck />
      <AuditFilters
        key={`${filter.staff ?? ''}|${filter.action ?? ''}|${filter.thisBrand}`}
        initial={filter}
        brandName={merchant?.name}
        onApply={setFilter}
      />
      <div className="panel" aria-busy={log.isFetching}>
        <QueryView
          query={log}
          waiting={!merchant}
          empty={{
            when: (data) => data.entries.length === 0,
            message: filtered ? t('audit.emptyFiltered') : t('audit.empty'),
            testId: 'audit-empty',
          }}
        >
          {(data) => (
            <PagedTable
              label={t('audit.tableLabel')}
              className="audit-table"
              columns={[
                { label: t('audit.column.seq'), numeric: true },
                t('audit.column.time'),
                t('audit.column.staff'),
                t('audit.column.brand'),
                t('audit.column.action'),
                t('audit.column.target'),
                t('audit.column.changes'),
              ]}
              page={page}
              totals={{
                totalPages: Math.ceil(data.totalCount / auditPageSize),
                totalCount: data.totalCount,
              }}
              onPage={setPage}
              pagesLabel={t('audit.pages')}
            >
              {data.entries.map((entry) => (
                <AuditRow
                  key={entry.seq}
                  entry={entry}
                  open={open.has(entry.seq)}
                  onToggle={() => toggle(entry.seq)}
                />
              ))}
            </PagedTable>
          )}
        </QueryView>
      </div>
    </section>
  );
}

function AuditRow({
  entry,
  open,
  onToggle,
}: {
  entry: AuditEntry;
  open: boolean;
  onToggle: () => void;
}) {
  const { t } = useTranslation();
  const diffId = `audit-diff-${entry.seq}`;
  return (
    <Fragment>
      <tr data-testid={`audit-${entry.seq}`}>
        <td className="numeric">{entry.seq}</td>
        <td className="nowrap">
          <time dateTime={entry.createdAt} title={fullTime(entry.createdAt)}>
            {formatTime(entry.createdAt)}
          </time>
        </td>
        <td className="nowrap">{entry.staffUsername}</td>
        <td className="nowrap">
          {entry.merchantCode ?? <span className="muted">{t('audit.platform')}</span>}
        </td>
        <td className="nowrap audit-code">{entry.action}</td>
        <td className="audit-code audit-target">{entry.target}</td>
        <td>
          <button
            type="button"
            className="button button-small"
            aria-expanded={open}
            aria-controls={open ? diffId : undefined}
            aria-label={t(open ? 'audit.hideChangesOf' : 'audit.showChangesOf', {
              seq: entry.seq,
            })}
            onClick={onToggle}
          >
            {t(open ? 'audit.hideChanges' : 'audit.showChanges')}
          </button>
        </td>
      </tr>
      {open && (
        <tr className="audit-diff-row" id={diffId}>
          <td colSpan={7}>
            <AuditDiff before={entry.before} after={entry.after} />
          </td>
        </tr>
      )}
    </Fragment>
  );
}

/** The filters, applied together with one button so the log is not asked on every keystroke. */
function AuditFilters({
  initial,
  brandName,
  onApply,
}: {
  initial: { staff?: string; action?: string; thisBrand: boolean };
  brandName: string | undefined;
  onApply: (filter: { staff?: string; action?: string; thisBrand: boolean }) => void;
}) {
  const { t } = useTranslation();
  const [staff, setStaff] = useState(initial.staff ?? '');
  const [action, setAction] = useState(initial.action ?? '');
  const [thisBrand, setThisBrand] = useState(initial.thisBrand);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply({ staff, action, thisBrand });
  };
  const any = Boolean(initial.staff || initial.action || initial.thisBrand);
  return (
    <form
      className="panel audit-filters"
      role="search"
      aria-label={t('audit.filters.label')}
      onSubmit={submit}
    >
      <InputField
        label={t('audit.filters.staff')}
        value={staff}
        maxLength={64}
        autoComplete="off"
        spellCheck={false}
        onChange={setStaff}
      />
      <InputField
        label={t('audit.filters.action')}
        hint={t('audit.filters.actionHint')}
        className="input audit-code"
        value={action}
        maxLength={64}
        placeholder="staff."
        autoComplete="off"
        spellCheck={false}
        onChange={setAction}
      />
      <label className="audit-check">
        <input
          type="checkbox"
          checked={thisBrand}
          onChange={(event) => setThisBrand(event.target.checked)}
        />
        {brandName
          ? t('audit.filters.thisBrandNamed', { name: brandName })
          : t('audit.filters.thisBrand')}
      </label>
      <div className="audit-filter-actions">
        <button type="submit" className="button button-primary button-small">
          {t('audit.filters.apply')}
        </button>
        {any && (
          <button
            type="button"
            className="button button-small"
            onClick={() => onApply({ thisBrand: false })}
          >
            {t('audit.filters.clear')}
          </button>
        )}
      </div>
    </form>
  );
}
