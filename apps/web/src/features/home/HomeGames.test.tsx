import type { Game, GameMenu, SystemStatus } from '@croupier/contract';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { configureApiClient } from '../../api/client';
import { createQueryClient, Providers } from '../../app/providers';
import '../../i18n';
import { useGameStartStore } from '../../app/games/start-store';
import { memberOf } from '../games/testing';
import { useSessionStore } from '../../app/session/store';
import { SiteContext } from '../../app/site';
import { prefetchHomeGames } from './games-queries';
import { GameProviders } from './GameProviders';
import { HomeGames } from './HomeGames';

function game(nodeId: number, overrides: Partial<Game> = {}): Game {
  return {
    nodeId,
    gameId: `g${nodeId}`,
    gameName: `Game ${nodeId}`,
    nodeName: `Game ${nodeId}`,
    showIcon: `/icons/${nodeId}.png`,
    vassalage: 'STUDIO',
    displayName: 'Croupier Studio',
    gameType: 'RNG',
    gameCode: null,
    defaultPlayType: null,
    roomId: null,
    classify: [],
    supportPlay: true,
    isGame: 'GAME',
    maintenance: false,
    demoOnly: false,
    ...overrides,
  };
}

const site = {
  status: 0,
  merchant: { code: 'demo', name: 'Croupier Demo', currency: 'PHP', currencySymbol: 'P' },
  info: { whitelabel: [] },
} as unknown as SystemStatus;

type Answer = { status?: number; value?: unknown; message?: string };

/** The server by path; `catalogue` answers GCSGAME_gameList the way the server pages it. */
function serve(
  answers: Record<string, Answer | ((url: URL, init?: RequestInit) => Answer)>,
  catalogue: Game[] = [],
) {
  const asked: string[] = [];
  configureApiClient({
    fetch: async (input, init) => {
      const url = new URL(String(input), 'http://site.test');
      asked.push(`${url.pathname}${url.search}`);
      let answer: Answer | undefined;
      if (url.pathname === '/wps/relay/GCSGAME_gameList') {
        const pageNo = Number(url.searchParams.get('pageNo'));
        const pageSize = Number(url.searchParams.get('pageSize'));
        answer = {
          value: {
            games: catalogue.slice((pageNo - 1) * pageSize, pageNo * pageSize),
            pageNum: pageNo,
            totalPages: Math.ceil(catalogue.length / pageSize),
            totalCount: catalogue.length,
          },
        };
      } else {
        const known = answers[url.pathname];
        answer = typeof known === 'function' ? known(url, init) : known;
      }
      if (!answer) answer = { status: 404, message: 'not_found' };
      const failed = answer.status !== undefined && answer.status >= 400;
      return new Response(
        JSON.stringify({
          success: !failed,
          message: failed ? (answer.message ?? 'system_error') : null,
          value: failed ? null : (answer.value ?? null),
        }),
        { status: answer.status ?? 200 },
      );
    },
    session: { getItem: () => null },
  });
  return asked;
}

function renderWithSite(children: ReactNode, client?: QueryClient) {
  return render(
    <Providers client={client}>
      <SiteContext value={site}>
        <MemoryRouter>{children}</MemoryRouter>
      </SiteContext>
    </Providers>,
  );
}

const quiet = {
  '/wps/relay/GCSGAME_hotGamesV2': { value: { list: [] } },
  '/lgw/games/popular': { value: { list: [] } },
  '/wps/relay/GCSGAME_getRankList': { value: { list: [] } },
};

afterEach(() => {
  cleanup();
  useSessionStore.setState({ token: null, modal: null });
});

