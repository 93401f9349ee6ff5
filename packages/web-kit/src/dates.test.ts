import { describe, expect, it } from 'vitest';
import {
  dayOf,
  formatDateTime,
  formatLocalTime,
  fromLocalInput,
  intlLocale,
  lastDays,
  toLocalInput,
  wireTimestamp,
} from './dates';

const pad = (value: number) => String(value).padStart(2, '0');

describe('dates', () => {
  it('formats in the family’s pattern, in the viewer’s zone', () => {
    const date = new Date(2026, 0, 2, 3, 4, 5);
    expect(formatDateTime(date)).toBe('2026-01-02 03:04:05');
    expect(formatDateTime(date.toISOString(), { seconds: false })).toBe('2026-01-02 03:04');
    expect(formatDateTime('not a time')).toBe('not a time');
    expect(dayOf(date)).toBe('2026-01-02');
  });

  it('gives the last days up to today', () => {
    expect(lastDays(7, new Date(2026, 2, 3))).toEqual({
      startDate: '2026-02-25',
      endDate: '2026-03-03',
    });
  });

  it('reads a wire timestamp as UTC', () => {
    const { iso, text } = wireTimestamp('2026-01-02 03:04:05');
    expect(iso).toBe('2026-01-02T03:04:05.000Z');
    const local = new Date(iso);
    expect(text).toBe(
      `${local.getFullYear()}-${pad(local.getMonth() + 1)}-${pad(local.getDate())} ` +
        `${pad(local.getHours())}:${pad(local.getMinutes())}`,
    );
    expect(wireTimestamp('soon')).toEqual({ iso: 'soon', text: 'soon' });
  });

  it('formats for tables in the viewer’s language, the year only when not this year', () => {
    const thisYear = new Date(new Date().getFullYear(), 4, 6, 7, 8).toISOString();
    expect(formatLocalTime(thisYear, 'en')).toBe('06/05, 07:08');
    expect(formatLocalTime(new Date(2020, 4, 6, 7, 8).toISOString(), 'en')).toBe(
      '06/05/2020, 07:08',
    );
    expect(formatLocalTime(null, 'en')).toBe('');
    expect(formatLocalTime('bad', 'en')).toBe('bad');
    expect(intlLocale('VI')).toBe('vi-VN');
  });

  it('moves between ISO and datetime-local inputs', () => {
    const local = toLocalInput(new Date(2026, 0, 2, 3, 4).toISOString());
    expect(local).toBe('2026-01-02T03:04');
    expect(fromLocalInput(local)).toBe(new Date(2026, 0, 2, 3, 4).toISOString());
    expect(fromLocalInput('garbage')).toBe('garbage');
    expect(toLocalInput(null)).toBe('');
  });
});
