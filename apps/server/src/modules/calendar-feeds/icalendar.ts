/** An all-day event: from its first day up to, not including, its last (a stay's check-in and check-out). */
export interface AllDayEvent {
  uid: string;
  start: string;
  end: string;
  summary: string;
  status: 'CONFIRMED' | 'TENTATIVE';
}

const encoder = new TextEncoder();

/** RFC 5545 §3.3.11: backslash, semicolon, comma and line breaks are escaped in TEXT values. */
const escapeText = (value: string) =>
  value.replace(/[\\;,]/g, (character) => `\\${character}`).replace(/\r\n|\r|\n/g, '\\n');

const basicDate = (isoDate: string) => isoDate.replaceAll('-', '');
const basicUtcTime = (instant: Date) => `${instant.toISOString().slice(0, 19).replace(/[-:]/g, '')}Z`;

/**
 * RFC 5545 §3.1: a content line longer than 75 octets goes on over lines starting with one space
 * (which counts). Cut between characters, never inside a character's UTF-8 bytes.
 */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const character of line) {
    const size = encoder.encode(character).length;
    if (octets + size > (parts.length === 0 ? 75 : 74)) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += character;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/** A published iCalendar (RFC 5545) of all-day events: CRLF line ends, long lines folded. */
export function icalendar(calendar: { name: string; stamp: Date; events: readonly AllDayEvent[] }): string {
  const stamp = basicUtcTime(calendar.stamp);
  const lines = [
    'BEGIN:VCALENDAR',
    'PRODID:-//MadaBook//Room calendar feed//EN',
    'VERSION:2.0',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(calendar.name)}`,
    ...calendar.events.flatMap((event) => [
      'BEGIN:VEVENT',
      `UID:${event.uid}`,
      `DTSTAMP:${stamp}`,
      `DTSTART;VALUE=DATE:${basicDate(event.start)}`,
      `DTEND;VALUE=DATE:${basicDate(event.end)}`,
      `SUMMARY:${escapeText(event.summary)}`,
      `STATUS:${event.status}`,
      'TRANSP:OPAQUE',
      'END:VEVENT',
    ]),
    'END:VCALENDAR',
  ];
  return lines.map((line) => `${foldLine(line)}\r\n`).join('');
}
