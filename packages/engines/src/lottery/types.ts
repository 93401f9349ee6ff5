import type { Rational } from '../rational';

// The shape every lottery game's maths shares (issue 16). A game is a family of bet types
// settled against one draw's result. The server keeps tickets, stakes and money; the engine
// only says what a selection costs and what it wins, so the same code settles a ticket on the
// server, shows a potential win in the browser and proves the RTP in a test.
//
// Conventions, the same for every game:
// - A ticket line is one bet type with one selection. It costs `lines × unitStake`, where
//   `lines` is what the selection expands to (a lô bet on one number counts every result of
//   the sheet; a 4D i-bet counts its permutations; a combination bet counts its
//   combinations). The unit stake is the merchant's stake per point times the points the
//   player chose; the engine never sees money, only counts.
// - Settling a line gives the prizes it won and how many times (a lô number drawn twice wins
//   twice). The payout is Σ count × odds[prize] × unitStake, the stake included in the odds
//   (odds 1.98 on big/small returns 1.98 units for 1 unit staked: 0.98 won plus the stake).
// - Odds are exact fractions (`Rational`), never floats; the server rounds a payout down to
//   the currency's minor unit once, at the end.
// - A refusal is a `LotteryRefusal` code, so the server can translate it; the maths throws
//   nothing for bad player input.

/** Why a selection is refused; the server maps each code to a translated error. */
export type LotteryRefusal =
  | 'unknown_bet_type'
  | 'invalid_number'
  | 'wrong_count'
  | 'duplicate_number'
  | 'too_many_lines'
  | 'invalid_option';

/**
 * What a player picked for one bet type, as it arrives from a client (the engine checks it):
 * numbers as digit strings where leading zeros matter ("07", "0123"), or small integers where
 * they do not (K3 dice, PK10 cars, Keno balls); an option names a side (big, small, odd,
 * even, dragon, tiger, a position).
 */
export type Selection = {
  numbers?: readonly (string | number)[];
  /** Per-position picks (SSC straights by position, PK10 positions): one list per position. */
  positions?: readonly (readonly (string | number)[])[];
  option?: string;
};

export type SelectionCheck =
  { ok: true; lines: number; normalized: Selection } | { ok: false; reason: LotteryRefusal };

/** A prize a line won, counted: `{ prize: 'hit', count: 2 }` for a lô number drawn twice. */
export type PrizeWon = { prize: string; count: number };

/** Odds of one bet type: per prize key, what one unit staked on a winning line returns. */
export type OddsTable = Readonly<Record<string, Rational>>;

/**
 * One bet type of a game. `Result` is the game's draw (a Vietnamese result sheet, five SSC
 * digits, three dice, …).
 */
export interface LotteryBetType<Result> {
  /** Stable code, the wire's and the odds table's key (`lo2`, `de`, `big`, `sum`, …). */
  readonly code: string;
  /** The odds a merchant starts with; documented, and the RTP test uses them. */
  readonly defaultOdds: OddsTable;
  /** Checks a selection and says how many lines it costs. */
  check(selection: Selection): SelectionCheck;
  /** The prizes a checked selection won against a result (empty when it lost). */
  settle(selection: Selection, result: Result): PrizeWon[];
  /**
   * The prizes a checked selection wins at the result that pays it most at these odds: what
   * `settle` gives for that result, so Σ count × odds of it is the true "win up to", never
   * more than some real result pays (a line on ten digits at one position wins once, not
   * ten times). Taking the odds matters where prizes differ: the best of two K3 sums is
   * the one the merchant pays more on. Closed forms, fast enough to run on every line placed.
   */
  best(selection: Selection, odds: OddsTable): PrizeWon[];
  /**
   * Return to player at the given odds, exact: expected payout over cost, for the selection
   * that returns least if they differ (the figure the rules page shows), computed by
   * enumeration or closed form over the result's distribution, never by simulation.
   */
  rtp(odds: OddsTable): Rational;
}
