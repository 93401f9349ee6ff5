// A bare Fastify, started by bench/api in a process of its own: the same Fastify and pg the
// server runs (resolved from apps/server), with nothing else in the way. `/hello` answers at
// once; `/one-query` asks PostgreSQL one prepared query first (only when DATABASE_URL is
// given): the floor of any read that goes to the database once.
import { createRequire } from 'node:module';
import type fastify from 'fastify';
import type pg from 'pg';

const fromServer = createRequire(new URL('../../apps/server/package.json', import.meta.url));
const Fastify = fromServer('fastify') as typeof fastify;

const app = Fastify();
app.get('/hello', async () => ({ hello: 'world' }));
if (process.env.DATABASE_URL) {
  const { Pool } = fromServer('pg') as typeof pg;
  // The server's default pool size, so the floor has the connections the server has.
  const pool = new Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
  app.get('/one-query', async () => {
    const { rows } = await pool.query({ name: 'one', text: 'select $1::int as one', values: [1] });
    return { success: true, message: null, value: rows[0] };
  });
  app.addHook('onClose', () => pool.end());
}
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });

// Stopped by the bench, or gone with it (its IPC channel closes even if it is killed).
const stop = () => void app.close().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('disconnect', stop);
