import { describe, expect, it } from 'vitest';
import { presetRange, rangeIssues, requestedRange } from './report-range';

describe('presetRange', () => {
  it('gives this month, last month and the next 30 nights from today', () => {
    expect(presetRange('thisMonth', '2028-02-10')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    expect(presetRange('lastMonth', '2027-01-31')).toEqual({ from: '2026-12-01', to: '2026-12-31' });
    expect(presetRange('next30Days', '2026-12-20')).toEqual({ from: '2026-12-20', to: '2027-01-18' });
  });

  it('stands in for the ends an address leaves out', () => {
    expect(requestedRange({}, '2026-07-14')).toEqual({ from: '2026-07-01', to: '2026-07-31' });
    expect(requestedRange({ from: '2026-06-15' }, '2026-07-14')).toEqual({
      from: '2026-06-15',
      to: '2026-07-31',
    });
  });
});

describe('rangeIssues', () => {
  it('accepts up to 366 nights, the last included', () => {
    expect(rangeIssues({ from: '2028-01-01', to: '2028-12-31' })).toEqual({});
    expect(rangeIssues({ from: '2026-07-14', to: '2026-07-14' })).toEqual({});
  });

  it('names what is wrong, field by field', () => {
    expect(rangeIssues({ from: '', to: '2026-07-14' })).toEqual({ from: 'required' });
    expect(rangeIssues({ from: '1800-01-01', to: '2026-13-01' })).toEqual({ from: 'invalid', to: 'invalid' });
    expect(rangeIssues({ from: '2026-07-14', to: '2026-07-13' })).toEqual({ to: 'toBeforeFrom' });
    expect(rangeIssues({ from: '2026-01-01', to: '2027-01-02' })).toEqual({ to: 'tooLong' });
  });
});
