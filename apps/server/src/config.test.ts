import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

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
});
