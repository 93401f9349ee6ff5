import { gameListPageSize, paths } from '@croupier/contract';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Suspense } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import '../../../i18n';
import { useSessionStore } from '../../../app/session/store';
import { useGameStartStore } from '../../../app/games/start-store';
import {
  callsTo,
  gameOf,
  memberOf,
  menus,
  serveLobby,
  SiteFrame,
  type AskedCall,
  type Answers,
} from '../testing';
import { GameListPage, type GameListSource } from './GameListPage';

/** A catalogue of `total` games answered a page at a time, as the server pages it. */
function pagedCatalogue(total: number) {
  return (call: AskedCall) => {
    const pageNo = Number(call.query.pageNo ?? 1);
    const pageSize = Number(call.query.pageSize ?? gameListPageSize);
    const first = (pageNo - 1) * pageSize;
    const count = Math.max(0, Math.min(pageSize, total - first));
    return {
      value: {
        games: Array.from({ length: count }, (_, index) => gameOf(first + index + 1)),
        pageNum: pageNo,
        totalPages: Math.ceil(total / pageSize),
        totalCount: total,
      },
    };
  };
}

function renderList(entry: string, source: GameListSource) {
  const page = (
    <Suspense fallback="loading words">
      <GameListPage source={source} />
    </Suspense>
  );
  const router = createMemoryRouter(
    [
      { path: '/rng', element: page },
      { path: '/pvp', element: page },
      { path: '/hot', element: page },
      { path: '/fav', element: page },
    ],
    { initialEntries: [entry] },
  );
  render(
    <SiteFrame>
      <RouterProvider router={router} />
    </SiteFrame>,
  );
  return router;
}

const slots: GameListSource = { kind: 'category', category: 'RNG' };
const lists = (asked: AskedCall[]) =>
  callsTo(asked, paths.gameList).filter((call) => call.query.pageSize !== '1');
const lastList = (asked: AskedCall[]) => lists(asked).at(-1)?.query;

function serve(extra: Answers = {}) {
  return serveLobby({
    [paths.gameMenus]: { value: menus },
    [paths.gameList]: pagedCatalogue(10_000),
    ...extra,
  });
}

beforeEach(() => {
  sessionStorage.clear();
  useSessionStore.setState({ token: null, modal: null });
  useGameStartStore.setState({ request: null, active: false });
});
afterEach(cleanup);

