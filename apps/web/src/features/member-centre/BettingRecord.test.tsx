import { outcomeToWire, toMajor, type GameMenu, type games, type studio } from '@croupier/contract';
import { classic3x3, hashServerSeed, seededRng, studioRounds } from '@croupier/engines';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { configureApiClient } from '../../api/client';
import { Providers } from '../../app/providers';
import '../../i18n';
import { useSessionStore } from '../../app/session/store';
import { MemberCentreHost } from './MemberCentreHost';
import { useMemberCentreStore } from '../../app/member-centre/store';

const member = {
  id: 7,
  account: 'player1',
  nickname: null,
  type: 0,
  clubLabel: { labelName: null, rankLevel: 0 },
  regDate: '2026-11-01T00:00:00.000Z',
  mobile: null,
  email: null,
  passwordChangeRequired: false,
};
/** The member's account page as the server sends it (no upline). */
const security = {
  account: 'player1',
  nickname: null,
  payeeName: null,
  mobile: null,
  email: null,
  hasPaymentPassword: false,
  regDate: '2026-11-01T00:00:00.000Z',
  lastLoginAt: null,
  toUpline: null,
};
const balance = {
  sumBalance: 100,
  balance: [],
  lockedBalance: 0,
  pendingWithdrawal: 0,
  currency: 'PHP',
  currencySymbol: 'P',
};
const vendor = (vassalage: string, displayName: string) => ({
  vassalage,
  displayName,
  smallIcon: '',
  isHot: false,
  categories: [],
  maintenance: false,
  demoOnly: false,
});
const menus: GameMenu[] = [
  { gameCategory: 'LIVE', vendors: [vendor('EVO', 'Evolution Demo')] },
  { gameCategory: 'RNG', vendors: [vendor('STUDIO', 'Croupier Studio'), vendor('PGS', 'PG Demo')] },
];

const seeds = { serverSeed: 'f00dfeedc0ffee', clientSeed: 'my-seed', nonce: 3 };
const spin = classic3x3.spin(seededRng(seeds), 20n);

function bet(overrides: Partial<games.BetRecord>): games.BetRecord {
  return {
    roundId: 'R1',
    gameType: 'RNG',
    vassalage: 'STUDIO',
    vendorName: 'Croupier Studio',
    gameName: 'Classic 3×3',
    nodeId: 1,
    gameId: 'classic3x3',
    stake: 1,
    win: 0,
    profit: -1,
    status: 'settled',
    placedAt: '2026-11-22T10:00:00.000Z',
    settledAt: '2026-11-22T10:00:01.000Z',
    ...overrides,
  };
}

const studioRound = bet({
  roundId: 'S-42',
  stake: toMajor(spin.totalBet),
  win: toMajor(spin.totalWin),
  profit: toMajor(spin.totalWin - spin.totalBet),
});
const liveRound = bet({
  roundId: 'E-9',
  gameType: 'LIVE',
  vassalage: 'EVO',
  vendorName: 'Evolution Demo',
  gameName: 'Baccarat',
  stake: 50,
  win: 0,
  profit: 0,
  status: 'open',
  settledAt: null,
});

function proofOf(overrides: Partial<studio.RoundProof> = {}): studio.RoundProof {
  return {
    roundId: 'S-42',
    gameId: 'classic3x3',
    stake: toMajor(spin.totalBet),
    win: toMajor(spin.totalWin),
    nonce: seeds.nonce,
    freePlay: false,
    revealed: true,
    time: '2026-11-22T10:00:00.000Z',
    outcome: outcomeToWire(spin) as Record<string, unknown>,
    clientSeed: seeds.clientSeed,
    serverSeedHash: hashServerSeed(seeds.serverSeed),
    serverSeed: seeds.serverSeed,
    ...overrides,
  };
}

/** A revealed proof of a studio slot round, played as the studio plays it. */
function slotProof(gameId: 'video5x3' | 'ways5x4'): studio.RoundProof {
  const played = studioRounds.play(gameId, seededRng(seeds), { kind: 'spin', stake: 400n });
  return proofOf({
    gameId,
    stake: toMajor(played.stake),
    win: toMajor(played.win),
    outcome: outcomeToWire(played.result) as Record<string, unknown>,
  });
}

