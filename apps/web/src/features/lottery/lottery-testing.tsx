// Test helpers of the lottery pages (imported by *.test.tsx only): games as the server lists
// them (the engines' default odds and exact RTP), open draws around now, results drawn from
// real seeds, and the pages rendered in a router over the fake server of the lobby's tests.
import { paths, type FastDrawFamily, type lottery } from '@croupier/contract';
import {
  createServerSeed,
  elottery,
  formatPercent,
  hashServerSeed,
  type OddsTable,
} from '@croupier/engines';
import { render } from '@testing-library/react';
import { Suspense } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { useSessionStore } from '../../app/session/store';
import { memberOf, serveLobby, SiteFrame, type Answers } from '../games/testing';
import { betTypesOf } from './engine';
import { sheetBetTypesOf, type SheetFamily } from './sheet-engine';
import { LotteryPage, type LotteryScope } from './LotteryPage';

export { callsTo, serveLobby, type Answers, type AskedCall } from '../games/testing';

const names: Record<FastDrawFamily, string> = {
  ssc: 'SSC 5D (1 minute)',
  k3: 'K3 Dice (3 minutes)',
  pk10: 'PK10 Racing (5 minutes)',
  keno: 'Keno (5 minutes)',
};
const codes: Record<FastDrawFamily, string> = {
  ssc: 'ssc-1m',
  k3: 'k3-3m',
  pk10: 'pk10-5m',
  keno: 'keno-5m',
};
const intervals: Record<FastDrawFamily, number> = { ssc: 60, k3: 180, pk10: 300, keno: 300 };

const decimal = (odds: OddsTable) =>
  Object.fromEntries(
    Object.entries(odds).map(([prize, value]) => [
      prize,
      Number((value.numerator * 10_000n) / value.denominator) / 10_000,
    ]),
  );

/** The demo's limits, the same for every game. */
const demoLimits = {
  stakePerPoint: 1,
  minStakePerLine: 1,
  maxStakePerLine: 10_000,
  maxPayoutPerTicket: 1_000_000,
} satisfies Partial<lottery.LotteryGame>;

/** Bet types as the games list offers them: the engine's default odds and exact RTP. */
const atDefaultOdds = (
  betTypes: Iterable<{
    code: string;
    defaultOdds: OddsTable;
    rtp: (odds: OddsTable) => Parameters<typeof formatPercent>[0];
  }>,
): lottery.LotteryGame['betTypes'] =>
  [...betTypes].map((betType) => ({
    betType: betType.code,
    odds: decimal(betType.defaultOdds),
    rtp: formatPercent(betType.rtp(betType.defaultOdds), 2),
  }));

/** A game as `GET /lgw/lotto/games` answers it at the demo's limits, its draw open now. */
export function gameOf(
  family: FastDrawFamily,
  overrides: Partial<lottery.LotteryGame> = {},
): lottery.LotteryGame {
  const gameCode = overrides.gameCode ?? codes[family];
  return {
    gameCode,
    family,
    kind: 'ELOTT',
    name: names[family],
    nodeId: 11_001,
    drawIntervalSeconds: intervals[family],
    closeSecondsBefore: family === 'ssc' ? 10 : 30,
    ...demoLimits,
    currentDraw: openDrawsOf(gameCode, intervals[family])[0]!,
    betTypes: atDefaultOdds(betTypesOf(family).values()),
    ...overrides,
  };
}

/**
 * A provider-drawn game as `GET /lgw/lotto/games` answers it (a Vietnamese region, 4D,
 * Thai), its next draw (named by its local date) closing in an hour.
 */
export function sheetGameOf(
  family: SheetFamily,
  overrides: Partial<lottery.LotteryGame> = {},
): lottery.LotteryGame {
  const closesAt = Date.now() + 3_600_000;
  return {
    gameCode: family,
    family,
    kind: 'LOTT',
    name: family === 'vn-north' ? 'Vietnam North' : family,
    nodeId: 11_005,
    drawIntervalSeconds: null,
    schedule: { utcOffset: '+07:00', time: '18:15', weekdays: [1, 2, 3, 4, 5, 6, 7] },
    closeSecondsBefore: 900,
    ...demoLimits,
    currentDraw: {
      numero: new Date(closesAt + 7 * 3_600_000).toISOString().slice(0, 10).replaceAll('-', ''),
      opensAt: new Date(Date.now() - 86_400_000).toISOString(),
      closesAt: new Date(closesAt).toISOString(),
      drawsAt: new Date(closesAt + 900_000).toISOString(),
      serverSeedHash: null,
    },
    betTypes: atDefaultOdds(sheetBetTypesOf(family).values()),
    ...overrides,
  };
}

/** A numero as the server names draws: the day and the place of the draw in it. */
export const numeroAt = (drawsAt: number, intervalSeconds: number) => {
  const day = new Date(drawsAt).toISOString().slice(0, 10).replaceAll('-', '');
  const place = Math.floor((drawsAt % 86_400_000) / (intervalSeconds * 1000));
  return `${day}-${String(place).padStart(4, '0')}`;
};

/**
 * The next `count` draws of a game: the first closes `closesIn` seconds from now, each next
 * one an interval later; betting closes 10 seconds before a draw.
 */
