import { errorMessage, i18n } from '../../i18n';

/** A failed call in words: the Games section's own refusals first, then the console's. */
export function catalogueErrorText(error: unknown): string {
  const key = (error as { messageKey?: unknown } | null)?.messageKey;
  if (typeof key === 'string' && i18n.exists(`games.errors.${key}`)) {
    return i18n.t(`games.errors.${key}`);
  }
  return errorMessage(error);
}