/** The server: member calls, the menus, the record (filtered as asked) and the proof. */
function serve({ rounds = [studioRound, liveRound], proof = proofOf() } = {}) {
  const asked: URL[] = [];
  configureApiClient({
    fetch: async (input) => {
      const url = new URL(String(input), 'http://site.test');
      asked.push(url);
      const query = url.searchParams;
      let value: unknown;
      if (url.pathname === '/wps/member/info') value = member;
      else if (url.pathname === '/wps/member/security') value = security;
      else if (url.pathname === '/wps/v2/wallets/balance') value = balance;
      else if (url.pathname === '/lgw/games/game_menus') value = menus;
      else if (url.pathname === '/wps/game/bettingRecord') {
        const matching = rounds.filter(
          (round) =>
            (!query.get('gameType') || round.gameType === query.get('gameType')) &&
            (!query.get('vassalage') || round.vassalage === query.get('vassalage')),
        );
        const pageNo = Number(query.get('pageNo'));
        const pageSize = Number(query.get('pageSize'));
        const sum = (key: 'stake' | 'win' | 'profit') =>
          matching.reduce((total, round) => total + round[key], 0);
        value = {
          list: matching.slice((pageNo - 1) * pageSize, pageNo * pageSize),
          pageNo,
          pageSize,
          totalCount: matching.length,
          totalPages: Math.ceil(matching.length / pageSize),
          beginDate: query.get('beginDate'),
          endDate: query.get('endDate'),
          totals: {
            count: matching.length,
            stake: sum('stake'),
            win: sum('win'),
            profit: sum('profit'),
          },
        };
      } else if (url.pathname.startsWith('/wps/game/bettingRecord/')) {
        value = rounds.find((round) => url.pathname.endsWith(`/${round.roundId}`));
      } else if (url.pathname === `/studio/api/rounds/${proof.roundId}`) value = proof;
      if (value === undefined)
        return new Response(JSON.stringify({ success: false, message: 'not_found' }), {
          status: 404,
        });
      return new Response(JSON.stringify({ success: true, message: null, value }));
    },
    session: { getItem: (key) => (key === 'token' ? 'member-token' : null) },
  });
  return asked;
}

const recordCalls = (asked: URL[]) =>
  asked.filter((url) => url.pathname === '/wps/game/bettingRecord').map((url) => url.searchParams);

function openRecord() {
  render(
    <Providers>
      <MemoryRouter initialEntries={['/index?center=personalHistoryCopy']}>
        <MemberCentreHost />
      </MemoryRouter>
    </Providers>,
  );
}

beforeAll(() => {
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
    this.open = false;
  };
});
beforeEach(() => {
  useSessionStore.setState({ token: 'member-token', modal: null });
  useMemberCentreStore.setState({ shown: false, page: 'securityCenter' });
});
afterEach(cleanup);

