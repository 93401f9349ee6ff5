import { consoleLottery, minorUnitsPerMajor } from '@croupier/contract';
import type { Database } from '../../../platform/db/database';
import * as catalogue from '../../games/service';
import { listMerchantGames, settledTicketSums, type TicketSums } from './queries';

// The lottery's report: the settled (won or lost) tickets of the draws drawn in a range of UTC
// days (a draw's tickets count on its day), per game
// and per bet type: turnover (their stakes), payout, GGR (turnover − payout), tickets and
// players, with the range's totals, and as CSV. Cancelled and refunded tickets returned their
// stake and count for nothing. Read-only; nothing is audited.

const dayMs = 86_400_000;

function figuresOf(sums: TicketSums | undefined) {
  const turnover = sums?.turnover ?? 0n;
  const payout = sums?.payout ?? 0n;
  return {
    tickets: sums?.tickets ?? 0,
    players: sums?.players ?? 0,
    turnover: turnover.toString(),
    payout: payout.toString(),
    ggr: (turnover - payout).toString(),
  };
}

/** Larger turnover first, then by name: the order of the games and of their bet types. */
const byTurnover =
  <T>(key: (item: T) => string) =>
  (a: T & { turnover: string }, b: T & { turnover: string }) => {
    const difference = BigInt(b.turnover) - BigInt(a.turnover);
    if (difference !== 0n) return difference > 0n ? 1 : -1;
    return key(a).localeCompare(key(b));
  };

export async function lotteryReport(
  db: Database,
  merchant: { id: number; currency: string },
  language: string,
  query: consoleLottery.LotteryReportQuery,
): Promise<consoleLottery.LotteryReport> {
  // The contract asks for both ends: the console sends its default range.
  const startDate = query.startDate!;
  const endDate = query.endDate!;
  const period = {
    from: new Date(`${startDate}T00:00:00Z`),
    until: new Date(Date.parse(`${endDate}T00:00:00Z`) + dayMs),
  };
  const [sums, rows] = await Promise.all([
    settledTicketSums(db, merchant.id, period),
    listMerchantGames(db, merchant.id),
  ]);
  const names = await catalogue.catalogueGamesById(
    db,
    rows.map((row) => row.catalogueGameId),
  );
  const gameSums = sums.filter((sum) => sum.gameId !== null && sum.betType === null);
  const games = gameSums.map((game) => {
    const row = rows.find((candidate) => candidate.id === game.gameId);
    const entry = row && names.get(row.catalogueGameId);
    const code = row?.code ?? String(game.gameId);
    return {
      gameCode: code,
      name: (entry && catalogue.nameIn(entry.names, language)) || code,
      ...figuresOf(game),
      betTypes: sums
        .filter((sum) => sum.gameId === game.gameId && sum.betType !== null)
        .map((sum) => ({ betType: sum.betType!, ...figuresOf(sum) }))
        .sort(byTurnover((betType) => betType.betType)),
    };
  });
  return {
    startDate,
    endDate,
    currency: merchant.currency,
    games: games.sort(byTurnover((game) => game.gameCode)),
    totals: figuresOf(sums.find((sum) => sum.gameId === null)),
  };
}

/** Minor units as a spreadsheet reads money: major units with 2 decimals, no grouping. */
function major(minorUnits: string): string {
  const value = BigInt(minorUnits);
  const size = value < 0n ? -value : value;
  const cents = String(size % minorUnitsPerMajor).padStart(2, '0');
  return `${value < 0n ? '-' : ''}${size / minorUnitsPerMajor}.${cents}`;
}

/**
 * A game's name in a CSV row: always quoted (RFC 4180), and defused with an apostrophe
 * when a spreadsheet would take it for a formula. Codes and figures need neither.
 */
const quotedName = (name: string) =>
  `"${(/^[=+\-@\t\r]/.test(name) ? `'${name}` : name).replaceAll('"', '""')}"`;

/** The report as CSV: a header row, then a row per game and bet type. */
export function lotteryReportCsv(report: consoleLottery.LotteryReport): string {
  const lines = [consoleLottery.lotteryCsvColumns.join(',')];
  for (const game of report.games) {
    for (const row of game.betTypes) {
      lines.push(
        [
          game.gameCode,
          quotedName(game.name),
          row.betType,
          row.tickets,
          row.players,
          major(row.turnover),
          major(row.payout),
          major(row.ggr),
        ].join(','),
      );
    }
  }
  return lines.map((line) => `${line}\r\n`).join('');
}
