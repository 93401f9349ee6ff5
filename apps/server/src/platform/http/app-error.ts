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

  /**
   * A field refused by the merchant's registration rules: the catalogue's `invalidInput`,
   * answered with the rule's own key (`reg_pattern_<id>`, a family the contract's
   * registration-rules module defines) so the client can show the rule's text.
   */
  static ruleField(field: string, ruleKey: string): AppError {
    const known = errorCodes.invalidInput;
    const message = /^reg_pattern_\d+$/.test(ruleKey) ? ruleKey : known.message;
    return new AppError(known.code, message, known.status, { fields: { [field]: ruleKey } });
  }

  /** One of the catalogue's errors (contract `errorCodes`). */
  static of(name: ErrorName, value: unknown = null): AppError {
    const known = errorCodes[name];
    return new AppError(known.code, known.message, known.status, value);
  }
}
