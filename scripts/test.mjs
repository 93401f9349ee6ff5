// `npm test`: every check the project has, in order, then one closing line
// "N passed, N failed". Stages: lint, migrations, typecheck, unit (+ integration), e2e.
// `--only <stage>[,<stage>]` runs a subset; CI reruns integration tests on PostgreSQL itself.
import fs from 'node:fs';
import path from 'node:path';
import {
  buildBackofficeIfStale,
  buildGamesIfStale,
  buildWebIfStale,
  ensureChromium,
  ensureDependencies,
  log,
  root,
  run,
} from './lib.mjs';

const reports = path.join(root, '.test-reports');
const onlyIndex = process.argv.indexOf('--only');
const only = onlyIndex > 0 ? new Set(process.argv[onlyIndex + 1]?.split(',')) : null;
const npx = 'npx';

const stages = [
  // Style, the layout's boundaries and cycles (eslint), formatting, two-way module
  // dependencies and the ceiling on repeated code: `npm run lint`.
  { name: 'lint', run: () => run('npm', ['run', 'lint', '--silent']) },
  { name: 'migrations', run: () => run(process.execPath, ['scripts/check-migrations.mjs']) },
  { name: 'typecheck', run: () => run('npm', ['run', 'typecheck', '--silent']) },
  {
    name: 'unit',
    run: () =>
      run(npx, [
        'vitest',
        'run',
        '--reporter=default',
        '--reporter=json',
        `--outputFile.json=${path.join(reports, 'vitest.json')}`,
      ]),
  },
  {
    name: 'e2e',
    run: async () => {
      const chromium = ensureChromium();
      await buildWebIfStale();
      await buildGamesIfStale();
      await buildBackofficeIfStale();
      return run(npx, ['playwright', 'test'], {
        cwd: path.join(root, 'e2e'),
        env: { ...process.env, CHROMIUM_PATH: chromium },
      });
    },
  },
];

await ensureDependencies();
fs.rmSync(reports, { recursive: true, force: true });
fs.mkdirSync(reports, { recursive: true });

const results = [];
for (const stage of stages) {
  if (only && !only.has(stage.name)) continue;
  log(`${stage.name}`);
  const started = Date.now();
  const code = await stage.run();
  results.push({
    name: stage.name,
    ok: code === 0,
    seconds: ((Date.now() - started) / 1000).toFixed(1),
  });
}

function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(path.join(reports, file), 'utf8'));
  } catch {
    return null;
  }
}
const vitest = readJson('vitest.json');
const playwright = readJson('playwright.json');
let passed =
  (vitest?.numPassedTests ?? 0) +
  (playwright?.stats?.expected ?? 0) +
  (playwright?.stats?.flaky ?? 0);
let failed = (vitest?.numFailedTests ?? 0) + (playwright?.stats?.unexpected ?? 0);
const skipped =
  (vitest?.numPendingTests ?? 0) + (vitest?.numTodoTests ?? 0) + (playwright?.stats?.skipped ?? 0);
// Checks that are not test cases (lint, typecheck, migrations) count as one each.
for (const result of results) {
  if (result.name === 'unit' || result.name === 'e2e') continue;
  if (result.ok) passed += 1;
  else failed += 1;
}
// A test stage that failed without reporting a failed test (it crashed) still fails the run.
for (const result of results) {
  const reportedFailures =
    result.name === 'unit'
      ? vitest?.numFailedTests
      : result.name === 'e2e'
        ? playwright?.stats?.unexpected
        : 1;
  if (!result.ok && !reportedFailures) failed += 1;
}

console.log('\nStage        result   seconds');
for (const result of results) {
  console.log(
    `${result.name.padEnd(12)} ${(result.ok ? 'ok' : 'FAILED').padEnd(8)} ${result.seconds}`,
  );
}
console.log(`\n${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(results.every((result) => result.ok) && failed === 0 ? 0 : 1);
