import { ApiError } from '../api/client';
import { errorText } from './index';

/**
 * The words of a failed call: its server key's, or the generic error for anything else. Apart
 * from the catalogue's module, so the first render (which needs none) does not carry it.
 */
export function failureText(failure: unknown): string {
  return errorText(failure instanceof ApiError ? failure.messageKey : 'system_error');
}
