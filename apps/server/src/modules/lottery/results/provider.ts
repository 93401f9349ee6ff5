import type { consoleLotteryResults } from '@croupier/contract';
import type { SheetResult } from '../games/service';

/**
 * Where a scheduled draw's result comes from. Two providers give results, and both end in
 * the same step (`acceptResult`), the only way a scheduled draw is drawn:
 * - operator entry (entries.ts): one staff member enters the sheet in the console, another
 *   approves it;
 * - a provider asked by the server (this interface), such as the HTTP provider, which reads
 *   the draw from two sources and answers a sheet only when both give the same one.
 * A provider never makes a result up: when it cannot say, the draw waits, and the console
 * shows why (`FetchOutcome`).
 */
export interface ResultsProvider {
  /** The provider's answer for one draw, asked once its draw time has passed. */
  resultOf(draw: DrawAsked): Promise<ProviderAnswer>;
}

/** What a provider is told of a draw: the game as the merchant codes it, and the draw. */
export type DrawAsked = {
  gameCode: string;
  family: string;
  /** The draw's local date, "20261128": a scheduled game draws once a day at most. */
  numero: string;
};

export type SourceReport = {
  source: string;
  outcome: consoleLotteryResults.SourceOutcome;
  detail: string;
};

/**
 * A provider's answer: the sheet it stands behind (`agreed`), or why it has none, with what
 * each of its sources said.
 */
export type ProviderAnswer =
  | { outcome: 'agreed'; sheet: SheetResult; sources: SourceReport[] }
  | {
      outcome: Exclude<consoleLotteryResults.FetchOutcome, 'agreed'>;
      sources: SourceReport[];
    };
