import { describe, expect, it } from 'vitest';
import { openTestDatabase } from '../testing';
import { seedDemoData } from './demo';

describe('the demo catalogue', () => {
  it('files European Roulette under live/table games, also where an older seed made it a slot', async () => {
    const database = await openTestDatabase();
    const roulette = async () =>
      (
        await database.execute(
          `select g.category, g.classify, mg.category as lobby_category
           from games g
           join game_vendors v on v.id = g.vendor_id
           join merchant_games mg on mg.game_id = g.id
           where v.code = 'STUDIO' and g.vendor_game_id = 'roulette'`,
        )
      ).rows;
    try {
      await seedDemoData(database.db, { demoPassword: 'croupier-demo' });
      const filed = [{ category: 'LIVE', classify: ['ROU'], lobby_category: 'LIVE' }];
      expect(await roulette()).toEqual(filed);

      // As a database seeded before roulette left the slots holds it.
      await database.execute(
        `update games set category = 'RNG', classify = '{TG}'
         where vendor_game_id = 'roulette'
           and vendor_id = (select id from game_vendors where code = 'STUDIO')`,
      );
      await database.execute(
        `update merchant_games mg set category = 'RNG' from games g
         where g.id = mg.game_id and g.vendor_game_id = 'roulette'`,
      );
      await seedDemoData(database.db, { demoPassword: 'croupier-demo' });

      expect(await roulette()).toEqual(filed);
      const slots = await database.execute(
        `select g.vendor_game_id, g.category, g.classify from games g
         join game_vendors v on v.id = g.vendor_id
         where v.code = 'STUDIO' and g.vendor_game_id <> 'roulette' order by g.node_id`,
      );
      expect(slots.rows).toEqual(
        ['classic3x3', 'video5x3', 'ways5x4'].map((id) => ({
          vendor_game_id: id,
          category: 'RNG',
          classify: ['SC'],
        })),
      );
    } finally {
      await database.close();
    }
  });
});
