// Lighthouse performance score of the home page, in Debian's Chromium: `npm run lighthouse -w
// bench` (after `npm run build`, or with BENCH_BUILD=1). The site runs on 127.0.0.1 from the
// built files with its demo data; Lighthouse's mobile (simulated slow 4G, mid-range phone)
// and desktop presets are both measured. Target: ≥ 95.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { createTestContext } from '@croupier/server/testing';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
if (process.env.BENCH_BUILD === '1')
  execFileSync('npm', ['run', 'build', '-w', '@croupier/web'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
  });

// BENCH_WEB_DIST=dir serves another build (say a copy of the one before a change, to compare
// the two on the same machine load).
const webDist = process.env.BENCH_WEB_DIST ?? path.join(root, 'apps/web/dist');
const ctx = await createTestContext({ WEB_DIST: webDist });
await ctx.app.listen({ port: 0, host: '127.0.0.1' });
const address = ctx.app.server.address();
const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/index`;

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
// The mobile score moves by several points between runs (simulated 4x CPU over whatever else
// the machine is doing): BENCH_RUNS=3 measures each preset three times and prints the median.
const runs = Math.max(1, Number(process.env.BENCH_RUNS ?? 1));
const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
try {
  console.log(`Lighthouse performance of ${url} from ${webDist} (Chromium at ${chrome.port})`);
  for (const [preset, config] of [
    ['mobile', undefined],
    ['desktop', desktopConfig],
  ] as const) {
    // BENCH_PRESET=mobile (or desktop) measures only that one.
    if (process.env.BENCH_PRESET && process.env.BENCH_PRESET !== preset) continue;
    const scores: number[] = [];
    for (let run = 0; run < runs; run += 1) {
      const result = await lighthouse(
        url,
        { port: chrome.port, onlyCategories: ['performance'], logLevel: 'error', output: 'json' },
        config,
      );
      const lhr = result?.lhr;
      if (!lhr) throw new Error('Lighthouse returned no result');
      // BENCH_LHR_DIR=dir keeps each full report (diagnostics: render-blocking requests,
      // critical chains, main-thread work) to read after the run.
      const reportDir = process.env.BENCH_LHR_DIR;
      if (reportDir) {
        fs.mkdirSync(reportDir, { recursive: true });
        fs.writeFileSync(path.join(reportDir, `${preset}-${Date.now()}.json`), JSON.stringify(lhr));
      }
      const metric = (id: string) => lhr.audits[id]?.displayValue ?? '?';
      const score = Math.round((lhr.categories.performance?.score ?? 0) * 100);
      scores.push(score);
      console.log(
        `  ${preset.padEnd(8)} score ${score}` +
          `  FCP ${metric('first-contentful-paint')}  LCP ${metric('largest-contentful-paint')}` +
          `  TBT ${metric('total-blocking-time')}  CLS ${metric('cumulative-layout-shift')}`,
      );
    }
    if (runs > 1) console.log(`  ${preset.padEnd(8)} median of ${runs}: ${median(scores)}`);
  }
} finally {
  await chrome.kill();
  await ctx.close();
}
