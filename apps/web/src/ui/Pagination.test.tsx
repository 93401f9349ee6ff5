import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../i18n';
import { pageItems, Pagination } from './Pagination';

afterEach(cleanup);

describe('pageItems (page range 3, margin pages 1)', () => {
  it('shows every page when they fit', () => {
    expect(pageItems(1, 1)).toEqual([1]);
    expect(pageItems(2, 4)).toEqual([1, 2, 3, 4]);
    expect(pageItems(1, 0)).toEqual([]);
  });

  it('keeps the first and last page and three around the current one', () => {
    expect(pageItems(1, 10)).toEqual([1, 2, 3, 'gap', 10]);
    expect(pageItems(5, 10)).toEqual([1, 'gap', 4, 5, 6, 'gap', 10]);
    expect(pageItems(10, 10)).toEqual([1, 'gap', 8, 9, 10]);
  });

  it('shows a single hidden page instead of a gap', () => {
    expect(pageItems(4, 10)).toEqual([1, 2, 3, 4, 5, 'gap', 10]);
    expect(pageItems(7, 10)).toEqual([1, 'gap', 6, 7, 8, 9, 10]);
  });
});

function renderPager(page: number, totalPages: number) {
  const onChange = vi.fn();
  render(
    <Pagination page={page} totalPages={totalPages} onChange={onChange} label="Notice pages" />,
  );
  return { onChange, nav: screen.queryByRole('navigation', { name: 'Notice pages' }) };
}

describe('Pagination', () => {
  it('renders nothing for a single page', () => {
    expect(renderPager(1, 1).nav).toBeNull();
  });

  it('is a labelled nav of buttons with the current page marked', () => {
    const { nav } = renderPager(5, 10);
    const current = within(nav!).getByRole('button', { current: 'page' });
    expect(current.textContent).toBe('5');
    expect(current.getAttribute('aria-label')).toBe('Page 5 of 10');
    const labels = within(nav!)
      .getAllByRole('button')
      .map((button) => button.textContent);
    expect(labels).toEqual(['‹', '1', '4', '5', '6', '10', '›']);
  });

  it('moves by page buttons and the previous and next steps', () => {
    const { nav, onChange } = renderPager(5, 10);
    fireEvent.click(within(nav!).getByRole('button', { name: 'Page 10 of 10' }));
    fireEvent.click(within(nav!).getByRole('button', { name: 'Next page' }));
    fireEvent.click(within(nav!).getByRole('button', { name: 'Previous page' }));
    fireEvent.click(within(nav!).getByRole('button', { current: 'page' }));
    expect(onChange.mock.calls).toEqual([[10], [6], [4]]);
  });

  it('cannot step before the first or past the last page', () => {
    const first = renderPager(1, 3);
    expect(within(first.nav!).getByRole('button', { name: 'Previous page' })).toHaveProperty(
      'disabled',
      true,
    );
    cleanup();
    const last = renderPager(3, 3);
    expect(within(last.nav!).getByRole('button', { name: 'Next page' })).toHaveProperty(
      'disabled',
      true,
    );
  });
});
