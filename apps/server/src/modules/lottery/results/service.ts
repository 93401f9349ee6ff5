// The lottery's results: where a scheduled draw's result comes from. Operator entry in the
// console (entered by one staff member, approved by another) and the HTTP provider (two
// configured sources that must agree) both draw a draw through one step (`acceptResult`);
// the scheduler then settles its tickets, and settles them again after a correction.
export { approveResult, enterResult, rejectResult } from './entries';
export { fetchDueResults, fetchRetryMs, startResultFetcher } from './fetcher';
export { httpResultsProvider, type HttpSource } from './http-provider';
export type { DrawAsked, ProviderAnswer, ResultsProvider } from './provider';
export { resultDrawDetail, resultDrawPage, resultSourcesOf, setResultSources } from './console';
