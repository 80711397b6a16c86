import { describe, expect, it } from 'vitest';
import { safeRedirectPath } from './redirect';

describe('safeRedirectPath', () => {
  it.each([
    ['/account', '/account'],
    ['/admin/hotels?page=2#list', '/admin/hotels?page=2#list'],
    ['/', '/'],
    ['/a/../admin', '/admin'],
  ])('keeps the path of this site %s', (value, expected) => {
    expect(safeRedirectPath(value)).toBe(expected);
  });

  it.each([
    ['another origin', 'https://evil.example/account'],
    ['a protocol-relative address', '//evil.example'],
    ['a backslash that browsers read as a slash', '/\\evil.example'],
    ['a leading backslash', '\\/evil.example'],
    ['a scheme', 'javascript:alert(1)'],
    ['a relative path', 'account'],
    ['a tab that URL parsing drops', '/\t/evil.example'],
    ['a newline', '/\n/evil.example'],
    ['an empty string', ''],
    ['nothing', undefined],
    ['a number', 42],
  ])('goes home for %s', (_, value) => {
    expect(safeRedirectPath(value)).toBe('/');
  });

  it('goes to the given fallback instead of home', () => {
    expect(safeRedirectPath('//evil.example', '/account')).toBe('/account');
  });
});