export function openDrawsOf(
  gameCode: string,
  intervalSeconds: number,
  { closesIn = 42, count = 3 }: { closesIn?: number; count?: number } = {},
): lottery.OpenDraw[] {
  const firstClose = Date.now() + closesIn * 1000;
  return Array.from({ length: count }, (_, index) => {
    const closesAt = firstClose + index * intervalSeconds * 1000;
    const drawsAt = closesAt + 10_000;
    return {
      numero: numeroAt(drawsAt, intervalSeconds),
      opensAt: new Date(Date.now() - 600_000).toISOString(),
      closesAt: new Date(closesAt).toISOString(),
      drawsAt: new Date(drawsAt).toISOString(),
      serverSeedHash: hashServerSeed(createServerSeed()),
    };
  });
}

const engineGame: Record<FastDrawFamily, elottery.ElotteryGame> = {
  ssc: 'ssc',
  k3: 'k3',
  pk10: 'pk10',
  keno: 'keno',
};

/** A draw that is over, its numbers drawn from a real seed exactly as the server draws. */
export function drawnResult(
  family: FastDrawFamily,
  gameCode: string,
  drawsAt: number,
  intervalSeconds = intervals[family],
): lottery.DrawResult {
  const numero = numeroAt(drawsAt, intervalSeconds);
  const serverSeed = createServerSeed();
  const seeds = elottery.drawSeeds(gameCode, numero, serverSeed);
  return {
    numero,
    drawsAt: new Date(drawsAt).toISOString(),
    drawnAt: new Date(drawsAt + 300).toISOString(),
    status: 'settled',
    numbers: [...elottery.drawResult(engineGame[family], seeds)],
    serverSeedHash: hashServerSeed(serverSeed),
    serverSeed,
    clientSeed: seeds.clientSeed,
    nonce: seeds.nonce,
  };
}

/** A northern result sheet: 27 numbers in 8 tiers, the special prize (12345) first. */
export const northSheet: lottery.ResultSheet = {
  region: 'north',
  tiers: [
    ['12345'],
    ['67890'],
    ['11145', '22290'],
    ['33301', '44402', '55503', '66604', '77705', '88806'],
    ['1007', '2008', '3009', '4010'],
    ['5011', '6012', '7013', '8014', '9015', '0016'],
    ['117', '218', '319'],
    ['20', '21', '22', '23'],
  ],
};

/** A provider-drawn draw's result: its sheet, and no seed (nothing provably fair to show). */
export function sheetResult(
  draw: { numero: string; drawsAt: string; drawnAt: string },
  sheet: lottery.ResultSheet,
): lottery.DrawResult {
  return {
    ...draw,
    status: 'settled',
    numbers: null,
    sheet,
    serverSeedHash: null,
    serverSeed: null,
    clientSeed: null,
    nonce: null,
  };
}

/** The results of the draws before the open one, newest first. */
export function pastResults(
  family: FastDrawFamily,
  open: lottery.OpenDraw,
  count: number,
  intervalSeconds = intervals[family],
): lottery.DrawResult[] {
  const next = new Date(open.drawsAt).getTime();
  return Array.from({ length: count }, (_, index) =>
    drawnResult(
      family,
      codes[family],
      next - (index + 1) * intervalSeconds * 1000,
      intervalSeconds,
    ),
  );
}

export const pageOf = <T,>(list: T[], pageNo = 1, pageSize = list.length || 1) => ({
  list: list.slice((pageNo - 1) * pageSize, pageNo * pageSize),
  pageNo,
  pageSize,
  totalCount: list.length,
  totalPages: Math.ceil(list.length / pageSize),
});

/** The main wallet's balance as `/wps/member/balance` answers it. */
export function balanceOf(amount: number) {
  return {
    sumBalance: amount,
    balance: [{ accountTypeId: 2, accountType: 'MAIN', name: 'Main wallet', availBalance: amount }],
    lockedBalance: 0,
    pendingWithdrawal: 0,
    currency: 'PHP',
    currencySymbol: 'P',
  };
}

/**
 * The server of one game: its list entry, its open draws and its results (paged as asked),
 * plus whatever else a test answers.
 */
export function serveGame(
  game: lottery.LotteryGame,
  {
    draws = game.currentDraw ? [game.currentDraw] : [],
    results = [],
    extra = {},
  }: { draws?: lottery.OpenDraw[]; results?: lottery.DrawResult[]; extra?: Answers } = {},
) {
  return serveLobby({
    [paths.lotteryGames]: { value: [game] },
    [paths.lotteryGameNumeros]: { value: { gameCode: game.gameCode, numeros: draws } },
    [paths.lotteryOpenedNumeros]: { value: [{ gameCode: game.gameCode, numeros: draws }] },
    [paths.lotteryResults]: (call) => ({
      value: pageOf(results, Number(call.query.pageNo), Number(call.query.pageSize)),
    }),
    ...extra,
  });
}

/** A signed-in real member with `balance` in the main wallet, answered by the fake server. */
export function signedIn(balance = 100, type = 0): Answers {
  useSessionStore.setState({ token: 'member-token', modal: null });
  return {
    [paths.memberInfo]: { value: memberOf(type) },
    [paths.balance]: { value: balanceOf(balance) },
  };
}

/** The lottery pages at `entry` (/elott, /lottery, /vnlottery, /lottery?gameCode=…), in a router. */
export function renderLottery(entry: string) {
  const page = (scope: LotteryScope) => (
    <Suspense fallback="loading words">
      <LotteryPage scope={scope} />
    </Suspense>
  );
  const router = createMemoryRouter(
    [
      { path: '/elott', element: page('ELOTT') },
      { path: '/lottery', element: page('all') },
      { path: '/vnlottery', element: page('VN') },
      { path: '/seaLottery', element: page('SEA') },
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
