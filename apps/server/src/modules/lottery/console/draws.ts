import { consoleLottery, type lottery } from '@croupier/contract';
import { recordAudit } from '../../../platform/audit/audit-log';
import type { Database } from '../../../platform/db/database';
import { AppError } from '../../../platform/http/app-error';
import { pageOf } from '../../../platform/http/pages';
import * as draws from '../draws/service';
import * as exposure from '../exposure/service';
import * as games from '../games/service';
import { checkedRules, type ConsoleEdit } from './game-settings';
import { drawPage, findDraw, setDrawRules, type DrawWithTotals } from './queries';

// A game's draws as the console runs them: the list with each draw's tickets, stakes and
// payouts; cancelling one before its result (the scheduler then refunds every ticket, as it
// does for any cancelled draw); what an open draw stands to pay on each pick, and its own
// closed and half-pay picks.

function toConsoleDraw(draw: DrawWithTotals): consoleLottery.ConsoleDraw {
  const numbers = Array.isArray(draw.result) ? (draw.result as number[]) : null;
  return {
    numero: draw.numero,
    status: draw.status as lottery.DrawStatus,
    opensAt: draw.opensAt.toISOString(),
    closesAt: draw.closesAt.toISOString(),
    drawsAt: draw.drawsAt.toISOString(),
    drawnAt: draw.drawnAt?.toISOString() ?? null,
    settledAt: draw.settledAt?.toISOString() ?? null,
    cancelledAt: draw.cancelledAt?.toISOString() ?? null,
    tickets: draw.tickets,
    stake: draw.stake.toString(),
    payout: draw.payout.toString(),
    numbers,
    hasSheet: draw.result !== null && numbers === null,
  };
}

/** A page of a game's draws, newest first, by status. */
export async function drawList(
  db: Database,
  merchantId: number,
  code: string,
  query: consoleLottery.DrawListQuery,
): Promise<consoleLottery.ConsoleDrawPage> {
  const game = await games.gameOrNotFound(db, merchantId, code);
  const { rows, totalCount } = await drawPage(db, game.id, query.status, query);
  return pageOf(rows.map(toConsoleDraw), totalCount, query);
}

async function drawOrNotFound(db: Database, gameId: number, numero: string) {
  const draw = await findDraw(db, gameId, numero);
  if (!draw) throw AppError.of('lotteryDrawNotFound');
  return draw;
}

/**
 * Cancels a draw that has no result yet (open or closed): it takes no more tickets, and the
 * scheduler's next run refunds every ticket on it, once each. One transaction with its
 * audit entry. A draw cancelled already is answered as it is; a drawn or settled one is 409.
 */
export async function cancelGameDraw(
  db: Database,
  edit: ConsoleEdit,
  code: string,
  numero: string,
  reason: string,
  now = new Date(),
): Promise<consoleLottery.ConsoleDraw> {
  const game = await games.gameOrNotFound(db, edit.merchantId, code);
  await db.transaction(async (tx) => {
    const draw = await drawOrNotFound(tx, game.id, numero);
    if (draw.status === 'cancelled') return;
    if (!(await draws.cancelDraw(tx, draw.id, now))) {
      throw AppError.of('lotteryDrawNotCancellable', { status: draw.status });
    }
    await recordAudit(tx, {
      staff: edit.actor,
      merchantId: edit.merchantId,
      action: 'lottery.draw.cancel',
      target: `lottery:${code}:${numero}`,
      before: { status: draw.status, tickets: draw.tickets, stake: draw.stake },
      after: { status: 'cancelled', reason },
    });
  });
  return toConsoleDraw(await drawOrNotFound(db, game.id, numero));
}

/** The rule a pick is under, for the draw or its whole game. */
function ruleOf(
  rules: readonly (NonNullable<games.LotteryGameRow['numberRules'][string]> | undefined)[],
  pick: string,
): consoleLottery.ExposurePick['rule'] {
  if (rules.some((own) => own?.closed?.includes(pick))) return 'closed';
  if (rules.some((own) => own?.halfPay?.includes(pick))) return 'halfPay';
  return null;
}

async function exposureOf(
  db: Database,
  game: games.LotteryGameRow,
  draw: DrawWithTotals,
): Promise<consoleLottery.DrawExposure> {
  const byBetType = await exposure.drawExposure(db, draw.id);
  const codes = [...games.betTypesOf(game.family).keys()];
  // A bet type the game no longer has may still hold tickets: it is shown after the rest.
  for (const code of byBetType.keys()) if (!codes.includes(code)) codes.push(code);
  return {
    gameCode: game.code,
    draw: toConsoleDraw(draw),
    betTypes: codes.map((betType) => {
      const picks = byBetType.get(betType) ?? [];
      const own = draw.numberRules[betType];
      const rules = [game.numberRules[betType], own];
      return {
        betType,
        numberCap: game.betLimits[betType]?.numberCap ?? null,
        picks: picks.slice(0, consoleLottery.exposurePicksShown).map((amounts) => ({
          pick: amounts.pick,
          tickets: amounts.tickets,
          stake: amounts.stake.toString(),
          payout: amounts.payout.toString(),
          rule: ruleOf(rules, amounts.pick),
        })),
        pickCount: picks.length,
        closed: own?.closed ?? [],
        halfPay: own?.halfPay ?? [],
      };
    }),
  };
}

/** What a draw stands to pay on each pick of each bet type, riskiest first. */
export async function drawExposure(
  db: Database,
  merchantId: number,
  code: string,
  numero: string,
): Promise<consoleLottery.DrawExposure> {
  const game = await games.gameOrNotFound(db, merchantId, code);
  return exposureOf(db, game, await drawOrNotFound(db, game.id, numero));
}

/**
 * Replaces one bet type's closed and half-pay picks of an open draw (the game's own lists
 * hold as well). Tickets placed after it read them; tickets placed before keep their odds.
 */
export async function updateDrawRules(
  db: Database,
  edit: ConsoleEdit,
  code: string,
  numero: string,
  betType: string,
  body: consoleLottery.NumberRulesBody,
): Promise<consoleLottery.DrawExposure> {
  const game = await games.gameOrNotFound(db, edit.merchantId, code);
  const rules = checkedRules(game, betType, body);
  await db.transaction(async (tx) => {
    const draw = await drawOrNotFound(tx, game.id, numero);
    if (!(await setDrawRules(tx, draw.id, betType, rules))) {
      throw AppError.of('lotteryDrawClosed');
    }
    const before = draw.numberRules[betType] ?? {};
    await recordAudit(tx, {
      staff: edit.actor,
      merchantId: edit.merchantId,
      action: 'lottery.draw.rules.update',
      target: `lottery:${code}:${numero}:${betType}`,
      before: { closed: before.closed ?? [], halfPay: before.halfPay ?? [] },
      after: rules,
    });
  });
  return exposureOf(db, game, await drawOrNotFound(db, game.id, numero));
}
