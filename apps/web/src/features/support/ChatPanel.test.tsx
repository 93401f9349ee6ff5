import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { configureApiClient } from '../../api/client';
import { Providers } from '../../app/providers';
import { useSessionStore } from '../../app/session/store';
import '../../i18n';
import { ChatPanel } from './ChatPanel';

/** A fake chat server: the thread it holds and the bodies it was sent. */
let thread: { status: string | null; messages: object[] };
let sent: string[];

function serve() {
  configureApiClient({
    fetch: async (input, init) => {
      const path = new URL(String(input), 'http://site.test').pathname;
      if (path !== '/wps/support/chat')
        return new Response(JSON.stringify({ success: false, message: 'not_found', value: null }), {
          status: 404,
        });
      if (init?.method === 'POST') {
        const { body } = JSON.parse(String(init.body)) as { body: string };
        sent.push(body);
        const message = {
          id: String(thread.messages.length + 1),
          from: 'member',
          staffName: null,
          body,
          sentAt: '2026-11-28T10:00:00.000Z',
        };
        thread = { status: 'waiting', messages: [...thread.messages, message] };
        return new Response(JSON.stringify({ success: true, message: null, value: message }));
      }
      return new Response(JSON.stringify({ success: true, message: null, value: thread }));
    },
    session: { getItem: (key) => (key === 'token' ? useSessionStore.getState().token : null) },
  });
}

function renderPanel() {
  render(
    <Providers>
      <MemoryRouter>
        <ChatPanel onClose={() => {}} email="help@brand.example" />
      </MemoryRouter>
    </Providers>,
  );
}

beforeAll(() => {
  // jsdom has <dialog> but not its modal methods.
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
    this.open = false;
  };
});
beforeEach(() => {
  thread = { status: null, messages: [] };
  sent = [];
  serve();
});
afterEach(cleanup);

describe('the customer service chat', () => {
  it('asks a visitor to log in and offers the brand’s e-mail', () => {
    useSessionStore.setState({ token: null, modal: null });
    renderPanel();
    expect(screen.getByText(/Log in to chat/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'help@brand.example' }).getAttribute('href')).toBe(
      'mailto:help@brand.example',
    );
  });

  it('shows the thread, sends with Enter, and says an answer is coming', async () => {
    useSessionStore.setState({ token: 'member-token', modal: null });
    thread = {
      status: 'answered',
      messages: [
        {
          id: '1',
          from: 'staff',
          staffName: 'support1',
          body: 'Welcome!',
          sentAt: '2026-11-28T09:00:00.000Z',
        },
      ],
    };
    renderPanel();
    expect(await screen.findByText('Welcome!')).toBeTruthy();
    // Staff are "Customer service" to the member, never their console name.
    expect(screen.queryByText('support1')).toBeNull();

    const box = screen.getByLabelText('Your message');
    fireEvent.change(box, { target: { value: '  Where is my deposit?  ' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    await waitFor(() => expect(sent).toEqual(['Where is my deposit?']));
    expect(await screen.findByText('Where is my deposit?')).toBeTruthy();
    expect(screen.getByText(/Our team will answer here shortly/)).toBeTruthy();
    expect((box as HTMLTextAreaElement).value).toBe('');
  });

  it('sends nothing blank', async () => {
    useSessionStore.setState({ token: 'member-token', modal: null });
    renderPanel();
    expect(await screen.findByText(/Write your question below/)).toBeTruthy();
    const box = screen.getByLabelText('Your message');
    fireEvent.change(box, { target: { value: '   ' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    expect((screen.getByRole('button', { name: 'Send' }) as HTMLButtonElement).disabled).toBe(true);
    expect(sent).toEqual([]);
  });
});
