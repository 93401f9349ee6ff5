import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { repoRoot } from './config';

// The container files can't be built in CI (no image registry there), so what can drift
// from the code is checked here: a new workspace, a new setting production needs.
const read = (file: string) => readFileSync(path.join(repoRoot, file), 'utf8');
const workspaces = (JSON.parse(read('package.json')) as { workspaces: string[] }).workspaces;

describe('the container image (Dockerfile)', () => {
  const dockerfile = read('Dockerfile');
  const stages = dockerfile.split(/^FROM /m).slice(1);
  const [manifests, build, run] = stages;

  it('installs every workspace in both stages, or npm ci refuses the lock file', () => {
    expect(stages).toHaveLength(3);
    for (const workspace of workspaces) {
      expect(manifests).toContain(`COPY ${workspace}/package.json ${workspace}/`);
    }
    expect(build).toMatch(/^manifests AS build/);
    expect(run).toContain('COPY --from=manifests /app ./');
  });

  it('runs production mode on what the build made', () => {
    if (!run) throw new Error('no run stage');
    expect(run).toMatch(/CROUPIER_MODE=production/);
    for (const app of ['web', 'games', 'backoffice']) {
      expect(run).toContain(`COPY --from=build /app/apps/${app}/dist apps/${app}/dist`);
    }
    expect(run).toContain('COPY apps/server/drizzle apps/server/drizzle');
    expect(run).toMatch(/^USER node$/m);
  });
});

describe('the compose file', () => {
  type Service = {
    environment?: Record<string, string>;
    secrets?: string[];
    depends_on?: Record<string, unknown>;
    entrypoint?: string[];
  };
  const compose = parse(read('compose.yaml')) as {
    services: Record<string, Service>;
    secrets: Record<string, { file: string }>;
  };

  it('runs the server in production on PostgreSQL, with Redis beside it', () => {
    expect(Object.keys(compose.services).sort()).toEqual(['croupier', 'postgres', 'redis']);
    const server = compose.services.croupier!;
    expect(server.environment).toMatchObject({
      CROUPIER_MODE: 'production',
      SEALING_KEY_FILE: '/run/secrets/sealing_key',
    });
    expect(server.entrypoint!.join(' ')).toContain('DATABASE_URL="postgres://');
    expect(server.depends_on).toHaveProperty('postgres');
  });

  it('keeps the sealing key and the database password in secret files', () => {
    expect(compose.services.croupier!.secrets).toEqual(['sealing_key', 'postgres_password']);
    expect(compose.secrets.sealing_key!.file).toBe('./secrets/sealing_key');
    expect(read('.gitignore')).toMatch(/^secrets\/$/m);
    expect(read('.dockerignore')).toMatch(/^secrets$/m);
  });
});
