import { beforeAll, describe, expect, it } from 'vitest';
import { initI18nWithEveryText } from '@/test/i18n';
import { isMvolaNumber, localPhone, mvolaPhoneRule } from './mvola-phone';

beforeAll(() => initI18nWithEveryText('fr'));

describe('MVola numbers', () => {
  it.each([
    '034 12 345 67',
    '0341234567',
    '038.12.345.67',
    '+261 34 12 345 67',
    '+261341234567',
    '00261 38 12 345 67',
    '(034) 12-345-67',
  ])('takes %s', (phone) => expect(isMvolaNumber(phone)).toBe(true));

  it.each([
    ['an Orange number', '032 12 345 67'],
    ['an Airtel number', '033 12 345 67'],
    ['a number abroad', '+33 6 12 34 56 78'],
    ['too few digits', '034 12 345'],
    ['nothing', ''],
  ])('refuses %s', (_, phone) => expect(isMvolaNumber(phone)).toBe(false));

  it('explains first a number that is no phone number, then one that is not MVola’s', () => {
    const rule = mvolaPhoneRule();
    expect(rule.safeParse('hello').error?.issues[0]?.message).toBe('Numéro de téléphone invalide');
    expect(rule.safeParse('032 12 345 67').error?.issues[0]?.message).toBe(
      "Ce n'est pas un numéro MVola : il commence par 034 ou 038.",
    );
    expect(rule.safeParse('+261 38 12 345 67').success).toBe(true);
  });

  it('writes a Malagasy number as people do, and leaves others alone', () => {
    expect(localPhone('+261341234567')).toBe('034 12 345 67');
    expect(localPhone('+33612345678')).toBe('+33612345678');
  });
});
