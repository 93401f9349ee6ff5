import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Pager } from '../../ui/Pager';
import { ContentTable, type Column } from './ContentTable';
import { ListBody, type ContentScreenState } from './ContentScreen';

type Page<Row> = { list: Row[]; totalPages: number; totalCount: number };

/** The screen's paged list in its panel: a table of the page's rows, and the pager under it. */
export function PagedList<Row extends { id: number }>({
  screen,
  page,
  onPage,
  ...table
}: {
  screen: ContentScreenState<Page<Row>>;
  page: number;
  onPage: (page: number) => void;
  columns: Column<Row>[];
  rowTestId: (row: Row) => string;
  actions?: (row: Row) => ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div className="panel" aria-busy={screen.list.isFetching}>
      <ListBody screen={screen} isEmpty={(data) => data.list.length === 0}>
        {(data) => (
          <>
            <ContentTable
              label={t(`content.${screen.section}.tableLabel`)}
              rows={data.list}
              {...table}
            />
            <Pager
              page={page}
              totalPages={data.totalPages}
              totalCount={data.totalCount}
              onChange={onPage}
              label={t(`content.${screen.section}.pages`)}
            />
          </>
        )}
      </ListBody>
    </div>
  );
}
