// `npm start`: install what is missing, build what is stale, then run the server, which
// migrates and seeds its database and serves the site and the API on one port.
import { spawn } from 'node:child_process';
import {
  buildBackofficeIfStale,
  buildGamesIfStale,
  buildWebIfStale,
  ensureDependencies,
  log,
  root,
} from './lib.mjs';

await ensureDependencies();
await buildWebIfStale();
await buildGamesIfStale();
await buildBackofficeIfStale();

log('Starting the server (migrations and demo data run on first start)…');
const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
  cwd: root,
  stdio: 'inherit',
  // The demo, run as fast as production: CROUPIER_MODE=production in the environment wins.
  env: { NODE_ENV: 'production', CROUPIER_MODE: 'demo', ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
