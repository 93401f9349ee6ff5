import { errorCodes, type ErrorName } from '@croupier/contract';

/**
 * The one error type of the API. `code` is the stable `errorCode`, `messageKey` the i18n
 * key clients translate, `status` the HTTP status; `value` carries details such as
 * `{ captcha: true }` or field errors.
 */
export class AppError extends Error {
  constructor(
    readonly code: string,
    readonly messageKey: string,
    readonly status: number,
    readonly value: unknown = null,
  ) {
    super(messageKey);
    this.name = 'AppError';
  }

  /** One of the catalogue's errors (contract `errorCodes`). */
  static of(name: ErrorName, value: unknown = null): AppError {
    const known = errorCodes[name];
    return new AppError(known.code, known.message, known.status, value);
  }
}
