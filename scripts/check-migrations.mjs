// Fails when the Drizzle schema has changes that no checked-in migration holds: drizzle-kit
// generates into a scratch copy of the migrations folder, which must stay unchanged.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { root } from './lib.mjs';

const server = path.join(root, 'apps/server');
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'croupier-migrations-'));
try {
  fs.cpSync(path.join(server, 'drizzle'), scratch, { recursive: true });
  const before = fs.readdirSync(scratch).sort();
  const result = spawnSync(
    'npx',
    // drizzle-kit reads --out relative to the working folder, whatever it looks like.
    [
      'drizzle-kit',
      'generate',
      '--dialect',
      'postgresql',
      '--schema',
      './src/schema.ts',
      '--out',
      path.relative(server, scratch),
    ],
    { cwd: server, encoding: 'utf8' },
  );
  const after = fs.readdirSync(scratch).sort();
  const added = after.filter((file) => !before.includes(file));
  const unchanged = /No schema changes/i.test(result.stdout + result.stderr);
  if (result.status !== 0 || (!unchanged && added.length === 0)) {
    console.error(
      '✗ drizzle-kit could not compare the schema with the migrations:\n',
      result.stdout,
      result.stderr,
    );
    process.exit(1);
  }
  if (added.length > 0) {
    console.error(
      `✗ The schema has changes without a migration (${added.join(', ')}). Run: npm run db:generate`,
    );
    process.exit(1);
  }
  console.log('Migrations match the schema.');
} finally {
  fs.rmSync(scratch, { recursive: true, force: true });
}
