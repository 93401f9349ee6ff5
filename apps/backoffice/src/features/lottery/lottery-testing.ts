import type { consoleLottery } from '@croupier/contract';

/** What the Lottery section's tests answer for: a K3 game and an SSC game, as the server would. */

export function betType(
  code: string,
  changes: Partial<consoleLottery.ConsoleBetType> = {},
): consoleLottery.ConsoleBetType {
  return {
    betType: code,
    odds: ['big', 'small', 'odd', 'even'].map((prize) => ({
      prize,
      odds: '1.98',
      defaultOdds: '1.98',
    })),
    rtp: '96.25%',
    minStake: null,
    maxStake: null,
    numberCap: null,
    closed: [],
    halfPay: [],
    ...changes,
  };
}

export function lotteryGame(
  code: string,
  changes: Partial<consoleLottery.ConsoleLotteryGame> = {},
): consoleLottery.ConsoleLotteryGame {
  return {
    gameCode: code,
    name: `Game ${code}`,
    family: 'k3',
    kind: 'ELOTT',
    drawIntervalSeconds: 180,
    closeSecondsBefore: 30,
    enabled: true,
    stakePerPoint: 1,
    minStakePerLine: 1,
    maxStakePerLine: 10_000,
    maxPayoutPerTicket: 1_000_000,
    betTypes: [betType('side')],
    ...changes,
  };
}

export function consoleDraw(
  numero: string,
  changes: Partial<consoleLottery.ConsoleDraw> = {},
): consoleLottery.ConsoleDraw {
  return {
    numero,
    status: 'open',
    opensAt: '2026-03-01T09:00:00Z',
    closesAt: '2026-03-01T09:02:30Z',
    drawsAt: '2026-03-01T09:03:00Z',
    drawnAt: null,
    settledAt: null,
    cancelledAt: null,
    tickets: 0,
    stake: '0',
    payout: '0',
    numbers: null,
    hasSheet: false,
    ...changes,
  };
}