describe('the game-list page (spec §2: /rng, /live, /pvp, /fish, /hot, /fav)', () => {
  it('asks for the category’s first page of 24 and shows it with the count', async () => {
    const asked = serve();
    renderList('/rng', slots);
    const grid = await screen.findByTestId('game-grid');
    expect(within(grid).getAllByTestId('game-card')).toHaveLength(24);
    expect(screen.getByTestId('game-count').textContent).toBe('10,000 games');
    expect(lastList(asked)).toEqual({ gameType: 'RNG', pageNo: '1', pageSize: '24' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Slots');
  });

  it('selects the vendor of /rng?page={vendor}, and a vendor tab changes it in the address', async () => {
    const asked = serve();
    const router = renderList('/rng?page=STUDIO', slots);
    const tabs = await screen.findByTestId('vendor-tabs');
    expect(within(tabs).getByRole('link', { current: 'page' }).textContent).toBe('STUDIO Games');
    await waitFor(() => expect(lastList(asked)).toMatchObject({ vassalage: 'STUDIO' }));

    fireEvent.click(within(tabs).getByRole('link', { name: 'PG Games' }));
    await waitFor(() => expect(lastList(asked)).toMatchObject({ vassalage: 'PG', pageNo: '1' }));
    expect(router.state.location.search).toBe('?page=PG');
    fireEvent.click(within(tabs).getByRole('link', { name: 'All' }));
    await waitFor(() => expect(lastList(asked)?.vassalage).toBeUndefined());
  });

  it('offers only the classification codes that have games, and filters by the chosen one', async () => {
    const counts: Record<string, number> = { SC: 40, JP: 3 };
    const catalogue = pagedCatalogue(10_000);
    const asked = serve({
      [paths.gameList]: (call) =>
        call.query.pageSize === '1'
          ? {
              value: {
                games: [],
                pageNum: 1,
                totalPages: 0,
                totalCount: counts[call.query.classify!] ?? 0,
              },
            }
          : catalogue(call),
    });
    const router = renderList('/rng', slots);
    const filter = await screen.findByTestId('classify-filter');
    await waitFor(() =>
      expect(
        within(filter)
          .getAllByRole('button')
          .map((button) => button.textContent),
      ).toEqual(['All types', 'Slots', 'Jackpots']),
    );
    // One count per slot code, each asking for a single game.
    expect(
      callsTo(asked, paths.gameList)
        .filter((call) => call.query.pageSize === '1')
        .map((call) => call.query.classify)
        .sort(),
    ).toEqual(['AC', 'JP', 'SC', 'TG', 'VP']);

    fireEvent.click(within(filter).getByRole('button', { name: 'Jackpots' }));
    await waitFor(() => expect(lastList(asked)).toMatchObject({ classify: 'JP', pageNo: '1' }));
    expect(
      within(filter).getByRole('button', { name: 'Jackpots' }).getAttribute('aria-pressed'),
    ).toBe('true');
    expect(router.state.location.search).toBe('?classify=JP');
  });

  it('searches by name after a pause in typing, from the first page', async () => {
    const asked = serve();
    const router = renderList('/rng?pageNo=3', slots);
    await screen.findByTestId('game-grid');
    const before = lists(asked).length;
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search games by name' }), {
      target: { value: 'dragon' },
    });
    // Nothing is asked while the player may still be typing.
    expect(lists(asked)).toHaveLength(before);
    await waitFor(() => expect(lastList(asked)).toMatchObject({ gameName: 'dragon', pageNo: '1' }));
    expect(router.state.location.search).toBe('?name=dragon');
  });

  it('pages 24 at a time with the page in the address, so Back returns to the last one', async () => {
    const asked = serve();
    const router = renderList('/rng', slots);
    const pager = await screen.findByTestId('game-pages');
    fireEvent.click(within(pager).getByRole('button', { name: 'Page 2 of 417' }));
    await waitFor(() => expect(lastList(asked)).toMatchObject({ pageNo: '2' }));
    expect(router.state.location.search).toBe('?pageNo=2');
    await waitFor(() =>
      expect(
        within(screen.getByTestId('game-grid')).getAllByTestId('game-card')[0]!.dataset.nodeId,
      ).toBe('25'),
    );

    await act(() => router.navigate(-1));
    await waitFor(() =>
      expect(
        within(screen.getByTestId('game-grid')).getAllByTestId('game-card')[0]!.dataset.nodeId,
      ).toBe('1'),
    );
  });

  it('says so when no game matches, with a way to clear the filters', async () => {
    serve({ [paths.gameList]: pagedCatalogue(0) });
    const router = renderList('/rng?name=zzz', slots);
    const empty = await screen.findByTestId('games-empty');
    expect(empty.textContent).toContain('No games match.');
    fireEvent.click(within(empty).getByRole('button', { name: 'Clear the filters' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('shows a failure with Retry, which asks again', async () => {
    let failing = true;
    const catalogue = pagedCatalogue(30);
    const asked = serve({
      [paths.gameList]: (call) =>
        failing ? { status: 429, message: 'too_many_requests' } : catalogue(call),
    });
    renderList('/rng', slots);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Retry');
    failing = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByTestId('game-grid')).toBeTruthy();
    expect(lists(asked).length).toBeGreaterThanOrEqual(2);
  });

  it('labels demo and maintenance games and offers free play only where the game has it', async () => {
    serve({
      [paths.gameList]: {
        value: {
          games: [
            gameOf(1, { supportPlay: true }),
            gameOf(2, { demoOnly: true, gameName: 'Demo Reels' }),
            gameOf(3, { maintenance: true, gameName: 'Closed Reels' }),
          ],
          pageNum: 1,
          totalPages: 1,
          totalCount: 3,
        },
      },
    });
    renderList('/rng', slots);
    const cards = await screen.findAllByTestId('game-card');
    expect(within(cards[0]!).getByRole('button', { name: 'Play Game 1 for free' })).toBeTruthy();
    expect(within(cards[1]!).queryByRole('button', { name: /for free/ })).toBeNull();
    expect(
      within(cards[1]!)
        .getByRole('button', { name: 'Play Demo Reels' })
        .getAttribute('aria-describedby'),
    ).toBeTruthy();
    expect(cards[1]!.textContent).toContain('Demo');
    expect(cards[2]!.textContent).toContain('Maintenance');

    fireEvent.click(within(cards[0]!).getByRole('button', { name: 'Play Game 1 for free' }));
    expect(useGameStartStore.getState().request).toMatchObject({
      game: { nodeId: 1 },
      freePlay: true,
    });
  });
});

describe('the favourite heart', () => {
  it('asks a guest to log in first and changes nothing', async () => {
    const asked = serve();
    renderList('/rng', slots);
    const [card] = await screen.findAllByTestId('game-card');
    const heart = within(card!).getByRole('button', { name: 'Favourite: Game 1' });
    expect(heart.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(heart);
    expect(useSessionStore.getState().modal).toBe('login');
    expect(callsTo(asked, paths.addFavouriteGame)).toHaveLength(0);
  });

  it('marks and unmarks a member’s favourite', async () => {
    const favourites = [gameOf(2)];
    const asked = serve({
      [paths.memberInfo]: { value: memberOf() },
      [paths.favouriteGames]: () => ({ value: { list: [...favourites] } }),
      [paths.addFavouriteGame]: (call) => {
        favourites.unshift(gameOf((call.body as { nodeId: number }).nodeId));
        return { value: { nodeId: 1, favourite: true } };
      },
      [paths.removeFavouriteGame]: (call) => {
        const nodeId = (call.body as { nodeId: number }).nodeId;
        favourites.splice(
          favourites.findIndex((game) => game.nodeId === nodeId),
          1,
        );
        return { value: { nodeId, favourite: false } };
      },
    });
    useSessionStore.setState({ token: 'member-token' });
    renderList('/rng', slots);
    const heartOf = (name: string) => screen.getByRole('button', { name: `Favourite: ${name}` });
    await waitFor(() => expect(heartOf('Game 2').getAttribute('aria-pressed')).toBe('true'));
    expect(heartOf('Game 1').getAttribute('aria-pressed')).toBe('false');

    fireEvent.click(heartOf('Game 1'));
    await waitFor(() => expect(heartOf('Game 1').getAttribute('aria-pressed')).toBe('true'));
    await waitFor(() => expect(callsTo(asked, paths.addFavouriteGame)).toHaveLength(1));
    expect(callsTo(asked, paths.addFavouriteGame)[0]).toMatchObject({
      method: 'POST',
      body: { nodeId: 1 },
    });

    await waitFor(() => expect(heartOf('Game 2').getAttribute('aria-disabled')).toBe('false'));
    fireEvent.click(heartOf('Game 2'));
    await waitFor(() => expect(callsTo(asked, paths.removeFavouriteGame)).toHaveLength(1));
    expect(callsTo(asked, paths.removeFavouriteGame)[0]!.body).toEqual({ nodeId: 2 });
    await waitFor(() => expect(heartOf('Game 2').getAttribute('aria-pressed')).toBe('false'));
  });
});

describe('hot games, favourites and PVP rooms', () => {
  it('/hot lists GCSGAME_hotGamesV2, 24 a page', async () => {
    const asked = serve({
      [paths.hotGames]: {
        value: { list: Array.from({ length: 30 }, (_, index) => gameOf(index + 1)) },
      },
    });
    renderList('/hot', { kind: 'hot' });
    const grid = await screen.findByTestId('game-grid');
    expect(within(grid).getAllByTestId('game-card')).toHaveLength(24);
    expect(screen.getByTestId('game-count').textContent).toBe('30 games');
    expect(callsTo(asked, paths.hotGames)).toHaveLength(1);
    expect(lists(asked)).toHaveLength(0);
  });

  it('/fav asks a guest to log in, and lists a member’s favourites from the server', async () => {
    const asked = serve({
      [paths.memberInfo]: { value: memberOf() },
      [paths.favouriteGames]: { value: { list: [gameOf(5)] } },
      [paths.favouriteGameList]: pagedCatalogue(1),
    });
    renderList('/fav', { kind: 'favourites' });
    const guest = await screen.findByTestId('favourites-guest');
    fireEvent.click(within(guest).getByRole('button', { name: 'Log in' }));
    expect(useSessionStore.getState().modal).toBe('login');
    expect(callsTo(asked, paths.favouriteGameList)).toHaveLength(0);

    act(() => useSessionStore.setState({ token: 'member-token', modal: null }));
    expect(await screen.findByTestId('game-grid')).toBeTruthy();
    expect(callsTo(asked, paths.favouriteGameList)[0]!.query).toEqual({
      pageNo: '1',
      pageSize: '24',
    });
  });

  it('/pvp shows the rooms open now beside the games', async () => {
    serve({
      [paths.pvpRooms]: {
        value: {
          list: [
            {
              roomId: 'R1',
              nodeId: 71,
              gameName: 'Poker Room 1',
              vassalage: 'KM',
              showIcon: '',
              minBet: 1250.5,
              maintenance: false,
            },
          ],
        },
      },
    });
    renderList('/pvp', { kind: 'category', category: 'PVP' });
    const rooms = await screen.findByTestId('pvp-rooms');
    expect(rooms.textContent).toContain('Minimum bet P 1,250.50');
    fireEvent.click(within(rooms).getByRole('button', { name: 'Enter the room Poker Room 1' }));
    expect(useGameStartStore.getState().request).toMatchObject({
      game: { nodeId: 71, gameId: 'R1', gameType: 'PVP' },
      freePlay: false,
    });
  });
});
