import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { consoleSession } from '../../api/console-session';
import { merchantChoice } from '../../api/merchant-choice';
import { Providers } from '../../app/providers';
import '../../i18n';
import {
  demoMerchant,
  failure,
  ok,
  resetConsole,
  serveApi,
  type Call,
} from '../../testing/fake-api';
import type { AuditEntry } from './api';
import { AuditPage } from './AuditPage';

function entry(seq: number, changes: Partial<AuditEntry> = {}): AuditEntry {
  return {
    seq: String(seq),
    createdAt: '2026-11-22T08:00:00Z',
    staffUsername: 'boss',
    merchantCode: null,
    action: 'staff.update',
    target: 'staff:2',
    before: { role: 'support' },
    after: { role: 'finance' },
    hash: `hash-${seq}`,
    ...changes,
  };
}

const entries = [
  entry(3, {
    action: 'merchant.update',
    target: 'merchant:demo',
    merchantCode: 'demo',
    before: { name: 'Demo', domains: ['a.example.com'] },
    after: { name: 'Demo Casino', domains: ['a.example.com', 'b.example.com'] },
  }),
  entry(2),
  entry(1, { action: 'staff.create', target: 'staff:2', before: null, after: { username: 'ann' } }),
];

function serveAudit(verify: () => Response) {
  return serveApi((call) => {
    if (call.path === '/bo/merchants') return ok([demoMerchant]);
    if (call.path === '/bo/audit/verify') return verify();
    if (call.path === '/bo/audit') {
      return ok({ entries, pageNo: Number(call.query.get('pageNo')), totalCount: entries.length });
    }
    return undefined;
  });
}

function renderPage(path = '/audit') {
  render(
    <Providers>
      <MemoryRouter initialEntries={[path]}>
        <AuditPage />
      </MemoryRouter>
    </Providers>,
  );
}

/** The rows of the before → after table an expanded entry shows, cell by cell. */
function diffOf(toggle: HTMLElement): (string | null)[][] {
  const diff = document.getElementById(toggle.getAttribute('aria-controls')!)!;
  return [...(within(diff).getByRole('table') as HTMLTableElement).tBodies[0]!.rows].map((row) =>
    [...row.cells].map((cell) => cell.textContent),
  );
}

const auditCalls = (calls: Call[]) => calls.filter((call) => call.path === '/bo/audit');

beforeEach(() => {
  resetConsole();
  consoleSession.start('auditor-token');
  merchantChoice.set('demo');
});

