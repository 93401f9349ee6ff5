// What the home page makes a visitor download before it can render: `npm run web -w bench`.
// Builds the player site, then follows index.html: its entry script, the chunks the entry
// imports statically (modulepreload) and the stylesheets, each gzipped as a server sends it.
// Chunks loaded later (pages, modals, forms) are listed apart. Target: JS ≤ 150 KB gzipped.
// Then the game-list page with 10,000 games in Chromium (bench/lobby-page.ts; BENCH_LOBBY=0
// skips it).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { measureLobbyPage } from './lobby-page';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'apps/web/dist');
const targetKb = 150;

if (process.env.BENCH_SKIP_BUILD !== '1')
  execFileSync('npm', ['run', 'build', '-w', '@croupier/web'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
  });

const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
const referenced = (pattern: RegExp) => [...html.matchAll(pattern)].map((match) => match[1]!);
const firstRenderJs = new Set([
  ...referenced(/<script[^>]+src="([^"]+\.js)"/g),
  ...referenced(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g),
]);
const css = referenced(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+)"/g);

const gzippedKb = (file: string) =>
  gzipSync(fs.readFileSync(path.join(dist, file.replace(/^\//, '')))).length / 1024;
const total = (files: Iterable<string>) =>
  [...files].reduce((sum, file) => sum + gzippedKb(file), 0);

const allJs = fs
  .readdirSync(path.join(dist, 'assets'))
  .filter((file) => file.endsWith('.js'))
  .map((file) => `/assets/${file}`);
const later = allJs.filter((file) => !firstRenderJs.has(file));

const firstJsKb = total(firstRenderJs);
console.log('Player site, home page before first render (gzipped):');
console.log(
  `  JavaScript  ${firstJsKb.toFixed(1)} KB in ${firstRenderJs.size} file(s)  (target ≤ ${targetKb} KB)`,
);
// The site's own stylesheet travels inside index.html (apps/web/vite.config.ts).
const inlineCssKb =
  [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].reduce(
    (sum, match) => sum + gzipSync(match[1]!).length,
    0,
  ) / 1024;
console.log(
  `  CSS         ${(total(css) + inlineCssKb).toFixed(1)} KB (${inlineCssKb.toFixed(1)} KB inline)`,
);
console.log(`Loaded later: ${later.length} chunk(s), ${total(later).toFixed(1)} KB gzipped in all`);
for (const file of later.sort((a, b) => gzippedKb(b) - gzippedKb(a)).slice(0, 12))
  console.log(`  ${gzippedKb(file).toFixed(1).padStart(6)} KB  ${path.basename(file)}`);
console.log(
  firstJsKb <= targetKb
    ? 'within target'
    : `over target by ${(firstJsKb - targetKb).toFixed(1)} KB`,
);

if (process.env.BENCH_LOBBY !== '0') await measureLobbyPage(dist);
