import type { consoleAccess, consoleGames } from '@croupier/contract';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { consoleSession } from '../../api/console-session';
import { merchantChoice } from '../../api/merchant-choice';
import { Providers } from '../../app/providers';
import '../../i18n';
import { demoMerchant, ok, resetConsole, serveApi } from '../../testing/fake-api';
import { StaffProvider } from '../../app/staff';
import { GamesPage } from './GamesPage';

const firstSecret = 'a1'.repeat(32);
const secondSecret = 'b2'.repeat(32);

function connection(
  code: string,
  changes: Partial<consoleGames.VendorConnection> = {},
): consoleGames.VendorConnection {
  return {
    code,
    name: `Vendor ${code}`,
    adapter: 'demo',
    launchUrl: '',
    hasSecret: false,
    demoOnly: true,
    maintenance: false,
    games: 4,
    createdAt: '2026-11-01T10:00:00.000Z',
    ...changes,
  };
}

/** The server's connections: a POST adds one, a PUT changes one; secrets only in answers. */
function serveConnections(connections: consoleGames.VendorConnection[]) {
  const secrets = [firstSecret, secondSecret];
  return serveApi((call) => {
    if (call.path === '/bo/merchants') return ok([demoMerchant]);
    if (call.path === '/bo/games/vendors') return ok([]);
    if (call.path === '/bo/games/vendor-connections' && call.method === 'GET') {
      return ok(connections);
    }
    if (call.path === '/bo/games/vendor-connections' && call.method === 'POST') {
      const { adapter: _adapter, ...body } = call.body as consoleGames.ConnectionCreateBody;
      const added = connection(body.code, {
        ...body,
        adapter: 'seamless',
        hasSecret: true,
        games: 0,
      });
      connections.push(added);
      return ok({ connection: added, secret: secrets.shift() });
    }
    const edit = /^\/bo\/games\/vendor-connections\/(\w+)$/.exec(call.path);
    if (edit && call.method === 'PUT') {
      const index = connections.findIndex((row) => row.code === edit[1]);
      const { rotateSecret, ...change } = call.body as consoleGames.ConnectionChange;
      connections[index] = { ...connections[index]!, ...change };
      return ok({ connection: connections[index], secret: rotateSecret ? secrets.shift() : null });
    }
    return undefined;
  });
}

function renderPage(role: consoleAccess.StaffRole, path = '/games?view=connections') {
  render(
    <Providers>
      <StaffProvider
        staff={{ staffId: 1, username: `${role}-1`, role, expiresAt: '2030-01-01T00:00:00Z' }}
      >
        <MemoryRouter initialEntries={[path]}>
          <GamesPage />
        </MemoryRouter>
      </StaffProvider>
    </Providers>,
  );
}

beforeEach(() => {
  resetConsole();
  consoleSession.start('owner-token');
  merchantChoice.set('demo');
});

