import { describe, expect, it } from 'vitest';
import { foldLine, icalendar } from './icalendar';

const octets = (line: string) => new TextEncoder().encode(line).length;
const unfold = (text: string) => text.replace(/\r\n[ \t]/g, '');

describe('iCalendar (RFC 5545)', () => {
  it('folds a long line at 75 octets without cutting a character, and unfolds to the same line', () => {
    const line = `X-WR-CALNAME:${'Hôtel Anjara · Fianarantsoa '.repeat(6)}`;
    const folded = foldLine(line);
    const physical = folded.split('\r\n');
    expect(physical.length).toBeGreaterThan(2);
    for (const [index, part] of physical.entries()) {
      expect(octets(part)).toBeLessThanOrEqual(75);
      if (index > 0) expect(part.startsWith(' ')).toBe(true);
    }
    expect(unfold(folded)).toBe(line);
    expect(folded).not.toContain('\uFFFD');
    expect(foldLine('SHORT:line')).toBe('SHORT:line');
    expect(foldLine(`A:${'x'.repeat(73)}`)).toBe(`A:${'x'.repeat(73)}`);
  });

  it('ends every line with CRLF and escapes text values', () => {
    const calendar = icalendar({
      name: 'Le Palmier, Nosy Be; vue mer\\sud\nbis',
      stamp: new Date('2026-03-04T05:06:07.890Z'),
      events: [
        {
          uid: 'b1@madabook.mg',
          start: '2026-03-10',
          end: '2026-03-12',
          summary: 'MB-7KQ2XP · 2 rooms',
          status: 'TENTATIVE',
        },
      ],
    });
    expect(calendar.endsWith('\r\n')).toBe(true);
    expect(calendar.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const lines = unfold(calendar).trimEnd().split('\r\n');
    expect(lines).toContain('X-WR-CALNAME:Le Palmier\\, Nosy Be\\; vue mer\\\\sud\\nbis');
    expect(lines).toEqual(
      expect.arrayContaining([
        'DTSTAMP:20260304T050607Z',
        'DTSTART;VALUE=DATE:20260310',
        'DTEND;VALUE=DATE:20260312',
        'STATUS:TENTATIVE',
      ]),
    );
  });
});
