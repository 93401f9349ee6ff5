import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { consoleSession } from '../../api/console-session';
import { merchantChoice } from '../../api/merchant-choice';
import { Providers } from '../../app/providers';
import '../../i18n';
import { demoMerchant, ok, resetConsole, serveApi } from '../../testing/fake-api';
import { ChatQueuePage } from './ChatQueuePage';

const waiting = {
  memberId: '42',
  username: 'player42',
  status: 'waiting',
  lastMessage: 'Where is my deposit?',
  lastMessageAt: '2026-11-28T10:00:00.000Z',
  waitingSince: '2026-11-28T09:58:00.000Z',
};
const question = {
  id: '7',
  from: 'member',
  staffName: null,
  body: 'Where is my deposit?',
  sentAt: '2026-11-28T10:00:00.000Z',
};

function serveChats() {
  return serveApi((call) => {
    if (call.path === '/bo/merchants') return ok([demoMerchant]);
    if (call.path === '/bo/support/chats') {
      const status = call.query.get('status');
      return ok({
        list: status === 'waiting' ? [waiting] : [],
        total: status === 'waiting' ? 1 : 0,
      });
    }
    if (call.path === '/bo/support/chats/42' && call.method === 'GET')
      return ok({ status: 'waiting', messages: [question] });
    if (call.path === '/bo/support/chats/42' && call.method === 'POST') {
      const { body } = call.body as { body: string };
      return ok({ id: '8', from: 'staff', staffName: 'support1', body, sentAt: question.sentAt });
    }
    return undefined;
  });
}

beforeEach(() => {
  resetConsole();
  consoleSession.start('support-token');
  merchantChoice.set('demo');
});

describe('the customer service queue', () => {
  it('lists who is waiting, opens a thread and sends the answer', async () => {
    const calls = serveChats();
    render(
      <Providers>
        <MemoryRouter>
          <ChatQueuePage />
        </MemoryRouter>
      </Providers>,
    );
    fireEvent.click(await screen.findByRole('button', { name: /player42/ }));
    expect(await screen.findByRole('list', { name: 'Chat with player42' })).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Your answer'), {
      target: { value: '  It was credited.  ' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send answer' }));
    await waitFor(() =>
      expect(
        calls.find((call) => call.method === 'POST' && call.path === '/bo/support/chats/42')?.body,
      ).toEqual({ body: 'It was credited.' }),
    );
  });

  it('says when nobody is waiting in a tab', async () => {
    serveChats();
    render(
      <Providers>
        <MemoryRouter>
          <ChatQueuePage />
        </MemoryRouter>
      </Providers>,
    );
    await screen.findByRole('button', { name: /player42/ });
    fireEvent.click(screen.getByRole('button', { name: 'Closed' }));
    expect((await screen.findByTestId('chat-queue-empty')).textContent).toContain(
      'No closed threads.',
    );
  });
});
