/**
 * The schedule fields use the browser's `datetime-local` inputs, which hold the staff member's
 * local time without a zone; the API speaks ISO 8601 UTC.
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
