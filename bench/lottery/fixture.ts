// The draw of a million tickets, made in SQL from tickets the server placed. A bench player
// places one real ticket of each bet type over HTTP (the templates: their selection as the
// engine normalised it, their odds snapshot, lines, stake and potential win are the server's
// own); SQL then copies them over many members with other numbers picked, each copy with
// what placing it would have written beside it: the stake's ledger posting (`bet:LOTTO:<id>`,
// the wallet's running balance on its entry) and the member's betting-record round of the draw
// (its stake the sum of the member's tickets'). The members are
// funded by a deposit posting each. Placing a million tickets over HTTP would take the
// bench most of an hour; what is measured is the settlement, not this.
import type { DatabaseHandle } from '../../apps/server/src/platform/db/database';

export type SettlementPlan = {
  merchantId: number;
  drawId: bigint;
  /** Tickets on the draw once made, the templates and earlier ones included. */
  tickets: number;
  members: number;
  /** Minor units each member is funded with. */
  funds: bigint;
};

/**
 * The mix of bet types, in twentieths of the tickets: the lô on one number most, then the
 * đề, a pair (xiên 2), big or small of the đề (tài / xỉu), and a 3 càng.
 */
export const mix = [
  { betType: 'lo2', share: 10 },
  { betType: 'de', share: 4 },
  { betType: 'xien2', share: 3 },
  { betType: 'tai_xiu', share: 2 },
  { betType: 'cang3', share: 1 },
] as const;

/** The templates' lines, one per bet type of the mix, as the bet slip sends them. */
export const templateLines = [
  { betType: 'lo2', selection: { numbers: ['27'] }, unitStake: 1 },
  { betType: 'de', selection: { numbers: ['27'] }, unitStake: 1 },
  { betType: 'xien2', selection: { numbers: ['27', '72'] }, unitStake: 1 },
  { betType: 'tai_xiu', selection: { option: 'big' }, unitStake: 1 },
  { betType: 'cang3', selection: { numbers: ['127'] }, unitStake: 1 },
];

const slotOf = (() => {
  // slot (0–19) → the bet type whose share covers it
  const slots: string[] = [];
  for (const { betType, share } of mix) for (let i = 0; i < share; i += 1) slots.push(betType);
  return slots;
})();

