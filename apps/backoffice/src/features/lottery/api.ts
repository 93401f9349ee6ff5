import { consoleAccess, consoleLottery } from '@croupier/contract';
import { keepPreviousData, queryOptions, type QueryClient } from '@tanstack/react-query';
import { callEndpoint, endpointQuery, keepWithinList } from '../../api/calls';
import { apiFile } from '../../api/client';
import { useStaff } from '../../app/staff';

export type LotteryGame = consoleLottery.ConsoleLotteryGame;
export type BetType = consoleLottery.ConsoleBetType;
export type ConsoleDraw = consoleLottery.ConsoleDraw;
export type DrawExposure = consoleLottery.DrawExposure;
export type LotteryReport = consoleLottery.LotteryReport;
export type DrawStatus = consoleLottery.DrawListQuery['status'];

/** Draws per page: a screen of them, newest first. */
export const drawPageSize = 20;
/** An open draw's exposure is asked again this often while its page is open. */
export const exposureRefreshMs = 5_000;

/** Everything the Lottery section shows of one merchant: what a change refreshes. */
export const lotteryKey = (merchant: string) => ['lottery', merchant] as const;

export function gamesQuery(merchant: string) {
  return endpointQuery([...lotteryKey(merchant), 'games'], consoleLottery.endpoints.games);
}

export function drawPageQuery(
  merchant: string,
  gameCode: string,
  filter: { status?: DrawStatus; pageNo: number },
) {
  const list = [...lotteryKey(merchant), 'draws', gameCode, filter.status ?? 'all'] as const;
  return queryOptions({
    queryKey: [...list, filter.pageNo],
    queryFn: ({ signal }) =>
      callEndpoint(consoleLottery.endpoints.draws, {
        params: { gameCode },
        query: { ...filter, pageSize: drawPageSize },
        signal,
      }),
    placeholderData: keepWithinList(list),
  });
}

export function exposureQuery(merchant: string, gameCode: string, numero: string) {
  return queryOptions({
    queryKey: [...lotteryKey(merchant), 'exposure', gameCode, numero],
    queryFn: ({ signal }) =>
      callEndpoint(consoleLottery.endpoints.exposure, { params: { gameCode, numero }, signal }),
    // An open draw takes tickets while one looks at it: its figures move.
    refetchInterval: (query) =>
      query.state.data?.draw.status === 'open' ? exposureRefreshMs : false,
  });
}

export type ReportRange = { startDate: string; endDate: string };

export function reportQuery(merchant: string, range: ReportRange) {
  return queryOptions({
    queryKey: [...lotteryKey(merchant), 'report', range],
    queryFn: ({ signal }) =>
      callEndpoint(consoleLottery.endpoints.report, { query: range, signal }),
    placeholderData: keepPreviousData,
  });
}

/** The report as the server writes it in CSV (the same figures as on screen). */
export function reportCsv(range: ReportRange): Promise<Blob> {
  return apiFile(`${consoleLottery.endpoints.reportCsv.path}?${new URLSearchParams(range)}`);
}

export const lotteryActions = {
  updateGame: (gameCode: string, change: consoleLottery.LotteryGameChange) =>
    callEndpoint(consoleLottery.endpoints.updateGame, { params: { gameCode }, body: change }),
  previewRtp: (gameCode: string, body: consoleLottery.RtpPreviewBody, signal?: AbortSignal) =>
    callEndpoint(consoleLottery.endpoints.previewRtp, { params: { gameCode }, body, signal }),
  updateRisk: (gameCode: string, betType: string, body: consoleLottery.BetTypeRiskBody) =>
    callEndpoint(consoleLottery.endpoints.updateBetTypeRisk, {
      params: { gameCode, betType },
      body,
    }),
  cancelDraw: (gameCode: string, numero: string, reason: string) =>
    callEndpoint(consoleLottery.endpoints.cancelDraw, {
      params: { gameCode, numero },
      body: { reason },
    }),
  updateDrawRules: (
    gameCode: string,
    numero: string,
    betType: string,
    rules: consoleLottery.NumberRulesBody,
  ) =>
    callEndpoint(consoleLottery.endpoints.updateDrawRules, {
      params: { gameCode, numero, betType },
      body: rules,
    }),
};

/** After a change, everything of the merchant's lottery is asked again. */
export function refreshLottery(queryClient: QueryClient, merchant: string): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: lotteryKey(merchant) });
}

/** Every role reads the games and draws; the roles that run games change them. */
export function useCanRunGames(): boolean {
  return consoleAccess.gameRoles.includes(useStaff().role);
}

/** The report is for the roles of the Reports section. */
export function useCanReadReport(): boolean {
  return consoleAccess.reportRoles.includes(useStaff().role);
}
