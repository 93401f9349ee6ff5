import { describe, expect, it } from 'vitest';
import { errorCatalogue, errorCodes } from './errors';

describe('the error catalogue', () => {
  it('names each error once across the domains', () => {
    const names = Object.values(errorCatalogue).flatMap((domain) => Object.keys(domain));
    expect(new Set(names).size).toBe(names.length);
    expect(Object.keys(errorCodes)).toHaveLength(names.length);
  });

  it('writes codes dotted, message keys in snake case, statuses as failures', () => {
    for (const entry of Object.values(errorCodes) as {
      code: string;
      message: string;
      status: number;
    }[]) {
      expect(entry.code).toMatch(/^[a-z0-9_]+(\.[a-z0-9_]+)+$/);
      expect(entry.message).toMatch(/^[a-z0-9_]+$/);
      expect(entry.status).toBeGreaterThanOrEqual(400);
    }
  });
});
