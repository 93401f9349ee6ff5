import type { consoleAccess, consoleGames } from '@croupier/contract';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { consoleSession } from '../../api/console-session';
import { merchantChoice } from '../../api/merchant-choice';
import { Providers } from '../../app/providers';
import '../../i18n';
import { demoMerchant, failure, ok, resetConsole, serveApi } from '../../testing/fake-api';
import { StaffProvider } from '../../app/staff';
import { GamesPage } from './GamesPage';

function vendor(
  code: string,
  changes: Partial<consoleGames.ConsoleVendor> = {},
): consoleGames.ConsoleVendor {
  return {
    code,
    name: `Vendor ${code}`,
    adapter: 'demo',
    demoOnly: true,
    maintenance: false,
    offered: true,
    enabled: true,
    sortOrder: 10,
    hot: false,
    games: 3,
    enabledGames: 3,
    ...changes,
  };
}

function game(
  nodeId: number,
  changes: Partial<consoleGames.ConsoleGame> = {},
): consoleGames.ConsoleGame {
  return {
    nodeId,
    vendorGameId: `g${nodeId}`,
    name: `Game ${nodeId}`,
    category: 'RNG',
    icon: '',
    vendorCode: 'STUDIO',
    vendorName: 'Croupier Studio',
    vendorEnabled: true,
    vendorMaintenance: false,
    demoOnly: false,
    offered: true,
    enabled: true,
    sortOrder: nodeId - 1000,
    hot: false,
    popularRank: null,
    maintenance: false,
    ...changes,
  };
}

/** The server's catalogue: vendors and games that the console's writes change. */
function serveCatalogue(vendors: consoleGames.ConsoleVendor[], games: consoleGames.ConsoleGame[]) {
  return serveApi((call) => {
    if (call.path === '/bo/merchants') return ok([demoMerchant]);
    if (call.path === '/bo/games/vendors' && call.method === 'GET') return ok(vendors);
    if (call.path === '/bo/games' && call.method === 'GET') {
      const list = games
        .filter((row) => !call.query.get('vendor') || row.vendorCode === call.query.get('vendor'))
        .sort((a, b) => a.sortOrder - b.sortOrder);
      return ok({ list, pageNo: 1, pageSize: 50, totalCount: list.length, totalPages: 1 });
    }
    const vendorEdit = /^\/bo\/games\/vendors\/(\w+)$/.exec(call.path);
    if (vendorEdit && call.method === 'PATCH') {
      const index = vendors.findIndex((row) => row.code === vendorEdit[1]);
      vendors[index] = { ...vendors[index]!, ...(call.body as object) };
      return ok(vendors[index]);
    }
    const gameEdit = /^\/bo\/games\/(\d+)$/.exec(call.path);
    if (gameEdit && call.method === 'PATCH') {
      const index = games.findIndex((row) => row.nodeId === Number(gameEdit[1]));
      games[index] = { ...games[index]!, ...(call.body as object) };
      return ok(games[index]);
    }
    if (call.path === '/bo/games/order' && call.method === 'POST') {
      const moves = (call.body as { games: { nodeId: number; sortOrder: number }[] }).games;
      for (const move of moves) {
        const index = games.findIndex((row) => row.nodeId === move.nodeId);
        if (index < 0) return failure(404, 'game_not_found', 'game.not.found');
        games[index] = { ...games[index]!, sortOrder: move.sortOrder };
      }
      return ok({ changed: moves.length });
    }
    return undefined;
  });
}

function renderPage(role: consoleAccess.StaffRole, path = '/games') {
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
  consoleSession.start('admin-token');
  merchantChoice.set('demo');
});

