import { paths, type lottery } from '@croupier/contract';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { call } from '../../api/client';
import { useSessionStore } from '../../app/session/store';
import { mergeDraws } from './draw-clock';

// The lottery's calls (`/lgw/lotto/...` and the family's numero lists), typed by their
// contract endpoints. Draws and results are asked again every few seconds while the page is
// visible (react-query pauses the intervals in a background tab), and at once when a
// countdown reaches zero: no socket yet.

export type LotteryGame = lottery.LotteryGame;
export type OpenDraw = lottery.OpenDraw;
export type DrawResult = lottery.DrawResult;
export type Ticket = lottery.Ticket;
export type TicketsQuery = lottery.TicketsQuery;
export type MenuGame = lottery.MenuGame;
export type VietnamMenu = lottery.VietnamMenu;
export type GameRecentResults = lottery.GameRecentResults;

export const lotteryKey = ['lottery'] as const;
export const ticketsKey = [...lotteryKey, 'tickets'] as const;
const resultsKey = (gameCode: string) => [...lotteryKey, 'results', gameCode] as const;

/** How often open draws are asked again; a close asks at once. */
const drawsEveryMs = 15_000;

/** The brand's lottery games with their rules, bet types, odds and RTP. */
export function useLotteryGames() {
  const language = useTranslation().i18n.language;
  return useQuery({
    queryKey: [...lotteryKey, 'games', language],
    queryFn: ({ signal }) => call<typeof lottery.endpoints.games>(paths.lotteryGames, { signal }),
    staleTime: 60_000,
  });
}

/** How often the regional pages ask again for their menu and results boards. */
const boardsEveryMs = 60_000;

/** The Vietnamese lottery's menu: its games by region, each with the draw that closes next. */
export function useVietnamMenu() {
  const language = useTranslation().i18n.language;
  return useQuery({
    queryKey: [...lotteryKey, 'vn-menu', language],
    queryFn: ({ signal }) =>
      call<typeof lottery.endpoints.vietnamMenu>(paths.lotteryVietnamMenu, {
        query: { count: 100 },
        signal,
      }),
    refetchInterval: boardsEveryMs,
  });
}

/** The newest result of each game of `families` (a VN region's sheets, 4D, Thai). */
export function useRecentResults(families: readonly string[]) {
  const language = useTranslation().i18n.language;
  return useQuery({
    queryKey: [...lotteryKey, 'recent-results', families.join(','), language],
    queryFn: ({ signal }) =>
      call<typeof lottery.endpoints.recentResults>(paths.lotteryRecentResults, {
        query: { families: families.join(','), count: 1 },
        signal,
      }),
    refetchInterval: boardsEveryMs,
  });
}

/** Every game's open draws, merged with those seen before (the one being drawn stays known). */
export function useAllDraws() {
  const client = useQueryClient();
  const key = [...lotteryKey, 'draws', '*'];
  return useQuery({
    queryKey: key,
    queryFn: async ({ signal }) => {
      const games = await call<typeof lottery.endpoints.openedNumeros>(paths.lotteryOpenedNumeros, {
        signal,
      });
      const known = client.getQueryData<Record<string, OpenDraw[]>>(key) ?? {};
      const now = Date.now();
      return Object.fromEntries(
        games.map((game) => [game.gameCode, mergeDraws(known[game.gameCode], game.numeros, now)]),
      ) as Record<string, OpenDraw[]>;
    },
    refetchInterval: drawsEveryMs,
  });
}

/** One game's open draws, merged with those seen before. */
export function useGameDraws(gameCode: string) {
  const client = useQueryClient();
  const key = [...lotteryKey, 'draws', gameCode];
  return useQuery({
    queryKey: key,
    queryFn: async ({ signal }) => {
      const answer = await call<typeof lottery.endpoints.gameNumeros>(paths.lotteryGameNumeros, {
        query: { gameCode },
        signal,
      });
      return mergeDraws(client.getQueryData<OpenDraw[]>(key), answer.numeros, Date.now());
    },
    refetchInterval: drawsEveryMs,
  });
}

/**
 * A page of a game's past draws, newest first. `awaiting`: a draw has closed and its result
 * is due, so the first page is asked every two seconds until it is in.
 */
export function useResults(
  gameCode: string,
  page: { pageNo: number; pageSize: number },
  { awaiting = false, enabled = true }: { awaiting?: boolean; enabled?: boolean } = {},
) {
  return useQuery({
    queryKey: [...resultsKey(gameCode), page.pageNo, page.pageSize],
    queryFn: ({ signal }) =>
      call<typeof lottery.endpoints.results>(paths.lotteryResults, {
        query: { gameCode, ...page },
        signal,
      }),
    placeholderData: keepPreviousData,
    refetchInterval: page.pageNo === 1 ? (awaiting ? 2_000 : 20_000) : false,
    enabled,
  });
}

/** The results of a game asked again now (a countdown reached zero, a result came). */
export function useRefreshResults() {
  const client = useQueryClient();
  return (gameCode: string) => void client.invalidateQueries({ queryKey: resultsKey(gameCode) });
}

/**
 * The member's tickets, newest first. While one of them waits for a draw that is due, the
 * page is asked every three seconds, so its settlement shows as it happens.
 */
export function useTickets(query: TicketsQuery, enabled: boolean) {
  const token = useSessionStore((state) => state.token);
  return useQuery({
    queryKey: [...ticketsKey, token, query],
    queryFn: ({ signal }) =>
      call<typeof lottery.endpoints.tickets>(paths.lotteryTickets, { query, signal }),
    placeholderData: keepPreviousData,
    enabled: enabled && token !== null,
    refetchInterval: (current) =>
      current.state.data?.list.some(
        (ticket) => ticket.status === 'open' && new Date(ticket.drawsAt).getTime() <= Date.now(),
      )
        ? 3_000
        : false,
  });
}

export function placeTickets(body: lottery.PlaceTicketsBody) {
  return call<typeof lottery.endpoints.placeTickets>(paths.lotteryTickets, {
    method: 'POST',
    body,
  });
}

export function cancelTicket(ticketId: string) {
  return call<typeof lottery.endpoints.cancelTicket>(paths.lotteryTicketCancel, {
    method: 'POST',
    params: { ticketId },
  });
}
