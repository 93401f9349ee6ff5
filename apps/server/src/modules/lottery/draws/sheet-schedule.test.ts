import { describe, expect, it } from 'vitest';
import { scheduledSlots } from './sheet-schedule';

const at = (iso: string) => new Date(iso);
const numeros = (slots: { numero: string }[]) => slots.map((slot) => slot.numero);

const north = {
  schedule: { utcOffset: '+07:00', time: '18:15', weekdays: [1, 2, 3, 4, 5, 6, 7] },
  closeSecondsBefore: 900,
};
const fourD = {
  schedule: { utcOffset: '+08:00', time: '19:00', weekdays: [3, 6, 7] },
  closeSecondsBefore: 1_800,
};
const thai = {
  schedule: { utcOffset: '+07:00', time: '16:00', monthDays: [1, 16] },
  closeSecondsBefore: 3_600,
};

describe('a scheduled game’s draws', () => {
  it('draws the North every day at 18:15 Vietnam time, 11:15 UTC, named by the local date', () => {
    // Saturday 28 November 2026, 17:00 in Hanoi.
    const slots = scheduledSlots(north, at('2026-11-28T10:00:00Z'), undefined, 7);
    expect(numeros(slots)).toEqual([
      '20261128',
      '20261129',
      '20261130',
      '20261201',
      '20261202',
      '20261203',
      '20261204',
    ]);
    expect(slots[0]).toEqual({
      numero: '20261128',
      opensAt: at('2026-11-28T10:00:00Z'),
      closesAt: at('2026-11-28T11:00:00Z'),
      drawsAt: at('2026-11-28T11:15:00Z'),
    });
  });

  it('skips today’s draw once its betting has closed', () => {
    // Two days from 18:00 on the 28th reach 18:00 on the 30th: that day's draw is after them.
    const slots = scheduledSlots(north, at('2026-11-28T11:00:00Z'), undefined, 2);
    expect(numeros(slots)).toEqual(['20261129']);
  });

  it('draws 4D on Wednesdays, Saturdays and Sundays at 19:00 Malaysia time', () => {
    const slots = scheduledSlots(fourD, at('2026-11-26T00:00:00Z'), undefined, 7);
    expect(numeros(slots)).toEqual(['20261128', '20261129', '20261202']);
    expect(slots.map((slot) => slot.drawsAt)).toEqual([
      at('2026-11-28T11:00:00Z'),
      at('2026-11-29T11:00:00Z'),
      at('2026-12-02T11:00:00Z'),
    ]);
  });

  it('reads the weekday and the name in local time, where the UTC date is the day before', () => {
    // Mondays at 06:30 in UTC+8 are Sundays at 22:30 UTC.
    const early = {
      schedule: { utcOffset: '+08:00', time: '06:30', weekdays: [1] },
      closeSecondsBefore: 60,
    };
    const [slot] = scheduledSlots(early, at('2026-11-28T00:00:00Z'), undefined, 7);
    expect(slot).toMatchObject({ numero: '20261130', drawsAt: at('2026-11-29T22:30:00Z') });
  });

  it('draws the Thai lottery on the 1st and the 16th, and always keeps the next draw', () => {
    // Nothing falls in the next 7 days: the next draw is made anyway.
    const slots = scheduledSlots(thai, at('2026-11-20T00:00:00Z'), undefined, 7);
    expect(slots).toEqual([
      {
        numero: '20261201',
        opensAt: at('2026-11-20T00:00:00Z'),
        closesAt: at('2026-12-01T08:00:00Z'),
        drawsAt: at('2026-12-01T09:00:00Z'),
      },
    ]);
    expect(scheduledSlots(thai, at('2026-11-20T00:00:00Z'), at('2026-12-01T09:00:00Z'), 7)).toEqual(
      [],
    );
    expect(numeros(scheduledSlots(thai, at('2026-11-20T00:00:00Z'), undefined, 30))).toEqual([
      '20261201',
      '20261216',
    ]);
  });

  it('has no draw on a day of the month the month lacks', () => {
    const last = {
      schedule: { utcOffset: '+07:00', time: '16:00', monthDays: [31] },
      closeSecondsBefore: 0,
    };
    expect(numeros(scheduledSlots(last, at('2026-11-01T00:00:00Z'), undefined, 45))).toEqual([
      '20261231',
    ]);
  });

  it('goes on after the newest draw, and does not make the draws a stopped server missed', () => {
    const now = at('2026-11-28T10:00:00Z');
    expect(numeros(scheduledSlots(north, now, at('2026-12-02T11:15:00Z'), 7))).toEqual([
      '20261203',
      '20261204',
    ]);
    expect(numeros(scheduledSlots(north, now, at('2026-11-20T11:15:00Z'), 2))).toEqual([
      '20261128',
      '20261129',
    ]);
  });
});
