import type { agent } from '@croupier/contract';
import { formatDateTime } from '@croupier/web-kit/dates';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Column } from '../../../ui/RecordTable';
import { RecordTable } from '../../../ui/RecordTable';
import { SelectField } from '../../../ui/SelectField';
import { usePagedFilter } from '../../../ui/paging';
import { useDownlines, type DownlinesQuery } from '../api';
import { DownlineSummary } from './DownlineSummary';

type Filter = Omit<DownlinesQuery, 'pageNo' | 'pageSize'>;

const pageSize = 20;
/** Levels offered in the filter; deeper ones are still listed without it. */
const levels = ['1', '2', '3', '4', '5'] as const;

/**
 * Downline management (spec §2): the agent's whole tree, direct downlines first, searched by
 * username, status and level, a page at a time; a username opens that downline.
 */
export function DownlinesPage() {
  const { t } = useTranslation();
  const { filter, refilter, page, setPage } = usePagedFilter<Filter>(() => ({}));
  const [search, setSearch] = useState('');
  const [opened, setOpened] = useState<string | null>(null);
  const downlines = useDownlines({ ...filter, pageNo: page, pageSize });
  const label = (key: string) => t(`agent.downlines.${key}`);

  if (opened) return <DownlineSummary username={opened} onBack={() => setOpened(null)} />;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    refilter({ ...filter, username: search.trim() || undefined });
  };
  const columns: Column<agent.Downline>[] = [
    {
      header: label('username'),
      rowHeader: true,
      cell: (row) => (
        <button
          type="button"
          className="ag-link"
          style={{ paddingInlineStart: `${(row.level - 1) * 0.75}rem` }}
          onClick={() => setOpened(row.username)}
        >
          {row.username}
        </button>
      ),
    },
    { header: label('kind'), cell: (row) => label(row.isAgent ? 'subAgent' : 'player') },
    { header: label('level'), numeric: true, cell: (row) => row.level },
    { header: label('upline'), cell: (row) => row.upline },
    { header: label('directDownlines'), numeric: true, cell: (row) => row.directDownlines },
    { header: label('status'), cell: (row) => label(`statuses.${row.status}`) },
    { header: label('registeredAt'), cell: (row) => formatDateTime(row.registeredAt) },
  ];

  return (
    <div className="ag-downlines" data-testid="downlines">
      <form className="ag-filters" role="search" onSubmit={submit}>
        <div className="field">
          <label htmlFor="ag-downline-search">{label('search')}</label>
          <input
            id="ag-downline-search"
            type="search"
            value={search}
            maxLength={64}
            onChange={(event) => setSearch(event.target.value)}
          />
        </div>
        <SelectField
          label={label('status')}
          value={filter.status ?? ''}
          anyLabel={label('any')}
          options={(['active', 'locked'] as const).map((value) => ({
            value,
            label: label(`statuses.${value}`),
          }))}
          onChange={(value) => refilter({ ...filter, status: value || undefined })}
        />
        <SelectField
          label={label('level')}
          value={filter.level ? String(filter.level) : ''}
          anyLabel={label('any')}
          options={levels.map((value) => ({ value, label: value }))}
          onChange={(value) => refilter({ ...filter, level: value ? Number(value) : undefined })}
        />
        <button type="submit" className="button button-primary">
          {label('find')}
        </button>
      </form>
      <RecordTable
        query={downlines}
        columns={columns}
        rowKey={(row) => row.username}
        testId="downline-table"
        emptyText={label(filter.username || filter.status || filter.level ? 'noMatch' : 'empty')}
        paging={{ page, setPage }}
        pagesLabel={label('pages')}
      />
    </div>
  );
}
