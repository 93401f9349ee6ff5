// A bare Fastify with one route, started by bench/api in a process of its own: the same
// Fastify the server runs (resolved from apps/server), with nothing else in the way.
import { createRequire } from 'node:module';
import type fastify from 'fastify';

const fromServer = createRequire(new URL('../../apps/server/package.json', import.meta.url));
const Fastify = fromServer('fastify') as typeof fastify;

const app = Fastify();
app.get('/hello', async () => ({ hello: 'world' }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });

// Stopped by the bench, or gone with it (its IPC channel closes even if it is killed).
const stop = () => void app.close().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('disconnect', stop);