describe('vendor connections', () => {
  it('adds a seamless vendor and shows its secret once', async () => {
    const calls = serveConnections([
      connection('STUDIO', { adapter: 'studio', name: 'Croupier Studio', demoOnly: false }),
    ]);
    renderPage('owner');

    const studio = await screen.findByTestId('connection-STUDIO');
    expect(within(studio).getByText('Not used')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add vendor' }));
    const dialog = screen.getByRole('dialog', { name: 'Add a seamless vendor' });
    expect(
      within(dialog).getByText(/importing a vendor's game catalogue is not part/),
    ).toBeTruthy();

    fireEvent.change(within(dialog).getByLabelText('Code'), { target: { value: 'acme_1' } });
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'Acme Games' } });
    fireEvent.change(within(dialog).getByLabelText('Launch address'), {
      target: { value: 'http://games.acme.example/launch' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add vendor' }));
    expect(
      within(dialog).getByText('Enter an https:// address, without a user name or password.'),
    ).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    fireEvent.change(within(dialog).getByLabelText('Launch address'), {
      target: { value: 'https://games.acme.example/launch' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add vendor' }));

    const secretDialog = await screen.findByRole('dialog', {
      name: 'Signing secret of Acme Games',
    });
    expect(calls.find((call) => call.method === 'POST')).toMatchObject({
      path: '/bo/games/vendor-connections',
      body: {
        code: 'ACME_1',
        name: 'Acme Games',
        adapter: 'seamless',
        launchUrl: 'https://games.acme.example/launch',
        demoOnly: false,
      },
    });
    expect(within(secretDialog).getByTestId('one-time-secret-value').textContent).toBe(firstSecret);
    expect(within(secretDialog).getByText('Shown once.')).toBeTruthy();
    expect(within(secretDialog).getByText(/X-Vendor: ACME_1/)).toBeTruthy();
    expect(within(secretDialog).getByText(/Next: switch Acme Games on/)).toBeTruthy();

    fireEvent.click(within(secretDialog).getByRole('button', { name: 'I have stored it' }));
    expect(
      await screen.findByText(
        'Vendor Acme Games added. Switch it on for a merchant under Vendors.',
      ),
    ).toBeTruthy();
    const added = await screen.findByTestId('connection-ACME_1');
    expect(within(added).getByText('Set')).toBeTruthy();
    expect(document.body.textContent).not.toContain(firstSecret);
  });

  it('makes a new secret only when asked, warning that the old one stops', async () => {
    const calls = serveConnections([
      connection('ACME', {
        adapter: 'seamless',
        name: 'Acme Games',
        launchUrl: 'https://games.acme.example/launch',
        hasSecret: true,
        demoOnly: false,
      }),
    ]);
    renderPage('owner');

    const row = await screen.findByTestId('connection-ACME');
    fireEvent.click(within(row).getByRole('button', { name: 'Edit Acme Games' }));
    let dialog = screen.getByRole('dialog', { name: 'Connection of Acme Games' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('Nothing changed.');

    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'Acme Live' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Connection of Acme Live saved.')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();

    fireEvent.click(
      within(screen.getByTestId('connection-ACME')).getByRole('button', {
        name: 'Edit Acme Live',
      }),
    );
    dialog = screen.getByRole('dialog', { name: 'Connection of Acme Live' });
    const rotate = within(dialog).getByLabelText('Make a new signing secret');
    expect(rotate.getAttribute('aria-describedby')).toBeTruthy();
    fireEvent.click(rotate);
    const button = within(dialog).getByRole('button', { name: 'Save and make a new secret' });
    expect(button.className).toContain('button-danger');
    fireEvent.click(button);

    const secretDialog = await screen.findByRole('dialog', { name: 'Signing secret of Acme Live' });
    expect(within(secretDialog).getByTestId('one-time-secret-value').textContent).toBe(firstSecret);
    expect(calls.filter((call) => call.method === 'PUT').map((call) => call.body)).toEqual([
      { name: 'Acme Live' },
      { rotateSecret: true },
    ]);
    fireEvent.click(within(secretDialog).getByRole('button', { name: 'Close' }));
    expect(
      await screen.findByText('Acme Live has a new signing secret; the old one no longer works.'),
    ).toBeTruthy();
    expect(document.body.textContent).not.toContain(firstSecret);
  });

  it('lets the studio change only its name', async () => {
    serveConnections([
      connection('STUDIO', { adapter: 'studio', name: 'Croupier Studio', demoOnly: false }),
    ]);
    renderPage('owner');
    const row = await screen.findByTestId('connection-STUDIO');
    fireEvent.click(within(row).getByRole('button', { name: 'Edit Croupier Studio' }));
    const dialog = screen.getByRole('dialog', { name: 'Connection of Croupier Studio' });
    expect(within(dialog).getByText(/only the name can change here/)).toBeTruthy();
    expect(within(dialog).queryByLabelText('Launch address')).toBeNull();
    expect(within(dialog).queryByLabelText('Make a new signing secret')).toBeNull();
  });

  it('shows admins the connections without controls, and other roles not at all', async () => {
    const calls = serveConnections([connection('DEMOLIVE')]);
    renderPage('admin');
    const row = await screen.findByTestId('connection-DEMOLIVE');
    expect(within(row).queryByRole('button')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add vendor' })).toBeNull();
    expect(
      screen.getByText('Only the owner can add vendors or change their connections.'),
    ).toBeTruthy();
    expect(calls.every((call) => call.method === 'GET')).toBe(true);
  });

  it('never shows the connections view to a role that may not read it', async () => {
    const calls = serveConnections([connection('DEMOLIVE')]);
    renderPage('finance');
    // The address asks for connections; the page shows the vendors instead.
    expect(await screen.findByText('The catalogue has no vendors.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Vendors' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    expect(screen.queryByRole('button', { name: 'Connections' })).toBeNull();
    expect(calls.some((call) => call.path === '/bo/games/vendor-connections')).toBe(false);
  });
});
