/**
 * Dates and times as the browser apps show them, on Intl in the viewer's time zone. The wire
 * speaks ISO 8601 UTC (and `yyyy-MM-dd HH:mm:ss` UTC in a few of the family's calls); the
 * family's pattern for display is `yyyy-MM-dd HH:mm:ss`.
 */

/** The Intl locale of one of the family's languages (`en`, `VI`...). */
export function intlLocale(language: string): string {
  return language.toLowerCase().startsWith('vi') ? 'vi-VN' : 'en-GB';
}

const numericParts = new Intl.DateTimeFormat('en-GB', {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

function partsOf(
  date: Date,
): Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', string> {
  const found = Object.fromEntries(
    numericParts.formatToParts(date).map((part) => [part.type, part.value]),
  );
  return {
    year: found.year ?? '',
    month: found.month ?? '',
    day: found.day ?? '',
    hour: found.hour ?? '',
    minute: found.minute ?? '',
    second: found.second ?? '',
  };
}

/** A day in the viewer's calendar as the wire's `yyyy-MM-dd`. */
export function dayOf(date: Date): string {
  const { year, month, day } = partsOf(date);
  return `${year}-${month}-${day}`;
}

/** The last `days` days up to today, today included, as a wire date range. */
export function lastDays(days: number, today = new Date()): { startDate: string; endDate: string } {
  const start = new Date(today);
  start.setDate(start.getDate() - (days - 1));
  return { startDate: dayOf(start), endDate: dayOf(today) };
}

/**
 * `yyyy-MM-dd HH:mm:ss` (or to the minute) in the viewer's time zone: the family's pattern.
 * An unreadable time is shown as sent.
 */
export function formatDateTime(
  time: string | Date,
  { seconds = true }: { seconds?: boolean } = {},
): string {
  const date = typeof time === 'string' ? new Date(time) : time;
  if (Number.isNaN(date.getTime())) return String(time);
  const { year, month, day, hour, minute, second } = partsOf(date);
  return `${year}-${month}-${day} ${hour}:${minute}${seconds ? `:${second}` : ''}`;
}

/**
 * A wire timestamp `yyyy-MM-dd HH:mm:ss` in UTC (notices) as an ISO instant for
 * <time dateTime> and the viewer's `yyyy-MM-dd HH:mm`.
 */
export function wireTimestamp(timestamp: string): { iso: string; text: string } {
  const date = new Date(`${timestamp.replace(' ', 'T')}Z`);
  if (Number.isNaN(date.getTime())) return { iso: timestamp, text: timestamp };
  return { iso: date.toISOString(), text: formatDateTime(date, { seconds: false }) };
}

const localStyles = {
  /** A dense table: day, month and time to the minute (the year only when not this year). */
  short: { day: '2-digit', month: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' },
  /** A round of a game: day, month and time to the second. */
  seconds: {
    day: '2-digit',
    month: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  },
  /** The exact time with its zone (audit trails). */
  full: { dateStyle: 'medium', timeStyle: 'long' },
} satisfies Record<string, Intl.DateTimeFormatOptions>;

/**
 * An ISO instant in the viewer's language and time zone, in one of the apps' styles. No
 * time is empty; an unreadable one is shown as sent.
 */
export function formatLocalTime(
  iso: string | null | undefined,
  language: string,
  style: keyof typeof localStyles = 'short',
): string {
  if (!iso) return '';
  const time = new Date(iso);
  if (Number.isNaN(time.getTime())) return iso;
  const options: Intl.DateTimeFormatOptions = { ...localStyles[style] };
  if (style === 'short' && time.getFullYear() !== new Date().getFullYear()) {
    options.year = 'numeric';
  }
  return new Intl.DateTimeFormat(intlLocale(language), options).format(time);
}

/**
 * An ISO instant as a `datetime-local` input holds it: the viewer's local time without a
 * zone, to the minute. Empty for no or an unreadable time.
 */
export function toLocalInput(iso: string | null | undefined): string {
  if (!iso) return '';
  const time = new Date(iso);
  if (Number.isNaN(time.getTime())) return '';
  return new Date(time.getTime() - time.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
}

/** ISO of a `datetime-local` value; an unreadable value is passed on for the check to name. */
export function fromLocalInput(value: string): string {
  const time = new Date(value);
  return Number.isNaN(time.getTime()) ? value : time.toISOString();
}

/** The viewer's time zone, said beside a time field so nobody guesses which clock it is. */
export function localZoneName(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}
