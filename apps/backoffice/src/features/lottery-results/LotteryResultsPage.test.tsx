import type { consoleAccess, consoleLotteryResults } from '@croupier/contract';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { consoleSession } from '../../api/console-session';
import { merchantChoice } from '../../api/merchant-choice';
import { Providers } from '../../app/providers';
import { StaffProvider } from '../../app/staff';
import '../../i18n';
import {
  demoMerchant,
  ok,
  resetConsole,
  serveApi,
  staffMe,
  type Call,
} from '../../testing/fake-api';
import { LotteryResultsPage } from './LotteryResultsPage';

type ResultDraw = consoleLotteryResults.ResultDraw;
type ResultEntry = consoleLotteryResults.ResultEntry;

const thaiSheet = {
  first: '123456',
  front3: ['012', '345'],
  back3: ['678', '901'],
  bottom2: '55',
};

function draw(changes: Partial<ResultDraw> = {}): ResultDraw {
  return {
    gameCode: 'thai',
    gameName: 'Thai Government Lottery',
    family: 'thai',
    numero: '20261201',
    closesAt: '2026-12-01T08:00:00Z',
    drawsAt: '2026-12-01T09:00:00Z',
    status: 'closed',
    revision: 0,
    result: null,
    pending: null,
    fetch: null,
    owed: '0',
    ...changes,
  };
}

function entry(changes: Partial<ResultEntry> = {}): ResultEntry {
  return {
    entryId: '41',
    sheet: thaiSheet,
    origin: 'operator',
    status: 'pending',
    correction: false,
    enteredBy: 'admin-1',
    enteredAt: '2026-12-01T09:20:00Z',
    reviewedBy: null,
    reviewedAt: null,
    rejectReason: null,
    revision: null,
    sources: [],
    ...changes,
  };
}

/** The results API holding `rows`; `answer` takes the writes, anything else is not found. */
function serveResults(rows: ResultDraw[], answer: (call: Call) => Response | undefined) {
  return serveApi((call) => {
    if (call.path === '/bo/merchants') return ok([demoMerchant]);
    if (call.path === '/bo/lottery/results' && call.method === 'GET') {
      return ok({ list: rows, pageNo: 1, pageSize: 20, totalCount: rows.length, totalPages: 1 });
    }
    return answer(call);
  });
}

function renderPage(staff: consoleAccess.StaffMe) {
  render(
    <Providers>
      <MemoryRouter initialEntries={['/lottery-results']}>
        <StaffProvider staff={staff}>
          <LotteryResultsPage />
        </StaffProvider>
      </MemoryRouter>
    </Providers>,
  );
}

const writes = (calls: Call[]) => calls.filter((call) => call.method !== 'GET');

beforeEach(() => {
  resetConsole();
  consoleSession.start('staff-token');
  merchantChoice.set('demo');
});

