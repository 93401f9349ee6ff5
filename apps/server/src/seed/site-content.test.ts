import { describe, expect, it } from 'vitest';
import { openTestDatabase } from '../testing';
import { seedDemoData } from './demo';

describe('the demo site content', () => {
  it('is added once, keeps operator edits and restores only what is missing', async () => {
    const database = await openTestDatabase();
    const counts = async () =>
      (
        await database.execute(
          `select 'announcements:' || type || ':' || language as what, count(*)::integer as n
           from announcements group by type, language
           union all
           select 'help:' || language, count(*)::integer from help_articles group by language
           order by what`,
        )
      ).rows;
    try {
      await seedDemoData(database.db, { demoPassword: 'croupier-demo' });
      const first = await counts();
      expect(first).toEqual([
        { what: 'announcements:B:EN', n: 4 },
        { what: 'announcements:B:VI', n: 4 },
        { what: 'announcements:PL:EN', n: 14 },
        { what: 'announcements:PL:VI', n: 14 },
        { what: 'announcements:PR:EN', n: 2 },
        { what: 'announcements:PR:VI', n: 2 },
        { what: 'announcements:PU:EN', n: 1 },
        { what: 'announcements:PU:VI', n: 1 },
        { what: 'help:EN', n: 7 },
        { what: 'help:VI', n: 7 },
      ]);

      await database.execute(
        `update announcements set title = 'Edited by operator' where code = 'demo-popup-welcome' and language = 'EN'`,
      );
      await database.execute(`delete from help_articles where key = 'terms' and language = 'VI'`);
      await seedDemoData(database.db, { demoPassword: 'croupier-demo' });

      expect(await counts()).toEqual(first);
      const popup = await database.execute(
        `select title from announcements where code = 'demo-popup-welcome' and language = 'EN'`,
      );
      expect(popup.rows).toEqual([{ title: 'Edited by operator' }]);
    } finally {
      await database.close();
    }
  });

  it('labels every banner and promotion as demo', async () => {
    const database = await openTestDatabase();
    try {
      await seedDemoData(database.db, { demoPassword: 'croupier-demo' });
      const { rows } = await database.execute(
        `select title from announcements where type in ('B', 'PR')`,
      );
      expect(rows.length).toBeGreaterThan(0);
      for (const row of rows) expect(String(row.title)).toMatch(/^DEMO · /);
    } finally {
      await database.close();
    }
  });
});
