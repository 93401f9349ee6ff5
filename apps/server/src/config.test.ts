import { randomBytes } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

const aKey = randomBytes(32).toString('base64');
const production = {
  NODE_ENV: 'production',
  DATABASE_URL: 'postgres://app@db.internal:5432/croupier',
  SEALING_KEY: aKey,
};

describe('configuration from the environment', () => {
  it('has working defaults for a fresh clone', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 8080,
      databaseUrl: undefined,
      trustProxy: [],
      demoPassword: 'croupier-demo',
      metricsToken: undefined,
    });
    expect(config.dataDir).toMatch(/data$/);
    expect(loadConfig({ METRICS_TOKEN: '' }).metricsToken).toBeUndefined();
  });

  it('reads the values an operator sets', () => {
    const config = loadConfig({
      PORT: '9090',
      DATABASE_URL: 'postgres://app@db.internal:5432/croupier',
      TRUST_PROXY: '10.0.0.0/8, 127.0.0.1',
      DEMO_PASSWORD: 'another-secret',
      METRICS_TOKEN: 'scrape-token-0123456789abcdef',
    });
    expect(config.port).toBe(9090);
    expect(config.databaseUrl).toBe('postgres://app@db.internal:5432/croupier');
    expect(config.trustProxy).toEqual(['10.0.0.0/8', '127.0.0.1']);
    expect(config.demoPassword).toBe('another-secret');
    expect(config.metricsToken).toBe('scrape-token-0123456789abcdef');
  });

  it('stops with the name of a bad value', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ DEMO_PASSWORD: 'short' })).toThrow(/DEMO_PASSWORD/);
    // A token short enough to guess would guard nothing.
    expect(() => loadConfig({ METRICS_TOKEN: 'guessable' })).toThrow(/METRICS_TOKEN/);
  });

  it('is the demo unless told otherwise, and production when NODE_ENV is', () => {
    expect(loadConfig({}).mode).toBe('demo');
    expect(loadConfig(production).mode).toBe('production');
    // npm start runs NODE_ENV=production for speed and asks for the demo by name.
    expect(loadConfig({ NODE_ENV: 'production', CROUPIER_MODE: 'demo' }).mode).toBe('demo');
  });

  it('refuses a production start without a real database or a sealing key', () => {
    expect(() => loadConfig({ ...production, DATABASE_URL: undefined })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ ...production, SEALING_KEY: undefined })).toThrow(/SEALING_KEY/);
    expect(() => loadConfig({ ...production, SEALING_KEY: 'c2hvcnQ=' })).toThrow(/32 bytes/);
    expect(loadConfig(production).sealingKey).toEqual(Buffer.from(aKey, 'base64'));
  });

  it('reads the sealing key from a file, as a container secret', () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'sealing-')), 'key');
    writeFileSync(file, `${aKey}\n`);
    const config = loadConfig({ ...production, SEALING_KEY: undefined, SEALING_KEY_FILE: file });
    expect(config.sealingKey).toEqual(Buffer.from(aKey, 'base64'));
    expect(() => loadConfig({ ...production, SEALING_KEY_FILE: file })).toThrow(/not both/);
    expect(() =>
      loadConfig({ ...production, SEALING_KEY: undefined, SEALING_KEY_FILE: `${file}.missing` }),
    ).toThrow(/SEALING_KEY_FILE/);
  });
});
