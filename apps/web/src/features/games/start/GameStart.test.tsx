import { paths } from '@croupier/contract';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Suspense } from 'react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import '../../../i18n';
import { useSessionStore } from '../../../app/session/store';
import { GameStartHost } from '../nav/slots';
import { GamePage } from '../play/GamePage';
import { useGameStartStore } from '../../../app/games/start-store';
import { memberInfoArrived, MemberInfoProbe } from '../../../app/session/member-testing';
import {
  callsTo,
  gameOf,
  memberOf,
  menus,
  polyfillDialog,
  serveLobby,
  SiteFrame,
  type Answers,
} from '../testing';
import { readLaunch } from './launch-storage';

const launchUrl = '/studio/classic3x3/?token=one-time&lang=en&lobby=%2Frng';

function serve(extra: Answers = {}, memberType = 0) {
  return serveLobby({
    [paths.gameMenus]: { value: menus },
    [paths.memberInfo]: { value: memberOf(memberType) },
    [paths.launchGame]: { value: { content: { game_url: launchUrl } } },
    ...extra,
  });
}

/** A lobby page with the start host the header carries, the game page and lottery pages. */
function renderSite() {
  const router = createMemoryRouter(
    [
      {
        element: (
          <Suspense fallback="loading">
            <GameStartHost />
            <Outlet />
          </Suspense>
        ),
        children: [
          { path: '/rng', element: <p>Slots lobby</p> },
          { path: '/game', element: <GamePage /> },
          { path: '/lottery', element: <p>Lottery page</p> },
          { path: '/vnlottery', element: <p>Vietnamese lottery page</p> },
        ],
      },
    ],
    { initialEntries: ['/rng?page=STUDIO'] },
  );
  render(
    <SiteFrame>
      <RouterProvider router={router} />
      <MemberInfoProbe />
    </SiteFrame>,
  );
  return router;
}

const start = (...args: Parameters<ReturnType<typeof useGameStartStore.getState>['startGame']>) =>
  act(() => useGameStartStore.getState().startGame(...args));

beforeAll(polyfillDialog);
beforeEach(() => {
  sessionStorage.clear();
  useSessionStore.setState({ token: null, modal: null });
  useGameStartStore.setState({ request: null, active: false });
});
afterEach(cleanup);

