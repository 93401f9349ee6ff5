import type { lottery } from '@croupier/contract';

// A scheduled game's days and times as the regional pages say them, worked out in the game's
// own fixed UTC offset (Vietnam +07:00, Malaysia +08:00), whatever the visitor's time zone.

function offsetMs(utcOffset: string): number {
  const [, sign, hours, minutes] = /^([+-])(\d\d):(\d\d)$/.exec(utcOffset) ?? [];
  if (!sign) return 0;
  return (sign === '-' ? -1 : 1) * (Number(hours) * 60 + Number(minutes)) * 60_000;
}

/** The local date at `now` where the game is drawn, as draws are named ("20261128"). */
export function localDateOf(now: number, utcOffset: string): string {
  return new Date(now + offsetMs(utcOffset)).toISOString().slice(0, 10).replaceAll('-', '');
}

/** Whether a draw (by its numero, its local date) is the one of `now`'s local day. */
export const isTodays = (draw: lottery.OpenDraw | null, now: number, utcOffset: string) =>
  draw !== null && draw.numero.slice(0, 8) === localDateOf(now, utcOffset);

/** A numero's date ("20261128") for people: "Saturday, 28 November 2026" in their language. */
export function numeroDate(numero: string, language: string): string {
  const [, year, month, day] = /^(\d{4})(\d\d)(\d\d)/.exec(numero) ?? [];
  if (!year) return numero;
  return new Intl.DateTimeFormat(language, { dateStyle: 'full', timeZone: 'UTC' }).format(
    Date.UTC(Number(year), Number(month) - 1, Number(day)),
  );
}

/** ISO weekdays (1 Monday … 7 Sunday) as short names: 1 January 2024 was a Monday. */
export function weekdayNames(weekdays: readonly number[], language: string): string[] {
  const format = new Intl.DateTimeFormat(language, { weekday: 'short', timeZone: 'UTC' });
  return [...weekdays]
    .sort((a, b) => a - b)
    .map((weekday) => format.format(Date.UTC(2024, 0, weekday)));
}