describe('the audit log', () => {
  it('says the chain is intact with the number of entries checked', async () => {
    const calls = serveAudit(() => ok({ intact: true, checked: 1234 }));
    renderPage();
    await screen.findByTestId('audit-3');
    expect(calls.some((call) => call.path === '/bo/audit/verify')).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Verify chain' }));
    expect((await screen.findByTestId('chain-intact')).textContent).toBe(
      'Chain intact — 1234 entries checked.',
    );
    expect(screen.queryByTestId('chain-broken')).toBeNull();
    expect(calls.find((call) => call.path === '/bo/audit/verify')).toMatchObject({
      method: 'GET',
      headers: expect.objectContaining({ Authorization: 'auditor-token' }),
    });
  });

  it('raises a red alert naming the entry where the chain breaks, and why', async () => {
    serveAudit(() => ok({ intact: false, checked: 41, brokenAt: '42', reason: 'hash' }));
    renderPage();
    await screen.findByTestId('audit-3');
    fireEvent.click(screen.getByRole('button', { name: 'Verify chain' }));
    const alert = await screen.findByTestId('chain-broken');
    expect(alert.getAttribute('role')).toBe('alert');
    expect(alert.className).toContain('form-error');
    expect(alert.textContent).toBe(
      'Chain broken at entry #42 (its contents no longer match its hash). Report this to the owners at once.',
    );
    expect(screen.queryByTestId('chain-intact')).toBeNull();
  });

  it('says so when the check itself fails', async () => {
    serveAudit(() => failure(403, 'no_permission', 'bo.forbidden'));
    renderPage();
    await screen.findByTestId('audit-3');
    fireEvent.click(screen.getByRole('button', { name: 'Verify chain' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The chain could not be verified: Your role does not allow this.',
    );
    expect(screen.queryByTestId('chain-intact')).toBeNull();
  });

  it('shows entries newest first, each with its changed fields before → after on request', async () => {
    serveAudit(() => ok({ intact: true, checked: 3 }));
    renderPage();
    const newest = await screen.findByTestId('audit-3');
    const rows = screen.getAllByTestId(/^audit-\d+$/).map((row) => row.dataset.testid);
    expect(rows).toEqual(['audit-3', 'audit-2', 'audit-1']);
    expect(within(newest).getByText('merchant.update')).toBeTruthy();
    expect(within(screen.getByTestId('audit-2')).getByText('All brands')).toBeTruthy();

    const toggle = within(newest).getByRole('button', { name: 'Show the changes of entry 3' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(diffOf(toggle)).toEqual([
      ['name', 'Demo', '→', 'Demo Casino'],
      ['domains', '["a.example.com"]', '→', '["a.example.com","b.example.com"]'],
    ]);

    // A creation has no before: the field shows as new.
    const created = within(screen.getByTestId('audit-1')).getByRole('button', {
      name: 'Show the changes of entry 1',
    });
    fireEvent.click(created);
    expect(diffOf(created)).toEqual([['username', '—', '→', 'ann']]);
    fireEvent.click(within(newest).getByRole('button', { name: 'Hide the changes of entry 3' }));
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.getAllByRole('button', { name: /^Hide the changes/ })).toHaveLength(1);
  });

  it('filters by staff, action prefix and this brand only', async () => {
    const calls = serveAudit(() => ok({ intact: true, checked: 3 }));
    renderPage();
    await screen.findByTestId('audit-3');
    expect(auditCalls(calls)[0]!.query.toString()).toBe('pageNo=1&pageSize=50');

    fireEvent.change(screen.getByLabelText('Staff name'), { target: { value: 'bo' } });
    fireEvent.change(screen.getByLabelText('Action'), { target: { value: 'merchant.' } });
    fireEvent.click(screen.getByLabelText('Demo Casino only'));
    fireEvent.click(screen.getByRole('button', { name: 'Filter' }));
    await waitFor(() => expect(auditCalls(calls)).toHaveLength(2));
    const filtered = auditCalls(calls)[1]!;
    expect(Object.fromEntries(filtered.query)).toEqual({
      staff: 'bo',
      action: 'merchant.',
      thisMerchant: 'true',
      pageNo: '1',
      pageSize: '50',
    });
    expect(filtered.headers.Merchant).toBe('demo');
    expect((screen.getByLabelText('Staff name') as HTMLInputElement).value).toBe('bo');

    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(auditCalls(calls)).toHaveLength(3));
    expect(auditCalls(calls)[2]!.query.toString()).toBe('pageNo=1&pageSize=50');
    expect((screen.getByLabelText('Staff name') as HTMLInputElement).value).toBe('');
  });

  it('says why the log cannot be loaded, and when nothing matches', async () => {
    serveApi((call) => {
      if (call.path === '/bo/merchants') return ok([demoMerchant]);
      if (call.query.get('staff')) return ok({ entries: [], pageNo: 1, totalCount: 0 });
      return failure(403, 'no_permission', 'bo.forbidden');
    });
    renderPage();
    expect(await screen.findByText('Your role does not allow this.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Staff name'), { target: { value: 'nobody' } });
    fireEvent.click(screen.getByRole('button', { name: 'Filter' }));
    expect((await screen.findByTestId('audit-empty')).textContent).toBe(
      'No entries match these filters.',
    );
  });
});
