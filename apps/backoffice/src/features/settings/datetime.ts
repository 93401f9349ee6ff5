/**
 * The maintenance end uses the browser's `datetime-local` input, which holds the staff
 * member's local time without a zone; the API speaks ISO 8601.
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

/** The staff member's time zone, said beside the field so nobody guesses which clock it is. */
export function localZoneName(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}
