import { describe, expect, it } from 'vitest';
import { toCsv } from './csv';

describe('toCsv', () => {
  it('writes RFC 4180: CRLF after each line, quotes only around cells that need them', () => {
    expect(
      toCsv(
        ['name', 'note'],
        [
          ['Rivo', 'plain'],
          ['Rakoto, Hery', 'said "hi"\nthen left'],
        ],
      ),
    ).toBe('name,note\r\nRivo,plain\r\n"Rakoto, Hery","said ""hi""\nthen left"\r\n');
  });

  it('keeps spreadsheets from running a cell as a formula', () => {
    expect(toCsv(['cell'], [['=1+1'], ['+33'], ['-2'], ['@SUM(A1)'], ['\tx'], ['a=b']])).toBe(
      "cell\r\n'=1+1\r\n'+33\r\n'-2\r\n'@SUM(A1)\r\n'\tx\r\na=b\r\n",
    );
    expect(toCsv(['cell'], [['=HYPERLINK("http://x","y")']])).toBe(
      'cell\r\n"\'=HYPERLINK(""http://x"",""y"")"\r\n',
    );
  });
});