describe('starting a game (spec §2 "Game start routing", §4 "Game start")', () => {
  it('asks a guest to log in first, and launches nothing', async () => {
    const asked = serve();
    renderSite();
    await start(gameOf(1));
    await waitFor(() => expect(useSessionStore.getState().modal).toBe('login'));
    expect(callsTo(asked, paths.launchGame)).toHaveLength(0);
    await waitFor(() => expect(useGameStartStore.getState().active).toBe(false));
  });

  it('warns a trial account that real play needs a real account, but lets it play for free', async () => {
    const asked = serve({}, 4);
    useSessionStore.setState({ token: 'trial-token' });
    const router = renderSite();
    // The login check reads the account type from the member's info.
    await memberInfoArrived();
    await start(gameOf(1, { supportPlay: true }));
    await waitFor(() => expect(useSessionStore.getState().modal).toBe('trialWarning'));
    expect(callsTo(asked, paths.launchGame)).toHaveLength(0);

    act(() => useSessionStore.getState().closeModal());
    await start(gameOf(1, { supportPlay: true }), { freePlay: true });
    await waitFor(() => expect(router.state.location.pathname).toBe('/game'));
    expect(callsTo(asked, paths.launchGame)[0]!.query).toMatchObject({
      nodeId: '1',
      accountType: '0',
    });
  });

  it('launches with a loader, keeps the game’s address and opens /game with it', async () => {
    let answer = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    const asked = serve({
      [paths.launchGame]: async () => {
        await answered;
        return { value: { content: { game_url: launchUrl } } };
      },
    });
    useSessionStore.setState({ token: 'member-token' });
    const router = renderSite();
    // The login check reads the account type from the member's info.
    await memberInfoArrived();
    await start(gameOf(1, { gameName: 'Lucky Sevens' }));
    expect((await screen.findByTestId('game-launching')).textContent).toContain(
      'Starting Lucky Sevens',
    );
    expect(router.state.location.pathname).toBe('/rng');
    answer();

    await waitFor(() => expect(router.state.location.pathname).toBe('/game'));
    expect(callsTo(asked, paths.launchGame)[0]!.query).toMatchObject({
      nodeId: '1',
      gameId: 'game-1',
      vassalage: 'STUDIO',
      accountType: '1',
      launchMode: 'GLS',
      platform: 'html5-desktop',
      language: 'en',
    });
    expect(readLaunch()).toEqual({
      url: launchUrl,
      lobby: '/rng?page=STUDIO',
      name: 'Lucky Sevens',
    });
    const frame = await screen.findByTitle('Lucky Sevens');
    expect(frame.getAttribute('src')).toBe(launchUrl);
    expect(screen.queryByTestId('game-launching')).toBeNull();
  });

  it('offers the popular games when the game is under maintenance, and starts the one chosen', async () => {
    const popular = [gameOf(8, { gameName: 'Open Reels' }), gameOf(9, { gameName: 'Wild Wheel' })];
    const asked = serve({
      [paths.launchGame]: (call) =>
        call.query.nodeId === '1'
          ? { status: 503, message: 'game_maintenance', value: { popular } }
          : { value: { content: { game_url: launchUrl } } },
    });
    useSessionStore.setState({ token: 'member-token' });
    const router = renderSite();
    // The login check reads the account type from the member's info.
    await memberInfoArrived();
    await start(gameOf(1));
    const refused = await screen.findByTestId('game-refused');
    expect(within(refused).getByRole('alert').textContent).toBe(
      'This game is under maintenance. Try one of the popular games below.',
    );
    const suggestions = within(refused).getByTestId('game-suggestions');
    fireEvent.click(within(suggestions).getByRole('button', { name: 'Play Wild Wheel' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/game'));
    expect(callsTo(asked, paths.launchGame).map((call) => call.query.nodeId)).toEqual(['1', '9']);
    expect(screen.queryByTestId('game-refused')).toBeNull();
  });

  it('says clearly when a demo vendor’s game cannot be played', async () => {
    serve({ [paths.launchGame]: { status: 409, message: 'game_demo_only' } });
    useSessionStore.setState({ token: 'member-token' });
    const router = renderSite();
    // The login check reads the account type from the member's info.
    await memberInfoArrived();
    await start(gameOf(3, { demoOnly: true }));
    const refused = await screen.findByTestId('game-refused');
    expect(refused.textContent).toContain('its games cannot be played here');
    expect(within(refused).queryByTestId('game-suggestions')).toBeNull();
    fireEvent.click(within(refused).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByTestId('game-refused')).toBeNull());
    expect(router.state.location.pathname).toBe('/rng');
  });

  it('opens a vendor entry (isGame VASSALAGE) as a popup list of that vendor’s games', async () => {
    const asked = serve({
      [paths.gameList]: {
        value: { games: [gameOf(11), gameOf(12)], pageNum: 1, totalPages: 1, totalCount: 2 },
      },
    });
    renderSite();
    await start(gameOf(10, { isGame: 'VASSALAGE', vassalage: 'PG', displayName: 'PG Soft' }));
    const popup = await screen.findByTestId('vendor-games');
    expect(within(popup).getByRole('heading', { name: 'PG Soft games' })).toBeTruthy();
    await waitFor(() => expect(within(popup).getAllByTestId('game-card')).toHaveLength(2));
    expect(callsTo(asked, paths.gameList)[0]!.query).toEqual({
      vassalage: 'PG',
      gameType: 'RNG',
      pageNo: '1',
      pageSize: '24',
    });
  });

  it('asks the lottery launch where a lottery game opens, and goes there', async () => {
    const asked = serve({
      [paths.lotteryLaunch]: {
        value: {
          url: '/lottery?gameCode=vn-north&playType=lo2',
          view: 'betting',
          gameCode: 'vn-north',
          playType: 'lo2',
        },
      },
    });
    useSessionStore.setState({ token: 'member-token' });
    const router = renderSite();
    // The login check reads the account type from the member's info.
    await memberInfoArrived();
    await start(
      gameOf(20, {
        gameType: 'LOTT',
        vassalage: 'DEMOLOTTO',
        gameCode: 'vn-north',
        defaultPlayType: 'lo2',
      }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/lottery'));
    expect(router.state.location.search).toBe('?gameCode=vn-north&playType=lo2');
    expect(callsTo(asked, paths.lotteryLaunch)[0]!.query).toEqual({
      lottoArea: 'LOTT',
      launchMode: 'GLS',
      lottoPrizeMode: 'Lott',
      lottoGameCode: 'vn-north',
      lottoView: 'betting',
      device: 'WEB',
      language: 'en',
    });
    expect(callsTo(asked, paths.launchGame)).toHaveLength(0);
    await waitFor(() => expect(useGameStartStore.getState().active).toBe(false));
  });

  it('opens a lottery vendor’s lobby where the launch says', async () => {
    const asked = serve({
      [paths.lotteryLaunch]: {
        value: { url: '/vnlottery', view: 'lobby', gameCode: null, playType: null },
      },
    });
    useSessionStore.setState({ token: 'member-token' });
    const router = renderSite();
    await memberInfoArrived();
    act(() =>
      useGameStartStore
        .getState()
        .startVendor({ vassalage: 'TCG_LOTTO_VN', displayName: 'VN Lottery' }, 'LOTT'),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/vnlottery'));
    expect(callsTo(asked, paths.lotteryLaunch)[0]!.query).toMatchObject({
      lottoArea: 'TCG_LOTTO_VN',
      lottoView: 'lobby',
    });
  });

  it('asks a guest to log in before a lottery opens', async () => {
    const asked = serve();
    const router = renderSite();
    await start(gameOf(21, { gameType: 'ELOTT', vassalage: 'LOTTO', gameCode: 'ssc-1m' }));
    await waitFor(() => expect(useSessionStore.getState().modal).toBe('login'));
    expect(callsTo(asked, paths.lotteryLaunch)).toHaveLength(0);
    expect(router.state.location.pathname).toBe('/rng');
  });

  it('shows why a lottery game cannot open, and stays on the page', async () => {
    serve({
      [paths.lotteryLaunch]: {
        status: 404,
        message: 'lottery_game_not_found',
        errorCode: 'lottery.game.not.found',
      },
    });
    useSessionStore.setState({ token: 'member-token' });
    const router = renderSite();
    await memberInfoArrived();
    await start(gameOf(22, { gameType: 'ELOTT', vassalage: 'LOTTO', gameCode: 'gone' }));
    const refused = await screen.findByTestId('game-refused');
    expect(within(refused).getByRole('alert').textContent).toBe(
      'This lottery game is not available.',
    );
    expect(router.state.location.pathname).toBe('/rng');
  });

  it('opens a slot vendor’s page with it selected, and starts a sports vendor straight away', async () => {
    const asked = serve({
      [paths.gameList]: {
        value: {
          games: [gameOf(30, { vassalage: 'SABA', gameType: 'SPORTS' })],
          pageNum: 1,
          totalPages: 1,
          totalCount: 1,
        },
      },
    });
    useSessionStore.setState({ token: 'member-token' });
    const router = renderSite();
    // The login check reads the account type from the member's info.
    await memberInfoArrived();
    act(() =>
      useGameStartStore.getState().startVendor({ vassalage: 'PG', displayName: 'PG Soft' }, 'RNG'),
    );
    await waitFor(() => expect(router.state.location.search).toBe('?page=PG'));

    act(() =>
      useGameStartStore
        .getState()
        .startVendor({ vassalage: 'SABA', displayName: 'SABA' }, 'SPORTS'),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/game'));
    expect(callsTo(asked, paths.gameList)[0]!.query).toMatchObject({
      vassalage: 'SABA',
      gameType: 'SPORTS',
      pageSize: '1',
    });
    expect(callsTo(asked, paths.launchGame)[0]!.query.nodeId).toBe('30');
  });
});
