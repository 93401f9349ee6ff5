import { describe, expect, it } from 'vitest';
import { navEntries } from './menus';
import { menus, vendorOf } from '../../features/games/testing';

describe('the header’s game entries (spec §2 "Header")', () => {
  it('show a category only if the whitelabel tree opens it and it has vendors', () => {
    const entries = navEntries(
      ['LIVE', 'RNG', 'FISH'],
      [...menus, { gameCategory: 'FISH', vendors: [] }],
    );
    expect(entries.map((entry) => (entry.kind === 'category' ? entry.category : 'vendor'))).toEqual(
      ['LIVE', 'RNG'],
    );
  });

  it('give DS88 its own entry right after Live, out of the sports drop-down', () => {
    const entries = navEntries(['RNG', 'LIVE', 'SPORTS'], menus);
    expect(
      entries.map((entry) => (entry.kind === 'category' ? entry.category : entry.vendor.vassalage)),
    ).toEqual(['LIVE', 'DS88', 'RNG', 'SPORTS']);
    const sports = entries.find(
      (entry) => entry.kind === 'category' && entry.category === 'SPORTS',
    );
    expect(sports?.kind === 'category' && sports.vendors.map((vendor) => vendor.vassalage)).toEqual(
      ['SABA'],
    );
  });

  it('drop sports when DS88 was its only vendor, and place DS88 first without Live', () => {
    const entries = navEntries(
      ['SPORTS', 'RNG'],
      [
        { gameCategory: 'RNG', vendors: [vendorOf('STUDIO')] },
        { gameCategory: 'SPORTS', vendors: [vendorOf('DS88', { categories: ['SPORTS'] })] },
      ],
    );
    expect(
      entries.map((entry) => (entry.kind === 'category' ? entry.category : entry.vendor.vassalage)),
    ).toEqual(['DS88', 'RNG']);
  });

  it('stand in with the tree’s categories until the menus have arrived', () => {
    expect(navEntries(['RNG', 'LIVE'], undefined)).toEqual([
      { kind: 'category', category: 'RNG', route: '/rng', vendors: [] },
      { kind: 'category', category: 'LIVE', route: '/live', vendors: [] },
    ]);
  });
});
