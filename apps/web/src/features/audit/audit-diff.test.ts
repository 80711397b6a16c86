import { describe, expect, it } from 'vitest';
import { auditDiff, formatAuditValue } from './audit-diff';

describe('auditDiff', () => {
  it('keeps only the fields an update changed', () => {
    const before = { name: 'Hotel Colbert', stars: 4, city: 'Antananarivo', updatedAt: '2026-01-01' };
    const after = { name: 'Hôtel Colbert', stars: 4, city: 'Antananarivo', updatedAt: '2026-02-01' };
    expect(auditDiff(before, after)).toEqual([
      { field: 'name', before: 'Hotel Colbert', after: 'Hôtel Colbert' },
      { field: 'updatedAt', before: '2026-01-01', after: '2026-02-01' },
    ]);
  });

  it('lists every field of a creation with nothing before', () => {
    expect(auditDiff(null, { email: 'ravo@example.mg', roles: ['USER'] })).toEqual([
      { field: 'email', before: undefined, after: 'ravo@example.mg' },
      { field: 'roles', before: undefined, after: ['USER'] },
    ]);
  });

  it('lists every field of a deletion with nothing after', () => {
    expect(auditDiff({ name: 'Wi-Fi' }, null)).toEqual([
      { field: 'name', before: 'Wi-Fi', after: undefined },
    ]);
  });

  it('names nested fields by their path and compares arrays whole', () => {
    const before = { address: { city: 'Tana', zip: '101' }, photoIds: ['a', 'b'] };
    const after = { address: { city: 'Antananarivo', zip: '101' }, photoIds: ['b', 'a'] };
    expect(auditDiff(before, after)).toEqual([
      { field: 'address.city', before: 'Tana', after: 'Antananarivo' },
      { field: 'photoIds', before: ['a', 'b'], after: ['b', 'a'] },
    ]);
  });

  it('tells a field that appeared or disappeared', () => {
    expect(auditDiff({ banReason: 'spam' }, { banned: false })).toEqual([
      { field: 'banReason', before: 'spam', after: undefined },
      { field: 'banned', before: undefined, after: false },
    ]);
  });

  it('finds nothing between equal snapshots, or two empty ones', () => {
    expect(auditDiff({ a: 1, b: { c: [1] } }, { a: 1, b: { c: [1] } })).toEqual([]);
    expect(auditDiff(null, null)).toEqual([]);
  });
});

describe('formatAuditValue', () => {
  it('shows text as is, nothing as a dash and the rest as JSON', () => {
    expect(formatAuditValue('Nosy Be')).toBe('Nosy Be');
    expect(formatAuditValue(null)).toBe('—');
    expect(formatAuditValue(undefined)).toBe('—');
    expect(formatAuditValue('')).toBe('—');
    expect(formatAuditValue(false)).toBe('false');
    expect(formatAuditValue(['ADMIN', 'USER'])).toBe('["ADMIN","USER"]');
  });
});
