// Shared steps of `npm start` and `npm test`: make a fresh clone runnable with only Node and npm.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

export function log(message) {
  console.log(`\x1b[36m▸\x1b[0m ${message}`);
}

/** Runs a command in the repository, inheriting the terminal; resolves to its exit code. */
export function run(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', ...options });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

export async function runOrExit(command, args, options) {
  const code = await run(command, args, options);
  if (code !== 0) {
    console.error(`\n✗ ${command} ${args.join(' ')} failed (exit ${code})`);
    process.exit(code);
  }
}

function newestMtime(entries) {
  let newest = 0;
  const visit = (entry) => {
    if (!fs.existsSync(entry)) return;
    const stat = fs.statSync(entry);
    if (stat.isDirectory()) {
      for (const child of fs.readdirSync(entry)) {
        if (child !== 'node_modules' && child !== 'dist') visit(path.join(entry, child));
      }
    } else {
      newest = Math.max(newest, stat.mtimeMs);
    }
  };
  entries.forEach((entry) => visit(path.join(root, entry)));
  return newest;
}

/** Installs the npm packages when they are missing or older than the lock file. */
export async function ensureDependencies() {
  const installed = path.join(root, 'node_modules', '.package-lock.json');
  const lock = path.join(root, 'package-lock.json');
  if (fs.existsSync(installed) && fs.statSync(installed).mtimeMs >= fs.statSync(lock).mtimeMs)
    return;
  log('Installing npm packages (first run, or package-lock.json changed)…');
  const fresh = !fs.existsSync(path.join(root, 'node_modules'));
  await runOrExit(
    npm,
    fresh ? ['ci', '--no-audit', '--no-fund'] : ['install', '--no-audit', '--no-fund'],
  );
}

/** Builds the player site when its sources (or the contract it uses) changed since the last build. */
export async function buildWebIfStale() {
  const built = path.join(root, 'apps/web/dist/index.html');
  const sources = newestMtime([
    'apps/web/src',
    'apps/web/index.html',
    'apps/web/vite.config.ts',
    'apps/web/package.json',
    'apps/web/public',
    'packages/contract/src',
    'packages/web-kit/src',
  ]);
  if (fs.existsSync(built) && fs.statSync(built).mtimeMs >= sources) return;
  log('Building the player site (apps/web)…');
  await runOrExit(npm, ['run', 'build', '-w', '@croupier/web']);
}

/** Builds the studio's game clients (served at /studio/) when their sources changed. */
export async function buildGamesIfStale() {
  const built = path.join(root, 'apps/games/dist/index.html');
  const sources = newestMtime([
    'apps/games/src',
    'apps/games/index.html',
    'apps/games/vite.config.ts',
    'apps/games/package.json',
    'packages/contract/src',
    'packages/web-kit/src',
    'packages/engines/src',
  ]);
  if (fs.existsSync(built) && fs.statSync(built).mtimeMs >= sources) return;
  log('Building the studio games (apps/games)…');
  await runOrExit(npm, ['run', 'build', '-w', '@croupier/games']);
}

/** Builds the operator console (served at /backoffice/) when its sources changed. */
export async function buildBackofficeIfStale() {
  const built = path.join(root, 'apps/backoffice/dist/index.html');
  const sources = newestMtime([
    'apps/backoffice/src',
    'apps/backoffice/index.html',
    'apps/backoffice/vite.config.ts',
    'apps/backoffice/package.json',
    'packages/contract/src',
    'packages/web-kit/src',
  ]);
  if (fs.existsSync(built) && fs.statSync(built).mtimeMs >= sources) return;
  log('Building the operator console (apps/backoffice)…');
  await runOrExit(npm, ['run', 'build', '-w', '@croupier/backoffice']);
}

/** Debian's Chromium for the browser tests: installed with apt-get when missing and we are root. */
export function ensureChromium() {
  const executable = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (fs.existsSync(executable)) return executable;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    console.error(
      `\n✗ The browser tests need Chromium at ${executable}. Install the Debian package "chromium" ` +
        '(sudo apt-get install chromium), or set CHROMIUM_PATH to a Chromium binary.',
    );
    process.exit(1);
  }
  log('Installing the Debian package "chromium" for the browser tests…');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [
    ['update', '-qq'],
    ['install', '-y', '-qq', 'chromium'],
  ]) {
    const result = spawnSync('apt-get', args, { stdio: 'inherit', env });
    if (result.status !== 0) {
      console.error('\n✗ apt-get could not install the Debian package "chromium".');
      process.exit(1);
    }
  }
  return executable;
}
