// The calls the load generator can drive, by name (jobs cross a process boundary by name).
import { lotteryTickets } from './lottery';
import { balance, gameList, helloWorld, memberInfo, oneQuery, systemStatus } from './reads';
import { seamlessRounds } from './seamless';
import { studioRounds } from './studio';
import { deposits, transfers } from './wallet';

export const calls = {
  seamlessRounds,
  studioRounds,
  transfers,
  deposits,
  lotteryTickets,
  balance,
  memberInfo,
  systemStatus,
  gameList,
  helloWorld,
  oneQuery,
};

export type CallName = keyof typeof calls;
export type FixtureOf<K extends CallName> = Parameters<(typeof calls)[K]['start']>[0];

export type LoadJob<K extends CallName = CallName> = {
  call: K;
  /** http://127.0.0.1:<port> of the server under load. */
  base: string;
  connections: number;
  seconds: number;
  warmupSeconds: number;
  fixture: FixtureOf<K>;
};

export type LoadFigures = {
  /** Answers that were 2xx and, for the API, a successful envelope. */
  good: number;
  seconds: number;
  /** Of good answers, in milliseconds. */
  p50: number;
  p99: number;
  non2xx: number;
  /** Connection errors and timeouts. */
  errors: number;
  /** 2xx answers whose envelope says `success: false` (or that are no envelope). */
  envelopeFailures: number;
};
