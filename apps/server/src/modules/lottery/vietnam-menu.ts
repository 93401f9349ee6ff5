import {
  lottery as contract,
  vietnamRegionOf,
  vietnamRegions,
  type VietnamRegion,
} from '@croupier/contract';
import type { Database } from '../../platform/db/database';
import * as draws from './draws/service';
import * as games from './games/service';
import { memberTickets } from './tickets/service';

// The Vietnamese lottery's menus (`/lgw/vn/games/game_menu` and its `/recent`): the North and
// the provinces of the Centre and the South, each a scheduled game of its own, with the draw
// that closes next. Read-only; the draws are the scheduler's.

const dayMs = 86_400_000;

/**
 * Whether a schedule draws on the date `now` falls on in its own fixed UTC offset (the
 * scheduler's rule in draws/sheet-schedule.ts, asked of one day).
 */
function drawsOnDateOf(schedule: contract.LotterySchedule, now: Date): boolean {
  const [, sign, hours, minutes] = /^([+-])(\d\d):(\d\d)$/.exec(schedule.utcOffset)!;
  const offsetMs = (sign === '-' ? -1 : 1) * (Number(hours) * 60 + Number(minutes)) * 60_000;
  const local = new Date(Math.floor((now.getTime() + offsetMs) / dayMs) * dayMs);
  if (schedule.weekdays) return schedule.weekdays.includes(local.getUTCDay() || 7);
  return schedule.monthDays?.includes(local.getUTCDate()) ?? false;
}

type VietnamGame = {
  row: games.LotteryGameRow;
  region: VietnamRegion;
  schedule: contract.LotterySchedule;
};

/** The menu entries of these games, in their order. */
async function menuGamesOf(
  db: Database,
  listed: readonly VietnamGame[],
  language: string,
  now: Date,
): Promise<contract.MenuGame[]> {
  const rows = listed.map((game) => game.row);
  const [wired, open] = await Promise.all([
    games.wireGames(db, rows, language),
    draws.openDrawsByGame(
      db,
      rows.map((row) => row.id),
      now,
    ),
  ]);
  return listed.map(({ row, region, schedule }, index) => {
    return {
      gameCode: row.code,
      family: row.family as contract.MenuGame['family'],
      region,
      name: wired[index]!.name,
      nodeId: wired[index]!.nodeId,
      schedule,
      closeSecondsBefore: row.closeSecondsBefore,
      nextDraw: open.get(row.id)?.[0] ?? null,
      drawsToday: drawsOnDateOf(schedule, now),
    };
  });
}

/**
 * The merchant's enabled Vietnamese games. A game whose schedule the contract refuses
 * (written around the console) has no draws either, and is not listed.
 */
async function vietnamGames(db: Database, merchantId: number): Promise<VietnamGame[]> {
  const enabled = await games.enabledGames(db, merchantId);
  return enabled.flatMap((row) => {
    const region = vietnamRegionOf(row.family);
    const schedule = contract.lotterySchedule.safeParse(row.schedule);
    return region && schedule.success ? [{ row, region, schedule: schedule.data }] : [];
  });
}

/** Next to close first; a game with no open draw last. */
const byNextClose = (a: contract.MenuGame, b: contract.MenuGame) =>
  (a.nextDraw?.closesAt ?? '\uffff').localeCompare(b.nextDraw?.closesAt ?? '\uffff');

/**
 * `/lgw/vn/games/game_menu`: North, Centre, South, each with its games, those drawing today
 * first, then by the close of their next draw; at most `count` games in all.
 */
export async function vietnamMenu(
  db: Database,
  merchantId: number,
  language: string,
  count: number,
  now = new Date(),
): Promise<contract.VietnamMenu> {
  const menu = await menuGamesOf(db, await vietnamGames(db, merchantId), language, now);
  let left = count;
  return vietnamRegions.map((region) => {
    const listed = menu
      .filter((game) => game.region === region)
      .sort((a, b) => Number(b.drawsToday) - Number(a.drawsToday) || byNextClose(a, b))
      .slice(0, Math.max(left, 0));
    left -= listed.length;
    return { region, games: listed };
  });
}

/** How many of the member's newest tickets say which games they played recently. */
const recentTicketCount = 100;

/**
 * `/lgw/vn/games/game_menu/recent`: the enabled Vietnamese games among those of the member's
 * newest tickets, the one played last first.
 */
export async function recentVietnamGames(
  db: Database,
  merchantId: number,
  memberId: bigint,
  language: string,
  now = new Date(),
): Promise<contract.MenuGame[]> {
  const [tickets, offered] = await Promise.all([
    memberTickets(db, memberId, { pageNo: 1, pageSize: recentTicketCount }),
    vietnamGames(db, merchantId),
  ]);
  const byCode = new Map(offered.map((game) => [game.row.code, game]));
  const played = [...new Set(tickets.list.map((ticket) => ticket.gameCode))].flatMap((code) => {
    const game = byCode.get(code);
    return game ? [game] : [];
  });
  return menuGamesOf(db, played, language, now);
}