describe('entering a result', () => {
  it('takes the sheet number by number, and refuses a number of the wrong size before sending', async () => {
    const calls = serveResults([draw()], (call) =>
      call.path === '/bo/lottery/games/thai/draws/20261201/results' && call.method === 'POST'
        ? ok(entry({ sheet: (call.body as { sheet: typeof thaiSheet }).sheet }))
        : undefined,
    );
    renderPage(staffMe('admin', 'admin-1'));

    const row = await screen.findByTestId('draw-thai-20261201');
    expect(within(row).getByText('Waiting for a result')).toBeTruthy();
    fireEvent.click(
      within(row).getByRole('button', {
        name: 'Enter the result of Thai Government Lottery 20261201',
      }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Enter the result' });
    const type = (label: string, value: string) =>
      fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });
    type('1st prize 1', '123456');
    type('Front three 1', '012');
    type('Front three 2', '345');
    type('Back three 1', '678');
    type('Back three 2', '90');
    type('Bottom two 1', '55');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enter result' }));

    expect(await within(dialog).findByText('Each number has 3 digits.')).toBeTruthy();
    expect(within(dialog).getByLabelText('Back three 2').getAttribute('aria-invalid')).toBe('true');
    expect(writes(calls)).toEqual([]);

    type('Back three 2', '901');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enter result' }));
    expect(
      await screen.findByText(
        'Result of Thai Government Lottery 20261201 entered. Another staff member must approve it.',
      ),
    ).toBeTruthy();
    expect(writes(calls).map((call) => [call.path, call.body])).toEqual([
      ['/bo/lottery/games/thai/draws/20261201/results', { sheet: thaiSheet }],
    ]);
  });

  it('shows the server’s refusal beside the number it names', async () => {
    const fourD = draw({ gameCode: '4d', gameName: '4D', family: '4d', numero: '20261202' });
    // The server's 400, its field errors in `value` as every refusal of a form carries them.
    const calls = serveResults([fourD], () =>
      Response.json(
        {
          success: false,
          message: 'lottery_result_duplicate_number',
          errorCode: 'lottery.result.invalid',
          value: { fields: { 'body.sheet.starters.4': 'lottery_result_duplicate_number' } },
        },
        { status: 400 },
      ),
    );
    renderPage(staffMe('admin', 'admin-1'));

    const row = await screen.findByTestId('draw-4d-20261202');
    fireEvent.click(within(row).getByRole('button', { name: 'Enter the result of 4D 20261202' }));
    const dialog = screen.getByRole('dialog', { name: 'Enter the result' });
    const inputs = within(dialog).getAllByRole('textbox');
    expect(inputs).toHaveLength(23);
    inputs.forEach((input, index) =>
      fireEvent.change(input, { target: { value: String(1000 + index) } }),
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enter result' }));

    expect(
      await within(dialog).findByText('A number appears twice in this sheet.', {
        selector: '.field-error',
      }),
    ).toBeTruthy();
    expect(within(dialog).getByLabelText('Starters 5').getAttribute('aria-invalid')).toBe('true');
    expect(within(dialog).getByLabelText('Starters 4').getAttribute('aria-invalid')).toBe('false');
    expect(writes(calls)).toHaveLength(1);
  });
});

describe('reviewing an entry', () => {
  it('approves another staff member’s entry', async () => {
    const waiting = draw({ pending: entry() });
    const calls = serveResults([waiting], (call) =>
      call.path === '/bo/lottery/results/entries/41/approve'
        ? ok({ ...waiting, status: 'drawn', revision: 1, result: thaiSheet, pending: null })
        : undefined,
    );
    renderPage(staffMe('owner', 'owner-1'));

    const row = await screen.findByTestId('draw-thai-20261201');
    expect(within(row).getByText('Entered by admin-1, waiting for approval')).toBeTruthy();
    fireEvent.click(within(row).getByRole('button', { name: /^Review the result entered/ }));
    const dialog = screen.getByRole('dialog', { name: 'Review the result' });
    const sheet = within(dialog).getByLabelText('The entered result');
    expect(within(sheet).getByText('123456')).toBeTruthy();
    expect(within(sheet).getByText('901')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));

    expect(
      await screen.findByText(
        'Result of Thai Government Lottery 20261201 approved: its tickets are being settled.',
      ),
    ).toBeTruthy();
    expect(writes(calls).map((call) => call.path)).toEqual([
      '/bo/lottery/results/entries/41/approve',
    ]);
  });

  it('lets the author send their entry back but not approve it, and marks what a correction changes', async () => {
    const corrected = { ...thaiSheet, bottom2: '56' };
    const waiting = draw({
      status: 'settled',
      revision: 1,
      result: thaiSheet,
      pending: entry({ sheet: corrected, correction: true }),
    });
    const calls = serveResults([waiting], (call) =>
      call.path === '/bo/lottery/results/entries/41/reject'
        ? ok(entry({ status: 'rejected', rejectReason: (call.body as { reason: string }).reason }))
        : undefined,
    );
    renderPage(staffMe('admin', 'admin-1'));

    const row = await screen.findByTestId('draw-thai-20261201');
    fireEvent.click(within(row).getByRole('button', { name: /^Review the result entered/ }));
    const dialog = screen.getByRole('dialog', { name: 'Review the correction' });
    const entered = within(dialog).getByLabelText('The entered result');
    expect(within(entered).getByTitle('Changed by this correction').textContent).toBe('56');
    expect(
      within(dialog).getByText(
        'You entered this result: another staff member must approve it. You may send it back.',
      ),
    ).toBeTruthy();
    expect(
      (within(dialog).getByRole('button', { name: 'Approve' }) as HTMLButtonElement).disabled,
    ).toBe(true);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Send back' }));
    const reject = screen.getByRole('dialog', { name: 'Send the result back' });
    fireEvent.change(within(reject).getByLabelText('Reason'), {
      target: { value: 'Typed the bottom two from the wrong draw' },
    });
    fireEvent.click(within(reject).getByRole('button', { name: 'Send back' }));

    expect(
      await screen.findByText(
        'Result of Thai Government Lottery 20261201 sent back. The draw waits for a new entry.',
      ),
    ).toBeTruthy();
    expect(writes(calls).map((call) => [call.path, call.body])).toEqual([
      [
        '/bo/lottery/results/entries/41/reject',
        { reason: 'Typed the bottom two from the wrong draw' },
      ],
    ]);
  });

  it('offers no entry or review to a role that only reads', async () => {
    serveResults([draw({ pending: entry() })], () => undefined);
    renderPage(staffMe('auditor'));
    const row = await screen.findByTestId('draw-thai-20261201');
    expect(
      within(row)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Details']);
  });
});
