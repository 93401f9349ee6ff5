import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openPglite } from './database';
import { migrate } from './migrate';
import { openTestDatabase } from '../../testing';
import { isDatabaseEmpty, seedDemoData } from '../../seed/demo';

describe('migrations', () => {
  it('apply once; a second run applies nothing', async () => {
    const database = await openTestDatabase();
    try {
      expect(await migrate(database)).toBe(0);
      const tables = await database.execute(
        `select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
      );
      expect(tables.rows.map((row) => row.table_name)).toEqual(
        expect.arrayContaining([
          'members',
          'merchant_domains',
          'merchants',
          'register_rules',
          'staff',
          'whitelabel_modules',
        ]),
      );
    } finally {
      await database.close();
    }
  });
});

describe('the round-trip counter', () => {
  it("counts each statement sent, a transaction's BEGIN and COMMIT or ROLLBACK included", async () => {
    const database = await openTestDatabase();
    try {
      const cost = async (work: () => Promise<unknown>) => {
        const before = database.roundTrips();
        await work();
        return database.roundTrips() - before;
      };
      expect(await cost(() => database.execute('select 1'))).toBe(1);
      expect(await cost(() => database.db.execute(sql`select 1`))).toBe(1);
      expect(
        await cost(() =>
          database.withSession(async (execute) => {
            await execute('select 1');
            await execute('select 2');
          }),
        ),
      ).toBe(2);
      // BEGIN, the statement, COMMIT.
      expect(await cost(() => database.db.transaction((tx) => tx.execute(sql`select 1`)))).toBe(3);
      // BEGIN, the statement, ROLLBACK.
      expect(
        await cost(() =>
          database.db
            .transaction(async (tx) => {
              await tx.execute(sql`select 1`);
              throw new Error('undone');
            })
            .catch(() => {}),
        ),
      ).toBe(3);
      // A nested transaction is a savepoint and its release: two more.
      expect(
        await cost(() =>
          database.db.transaction(async (tx) => {
            await tx.execute(sql`select 1`);
            await tx.transaction((inner) => inner.execute(sql`select 2`));
          }),
        ),
      ).toBe(6);
    } finally {
      await database.close();
    }
  });
});

describe('the demo seed', () => {
  it('fills an empty database once and leaves operator changes alone when run again', async () => {
    const database = await openTestDatabase();
    try {
      expect(await isDatabaseEmpty(database.db)).toBe(true);
      await seedDemoData(database.db, { demoPassword: 'croupier-demo' });
      await database.execute(
        `update merchants set name = 'Renamed by operator' where code = 'demo'`,
      );
      await seedDemoData(database.db, { demoPassword: 'croupier-demo' });
      const merchants = await database.execute(`select code, name, is_default from merchants`);
      expect(merchants.rows).toEqual([
        { code: 'demo', name: 'Renamed by operator', is_default: true },
      ]);
      const members = await database.execute(
        `select m.username, m.account_type, u.username as upline
         from members m left join members u on u.id = m.upline_id order by m.username`,
      );
      // The demo logins, and agent1's demo team (a player, a sub-agent and its two players).
      expect(members.rows).toEqual([
        { username: 'agent1', account_type: 1, upline: null },
        { username: 'demosub1', account_type: 2, upline: 'agent1' },
        { username: 'demoteam1', account_type: 0, upline: 'agent1' },
        { username: 'demoteam2', account_type: 0, upline: 'demosub1' },
        { username: 'demoteam3', account_type: 0, upline: 'demosub1' },
        { username: 'player1', account_type: 0, upline: 'agent1' },
      ]);
      const staff = await database.execute(
        `select username, role, password_hash from staff order by username`,
      );
      expect(staff.rows).toHaveLength(2);
      expect(staff.rows[0]).toMatchObject({ username: 'admin', role: 'owner' });
      expect(staff.rows[1]).toMatchObject({ username: 'supervisor', role: 'admin' });
      expect(String(staff.rows[0]?.password_hash)).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    } finally {
      await database.close();
    }
  });
});

describe('the embedded database on disk', () => {
  // Two PGlite starts and a full migration on disk: seconds, more while other suites share the
  // two cores (CI's second, PostgreSQL run measured over 5 s).
  it(
    'keeps its data across restarts and refuses a second process',
    { timeout: 60_000 },
    async () => {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'croupier-data-'));
      try {
        const first = await openPglite(dataDir);
        await migrate(first);
        await first.execute(
          `insert into staff (username, password_hash, role) values ('kept', 'x', 'auditor')`,
        );
        await first.close();

        fs.writeFileSync(path.join(dataDir, 'croupier.lock'), '1');
        await expect(openPglite(dataDir)).rejects.toThrow(/in use by process 1/);
        fs.rmSync(path.join(dataDir, 'croupier.lock'));

        const second = await openPglite(dataDir);
        const rows = await second.execute(`select username from staff`);
        expect(rows.rows).toEqual([{ username: 'kept' }]);
        await second.close();
      } finally {
        fs.rmSync(dataDir, { recursive: true, force: true });
      }
    },
  );
});
