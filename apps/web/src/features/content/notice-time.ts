const pad = (value: number) => String(value).padStart(2, '0');

/**
 * A notice's `timestamp` (`yyyy-MM-dd HH:mm:ss`, UTC on the wire) in the viewer's time zone,
 * in the family's date pattern; the ISO form goes in <time dateTime>.
 */
export function noticeTime(timestamp: string): { iso: string; text: string } {
  const date = new Date(`${timestamp.replace(' ', 'T')}Z`);
  if (Number.isNaN(date.getTime())) return { iso: timestamp, text: timestamp };
  return {
    iso: date.toISOString(),
    text:
      `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ` +
      `${pad(date.getHours())}:${pad(date.getMinutes())}`,
  };
}
