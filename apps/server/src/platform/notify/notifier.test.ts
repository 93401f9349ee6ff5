import Fastify from 'fastify';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database';
import { openTestDatabase } from '../../testing';
import { createNotifier } from './notifier';
import { httpSms, outboxEmail, outboxSms, smtpEmail } from './providers';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

async function outboxRows() {
  return (
    await database.execute(
      'select channel, recipient, subject, body, provider, status, error from outbox_messages order by id',
    )
  ).rows;
}

describe('the notifier', () => {
  it('records messages in the outbox with the local provider', async () => {
    const notifier = createNotifier(database.db, { sms: outboxSms, email: outboxEmail });
    await notifier.sms(1, '+639170000001', 'code 123456');
    await notifier.email(1, 'a@example.com', 'Hello', 'Body');
    expect(await outboxRows()).toEqual([
      {
        channel: 'sms',
        recipient: '+639170000001',
        subject: null,
        body: 'code 123456',
        provider: 'outbox',
        status: 'recorded',
        error: null,
      },
      {
        channel: 'email',
        recipient: 'a@example.com',
        subject: 'Hello',
        body: 'Body',
        provider: 'outbox',
        status: 'recorded',
        error: null,
      },
    ]);
    await database.execute('delete from outbox_messages');
  });

  it('posts SMS to an HTTP gateway with its token, and records a refusal as failed', async () => {
    const received: unknown[] = [];
    const gateway = Fastify();
    gateway.post('/send', async (request, reply) => {
      received.push({ auth: request.headers.authorization, body: request.body });
      const body = request.body as { to: string };
      return body.to === '+10000000000' ? reply.status(503).send({ error: 'down' }) : { ok: true };
    });
    await gateway.listen({ port: 0, host: '127.0.0.1' });
    const address = gateway.server.address();
    const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/send`;
    try {
      const notifier = createNotifier(database.db, {
        sms: httpSms({ url, token: 'secret-token', sender: 'CROUPIER' }),
        email: outboxEmail,
      });
      await notifier.sms(1, '+639171234567', 'your code 654321');
      expect(received).toEqual([
        {
          auth: 'Bearer secret-token',
          body: { to: '+639171234567', text: 'your code 654321', sender: 'CROUPIER' },
        },
      ]);
      await expect(notifier.sms(1, '+10000000000', 'x')).rejects.toMatchObject({
        messageKey: 'sms_send_failed',
        status: 502,
      });
      const rows = await outboxRows();
      expect(rows.map((row) => [row.provider, row.status])).toEqual([
        ['http', 'sent'],
        ['http', 'failed'],
      ]);
      expect(rows[1]!.error).toContain('503');
    } finally {
      await gateway.close();
      await database.execute('delete from outbox_messages');
    }
  });

  it('sends e-mail over SMTP', async () => {
    const mails: string[] = [];
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, _session, callback) {
        let data = '';
        stream.on('data', (chunk: Buffer) => (data += chunk.toString()));
        stream.on('end', () => {
          mails.push(data);
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    try {
      const notifier = createNotifier(database.db, {
        sms: outboxSms,
        email: smtpEmail({
          url: `smtp://127.0.0.1:${port}?ignoreTLS=true`,
          from: 'Croupier <no-reply@croupier.test>',
        }),
      });
      await notifier.email(1, 'player@example.com', 'Your temporary password', 'It is abc123');
      expect(mails).toHaveLength(1);
      expect(mails[0]).toContain('Subject: Your temporary password');
      expect(mails[0]).toContain('It is abc123');
      expect((await outboxRows()).map((row) => [row.provider, row.status])).toEqual([
        ['smtp', 'sent'],
      ]);
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});
