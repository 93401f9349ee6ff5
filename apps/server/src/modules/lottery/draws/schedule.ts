/**
 * The times and names of a fast-draw game's draws. Draws fall on whole multiples of the
 * interval since midnight UTC (every 1, 3 or 5 minutes divides a day), and a draw is named by
 * its UTC day and its place in it: with one draw a minute, "20261128-0931" is the 931st draw
 * of 28 November, drawn at 15:31, and the draw at midnight is the day's last (…-1440).
 */

const dayMs = 86_400_000;

/** The name of the draw at `drawsAt` of a game drawn every `intervalSeconds`. */
export function numeroOf(drawsAt: Date, intervalSeconds: number): string {
  const intervalMs = intervalSeconds * 1_000;
  // The draw ends the interval before it, so midnight's draw ends the previous day.
  const start = drawsAt.getTime() - intervalMs;
  const dayStart = Math.floor(start / dayMs) * dayMs;
  const place = Math.floor((start - dayStart) / intervalMs) + 1;
  const day = new Date(dayStart).toISOString().slice(0, 10).replaceAll('-', '');
  return `${day}-${String(place).padStart(4, '0')}`;
}

export type DrawSlot = { numero: string; opensAt: Date; closesAt: Date; drawsAt: Date };

/**
 * The draws a game should have at `now`: the next `count` draws that still take tickets
 * (their close is after `now`), from the first after `latest` (the game's newest existing
 * draw) so that none is made twice and a restart does not fill the time it was down. Each
 * opens now: a player may bet on any of them (the next draw, or some ahead).
 */
export function slotsToCreate(
  game: { drawIntervalSeconds: number; closeSecondsBefore: number },
  now: Date,
  latest: Date | undefined,
  count: number,
): DrawSlot[] {
  const intervalMs = game.drawIntervalSeconds * 1_000;
  const closeMs = game.closeSecondsBefore * 1_000;
  // The first draw whose betting has not closed yet.
  let first = (Math.floor((now.getTime() + closeMs) / intervalMs) + 1) * intervalMs;
  const last = first + (count - 1) * intervalMs;
  if (latest && latest.getTime() + intervalMs > first) first = latest.getTime() + intervalMs;
  const slots: DrawSlot[] = [];
  for (let time = first; time <= last; time += intervalMs) {
    const drawsAt = new Date(time);
    slots.push({
      numero: numeroOf(drawsAt, game.drawIntervalSeconds),
      opensAt: now,
      closesAt: new Date(time - closeMs),
      drawsAt,
    });
  }
  return slots;
}
