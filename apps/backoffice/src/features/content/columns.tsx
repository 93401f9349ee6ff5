import type { ReactNode } from 'react';
import type { ConsoleAnnouncement } from './api';
import type { Column } from './ContentTable';
import { ContentStatusBadge, ScheduleText } from './parts';
import { plainText } from '@croupier/web-kit/rich-text';

// The columns the announcements, notices and help lists share.

/** The title, and the start of the text as plain words; `more` adds lines under them. */
export function titleColumn<Row extends { title: string; content: string }>(
  more?: (row: Row) => ReactNode,
): Column<Row> {
  return {
    header: 'content.fields.title',
    className: 'title-cell',
    cell: (row) => (
      <>
        <div className="row-title">{row.title}</div>
        <div className="muted summary">{plainText(row.content)}</div>
        {more?.(row)}
      </>
    ),
  };
}

export const languageColumn: Column<ConsoleAnnouncement> = {
  header: 'content.fields.language',
  cell: (row) => row.language,
};

/** When it shows, whether players see it now, and where it stands in its list. */
export const scheduleColumns: Column<ConsoleAnnouncement>[] = [
  {
    header: 'content.fields.schedule',
    cell: (row) => <ScheduleText startAt={row.startAt} endAt={row.endAt} />,
  },
  { header: 'content.fields.sortOrder', numeric: true, cell: (row) => row.sortOrder },
  { header: 'common.status', cell: (row) => <ContentStatusBadge status={row.status} /> },
];