export async function makeSettlementDraw(
  database: DatabaseHandle,
  plan: SettlementPlan,
  progress: (text: string) => void,
): Promise<number> {
  const run = (text: string, params: unknown[] = []) => database.execute(text, params);
  const existing = Number(
    (await run('select count(*)::int as n from lottery_tickets where draw_id = $1', [plan.drawId]))
      .rows[0]!.n,
  );
  const copies = plan.tickets - existing;
  const { merchantId, members, funds } = plan;

  progress(`${members.toLocaleString('en')} members, each funded by a deposit posting`);
  await run(
    `insert into members (merchant_id, username, password_hash, account_type, payee_name)
     select $1, 'lotto' || i, 'bench: never signs in', 0, 'Bench Player'
     from generate_series(1, $2) i`,
    [merchantId, members],
  );
  await run(
    `create table bench_members as
     select id as member_id, (row_number() over (order by id) - 1)::int as n
     from members where merchant_id = $1 and username like 'lotto%'`,
    [merchantId],
  );
  await run(
    `insert into ledger_accounts (merchant_id, member_id, kind, vendor_code, balance)
     select $1, member_id, 'main', '', $2 from bench_members`,
    [merchantId, String(funds)],
  );
  await run(
    `with posting as (
       insert into ledger_postings (merchant_id, idempotency_key, fingerprint, kind, member_id, amount, reference)
       select $1, 'bench-fund:' || member_id, 'bench', 'deposit', member_id, $2, 'bench-fund:' || member_id
       from bench_members returning id, member_id
     )
     insert into ledger_entries (posting_id, account_id, amount, balance_after)
     select posting.id, cash.id, -$2::bigint, null
       from posting, ledger_accounts cash
       where cash.merchant_id = $1 and cash.member_id is null and cash.kind = 'cash'
     union all
     select posting.id, main.id, $2::bigint, $2::bigint
       from posting join ledger_accounts main on main.member_id = posting.member_id and main.kind = 'main'`,
    [merchantId, String(funds)],
  );

  progress(`${copies.toLocaleString('en')} tickets copied from the templates`);
  await run(
    `create table bench_slots as
     select slot, bet_type from unnest($1::text[]) with ordinality as s(bet_type, slot)`,
    [slotOf],
  );
  await run(
    `insert into lottery_tickets (merchant_id, member_id, draw_id, game_id, bet_type, selection,
       lines, unit_stake, stake, odds, potential_win, request_id, line_no, placed_at)
     select t.merchant_id, m.member_id, t.draw_id, t.game_id, t.bet_type,
       case t.bet_type
         when 'tai_xiu' then jsonb_build_object('option', case when i % 2 = 0 then 'big' else 'small' end)
         when 'cang3' then jsonb_build_object('numbers', jsonb_build_array(lpad(((i * 7919) % 1000)::text, 3, '0')))
         when 'xien2' then jsonb_build_object('numbers', jsonb_build_array(
           lpad(least(a, (a + 1 + (i / 7) % 99) % 100)::text, 2, '0'),
           lpad(greatest(a, (a + 1 + (i / 7) % 99) % 100)::text, 2, '0')))
         else jsonb_build_object('numbers', jsonb_build_array(lpad(a::text, 2, '0')))
       end,
       t.lines, t.unit_stake, t.stake, t.odds, t.potential_win, gen_random_uuid(), 0, now()
     from generate_series(0::bigint, $2::bigint - 1) i
     cross join lateral (select (i * 37 + (i / $3) * 11) % 100 as a) pick
     join bench_members m on m.n = i % $3
     join bench_slots s on s.slot = ((i / $3) % 20) + 1
     join lottery_tickets t on t.draw_id = $1 and t.bet_type = s.bet_type
       and t.id = (select min(id) from lottery_tickets x where x.draw_id = $1 and x.bet_type = s.bet_type)
     order by i`,
    [plan.drawId, copies, members],
  );

  progress('their stakes posted to the ledger and their betting-record rounds opened');
  await run(
    `create table bench_tickets as
     select t.id, t.member_id, t.stake, a.id as account_id,
       $2::bigint - sum(t.stake) over (partition by t.member_id order by t.id) as balance_after
     from lottery_tickets t
     join bench_members m on m.member_id = t.member_id
     join ledger_accounts a on a.member_id = t.member_id and a.kind = 'main'
     where t.draw_id = $1`,
    [plan.drawId, String(funds)],
  );
  await run(
    `with posting as (
       insert into ledger_postings (merchant_id, idempotency_key, fingerprint, kind, member_id, amount, reference, category, details)
       select $1, 'bet:LOTTO:' || id, 'bench', 'bet', member_id, stake, id::text, 'LOTT',
         jsonb_build_object('vendorCode', 'LOTTO', 'transactionId', id::text)
       from bench_tickets order by id
       returning id, reference
     )
     insert into ledger_entries (posting_id, account_id, amount, balance_after)
     select posting_id, account_id, amount, balance_after from (
       select posting.id as posting_id, 0 as leg, b.account_id, -b.stake as amount, b.balance_after
         from posting join bench_tickets b on b.id = posting.reference::bigint
       union all
       select posting.id, 1, house.id, b.stake, null
         from posting join bench_tickets b on b.id = posting.reference::bigint,
           ledger_accounts house
         where house.merchant_id = $1 and house.member_id is null and house.kind = 'game_house'
     ) entries order by posting_id, leg`,
    [merchantId],
  );
  // Each entry's running balance, in the order the ledger reads them (entry id).
  await run(
    `update ledger_entries e set balance_after = r.running
     from (
       select e.id, sum(e.amount) over (partition by e.account_id order by e.id) as running
       from ledger_entries e join (select distinct account_id from bench_tickets) a using (account_id)
     ) r
     where e.id = r.id and e.balance_after is distinct from r.running`,
  );
  await run(
    `update ledger_accounts a set balance = a.balance - spent.total
     from (select account_id, sum(stake) as total from bench_tickets group by account_id) spent
     where a.id = spent.account_id`,
  );
  await run(
    `insert into bet_records (merchant_id, member_id, vendor_id, game_id, category, round_id, stake, placed_at)
     select b.merchant_id, t.member_id, b.vendor_id, b.game_id, b.category,
       $1::text || '-' || t.member_id, sum(t.stake), now()
     from bench_tickets t,
       (select * from bet_records
        where vendor_id = (select id from game_vendors where code = 'LOTTO')
          and round_id like $1::text || '-%' limit 1) b
     group by b.merchant_id, t.member_id, b.vendor_id, b.game_id, b.category`,
    [plan.drawId],
  );
  await run('drop table bench_tickets, bench_slots, bench_members');
  await run('analyze');
  return copies;
}
