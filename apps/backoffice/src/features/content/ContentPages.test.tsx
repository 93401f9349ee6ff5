import type { consoleAccess, consoleContent } from '@croupier/contract';
import { footerHelpKeys } from '@croupier/contract';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { consoleSession } from '../../api/console-session';
import { merchantChoice } from '../../api/merchant-choice';
import { Providers } from '../../app/providers';
import '../../i18n';
import { demoMerchant, ok, resetConsole, serveApi } from '../../testing/fake-api';
import { StaffProvider } from '../../app/staff';
import { AnnouncementsPage } from './AnnouncementsPage';
import { consoleAnnouncement } from './content-testing';
import { HelpArticlesPage } from './HelpArticlesPage';

function announcement(
  id: number,
  changes: Partial<consoleContent.ConsoleAnnouncement> = {},
): consoleContent.ConsoleAnnouncement {
  return consoleAnnouncement({ id, title: `Notice ${id}`, ...changes });
}

function article(id: number, key: string, sortOrder: number): consoleContent.ConsoleHelpArticle {
  return {
    id,
    key,
    language: 'EN',
    title: `Article ${key}`,
    content: '<p>Text</p>',
    sortOrder,
    enabled: true,
    updatedAt: '2026-06-01T00:00:00.000Z',
  };
}

function renderPage(page: ReactNode, role: consoleAccess.StaffRole, path = '/') {
  render(
    <Providers>
      <StaffProvider
        staff={{ staffId: 3, username: `${role}-1`, role, expiresAt: '2030-01-01T00:00:00Z' }}
      >
        <MemoryRouter initialEntries={[path]}>{page}</MemoryRouter>
      </StaffProvider>
    </Providers>,
  );
}

beforeEach(() => {
  resetConsole();
  consoleSession.start('staff-token');
  merchantChoice.set('demo');
});

describe('the announcements list', () => {
  function serveAnnouncements(rows: consoleContent.ConsoleAnnouncement[]) {
    return serveApi((call) => {
      if (call.path === '/bo/merchants') return ok([demoMerchant]);
      if (call.path === '/bo/content/announcements' && call.method === 'GET') {
        const type = call.query.get('type');
        const list = rows.filter((row) => !type || row.type === type);
        return ok({ list, pageNum: 1, totalPages: list.length ? 1 : 0, totalCount: list.length });
      }
      const switched = /^\/bo\/content\/announcements\/(\d+)\/enabled$/.exec(call.path);
      const index = rows.findIndex((row) => row.id === Number(switched?.[1]));
      if (switched && call.method === 'PUT' && index >= 0) {
        const enabled = (call.body as { enabled: boolean }).enabled;
        rows[index] = { ...rows[index]!, enabled, status: enabled ? 'live' : 'disabled' };
        return ok(rows[index]);
      }
      return undefined;
    });
  }

  it('filters by type and switches an announcement off after asking', async () => {
    const calls = serveAnnouncements([
      announcement(1),
      announcement(2, { type: 'PU', title: 'Weekend popup', url: '/popup.png' }),
    ]);
    renderPage(<AnnouncementsPage />, 'content', '/content/announcements');

    expect(await screen.findByTestId('announcement-1')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Popups' }));
    await waitFor(() => expect(screen.queryByTestId('announcement-1')).toBeNull());
    const row = await screen.findByTestId('announcement-2');
    expect(within(row).getByText('Live')).toBeTruthy();
    expect(
      calls
        .filter((call) => call.path === '/bo/content/announcements')
        .at(-1)!
        .query.get('type'),
    ).toBe('PU');

    fireEvent.click(within(row).getByRole('button', { name: 'Turn off “Weekend popup”' }));
    const dialog = screen.getByRole('dialog', { name: 'Turn it off' });
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Turn off' }));
    expect(await screen.findByText('“Weekend popup” is off.')).toBeTruthy();
    expect(calls.find((call) => call.method === 'PUT')).toMatchObject({
      path: '/bo/content/announcements/2/enabled',
      body: { enabled: false },
    });
    await waitFor(() =>
      expect(within(screen.getByTestId('announcement-2')).getByText('Off')).toBeTruthy(),
    );
  });

  it('shows an auditor the list without any way to change it', async () => {
    serveAnnouncements([announcement(1)]);
    renderPage(<AnnouncementsPage />, 'auditor', '/content/announcements');
    const row = await screen.findByTestId('announcement-1');
    expect(within(row).queryByRole('button')).toBeNull();
    expect(screen.queryByRole('button', { name: 'New announcement' })).toBeNull();
    expect(screen.getByText('Your role can read content but not change it.')).toBeTruthy();
  });
});

describe('the help-centre articles', () => {
  it('moves an article down, naming the untranslated footer pages', async () => {
    let articles = [article(11, 'about', 1), article(12, 'contact', 2), article(13, 'terms', 3)];
    const calls = serveApi((call) => {
      if (call.path === '/bo/merchants') return ok([demoMerchant]);
      if (call.path === '/bo/content/help' && call.method === 'GET') return ok(articles);
      if (call.path === '/bo/content/help/order' && call.method === 'PUT') {
        const ids = (call.body as { ids: number[] }).ids;
        articles = ids.map((id, index) => ({
          ...articles.find((item) => item.id === id)!,
          sortOrder: index + 1,
        }));
        return ok(articles);
      }
      return undefined;
    });
    renderPage(<HelpArticlesPage />, 'admin', '/content/help');

    expect(await screen.findByTestId('help-about')).toBeTruthy();
    const missing = footerHelpKeys.filter((key) => !['about', 'contact', 'terms'].includes(key));
    expect(screen.getByTestId('help-missing').textContent).toContain(missing.join(', '));

    fireEvent.click(screen.getByRole('button', { name: 'Move “Article about” down' }));
    expect(await screen.findByText('Article order saved.')).toBeTruthy();
    expect(calls.find((call) => call.method === 'PUT')).toMatchObject({
      path: '/bo/content/help/order',
      body: { ids: [12, 11, 13] },
    });
    await waitFor(() => {
      const keys = screen
        .getAllByTestId(/^help-(about|contact|terms)$/)
        .map((row) => row.dataset.testid);
      expect(keys).toEqual(['help-contact', 'help-about', 'help-terms']);
    });
    expect(
      calls
        .find((call) => call.method === 'GET' && call.path === '/bo/content/help')
        ?.query.get('language'),
    ).toBe('EN');
  });
});
