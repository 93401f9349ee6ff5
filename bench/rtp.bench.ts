// Return to player and speed of the game engines on one core: `npm run rtp -w bench`.
// Plays BENCH_ROUNDS rounds (10,000,000 by default) of each slot and of two roulette bets
// with the fast simulation PRNG (never used for real play), single-threaded, and prints
// the measured RTP beside the exact figure the engine documents, the difference and its
// standard error, and rounds per CPU second. Slot engines target 5,000,000 rounds/s: a paid
// round is at least one spin (Lucky Lanterns adds 0.096 free spins a round on average).
import os from 'node:os';
import {
  classic3x3,
  FastPrng,
  formatPercent,
  roulette,
  video5x3,
  ways5x4,
  type Rational,
} from '@croupier/engines';

const rounds = Number(process.env.BENCH_ROUNDS ?? 10_000_000);
const seed = Number(process.env.BENCH_SEED ?? 2026);
const TARGET = 5_000_000;

/**
 * `seconds` is CPU time of this process (the loop, plus V8's compiler and collector threads,
 * which only makes the rate lower): other work on the machine does not slow the figure.
 */
type Tally = { won: number; squares: number; seconds: number };

/** CPU seconds used by this process since `from`, a `process.cpuUsage()` reading. */
const cpuSeconds = (from: NodeJS.CpuUsage) => {
  const { user, system } = process.cpuUsage(from);
  return (user + system) / 1e6;
};

// One loop per engine, written out, so each call site sees one function and V8 inlines
// it: a shared loop over a callback would measure a megamorphic call instead.
function classicRounds(): Tally {
  const rng = new FastPrng(seed);
  const stops = new Int32Array(3);
  let won = 0;
  let squares = 0;
  const started = process.cpuUsage();
  for (let i = 0; i < rounds; i += 1) {
    const units = classic3x3.playRoundUnits(rng, stops);
    won += units;
    squares += units * units;
  }
  return { won, squares, seconds: cpuSeconds(started) };
}

function videoRounds(): Tally {
  const rng = new FastPrng(seed);
  const stops = new Int32Array(5);
  let won = 0;
  let squares = 0;
  const started = process.cpuUsage();
  for (let i = 0; i < rounds; i += 1) {
    const units = video5x3.playRoundUnits(rng, stops);
    won += units;
    squares += units * units;
  }
  return { won, squares, seconds: cpuSeconds(started) };
}

function waysRounds(): Tally {
  const rng = new FastPrng(seed);
  const stops = new Int32Array(5);
  let won = 0;
  let squares = 0;
  const started = process.cpuUsage();
  for (let i = 0; i < rounds; i += 1) {
    const units = ways5x4.playRoundUnits(rng, stops);
    won += units;
    squares += units * units;
  }
  return { won, squares, seconds: cpuSeconds(started) };
}

/** One unit on `bet` each round; what each pocket returns comes from the engine's `settle`. */
function rouletteRounds(bet: roulette.RouletteBet): Tally {
  const returns = Float64Array.from({ length: roulette.POCKETS }, (_, pocket) =>
    Number(roulette.settle([bet], pocket).totalWin),
  );
  const rng = new FastPrng(seed);
  let won = 0;
  let squares = 0;
  const started = process.cpuUsage();
  for (let i = 0; i < rounds; i += 1) {
    const units = returns[roulette.spin(rng)]!;
    won += units;
    squares += units * units;
  }
  return { won, squares, seconds: cpuSeconds(started) };
}

type Game = {
  name: string;
  slot: boolean;
  documented: Rational;
  /** Units the hot path counts per unit staked: lines, coins, or 1. */
  unitsPerStake: number;
  play: () => Tally;
};

const games: Game[] = [
  {
    name: 'classic3x3',
    slot: true,
    documented: classic3x3.CLASSIC_3X3_RTP,
    unitsPerStake: classic3x3.PAYLINES.length,
    play: classicRounds,
  },
  {
    name: 'video5x3',
    slot: true,
    documented: video5x3.VIDEO_5X3_RTP,
    unitsPerStake: video5x3.LINES,
    play: videoRounds,
  },
  {
    name: 'ways5x4',
    slot: true,
    documented: ways5x4.WAYS_5X4_RTP,
    unitsPerStake: ways5x4.COINS,
    play: waysRounds,
  },
  {
    name: 'roulette straight 17',
    slot: false,
    documented: roulette.ROULETTE_RTP,
    unitsPerStake: 1,
    play: () => rouletteRounds({ type: 'straight', numbers: [17], stake: 1n }),
  },
  {
    name: 'roulette red',
    slot: false,
    documented: roulette.ROULETTE_RTP,
    unitsPerStake: 1,
    play: () => rouletteRounds({ type: 'red', stake: 1n }),
  },
];

const count = new Intl.NumberFormat('en-US');
const millions = (perSecond: number) => `${(perSecond / 1e6).toFixed(2)}M`;
const pad = (text: string, width: number) => text.padStart(width);

console.log(
  `RTP and speed, one core, fast PRNG, ${count.format(rounds)} rounds each, seed ${seed}; ` +
    `node ${process.version} on ${os.cpus()[0]?.model ?? 'unknown CPU'}, ` +
    `load average ${os.loadavg()[0]!.toFixed(2)} on ${os.cpus().length} cores`,
);
console.log(
  [
    'game'.padEnd(22),
    pad('measured', 9),
    pad('documented', 10),
    pad('diff pp', 8),
    pad('std err pp', 10),
    pad('z', 6),
    pad('rounds/s', 9),
    '  ≥5M/s',
  ].join(' '),
);
let missed = 0;
for (const game of games) {
  const { won, squares, seconds } = game.play();
  const mean = won / rounds / game.unitsPerStake;
  const variance = squares / rounds / game.unitsPerStake ** 2 - mean * mean;
  const standardError = Math.sqrt(variance / rounds);
  const documented = Number(game.documented.numerator) / Number(game.documented.denominator);
  const perSecond = rounds / seconds;
  const met = perSecond >= TARGET;
  if (game.slot && !met) missed += 1;
  console.log(
    [
      game.name.padEnd(22),
      pad(`${(mean * 100).toFixed(3)}%`, 9),
      pad(formatPercent(game.documented, 3), 10),
      pad(((mean - documented) * 100).toFixed(3), 8),
      pad((standardError * 100).toFixed(3), 10),
      pad(((mean - documented) / standardError).toFixed(2), 6),
      pad(millions(perSecond), 9),
      game.slot ? (met ? '  yes' : '  NO') : '  n/a',
    ].join(' '),
  );
}
console.log(
  missed === 0
    ? `Every slot engine plays at least ${count.format(TARGET)} rounds/s on one core.`
    : `${missed} slot engine(s) below ${count.format(TARGET)} rounds/s on this machine.`,
);
