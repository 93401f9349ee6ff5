import type { consoleContent } from '@croupier/contract';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { consoleSession } from '../../api/console-session';
import { merchantChoice } from '../../api/merchant-choice';
import { Providers } from '../../app/providers';
import '../../i18n';
import { failure, ok, resetConsole, serveApi, type Call } from '../../testing/fake-api';
import {
  AnnouncementEditor,
  announcementFormOf,
  newAnnouncementForm,
  type AnnouncementForm,
} from './AnnouncementEditor';
import { consoleAnnouncement } from './content-testing';

/** What the server answers for a saved banner. */
function saved(
  changes: Partial<consoleContent.ConsoleAnnouncement> = {},
): consoleContent.ConsoleAnnouncement {
  return consoleAnnouncement({
    id: 7,
    type: 'B',
    title: 'Summer banner',
    content: '<p>Hi</p>',
    groupName: 'w_home',
    url: 'https://cdn.example.com/summer.png',
    ...changes,
  });
}

function renderEditor(
  initial: AnnouncementForm,
  options: { mode?: 'announcement' | 'notice'; editing?: consoleContent.ConsoleAnnouncement } = {},
) {
  const onSaved = vi.fn();
  const onClose = vi.fn();
  render(
    <Providers>
      <AnnouncementEditor
        mode={options.mode}
        merchantCode="demo"
        editing={options.editing}
        initial={initial}
        onClose={onClose}
        onSaved={onSaved}
      />
    </Providers>,
  );
  const dialog = screen.getByRole('dialog');
  const field = (label: string) => within(dialog).getByLabelText(label) as HTMLInputElement;
  const type = (label: string, value: string) =>
    fireEvent.change(field(label), { target: { value } });
  const submit = (name: string) => fireEvent.click(within(dialog).getByRole('button', { name }));
  return { dialog, field, type, submit, onSaved, onClose };
}

const writes = (calls: Call[]) => calls.filter((call) => call.method !== 'GET');

beforeEach(() => {
  resetConsole();
  consoleSession.start('content-token');
  merchantChoice.set('demo');
});

