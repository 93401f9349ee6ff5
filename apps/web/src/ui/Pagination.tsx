import { useTranslation } from 'react-i18next';
import './pagination.css';

export type PageItem = number | 'gap';

/**
 * The pages a pager shows (spec §9: page range 3, margin pages 1): the first and last
 * `margin` pages, `range` pages around the current one, and a gap for the rest. A gap of a
 * single page shows that page instead, since "…" would take the same room.
 */
export function pageItems(current: number, total: number, range = 3, margin = 1): PageItem[] {
  if (total < 1) return [];
  const start = Math.min(
    Math.max(1, current - Math.floor(range / 2)),
    Math.max(1, total - range + 1),
  );
  const end = Math.min(total, start + range - 1);
  const shown = new Set<number>();
  for (let page = 1; page <= Math.min(margin, total); page += 1) shown.add(page);
  for (let page = start; page <= end; page += 1) shown.add(page);
  for (let page = Math.max(1, total - margin + 1); page <= total; page += 1) shown.add(page);
  const pages = [...shown].sort((a, b) => a - b);
  const items: PageItem[] = [];
  pages.forEach((page, index) => {
    const previous = pages[index - 1];
    if (previous !== undefined && page - previous === 2) items.push(previous + 1);
    else if (previous !== undefined && page - previous > 2) items.push('gap');
    items.push(page);
  });
  return items;
}

/**
 * A pager of buttons in a labelled nav: Tab reaches every page, the current one is marked
 * `aria-current`, and buttons keep their identity across pages so focus stays put.
 */
export function Pagination({
  page,
  totalPages,
  onChange,
  label,
  testId,
}: {
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
  /** What is being paged, for screen readers ("Notice pages"). */
  label: string;
  testId?: string;
}) {
  // The pager's words live in the content catalogue until the design system has its own.
  const { t } = useTranslation();
  if (totalPages <= 1) return null;
  return (
    <nav className="pagination" aria-label={label} data-testid={testId}>
      <ul>
        <li>
          <button
            type="button"
            className="pagination-step"
            onClick={() => onChange(page - 1)}
            disabled={page <= 1}
            aria-label={t('pagination.previous')}
          >
            <span aria-hidden="true">‹</span>
          </button>
        </li>
        {pageItems(page, totalPages).map((item, index) =>
          item === 'gap' ? (
            <li key={`gap-${index}`} className="pagination-gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item}>
              <button
                type="button"
                onClick={() => item !== page && onChange(item)}
                aria-current={item === page ? 'page' : undefined}
                aria-label={t('pagination.page', { page: item, total: totalPages })}
              >
                {item}
              </button>
            </li>
          ),
        )}
        <li>
          <button
            type="button"
            className="pagination-step"
            onClick={() => onChange(page + 1)}
            disabled={page >= totalPages}
            aria-label={t('pagination.next')}
          >
            <span aria-hidden="true">›</span>
          </button>
        </li>
      </ul>
    </nav>
  );
}
