// Repeated code outside tests, with a ceiling: `npm run lint` fails when jscpd finds more
// clones (6+ lines, 40+ tokens, same tokens) than `ceiling`, so the count cannot creep back
// up. Lower the ceiling when you remove clones; never raise it to let a copy in — share the
// code instead (docs/decisions.md, "Repeated code").
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { root } from './lib.mjs';

const ceiling = 34;

const output = fs.mkdtempSync(path.join(os.tmpdir(), 'croupier-jscpd-'));
execFileSync(
  'npx',
  ['jscpd', '--config', path.join(root, '.jscpd.json'), '--reporters', 'json', '--output', output],
  { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] },
);
const report = JSON.parse(fs.readFileSync(path.join(output, 'jscpd-report.json'), 'utf8'));
fs.rmSync(output, { recursive: true, force: true });

const clones = report.duplicates;
const where = (side) => `${side.name}:${side.start}-${side.end}`;
if (clones.length > ceiling || process.argv.includes('--list')) {
  for (const clone of clones)
    console.log(`  ${where(clone.firstFile)} ~ ${where(clone.secondFile)}`);
}
const { percentage } = report.statistics.total;
console.log(
  `repeated code: ${clones.length} clones (ceiling ${ceiling}), ${percentage.toFixed(2)}% of lines`,
);
if (clones.length > ceiling) {
  console.error('✗ more repeated code than the ceiling: share it instead of copying it');
  process.exit(1);
}
