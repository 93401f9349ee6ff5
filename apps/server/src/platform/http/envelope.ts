import type { Envelope } from '@croupier/contract';

export function ok<T>(value: T): Envelope<T> {
  return { success: true, message: null, value };
}

export function failure(
  messageKey: string,
  errorCode: string,
  value: unknown = null,
): Envelope<unknown> {
  return { success: false, message: messageKey, value, errorCode };
}
