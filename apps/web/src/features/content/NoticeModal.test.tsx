import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { configureApiClient } from '../../api/client';
import { Providers } from '../../app/providers';
import '../../i18n';
import { NoticeModal } from './NoticeModal';

const notices = Array.from({ length: 12 }, (_, index) => ({
  id: index + 1,
  title: `Notice ${index + 1}`,
  content: `<p>Body of notice ${index + 1}</p>`,
  timestamp: '2026-11-20 08:00:00',
}));

/** The server's /wps/notice over the twelve notices above, 9 a page. */
function serveNotices() {
  const asked: string[] = [];
  configureApiClient({
    fetch: async (input) => {
      const url = new URL(String(input), 'http://site.test');
      asked.push(url.search);
      const pageNo = Number(url.searchParams.get('pageNo'));
      const pageSize = Number(url.searchParams.get('pageSize'));
      const list = notices.slice((pageNo - 1) * pageSize, pageNo * pageSize);
      const value = { list, pageNum: pageNo, totalPages: 2, totalCount: notices.length };
      return new Response(JSON.stringify({ success: true, message: null, value }));
    },
    session: { getItem: () => null },
  });
  return asked;
}

beforeAll(() => {
  // jsdom has <dialog> but not its modal methods.
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
    this.open = false;
  };
});
afterEach(cleanup);

describe('NoticeModal', () => {
  it('lists 9 notices a page, shows the chosen one, and paging clears the choice', async () => {
    const asked = serveNotices();
    const onClose = vi.fn();
    render(
      <Providers>
        <NoticeModal onClose={onClose} />
      </Providers>,
    );
    const modal = screen.getByTestId('notice-modal');
    expect(within(modal).getByRole('heading', { level: 2, name: 'Notices' })).toBeTruthy();
    const items = await within(modal).findAllByTestId('notice-item');
    expect(items).toHaveLength(9);
    expect(asked[0]).toBe('?pageNo=1&pageSize=9');

    fireEvent.click(within(modal).getByRole('button', { name: /^Notice 3 / }));
    expect(within(modal).getByTestId('notice-content').textContent).toBe('Body of notice 3');

    fireEvent.click(within(modal).getByRole('button', { name: 'Page 2 of 2' }));
    expect(await within(modal).findByRole('button', { name: /^Notice 12 / })).toBeTruthy();
    expect(within(modal).getAllByTestId('notice-item')).toHaveLength(3);
    expect(within(modal).queryByTestId('notice-content')).toBeNull();

    fireEvent.click(within(modal).getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledOnce();
  });
});
