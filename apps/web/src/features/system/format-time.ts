const pad = (value: number) => String(value).padStart(2, '0');

/** yyyy-MM-dd HH:mm:ss in the viewer's time zone (the family's date pattern). */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  return (
    `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ` +
    `${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`
  );
}
