// The wallet under load on the machine's PostgreSQL: `npm run wallet -w bench`.
// 1. pgbench (TPC-B, 32 clients) on a database of its own, as the yardstick of this server.
// 2. 32 concurrent clients against the real application on 127.0.0.1: deposits credited by
//    signed gateway callbacks and wallet transfers over HTTP, and bet/win pairs through the
//    wallet service (the game vendors' seamless API calls the same functions).
// Prints postings per second, p50/p99 latencies, the ratio to pgbench and the reconciliation.
import { execFileSync } from 'node:child_process';
import { createHash, createHmac, randomUUID } from 'node:crypto';
import { createTestContext, hashPassword, type TestContext } from '@croupier/server/testing';
import { creditWin, debitBet, reconcile } from '@croupier/server/wallet';

const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const clients = Number(process.env.BENCH_CLIENTS ?? 32);
const seconds = Number(process.env.BENCH_SECONDS ?? 15);
// Same scheme as the gateway adapter: HMAC-SHA256 of the raw body.
const signature = (secret: string, body: string) =>
  `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;

function pgbench(): number {
  const url = new URL(serverUrl);
  const database = `croupier_pgbench_${process.pid}`;
  const connection = [
    '-h',
    url.hostname,
    '-p',
    url.port || '5432',
    '-U',
    url.username || 'postgres',
  ];
  execFileSync('createdb', [...connection, database]);
  try {
    execFileSync('pgbench', [...connection, '-i', '-q', '-s', '10', database], { stdio: 'ignore' });
    const output = execFileSync(
      'pgbench',
      [
        ...connection,
        '-c',
        String(clients),
        '-j',
        '2',
        '-T',
        String(seconds),
        '-M',
        'prepared',
        database,
      ],
      { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] },
    );
    const tps = /tps = ([\d.]+) \(without initial connection time\)/.exec(output)?.[1];
    if (!tps) throw new Error(`pgbench printed no tps:\n${output}`);
    return Number(tps);
  } finally {
    execFileSync('dropdb', [...connection, '--force', database]);
  }
}

type Answer = { success: boolean; value: { orderNo: string } | null };
const answerOf = (response: Response) => response.json() as Promise<Answer>;

type Timing = { name: string; latencies: number[]; postings: number; errors: number };
const timings = new Map<string, Timing>();
function timingOf(name: string): Timing {
  let timing = timings.get(name);
  if (!timing) timings.set(name, (timing = { name, latencies: [], postings: 0, errors: 0 }));
  return timing;
}
async function measure(name: string, postings: number, work: () => Promise<boolean>) {
  const started = performance.now();
  const ok = await work().catch(() => false);
  const timing = timingOf(name);
  timing.latencies.push(performance.now() - started);
  if (ok) timing.postings += postings;
  else timing.errors += 1;
}
let lastElapsed = 1;
/** Prints a phase's figures: postings per second, and latencies overall and per call. */
function report(elapsed: number) {
  lastElapsed = elapsed;
  const all = [...timings.values()];
  const postings = all.reduce((sum, timing) => sum + timing.postings, 0);
  const latencies = all.flatMap((timing) => timing.latencies);
  const ms = (values: number[], p: number) => percentile(values, p).toFixed(1);
  console.log(
    `  postings/s  ${(postings / elapsed).toFixed(0)}  (${postings} in ${elapsed.toFixed(1)} s)`,
  );
  console.log(`  latency ms  p50 ${ms(latencies, 50)}  p99 ${ms(latencies, 99)}  (every call)`);
  for (const timing of all) {
    console.log(
      `    ${timing.name.padEnd(36)} n ${String(timing.latencies.length).padStart(6)}  p50 ${ms(timing.latencies, 50)}  p99 ${ms(timing.latencies, 99)}  errors ${timing.errors}`,
    );
  }
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};

type Player = { id: bigint; username: string; token: string };

async function setUpPlayers(ctx: TestContext, count: number) {
  const { rows } = await ctx.database.execute("select id from merchants where code = 'demo'");
  const merchantId = Number(rows[0]!.id);
  const passwordHash = await hashPassword('bench-password');
  const players: Player[] = [];
  for (let index = 0; index < count; index += 1) {
    const username = `bench${index}`;
    const inserted = await ctx.database.execute(
      `insert into members (merchant_id, username, password_hash, account_type, payee_name)
       values ($1, $2, $3, 0, 'Bench Player') returning id`,
      [merchantId, username, passwordHash],
    );
    const token = randomUUID() + randomUUID();
    await ctx.database.execute(
      `insert into sessions (token_hash, member_id, merchant_id, expires_at)
       values ($1, $2, $3, now() + interval '1 hour')`,
      [createHash('sha256').update(token).digest('hex'), inserted.rows[0]!.id, merchantId],
    );
    players.push({ id: BigInt(inserted.rows[0]!.id as string), username, token });
  }
  const secret = await ctx.database.execute(
    "select gateway_secret from payment_methods where code = 'demopay' and merchant_id = $1",
    [merchantId],
  );
  return { merchantId, players, gatewaySecret: String(secret.rows[0]!.gateway_secret) };
}

console.log(`pgbench: TPC-B, scale 10, ${clients} clients, ${seconds} s ...`);
const pgbenchTps = pgbench();
console.log(`  tps ${pgbenchTps.toFixed(0)}`);

process.env.TEST_DATABASE_URL = serverUrl;
const ctx = await createTestContext({}, { poolSize: clients + 4 });
await ctx.app.listen({ port: 0, host: '127.0.0.1' });
const address = ctx.app.server.address();
const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
const headers = (token?: string) => ({
  'content-type': 'application/json',
  merchant: 'demo',
  ...(token ? { authorization: token } : {}),
});

try {
  const { merchantId, players, gatewaySecret } = await setUpPlayers(ctx, clients);
  const deposit = async (player: Player) => {
    const order = await fetch(`${base}/wps/wallet/deposit`, {
      method: 'POST',
      headers: headers(player.token),
      body: JSON.stringify({ methodCode: 'demopay', amount: 500 }),
    }).then(answerOf);
    if (!order.success) return false;
    const body = JSON.stringify({
      orderNo: order.value!.orderNo,
      status: 'success',
      amount: 500,
      gatewayReference: randomUUID(),
    });
    const callback = await fetch(`${base}/wps/wallet/deposit/callback/demopay`, {
      method: 'POST',
      headers: { ...headers(), 'x-signature': signature(gatewaySecret, body) },
      body,
    }).then(answerOf);
    return callback.success === true;
  };
  const transfer = async (player: Player, from: string, to: string) => {
    const answer = await fetch(`${base}/wps/relay/GCS_walletTransfer`, {
      method: 'POST',
      headers: headers(player.token),
      body: JSON.stringify({ from, to, amount: 10, requestId: randomUUID() }),
    }).then(answerOf);
    return answer.success === true;
  };

  // Everyone starts with money, so the timed part measures movements, not refusals.
  await Promise.all(players.map((player) => deposit(player)));
  timings.clear();

  /** Runs every client's loop for the phase's seconds; answers the elapsed seconds. */
  async function phase(title: string, step: (player: Player, turn: number) => Promise<void>) {
    timings.clear();
    console.log(`${title}: ${clients} clients for ${seconds} s on ${ctx.database.kind} ...`);
    const started = performance.now();
    const deadline = started + seconds * 1000;
    await Promise.all(
      players.map(async (player, index) => {
        for (let turn = index; performance.now() < deadline; turn += 1) await step(player, turn);
      }),
    );
    report((performance.now() - started) / 1000);
  }

  let round = 0;
  // Phase 1: game rounds through the wallet service, as the vendors' seamless API will call it.
  await phase('wallet service, bet/win pairs', async (player) => {
    round += 1;
    const roundNo = round;
    const movement = {
      merchantId,
      memberId: player.id,
      vendorCode: 'BENCH',
      roundId: `bench-${roundNo}`,
      category: 'RNG',
      amount: 100n,
    };
    await measure('debit (bet)', 1, async () => {
      await debitBet(ctx.database.db, { ...movement, transactionId: `${roundNo}-bet` });
      return true;
    });
    await measure('credit (win)', 1, async () => {
      await creditWin(ctx.database.db, {
        ...movement,
        amount: 95n,
        transactionId: `${roundNo}-win`,
      });
      return true;
    });
  });
  const debits = timingOf('debit (bet)');
  const debitsPerSecond = debits.postings / lastElapsed;
  console.log(
    `  debits/s    ${debitsPerSecond.toFixed(0)}  = ${(debitsPerSecond / pgbenchTps).toFixed(2)} × pgbench tps (target ≥ 0.5); debit p99 ${percentile(debits.latencies, 99).toFixed(1)} ms (target < 50)`,
  );

  // Phase 2: the player-facing HTTP API: deposits credited by signed callbacks, transfers.
  await phase('HTTP API, deposits and transfers', async (player, turn) => {
    if (turn % 5 === 0) {
      await measure('deposit (order + signed callback)', 1, () => deposit(player));
    } else {
      // Out to a game wallet and back, so every call finds the money it moves.
      await measure('transfer (one call)', 1, () => transfer(player, 'MAIN', 'DEMOLIVE'));
      await measure('transfer (one call)', 1, () => transfer(player, 'DEMOLIVE', 'MAIN'));
    }
  });

  const books = await reconcile(ctx.database.db, merchantId);
  console.log(
    `  reconciliation: ${books.problems.length === 0 ? 'clean' : `${books.problems.length} PROBLEMS`} (${books.postings} postings, ${books.entries} entries)`,
  );
  for (const problem of books.problems.slice(0, 10)) console.log(`    ${problem}`);
} finally {
  await ctx.close();
}
