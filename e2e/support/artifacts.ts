import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const artifacts = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'artifacts');
fs.mkdirSync(artifacts, { recursive: true });

/** Screenshot options that save `name` under e2e/artifacts/ (git-ignored) for a person to look at. */
export const shot = (name: string, fullPage = true) => ({
  path: path.join(artifacts, `${name}.png`),
  fullPage,
});
