import { describe, expect, it } from 'vitest';
import { daySums, noSums, rangeSums, toTeamDay, type DailySources } from './figures';
import { teamPeriod } from './range';

// The overview's arithmetic, worked by hand.

const sources: DailySources = {
  registrations: new Map([['2026-11-02', 3]]),
  activeMembers: new Map([
    ['2026-11-02', 2],
    ['2026-11-03', 1],
  ]),
  deposits: new Map([['2026-11-02', { count: 2, amount: 150_050n }]]),
  withdrawals: new Map([['2026-11-03', { count: 1, amount: 30_000n }]]),
  validTurnover: new Map([
    ['2026-11-02', 12_345n],
    ['2026-11-03', 1_001n],
  ]),
  rounds: new Map([
    ['2026-11-02', { stake: 12_345n, win: 2_345n }],
    ['2026-11-03', { stake: 1_001n, win: 5_000n }],
  ]),
};

describe('a day of the team', () => {
  it('reads each domain’s sums, profit and loss as wins minus stakes', () => {
    expect(daySums(sources, '2026-11-02')).toEqual({
      newRegistrations: 3,
      activeMembers: 2,
      depositCount: 2,
      deposits: 150_050n,
      withdrawalCount: 0,
      withdrawals: 0n,
      validTurnover: 12_345n,
      profitLoss: -10_000n,
    });
    expect(daySums(sources, '2026-11-03').profitLoss).toBe(3_999n);
  });

  it('is all zeros on a day without anything', () => {
    expect(daySums(sources, '2026-11-04')).toEqual(noSums);
  });

  it('goes on the wire in major units', () => {
    expect(toTeamDay(daySums(sources, '2026-11-02'))).toMatchObject({
      deposits: 1500.5,
      validTurnover: 123.45,
      profitLoss: -100,
    });
  });
});

describe('the range’s totals', () => {
  it('add the days, but take active members and valid turnover of the whole range', () => {
    const days = ['2026-11-02', '2026-11-03', '2026-11-04'].map((date) => daySums(sources, date));
    // The member active on both days is one active member of the range; valid turnover
    // rounded down once over the range may be a cent above the days' sum.
    expect(rangeSums(days, { activeMembers: 2, validTurnover: 13_347n })).toEqual({
      newRegistrations: 3,
      activeMembers: 2,
      depositCount: 2,
      deposits: 150_050n,
      withdrawalCount: 1,
      withdrawals: 30_000n,
      validTurnover: 13_347n,
      profitLoss: -6_001n,
    });
  });
});

describe('the overview’s ranges (UTC days)', () => {
  // A Wednesday, late in the UTC day.
  const now = new Date('2026-11-25T23:30:00Z');

  it('today is one day', () => {
    expect(teamPeriod({ range: 'today' }, now)).toMatchObject({
      startDate: '2026-11-25',
      endDate: '2026-11-25',
      from: new Date('2026-11-25T00:00:00Z'),
      until: new Date('2026-11-26T00:00:00Z'),
      days: ['2026-11-25'],
    });
  });

  it('this week runs from Monday, this month from the 1st, both to today', () => {
    expect(teamPeriod({ range: 'week' }, now).days).toEqual([
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
    ]);
    // On a Sunday the week began six days before.
    expect(teamPeriod({ range: 'week' }, new Date('2026-11-29T08:00:00Z')).startDate).toBe(
      '2026-11-23',
    );
    const month = teamPeriod({ range: 'month' }, now);
    expect(month.startDate).toBe('2026-11-01');
    expect(month.days).toHaveLength(25);
  });

  it('a chosen range keeps both ends and at most 31 days', () => {
    expect(
      teamPeriod({ range: 'custom', startDate: '2026-01-31', endDate: '2026-03-02' }, now).days,
    ).toHaveLength(31);
    expect(() =>
      teamPeriod({ range: 'custom', startDate: '2026-01-31', endDate: '2026-03-03' }, now),
    ).toThrow(expect.objectContaining({ messageKey: 'agent_team_range_too_long' }));
    expect(() => teamPeriod({ range: 'custom', startDate: '2026-01-31' }, now)).toThrow(
      expect.objectContaining({ messageKey: 'agent_team_range_invalid' }),
    );
  });
});
