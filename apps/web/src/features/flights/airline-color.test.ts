import { describe, expect, it } from 'vitest';
import { textColorOn } from './airline-color';

describe('the text on an airline’s colour', () => {
  it('is white on dark colours and near-black on light ones', () => {
    expect(textColorOn('#0B6E4F')).toBe('#ffffff');
    expect(textColorOn('#000000')).toBe('#ffffff');
    expect(textColorOn('#F2C14E')).toBe('#1c1917');
    expect(textColorOn('#FFFFFF')).toBe('#1c1917');
  });
});
