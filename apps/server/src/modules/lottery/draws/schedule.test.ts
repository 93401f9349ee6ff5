import { describe, expect, it } from 'vitest';
import { numeroOf, slotsToCreate } from './schedule';

const at = (iso: string) => new Date(iso);

describe('naming a draw', () => {
  it('counts the draws of the UTC day, midnight’s being the last of the day before', () => {
    expect(numeroOf(at('2026-11-28T15:31:00Z'), 60)).toBe('20261128-0931');
    expect(numeroOf(at('2026-11-28T00:01:00Z'), 60)).toBe('20261128-0001');
    expect(numeroOf(at('2026-11-29T00:00:00Z'), 60)).toBe('20261128-1440');
    expect(numeroOf(at('2026-11-28T00:03:00Z'), 180)).toBe('20261128-0001');
    expect(numeroOf(at('2026-11-29T00:00:00Z'), 300)).toBe('20261128-0288');
  });
});

describe('the draws to create', () => {
  const everyMinute = { drawIntervalSeconds: 60, closeSecondsBefore: 10 };

  it('starts at the first draw still taking tickets and keeps the next ones', () => {
    const slots = slotsToCreate(everyMinute, at('2026-11-28T15:30:20Z'), undefined, 3);
    expect(slots.map((slot) => slot.numero)).toEqual([
      '20261128-0931',
      '20261128-0932',
      '20261128-0933',
    ]);
    expect(slots[0]).toEqual({
      numero: '20261128-0931',
      opensAt: at('2026-11-28T15:30:20Z'),
      closesAt: at('2026-11-28T15:30:50Z'),
      drawsAt: at('2026-11-28T15:31:00Z'),
    });
  });

  it('skips a draw whose betting has closed already', () => {
    const slots = slotsToCreate(everyMinute, at('2026-11-28T15:30:50Z'), undefined, 1);
    expect(slots.map((slot) => slot.numero)).toEqual(['20261128-0932']);
  });

  it('goes on after the newest existing draw, and adds nothing while enough exist', () => {
    const now = at('2026-11-28T15:30:20Z');
    const goingOn = slotsToCreate(everyMinute, now, at('2026-11-28T15:32:00Z'), 3);
    expect(goingOn.map((slot) => slot.numero)).toEqual(['20261128-0933']);
    expect(slotsToCreate(everyMinute, now, at('2026-11-28T15:33:00Z'), 3)).toEqual([]);
  });

  it('does not fill the time a stopped server missed', () => {
    const slots = slotsToCreate(
      everyMinute,
      at('2026-11-28T18:00:05Z'),
      at('2026-11-28T15:40:00Z'),
      2,
    );
    expect(slots.map((slot) => slot.drawsAt)).toEqual([
      at('2026-11-28T18:01:00Z'),
      at('2026-11-28T18:02:00Z'),
    ]);
  });
});
