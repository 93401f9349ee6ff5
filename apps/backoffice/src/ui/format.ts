import { formatLocalTime } from '@croupier/web-kit/dates';
import { i18n } from '../i18n';

/**
 * A time of the API as the staff member reads it in a dense table: their own time zone, day,
 * month and time to the minute, and the year only when it is not this year.
 */
export function formatTime(iso: string | null | undefined): string {
  return formatLocalTime(iso, i18n.language);
}

/** The exact time, to the second, with its zone (the audit log). */
export function formatFullTime(iso: string): string {
  return formatLocalTime(iso, i18n.language, 'full');
}