describe('the home page game sections', () => {
  it('lists hot and popular games as cards that start the game, Demo ones labelled', async () => {
    serve({
      ...quiet,
      '/wps/relay/GCSGAME_hotGamesV2': {
        value: {
          list: [
            game(1, { gameName: 'Lucky Sevens' }),
            game(2, { gameName: 'Jungle Reels', displayName: 'Demo Vendor', demoOnly: true }),
          ],
        },
      },
      '/lgw/games/popular': {
        value: { list: [game(3, { gameName: 'Roulette', gameType: 'LIVE' })] },
      },
    });
    renderWithSite(<HomeGames />);

    const hot = await screen.findByTestId('hot-games');
    expect(within(hot).getByRole('heading', { name: 'Hot games' })).toBeTruthy();
    const hotCards = await within(hot).findAllByTestId('game-card');
    expect(hotCards).toHaveLength(2);
    expect(within(hotCards[0]!).getByRole('button', { name: 'Play Lucky Sevens' })).toBeTruthy();
    expect(hotCards[0]!.textContent).toContain('Croupier Studio');
    expect(hotCards[0]!.textContent).not.toContain('Demo');
    expect(hotCards[1]!.textContent).toContain('Demo Vendor');
    expect(within(hotCards[1]!).getByText('Demo')).toBeTruthy();
    expect(within(hot).getByRole('link', { name: 'See all Hot games' }).getAttribute('href')).toBe(
      '/hot',
    );

    const popular = screen.getByTestId('popular-games');
    const [roulette] = await within(popular).findAllByTestId('game-card');
    fireEvent.click(within(roulette!).getByRole('button', { name: 'Play Roulette' }));
    expect(useGameStartStore.getState().request).toMatchObject({
      game: { nodeId: 3, gameName: 'Roulette' },
      freePlay: false,
    });
  });

  it('says so when there are no hot or popular games, and offers a retry when a list fails', async () => {
    let popularCalls = 0;
    serve({
      ...quiet,
      '/lgw/games/popular': () => {
        popularCalls += 1;
        return popularCalls === 1
          ? { status: 429, message: 'too_many_requests' }
          : { value: { list: [game(5, { gameName: 'Back again' })] } };
      },
    });
    renderWithSite(<HomeGames />);

    const hot = await screen.findByTestId('hot-games');
    expect(await within(hot).findByText('No hot games right now.')).toBeTruthy();
    expect(within(hot).queryByRole('link', { name: /See all/ })).toBeNull();
    const popular = screen.getByTestId('popular-games');
    const failure = await within(popular).findByRole('alert');
    expect(failure.textContent).toContain('These games could not be loaded.');
    fireEvent.click(within(failure).getByRole('button', { name: 'Retry' }));
    expect((await within(popular).findByTestId('game-card')).textContent).toContain('Back again');
  });

  it('shows the winners with their masked names and amounts in the merchant currency', async () => {
    serve({
      ...quiet,
      '/wps/relay/GCSGAME_getRankList': {
        value: {
          list: [
            {
              vo: {
                gameName: 'Lucky Sevens',
                customerName: 'pl***01',
                winAmount: 12500.5,
                iconUrl: '/icons/1.png',
                nodeId: 1,
                gameType: 'RNG',
                vendor: 'STUDIO',
              },
            },
            {
              vo: {
                gameName: 'Roulette',
                customerName: 'ma***an',
                winAmount: 980,
                iconUrl: '',
                nodeId: 3,
                gameType: 'LIVE',
                vendor: 'STUDIO',
              },
            },
          ],
        },
      },
    });
    renderWithSite(<HomeGames />);

    const board = await screen.findByTestId('winner-board');
    const names = await within(board).findAllByTestId('winner-name');
    expect(names.map((name) => name.textContent)).toEqual(['pl***01', 'ma***an']);
    expect(within(board).getByText('pl***01 won P 12,500.50 on Lucky Sevens')).toBeTruthy();
    expect(within(board).getByText('ma***an won P 980.00 on Roulette')).toBeTruthy();
    // Nothing but what the server reported: no unmasked or invented names.
    expect(board.textContent).not.toMatch(/player01|demo winner/i);
  });

  it('says "No big wins yet" when nobody has won, rather than inventing winners', async () => {
    serve(quiet);
    renderWithSite(<HomeGames />);
    const board = await screen.findByTestId('winner-board');
    expect((await within(board).findByTestId('no-winners')).textContent).toBe('No big wins yet');
    expect(within(board).queryByTestId('winner-name')).toBeNull();
  });

  it('holds the winner board still while the pointer or focus is on it', async () => {
    serve({
      ...quiet,
      '/wps/relay/GCSGAME_getRankList': {
        value: {
          list: [1, 2, 3].map((nodeId) => ({
            vo: {
              gameName: `Game ${nodeId}`,
              customerName: `pl***0${nodeId}`,
              winAmount: 100,
              iconUrl: '',
              nodeId,
              gameType: 'RNG',
              vendor: 'STUDIO',
            },
          })),
        },
      },
    });
    renderWithSite(<HomeGames />);
    const list = await screen.findByTestId('winner-list');
    expect(list.getAttribute('data-moving')).toBe('true');
    fireEvent.mouseEnter(list);
    expect(list.getAttribute('data-moving')).toBe('false');
    fireEvent.mouseLeave(list);
    expect(list.getAttribute('data-moving')).toBe('true');
    fireEvent.focus(list);
    expect(list.getAttribute('data-moving')).toBe('false');
  });

  it('pages every game 21 first, then 18, asking the server for the pages that hold them', async () => {
    const catalogue = Array.from({ length: 50 }, (_, index) => game(index + 1));
    const asked = serve(quiet, catalogue);
    renderWithSite(<HomeGames />);

    const all = await screen.findByTestId('all-games');
    const grid = await within(all).findByTestId('all-games-grid');
    const firstPage = within(grid).getAllByTestId('game-card');
    expect(firstPage).toHaveLength(21);
    expect(firstPage.at(-1)!.textContent).toContain('Game 21');
    expect(asked).toContain('/wps/relay/GCSGAME_gameList?pageNo=1&pageSize=21');
    const pager = within(all).getByRole('navigation', { name: 'All games pages' });
    expect(within(pager).getByRole('button', { name: 'Page 3 of 3' })).toBeTruthy();

    fireEvent.click(within(pager).getByRole('button', { name: 'Page 2 of 3' }));
    await waitFor(() =>
      expect(within(all).getAllByTestId('game-card')[0]!.textContent).toContain('Game 22'),
    );
    let tiles = within(all).getAllByTestId('game-card');
    expect(tiles).toHaveLength(18);
    expect(tiles.at(-1)!.textContent).toContain('Game 39');
    expect(asked).toContain('/wps/relay/GCSGAME_gameList?pageNo=2&pageSize=18');
    expect(asked).toContain('/wps/relay/GCSGAME_gameList?pageNo=3&pageSize=18');

    fireEvent.click(within(all).getByRole('button', { name: 'Page 3 of 3' }));
    await waitFor(() =>
      expect(within(all).getAllByTestId('game-card')[0]!.textContent).toContain('Game 40'),
    );
    tiles = within(all).getAllByTestId('game-card');
    expect(tiles.map((tile) => tile.getAttribute('data-node-id'))).toEqual(
      Array.from({ length: 11 }, (_, index) => String(40 + index)),
    );
    expect(asked).toContain('/wps/relay/GCSGAME_gameList?pageNo=4&pageSize=18');
  });

  it('marks a member’s favourites on every section’s cards, and a heart saves the change', async () => {
    const favourites = [game(2)];
    const added: unknown[] = [];
    serve(
      {
        ...quiet,
        '/wps/relay/GCSGAME_hotGamesV2': { value: { list: [game(1), game(2)] } },
        '/wps/member/info': { value: memberOf() },
        '/wps/relay/MCSFE_getFavoriteGames': () => ({ value: { list: [...favourites] } }),
        '/wps/relay/MCSFE_addFavoriteGame': (_url, init) => {
          const { nodeId } = JSON.parse(String(init?.body)) as { nodeId: number };
          added.push(nodeId);
          favourites.unshift(game(nodeId));
          return { value: { nodeId, favourite: true } };
        },
      },
      [game(1), game(2), game(3)],
    );
    useSessionStore.setState({ token: 'member-token' });
    renderWithSite(<HomeGames />);

    const hot = await screen.findByTestId('hot-games');
    const all = await screen.findByTestId('all-games');
    const heart = (section: HTMLElement, name: string) =>
      within(section).getByRole('button', { name: `Favourite: ${name}` });
    await waitFor(() => expect(heart(hot, 'Game 2').getAttribute('aria-pressed')).toBe('true'));
    await waitFor(() => expect(heart(all, 'Game 2').getAttribute('aria-pressed')).toBe('true'));
    expect(heart(hot, 'Game 1').getAttribute('aria-pressed')).toBe('false');
    expect(heart(all, 'Game 3').getAttribute('aria-pressed')).toBe('false');

    fireEvent.click(heart(hot, 'Game 1'));
    await waitFor(() => expect(added).toEqual([1]));
    // The same game's heart in another section follows.
    await waitFor(() => expect(heart(all, 'Game 1').getAttribute('aria-pressed')).toBe('true'));
    expect(heart(hot, 'Game 1').getAttribute('aria-pressed')).toBe('true');
  });

  it('shows the answers asked for before its code arrived, without asking again', async () => {
    const asked = serve(
      { ...quiet, '/wps/relay/GCSGAME_hotGamesV2': { value: { list: [game(1)] } } },
      [game(1), game(2)],
    );
    const client = createQueryClient();
    prefetchHomeGames(client, 'en');
    await waitFor(() => expect(asked).toHaveLength(4));
    renderWithSite(<HomeGames />, client);

    expect(await within(screen.getByTestId('hot-games')).findAllByTestId('game-card')).toHaveLength(
      1,
    );
    expect(await within(screen.getByTestId('all-games')).findAllByTestId('game-card')).toHaveLength(
      2,
    );
    expect(await screen.findByTestId('no-winners')).toBeTruthy();
    expect(asked.sort()).toEqual([
      '/lgw/games/popular',
      '/wps/relay/GCSGAME_gameList?pageNo=1&pageSize=21',
      '/wps/relay/GCSGAME_getRankList',
      '/wps/relay/GCSGAME_hotGamesV2?platform=html5-desktop',
    ]);
  });

  it('says so when the catalogue has no games', async () => {
    serve(quiet, []);
    renderWithSite(<HomeGames />);
    const all = await screen.findByTestId('all-games');
    expect(await within(all).findByText('No games to show yet.')).toBeTruthy();
  });
});