describe('the announcement editor', () => {
  it('previews rich text through the HTML policy, so script and event attributes never show', () => {
    serveApi(() => undefined);
    const { dialog, type } = renderEditor(newAnnouncementForm({ type: 'PU' }));
    type(
      'Content',
      '<p onclick="steal()">Hello <strong>players</strong></p><script>alert(1)</script>' +
        '<img src="x.png" onerror="alert(2)"><a href="javascript:alert(3)">more</a>',
    );
    const preview = within(dialog).getByTestId('rich-preview');
    expect(preview.textContent).toContain('Hello players');
    expect(preview.innerHTML).not.toMatch(/script|onerror|onclick|javascript:/i);
    expect(preview.querySelector('strong')?.textContent).toBe('players');
    expect(preview.querySelector('a')?.getAttribute('href')).toBeNull();
  });

  it('shows what a banner lacks beside its fields and sends nothing until it is right', async () => {
    const calls = serveApi((call) =>
      call.method === 'POST' && call.path === '/bo/content/announcements'
        ? ok(saved({ title: (call.body as { title: string }).title }))
        : undefined,
    );
    const { dialog, field, type, submit, onSaved } = renderEditor(
      newAnnouncementForm({ type: 'B', groupName: '', startAt: '2026-06-01T08:00' }),
    );
    type('Title', 'Summer banner');
    type('Content', '<p>Hi</p><script>alert(1)</script>');
    submit('Create');

    expect(within(dialog).getByText('A banner needs its group.')).toBeTruthy();
    expect(within(dialog).getByText('A banner needs a picture.')).toBeTruthy();
    expect(field('Banner group').getAttribute('aria-invalid')).toBe('true');
    expect(field('Picture address').getAttribute('aria-invalid')).toBe('true');
    expect(writes(calls)).toHaveLength(0);

    type('Banner group', 'w_home');
    type('Picture address', 'javascript:alert(1)');
    submit('Create');
    expect(
      within(dialog).getByText('Use an https:// address or a path on the site starting with /.'),
    ).toBeTruthy();
    expect(within(dialog).queryByText('A banner needs its group.')).toBeNull();
    expect(writes(calls)).toHaveLength(0);

    type('Picture address', 'https://cdn.example.com/summer.png');
    expect(within(dialog).getByRole('img', { name: 'Picture preview' }).getAttribute('src')).toBe(
      'https://cdn.example.com/summer.png',
    );
    submit('Create');
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    const [create] = writes(calls);
    expect(create).toMatchObject({
      method: 'POST',
      path: '/bo/content/announcements',
      headers: { Authorization: 'content-token', Merchant: 'demo' },
      body: {
        type: 'B',
        language: 'EN',
        title: 'Summer banner',
        // The server sanitises what it stores; the editor sends what was written.
        content: '<p>Hi</p><script>alert(1)</script>',
        groupName: 'w_home',
        url: 'https://cdn.example.com/summer.png',
        promotionType: null,
        sortOrder: 0,
        startAt: new Date('2026-06-01T08:00').toISOString(),
        endAt: null,
        enabled: true,
      },
    });
    expect(onSaved.mock.calls[0]![0]).toMatchObject({ id: 7, title: 'Summer banner' });
  });

  it('gives a banner a phone picture, checked and previewed like its picture', async () => {
    const calls = serveApi((call) =>
      call.method === 'PUT' ? ok(saved({ mobileUrl: '/banners/summer-phone.svg' })) : undefined,
    );
    const row = saved();
    const { dialog, field, type, submit, onSaved } = renderEditor(announcementFormOf(row), {
      editing: row,
    });
    expect(field('Phone picture').value).toBe('');
    type('Phone picture', 'javascript:alert(1)');
    submit('Save changes');
    expect(field('Phone picture').getAttribute('aria-invalid')).toBe('true');
    expect(writes(calls)).toHaveLength(0);

    type('Phone picture', '/banners/summer-phone.svg');
    const previews = within(dialog).getAllByRole('img', { name: 'Picture preview' });
    expect(previews.map((preview) => preview.getAttribute('src'))).toEqual([
      'https://cdn.example.com/summer.png',
      '/banners/summer-phone.svg',
    ]);
    submit('Save changes');
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(writes(calls)[0]!.body).toMatchObject({
      url: 'https://cdn.example.com/summer.png',
      mobileUrl: '/banners/summer-phone.svg',
    });
  });

  it('has no phone picture for a popup: only banners are laid out for phones', async () => {
    const calls = serveApi((call) =>
      call.method === 'PUT' ? ok(saved({ type: 'PU' })) : undefined,
    );
    const row = saved({ type: 'PU', groupName: null, mobileUrl: '/left/over.svg' });
    const { dialog, submit, onSaved } = renderEditor(announcementFormOf(row), { editing: row });
    expect(within(dialog).getByLabelText('Picture address')).toBeTruthy();
    expect(within(dialog).queryByLabelText('Phone picture')).toBeNull();
    submit('Save changes');
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(writes(calls)[0]!.body).toMatchObject({ type: 'PU', mobileUrl: null });
  });

  it('refuses a schedule that ends before it starts', () => {
    const calls = serveApi(() => undefined);
    const { dialog, type, submit, field } = renderEditor(
      newAnnouncementForm({ type: 'PL', title: 'Notice', startAt: '2026-06-02T08:00' }),
    );
    type('Shows until', '2026-06-01T08:00');
    submit('Create');
    expect(within(dialog).getByText('Must be after the start.')).toBeTruthy();
    expect(field('Shows until').getAttribute('aria-invalid')).toBe('true');
    expect(writes(calls)).toHaveLength(0);
  });

  it('puts the server’s refusal of a taken code beside the code field, and keeps the form', async () => {
    serveApi((call) =>
      call.method === 'POST'
        ? new Response(
            JSON.stringify({
              success: false,
              message: 'content_code_taken',
              errorCode: 'content.code.taken',
              value: { fields: { 'body.code': 'content_code_taken' } },
            }),
            { status: 409, headers: { 'content-type': 'application/json' } },
          )
        : undefined,
    );
    const { dialog, field, type, submit, onSaved } = renderEditor(
      newAnnouncementForm({ type: 'PL', title: 'Welcome' }),
    );
    type('Reference code', 'demo-notice-welcome');
    submit('Create');
    expect(
      await within(dialog).findByText(
        'Another announcement in this language already has this code.',
      ),
    ).toBeTruthy();
    expect(field('Reference code').getAttribute('aria-invalid')).toBe('true');
    expect(field('Title').value).toBe('Welcome');
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('says so when the announcement was deleted meanwhile', async () => {
    serveApi((call) =>
      call.method === 'PUT' ? failure(404, 'content_not_found', 'content.not.found') : undefined,
    );
    const row = saved();
    const { dialog, submit } = renderEditor(announcementFormOf(row), { editing: row });
    submit('Save changes');
    expect(
      await within(dialog).findByText(
        'It no longer exists: someone may have deleted it. The list has been refreshed.',
      ),
    ).toBeTruthy();
  });

  it('edits a notice through the notice call, with only a notice’s fields', async () => {
    const calls = serveApi((call) =>
      call.method === 'PUT' ? ok(saved({ type: 'PL', title: 'Maintenance moved' })) : undefined,
    );
    const row = saved({ type: 'PL', groupName: null, url: null, title: 'Maintenance' });
    const { dialog, type, submit, onSaved } = renderEditor(announcementFormOf(row), {
      mode: 'notice',
      editing: row,
    });
    expect(within(dialog).queryByLabelText('Type')).toBeNull();
    expect(within(dialog).queryByLabelText('Picture address')).toBeNull();
    type('Title', 'Maintenance moved');
    submit('Save changes');
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    const [edit] = writes(calls);
    expect(edit!.path).toBe('/bo/content/notices/7');
    expect(edit!.body).toEqual({
      language: 'EN',
      code: '',
      title: 'Maintenance moved',
      content: '<p>Hi</p>',
      sortOrder: 0,
      startAt: '2026-06-01T00:00:00.000Z',
      endAt: null,
      enabled: true,
    });
  });
});
