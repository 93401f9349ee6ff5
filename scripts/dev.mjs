// `npm run dev`: the API on :8080 and Vite with hot reload on :5173 (proxying the API).
import { spawn } from 'node:child_process';
import { buildGamesIfStale, ensureDependencies, log, root } from './lib.mjs';

await ensureDependencies();
// The site's Vite proxies /studio to the API, which serves the games' build; for hot reload of
// the games themselves run `npm run dev -w @croupier/games` (port 5174).
await buildGamesIfStale();
log('API on http://localhost:8080, site with hot reload on http://localhost:5173');
const children = [
  spawn(process.execPath, ['--import', 'tsx', '--watch', 'apps/server/src/main.ts'], {
    cwd: root,
    stdio: 'inherit',
  }),
  spawn('npm', ['run', 'dev', '-w', '@croupier/web'], { cwd: root, stdio: 'inherit' }),
];
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
