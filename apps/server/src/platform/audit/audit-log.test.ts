import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../testing';
import { recordAudit, verifyAuditChain } from './audit-log';
import { canonicalJson } from './chain';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const actor = { staffId: 1, username: 'admin' };

async function write(count: number) {
  for (let index = 0; index < count; index += 1) {
    await ctx.database.db.transaction((tx) =>
      recordAudit(tx, {
        staff: actor,
        merchantId: null,
        action: 'test.write',
        target: `thing:${index}`,
        before: { value: index, nested: { b: 1, a: [1, 2n] } },
        after: { value: index + 1 },
      }),
    );
  }
}

describe('the audit log', () => {
  it('chains every entry to the one before and proves it', async () => {
    await write(5);
    // Concurrent writers queue on the chain's lock: no two entries share a position.
    await Promise.all(
      [1, 2, 3].map((n) =>
        ctx.database.db.transaction((tx) =>
          recordAudit(tx, { staff: actor, merchantId: null, action: 'race', target: `r:${n}` }),
        ),
      ),
    );
    const check = await verifyAuditChain(ctx.database.db);
    expect(check.intact).toBe(true);
    expect(check.checked).toBeGreaterThanOrEqual(8);
  });

  it('refuses updates, deletes and truncation from anyone', async () => {
    await write(1);
    await expect(ctx.database.execute(`update audit_log set action = 'x'`)).rejects.toThrow(
      /append-only/,
    );
    await expect(ctx.database.execute('delete from audit_log')).rejects.toThrow(/append-only/);
    await expect(ctx.database.execute('truncate audit_log')).rejects.toThrow(/append-only/);
  });

  it('shows where the chain breaks when a row is changed behind its back', async () => {
    await write(3);
    const { rows } = await ctx.database.execute('select max(seq) as seq from audit_log');
    const target = BigInt(rows[0]!.seq as bigint) - 1n;
    // Only by switching the guard off, as someone with the database's keys could.
    await ctx.database.withSession(async (execute) => {
      await execute('alter table audit_log disable trigger audit_log_no_change');
      await execute(`update audit_log set after = '{"value": 1000}'::jsonb where seq = $1`, [
        target.toString(),
      ]);
      await execute('alter table audit_log enable trigger audit_log_no_change');
    });
    const check = await verifyAuditChain(ctx.database.db);
    expect(check).toMatchObject({ intact: false, brokenAt: target.toString(), reason: 'hash' });
  });

  it('hashes JSON the same whatever order its keys come in', () => {
    expect(canonicalJson({ b: 1, a: { d: [1, { z: 1, y: 2 }], c: null } })).toBe(
      canonicalJson({ a: { c: null, d: [1, { y: 2, z: 1 }] }, b: 1 }),
    );
  });
});

describe('a deleted entry', () => {
  it('shows as a gap in the chain', async () => {
    const own = await createTestContext();
    try {
      for (const n of [1, 2, 3]) {
        await own.database.db.transaction((tx) =>
          recordAudit(tx, { staff: actor, merchantId: null, action: 'a', target: `t:${n}` }),
        );
      }
      await own.database.withSession(async (execute) => {
        await execute('alter table audit_log disable trigger audit_log_no_change');
        await execute('delete from audit_log where seq = 2');
        await execute('alter table audit_log enable trigger audit_log_no_change');
      });
      expect(await verifyAuditChain(own.database.db)).toMatchObject({
        intact: false,
        brokenAt: '3',
        reason: 'gap',
      });
    } finally {
      await own.close();
    }
  });
});
