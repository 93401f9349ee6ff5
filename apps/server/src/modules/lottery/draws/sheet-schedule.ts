import type { lottery } from '@croupier/contract';
import type { DrawSlot } from './schedule';

/**
 * The times and names of a scheduled (provider-drawn) game's draws, from the schedule kept
 * with the game (contract `lotterySchedule`): a local time in a fixed UTC offset, on some
 * weekdays or days of the month. A draw is named by its local date ("20261128"), so a game
 * draws once a day at most. A day of the month that a month lacks (the 31st of April) has
 * no draw that month.
 */

const dayMs = 86_400_000;
/** How far to look for a game's next draw: a schedule of the 31st alone skips whole months. */
const searchDays = 400;

/** "+07:00" → 420 minutes; "-03:30" → −210. */
function offsetMinutes(utcOffset: string): number {
  const [, sign, hours, minutes] = /^([+-])(\d\d):(\d\d)$/.exec(utcOffset)!;
  return (sign === '-' ? -1 : 1) * (Number(hours) * 60 + Number(minutes));
}

/** Whether the schedule draws on the local day `day` (a UTC-midnight date standing for it). */
function drawsOn(schedule: lottery.LotterySchedule, day: Date): boolean {
  if (schedule.weekdays) return schedule.weekdays.includes(day.getUTCDay() || 7);
  return schedule.monthDays!.includes(day.getUTCDate());
}

/**
 * The draws a scheduled game should have at `now`: every draw of the next `days` days whose
 * betting has not closed, from the first after `latest` (the game's newest existing draw),
 * and at least the next one even when it falls later (the Thai lottery twice a month), so a
 * game always has a draw to bet on. A restart does not make the draws the time it was down
 * has closed. Each opens now.
 */
export function scheduledSlots(
  game: { schedule: lottery.LotterySchedule; closeSecondsBefore: number },
  now: Date,
  latest: Date | undefined,
  days: number,
): DrawSlot[] {
  const { schedule } = game;
  const offsetMs = offsetMinutes(schedule.utcOffset) * 60_000;
  const [hours, minutes] = schedule.time.split(':').map(Number) as [number, number];
  const closeMs = game.closeSecondsBefore * 1_000;
  const horizon = now.getTime() + days * dayMs;
  // A draw already made that still takes tickets: the game has its next draw.
  const hasNext = latest !== undefined && latest.getTime() - closeMs > now.getTime();

  const slots: DrawSlot[] = [];
  const localToday = Math.floor((now.getTime() + offsetMs) / dayMs) * dayMs;
  for (let index = 0; index <= searchDays; index += 1) {
    const day = new Date(localToday + index * dayMs);
    if (!drawsOn(schedule, day)) continue;
    const drawsAt = day.getTime() + (hours * 60 + minutes) * 60_000 - offsetMs;
    if (drawsAt - closeMs <= now.getTime()) continue;
    if (latest && drawsAt <= latest.getTime()) continue;
    const withinHorizon = drawsAt <= horizon;
    if (!withinHorizon && (hasNext || slots.length > 0)) break;
    slots.push({
      numero: day.toISOString().slice(0, 10).replaceAll('-', ''),
      opensAt: now,
      closesAt: new Date(drawsAt - closeMs),
      drawsAt: new Date(drawsAt),
    });
    if (!withinHorizon) break;
  }
  return slots;
}