describe('the betting record (member centre personalHistoryCopy)', () => {
  it('lists every round with its game, category, vendor, amounts and status, and the totals', async () => {
    const asked = serve();
    openRecord();
    const panel = await screen.findByTestId('member-centre');
    expect(within(panel).getByRole('button', { current: 'page' }).textContent).toBe(
      'Betting record',
    );
    const table = await within(panel).findByTestId('betting-table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(rows[0]!.textContent).toContain('Classic 3×3');
    expect(rows[0]!.textContent).toContain('Slots · Croupier Studio');
    expect(rows[0]!.textContent).toContain('Settled');
    expect(rows[1]!.textContent).toContain('Live Casino · Evolution Demo');
    expect(rows[1]!.textContent).toContain('Open');
    expect(within(rows[1]!).getByText('P 50.00')).toBeTruthy();

    const totals = within(panel).getByTestId('betting-totals');
    expect(totals.textContent).toContain('Rounds2');
    expect(totals.textContent).toContain(`Stake${'P ' + (toMajor(spin.totalBet) + 50).toFixed(2)}`);
    const [first] = recordCalls(asked);
    expect(first!.get('pageNo')).toBe('1');
    expect(first!.get('pageSize')).toBe('10');
    expect(first!.get('beginDate')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(first!.get('endDate')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(first!.has('gameType')).toBe(false);
  });

  it('shows the profit with its sign and colour', async () => {
    serve({
      rounds: [bet({ roundId: 'W', stake: 10, win: 35, profit: 25 }), bet({ roundId: 'L' })],
    });
    openRecord();
    const totals = await screen.findByTestId('betting-totals');
    const profit = within(totals).getByText('+P 24.00');
    expect(profit.className).toBe('amount-positive');
    const table = screen.getByTestId('betting-table');
    expect(within(table).getByText('+P 25.00').className).toBe('amount-positive');
    expect(within(table).getByText('−P 1.00').className).toBe('amount-negative');
  });

  it('filters by category, vendor and days, and pages', async () => {
    const many = Array.from({ length: 12 }, (_, index) =>
      bet({
        roundId: `P${index}`,
        vassalage: 'PGS',
        vendorName: 'PG Demo',
        gameName: `Slot ${index}`,
      }),
    );
    const asked = serve({ rounds: [...many, liveRound] });
    openRecord();
    const panel = await screen.findByTestId('member-centre');
    await within(panel).findByTestId('betting-table');

    fireEvent.change(within(panel).getByLabelText('Category'), { target: { value: 'RNG' } });
    const vendorSelect = within(panel).getByLabelText('Provider') as HTMLSelectElement;
    expect([...vendorSelect.options].map((option) => option.textContent)).toEqual([
      'All providers',
      'Croupier Studio',
      'PG Demo',
    ]);
    fireEvent.change(vendorSelect, { target: { value: 'PGS' } });
    await waitFor(() => expect(recordCalls(asked).at(-1)!.get('vassalage')).toBe('PGS'));
    expect(recordCalls(asked).at(-1)!.get('gameType')).toBe('RNG');
    await waitFor(() =>
      expect(within(panel).getByTestId('betting-totals').textContent).toContain('Rounds12'),
    );

    fireEvent.click(within(panel).getByRole('button', { name: 'Page 2 of 2' }));
    await waitFor(() => expect(recordCalls(asked).at(-1)!.get('pageNo')).toBe('2'));
    await waitFor(() =>
      expect(within(within(panel).getByTestId('betting-table')).getAllByRole('row')).toHaveLength(
        3,
      ),
    );

    fireEvent.change(within(panel).getByLabelText('From'), { target: { value: '2026-11-01' } });
    await waitFor(() => expect(recordCalls(asked).at(-1)!.get('beginDate')).toBe('2026-11-01'));
    expect(recordCalls(asked).at(-1)!.get('pageNo')).toBe('1');

    // A category without the chosen vendor lets the vendor go.
    fireEvent.change(within(panel).getByLabelText('Category'), { target: { value: 'LIVE' } });
    await waitFor(() => expect(recordCalls(asked).at(-1)!.get('gameType')).toBe('LIVE'));
    expect(recordCalls(asked).at(-1)!.has('vassalage')).toBe(false);
  });

  it('says so when there are no bets in the period', async () => {
    serve({ rounds: [] });
    openRecord();
    expect((await screen.findByTestId('records-empty')).textContent).toBe(
      'No bets in this period.',
    );
    expect(screen.queryByTestId('betting-totals')).toBeNull();
  });

  it('opens a studio round with its fairness proof, and verifies it in the browser', async () => {
    serve();
    openRecord();
    const table = await screen.findByTestId('betting-table');
    fireEvent.click(within(table).getByRole('button', { name: /Classic 3×3/ }));

    const detail = await screen.findByTestId('round-detail');
    expect(within(detail).getByRole('heading', { name: 'Classic 3×3' })).toBeTruthy();
    expect(detail.textContent).toContain('S-42');
    const fairness = within(detail).getByTestId('fairness');
    expect(await within(fairness).findByTestId('server-seed-hash')).toHaveProperty(
      'textContent',
      hashServerSeed(seeds.serverSeed),
    );
    expect(within(fairness).getByTestId('server-seed').textContent).toBe(seeds.serverSeed);
    expect(fairness.textContent).toContain('my-seed');

    fireEvent.click(within(fairness).getByRole('button', { name: 'Verify' }));
    const result = await within(fairness).findByTestId('fairness-result');
    expect(result.textContent).toContain('Verified');
    expect(result.textContent).toContain('The server seed matches the hash');
    expect(result.textContent).toContain('gives exactly this result');

    fireEvent.click(within(detail).getByRole('button', { name: /Back to the betting record/ }));
    expect(await screen.findByTestId('betting-table')).toBeTruthy();
    await waitFor(() =>
      expect(document.activeElement?.getAttribute('data-round')).toBe('STUDIO:S-42'),
    );
  }, 20_000); // the whole journey: the record, the detail, the checker's chunk and back

  it.each([
    ['video5x3', 'Lucky Lanterns'],
    ['ways5x4', 'Jade Tiger'],
  ] as const)('verifies a %s round too, replaying it in the browser', async (gameId, gameName) => {
    const proof = slotProof(gameId);
    const round = bet({ ...studioRound, gameId, gameName, stake: proof.stake, win: proof.win });
    serve({ rounds: [round], proof });
    openRecord();
    fireEvent.click(
      within(await screen.findByTestId('betting-table')).getByRole('button', {
        name: new RegExp(gameName),
      }),
    );
    const fairness = await screen.findByTestId('fairness');
    fireEvent.click(await within(fairness).findByRole('button', { name: 'Verify' }));
    const result = await within(fairness).findByTestId('fairness-result');
    expect(result.textContent).toContain('Verified');
    expect(result.textContent).toContain('gives exactly this result');
  });

  it('calls it a mismatch when the replayed round paid another win', async () => {
    serve({ proof: proofOf({ win: toMajor(spin.totalWin) + 1 }) });
    openRecord();
    fireEvent.click(
      within(await screen.findByTestId('betting-table')).getByRole('button', { name: /Classic/ }),
    );
    const fairness = await screen.findByTestId('fairness');
    fireEvent.click(await within(fairness).findByRole('button', { name: 'Verify' }));
    const result = await within(fairness).findByTestId('fairness-result');
    expect(result.textContent).toContain('Mismatch');
    expect(result.textContent).toContain('The server seed matches the hash');
    expect(result.textContent).toContain('a different win from the one paid');
  });

  it('calls it a mismatch when the revealed seed does not hash to the commitment', async () => {
    serve({ proof: proofOf({ serverSeedHash: hashServerSeed('a different seed') }) });
    openRecord();
    fireEvent.click(
      within(await screen.findByTestId('betting-table')).getByRole('button', { name: /Classic/ }),
    );
    const fairness = await screen.findByTestId('fairness');
    fireEvent.click(await within(fairness).findByRole('button', { name: 'Verify' }));
    const result = await within(fairness).findByTestId('fairness-result');
    expect(result.textContent).toContain('Mismatch');
    expect(result.textContent).toContain('does not match the hash');
  });

  it('asks the player to rotate the seed before a round can be checked', async () => {
    serve({ proof: proofOf({ serverSeed: null, revealed: false }) });
    openRecord();
    fireEvent.click(
      within(await screen.findByTestId('betting-table')).getByRole('button', { name: /Classic/ }),
    );
    const fairness = await screen.findByTestId('fairness');
    expect((await within(fairness).findByTestId('server-seed')).textContent).toBe(
      'Rotate your seed in the game to reveal it',
    );
    expect(within(fairness).queryByRole('button', { name: 'Verify' })).toBeNull();
  });

  it("shows another vendor's round without a fairness proof", async () => {
    const asked = serve();
    openRecord();
    fireEvent.click(
      within(await screen.findByTestId('betting-table')).getByRole('button', { name: /Baccarat/ }),
    );
    const detail = await screen.findByTestId('round-detail');
    expect(detail.textContent).toContain('Not settled yet');
    expect(within(detail).queryByTestId('fairness')).toBeNull();
    await waitFor(() =>
      expect(asked.some((url) => url.pathname === '/wps/game/bettingRecord/E-9')).toBe(true),
    );
    expect(asked.some((url) => url.pathname.startsWith('/studio/'))).toBe(false);
  });
});
