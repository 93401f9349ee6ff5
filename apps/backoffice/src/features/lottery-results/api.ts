import { consoleLotteryResults as contract } from '@croupier/contract';
import { useQueryClient } from '@tanstack/react-query';
import { callEndpoint, endpointQuery, keepWithinList } from '../../api/calls';
import { useStaff } from '../../app/staff';

// The console's lottery results: the scheduled draws awaiting a result or drawn, a draw's
// entries and corrections, the review of an entry, and the HTTP provider's sources. The
// server holds the same roles: owners and admins enter and review, owners set sources.

export type ResultDraw = contract.ResultDraw;
export type ResultEntry = contract.ResultEntry;
export type ResultView = contract.ResultView;
export type ResultDrawDetail = contract.ResultDrawDetail;

export const resultsPageSize = 20;

/** Everything of one merchant's results: what an entry, a review or a source change refreshes. */
export const resultsKey = (merchant: string) => ['lottery-results', merchant] as const;

export function resultDrawsQuery(merchant: string, view: ResultView, pageNo: number) {
  const list = [...resultsKey(merchant), 'draws', view] as const;
  return {
    ...endpointQuery([...list, pageNo], contract.endpoints.draws, {
      query: { view, pageNo, pageSize: resultsPageSize },
    }),
    placeholderData: keepWithinList(list),
  };
}

export const resultDrawQuery = (merchant: string, draw: { gameCode: string; numero: string }) =>
  endpointQuery(
    [...resultsKey(merchant), 'draw', draw.gameCode, draw.numero],
    contract.endpoints.draw,
    {
      params: draw,
    },
  );

export const resultSourcesQuery = (merchant: string) =>
  endpointQuery([...resultsKey(merchant), 'sources'], contract.endpoints.sources);

export const resultActions = {
  enter: (draw: { gameCode: string; numero: string }, sheet: contract.ResultEntryBody['sheet']) =>
    callEndpoint(contract.endpoints.enter, { params: draw, body: { sheet } }),
  approve: (entryId: string) => callEndpoint(contract.endpoints.approve, { params: { entryId } }),
  reject: (entryId: string, reason: string) =>
    callEndpoint(contract.endpoints.reject, { params: { entryId }, body: { reason } }),
  setSources: (body: contract.ResultSources) =>
    callEndpoint(contract.endpoints.setSources, { body }),
};

/** After a change: every list, draw and source of the merchant is asked again. */
export function useRefreshResults(merchant: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: resultsKey(merchant) });
}

export function useCanEnterResults(): boolean {
  return contract.resultRoles.includes(useStaff().role);
}

export function useCanSetSources(): boolean {
  return contract.resultSourceRoles.includes(useStaff().role);
}
