#!/usr/bin/env node
// Prints which server modules import which (apps/server/src/modules/<module>/**), then every
// pair of modules that import each other. Exits 1 when there is such a pair: a module graph
// with a two-way dependency has no "lower" module, and every later domain inherits the knot.
// Static ES imports and re-exports count, `import type` included (a type import still ties
// the two modules' changes together); dynamic `import()` with a literal path counts too.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const modulesDir = path.join(root, 'apps', 'server', 'src', 'modules');

function sourceFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.(c|m)?tsx?$/.test(name) && !name.endsWith('.d.ts') ? [full] : [];
  });
}

/** The module a file belongs to, or null outside `modules/`. */
function moduleOf(file) {
  const relative = path.relative(modulesDir, file);
  if (relative.startsWith('..') || path.isAbsolute(relative)) return null;
  return relative.split(path.sep)[0];
}

// `import x from '...'`, `import type {...} from '...'`, `export * from '...'`,
// `import '...'` and `import('...')`; comments are removed first so examples in them don't count.
const importPattern =
  /(?:^|[;\s])(?:import|export)\s+(?:type\s+)?(?:[\w*{}\s,$]+?\s+from\s+)?['"]([^'"]+)['"]|\bimport\(\s*['"]([^'"]+)['"]\s*\)/g;

function importsOf(file) {
  const text = readFileSync(file, 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/(^|[^:'"`])\/\/.*$/gm, '$1');
  return [...text.matchAll(importPattern)]
    .map((match) => match[1] ?? match[2])
    .filter((source) => source.startsWith('.'))
    .map((source) => path.resolve(path.dirname(file), source));
}

const graph = new Map();
for (const name of readdirSync(modulesDir).sort()) {
  if (statSync(path.join(modulesDir, name)).isDirectory()) graph.set(name, new Set());
}
for (const file of sourceFiles(modulesDir)) {
  const from = moduleOf(file);
  for (const target of importsOf(file)) {
    const to = moduleOf(target);
    if (to && to !== from && graph.has(to)) graph.get(from).add(to);
  }
}

for (const [from, targets] of graph) {
  console.log(`${from} → ${targets.size ? [...targets].sort().join(', ') : '(none)'}`);
}
const pairs = [];
for (const [from, targets] of graph) {
  for (const to of targets) if (from < to && graph.get(to).has(from)) pairs.push([from, to]);
}
if (pairs.length) {
  console.log(`\nTwo-way module dependencies (${pairs.length}):`);
  for (const [a, b] of pairs) console.log(`  ${a} ↔ ${b}`);
  process.exit(1);
}
console.log('\nNo two-way module dependencies.');
