import type { AppConfig } from '../../config';
import type { Database } from '../db/database';
import { AppError } from '../http/app-error';
import {
  httpSms,
  outboxEmail,
  outboxSms,
  smtpEmail,
  type EmailProvider,
  type SmsProvider,
} from './providers';
import { outboxMessages } from './schema';

export type Notifier = {
  sms(merchantId: number, to: string, text: string): Promise<void>;
  email(merchantId: number, to: string, subject: string, text: string): Promise<void>;
};

export function providersFromConfig(config: AppConfig): { sms: SmsProvider; email: EmailProvider } {
  return {
    sms:
      config.sms.provider === 'http' && config.sms.httpUrl
        ? httpSms({
            url: config.sms.httpUrl,
            token: config.sms.httpToken,
            sender: config.sms.sender,
          })
        : outboxSms,
    email:
      config.email.provider === 'smtp' && config.email.smtpUrl
        ? smtpEmail({ url: config.email.smtpUrl, from: config.email.from })
        : outboxEmail,
  };
}

/**
 * Sends through the configured providers and records every message in `outbox_messages`
 * with how it went, so operators can see what players were sent. A refused message
 * answers `sms_send_failed` / `email_send_failed` to the caller.
 */
export function createNotifier(
  db: Database,
  providers: { sms: SmsProvider; email: EmailProvider },
): Notifier {
  async function deliver(
    channel: 'sms' | 'email',
    provider: SmsProvider | EmailProvider,
    record: { merchantId: number; recipient: string; subject: string | null; body: string },
    send: () => Promise<void>,
  ) {
    let error: string | null = null;
    try {
      await send();
    } catch (cause) {
      error = (cause as Error).message;
    }
    await db.insert(outboxMessages).values({
      ...record,
      channel,
      provider: provider.name,
      status: error ? 'failed' : provider.name === 'outbox' ? 'recorded' : 'sent',
      error,
    });
    if (error) throw AppError.of(channel === 'sms' ? 'smsSendFailed' : 'emailSendFailed');
  }

  return {
    sms: (merchantId, to, text) =>
      deliver('sms', providers.sms, { merchantId, recipient: to, subject: null, body: text }, () =>
        providers.sms.send({ to, text }),
      ),
    email: (merchantId, to, subject, text) =>
      deliver('email', providers.email, { merchantId, recipient: to, subject, body: text }, () =>
        providers.email.send({ to, subject, text }),
      ),
  };
}
