import type { DateRange } from './api';

const pad = (value: number) => String(value).padStart(2, '0');

/** A day in the viewer's calendar as the wire's yyyy-MM-dd. */
export function dayOf(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The last `days` days up to today, today included (the records' default is 7). */
export function lastDays(days: number, today = new Date()): DateRange {
  const start = new Date(today);
  start.setDate(start.getDate() - (days - 1));
  return { startDate: dayOf(start), endDate: dayOf(today) };
}