describe('the footer game providers', () => {
  it('lists each vendor of the merchant once, linking to its category page', async () => {
    const vendor = (vassalage: string, displayName: string, demoOnly = false) => ({
      vassalage,
      displayName,
      smallIcon: `/vendors/${vassalage}.png`,
      isHot: false,
      categories: [],
      maintenance: false,
      demoOnly,
    });
    const menus: GameMenu[] = [
      { gameCategory: 'LIVE', vendors: [vendor('EVO', 'Evolution Demo', true)] },
      {
        gameCategory: 'RNG',
        vendors: [vendor('STUDIO', 'Croupier Studio'), vendor('EVO', 'Evolution Demo', true)],
      },
    ];
    serve({ '/lgw/games/game_menus': { value: menus } });
    renderWithSite(<GameProviders />);

    const providers = await screen.findByRole('navigation', { name: 'Game providers' });
    const links = within(providers).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Evolution DemoDemo', '/live?page=EVO'],
      ['Croupier Studio', '/rng?page=STUDIO'],
    ]);
  });

  it('shows nothing when the merchant has no vendors', async () => {
    const asked = serve({ '/lgw/games/game_menus': { value: [] } });
    renderWithSite(<GameProviders />);
    await waitFor(() => expect(asked).toContain('/lgw/games/game_menus'));
    expect(screen.queryByRole('navigation', { name: 'Game providers' })).toBeNull();
  });
});
