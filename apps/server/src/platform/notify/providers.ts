import nodemailer from 'nodemailer';

export type SmsMessage = { to: string; text: string };
export type EmailMessage = { to: string; subject: string; text: string };

/** Carries an SMS; throws when the provider refuses it. */
export interface SmsProvider {
  readonly name: string;
  send(message: SmsMessage): Promise<void>;
}

/** Carries an e-mail; throws when the server refuses it. */
export interface EmailProvider {
  readonly name: string;
  send(message: EmailMessage): Promise<void>;
}

/** Sends nothing: the outbox row the notifier writes is the message (development, tests, demo). */
export const outboxSms: SmsProvider = { name: 'outbox', send: async () => {} };
export const outboxEmail: EmailProvider = { name: 'outbox', send: async () => {} };

/**
 * A generic HTTP SMS gateway: POST {to, text, sender} as JSON with a bearer token. Most
 * aggregators offer such an endpoint, or a small relay in front of one does.
 */
export function httpSms(options: {
  url: string;
  token?: string;
  sender?: string;
  timeoutMs?: number;
}): SmsProvider {
  return {
    name: 'http',
    async send(message) {
      const response = await fetch(options.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        },
        body: JSON.stringify({
          to: message.to,
          text: message.text,
          sender: options.sender ?? null,
        }),
        signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
      });
      if (!response.ok) throw new Error(`SMS gateway answered ${response.status}`);
    },
  };
}

/** E-mail over SMTP (nodemailer), e.g. SMTP_URL=smtps://user:pass@smtp.example.com:465. */
export function smtpEmail(options: { url: string; from: string }): EmailProvider {
  const transport = nodemailer.createTransport(options.url);
  return {
    name: 'smtp',
    async send(message) {
      await transport.sendMail({
        from: options.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
      });
    },
  };
}