describe('the vendors', () => {
  it('switches a vendor off after asking, and shows it off', async () => {
    const calls = serveCatalogue(
      [
        vendor('STUDIO', { adapter: 'studio', demoOnly: false, sortOrder: 0, hot: true }),
        vendor('DEMOFISH'),
      ],
      [],
    );
    renderPage('admin');

    const row = await screen.findByTestId('vendor-DEMOFISH');
    expect(within(row).getByText('On')).toBeTruthy();
    expect(within(row).getByText('3 of 3 on')).toBeTruthy();
    expect(within(screen.getByTestId('vendor-STUDIO')).getByText('Hot')).toBeTruthy();

    fireEvent.click(within(row).getByRole('button', { name: 'Switch off Vendor DEMOFISH' }));
    const dialog = screen.getByRole('dialog', { name: 'Switch off Vendor DEMOFISH?' });
    expect(within(dialog).getByText(/will no longer see any game of Vendor DEMOFISH/)).toBeTruthy();
    expect(calls.some((call) => call.method === 'PATCH')).toBe(false);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Switch off' }));
    expect(await screen.findByText('Vendor Vendor DEMOFISH saved.')).toBeTruthy();
    expect(calls.find((call) => call.method === 'PATCH')).toMatchObject({
      path: '/bo/games/vendors/DEMOFISH',
      body: { enabled: false },
      headers: { Merchant: 'demo', Authorization: 'admin-token' },
    });
    await waitFor(() =>
      expect(within(screen.getByTestId('vendor-DEMOFISH')).getByText('Off')).toBeTruthy(),
    );
  });

  it('shows support the catalogue without any control', async () => {
    const calls = serveCatalogue([vendor('STUDIO')], []);
    renderPage('support');
    const row = await screen.findByTestId('vendor-STUDIO');
    expect(within(row).queryByRole('button')).toBeNull();
    expect(screen.getByText('Your role can look at the catalogue but not change it.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Games' }));
    expect(await screen.findByTestId('games-empty')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Edit positions' })).toBeNull();
    expect(calls.every((call) => call.method === 'GET')).toBe(true);
  });
});

describe('the games', () => {
  it('edits a game: checks the fields beside them and sends only what changed', async () => {
    const calls = serveCatalogue(
      [vendor('STUDIO')],
      [game(1001, { hot: true, popularRank: 1 }), game(1002)],
    );
    renderPage('admin', '/games?view=games&vendor=STUDIO');

    const row = await screen.findByTestId('game-1002');
    expect(calls.find((call) => call.path === '/bo/games')?.query.get('vendor')).toBe('STUDIO');
    expect(within(screen.getByTestId('game-1001')).getByText('#1')).toBeTruthy();

    fireEvent.click(within(row).getByRole('button', { name: 'Edit Game 1002' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit game Game 1002' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('Nothing changed.');

    fireEvent.change(within(dialog).getByLabelText('Popular rank'), { target: { value: '0' } });
    fireEvent.click(within(dialog).getByLabelText('Under maintenance'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      within(dialog).getByText('Enter a whole number from 1 to 999, or leave it empty.'),
    ).toBeTruthy();
    expect(within(dialog).getByLabelText('Popular rank').getAttribute('aria-invalid')).toBe('true');
    expect(calls.some((call) => call.method === 'PATCH')).toBe(false);

    fireEvent.change(within(dialog).getByLabelText('Popular rank'), { target: { value: '5' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Game 1002 saved.')).toBeTruthy();
    expect(calls.find((call) => call.method === 'PATCH')).toMatchObject({
      path: '/bo/games/1002',
      body: { popularRank: 5, maintenance: true },
    });
    await waitFor(() =>
      expect(within(screen.getByTestId('game-1002')).getByText('Maintenance')).toBeTruthy(),
    );
  });

  it('moves several games at once after asking', async () => {
    const calls = serveCatalogue([vendor('STUDIO')], [game(1001), game(1002), game(1003)]);
    renderPage('owner', '/games?view=games');
    await screen.findByTestId('game-1003');

    fireEvent.click(screen.getByRole('button', { name: 'Edit positions' }));
    fireEvent.change(screen.getByLabelText('Position of Game 1003'), { target: { value: 'x' } });
    expect(screen.getByText('Enter a whole number from 0 to 1,000,000.')).toBeTruthy();
    expect(
      (screen.getByRole('button', { name: 'Save 0 positions' }) as HTMLButtonElement).disabled,
    ).toBe(true);

    fireEvent.change(screen.getByLabelText('Position of Game 1003'), { target: { value: '0' } });
    fireEvent.change(screen.getByLabelText('Position of Game 1001'), { target: { value: '9' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save 2 positions' }));
    const dialog = screen.getByRole('dialog', { name: 'Save the new positions?' });
    expect(within(dialog).getByText('2 games move in the lobby of Demo Casino.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save 2 positions' }));

    expect(await screen.findByText('2 games moved.')).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')).toMatchObject({
      path: '/bo/games/order',
      body: {
        games: [
          { nodeId: 1001, sortOrder: 9 },
          { nodeId: 1003, sortOrder: 0 },
        ],
      },
    });
    await waitFor(() =>
      expect(screen.getAllByTestId(/^game-/).map((row) => row.getAttribute('data-testid'))).toEqual(
        ['game-1003', 'game-1002', 'game-1001'],
      ),
    );
    expect(screen.queryByLabelText('Position of Game 1001')).toBeNull();
  });
});
