import { i18n } from '../i18n';

/**
 * A time of the API (ISO 8601 UTC) as the staff member reads it in a dense table: their own
 * time zone, day, month and time to the minute, and the year only when it is not this year.
 */
export function formatTime(iso: string | null | undefined): string {
  if (!iso) return '';
  const time = new Date(iso);
  if (Number.isNaN(time.getTime())) return iso;
  const thisYear = time.getFullYear() === new Date().getFullYear();
  return new Intl.DateTimeFormat(i18n.language === 'vi' ? 'vi-VN' : 'en-GB', {
    day: '2-digit',
    month: '2-digit',
    ...(thisYear ? {} : { year: 'numeric' }),
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(time);
}
