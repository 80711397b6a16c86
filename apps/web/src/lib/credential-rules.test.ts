import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { initI18nWithEveryText } from '@/test/i18n';
import { emailRule, passwordRule, phoneRule, withNewPassword } from './credential-rules';
import { changeLanguage } from './i18n';

function messages(schema: z.ZodType, value: unknown): string[] {
  return schema.safeParse(value).error?.issues.map((issue) => issue.message) ?? [];
}

beforeAll(() => initI18nWithEveryText('fr'));
beforeEach(() => changeLanguage('fr'));

describe('passwordRule', () => {
  it("refuses fewer than 8 characters, in the visitor's language", async () => {
    expect(messages(passwordRule(), '1234567')).toEqual([
      'Le mot de passe doit contenir au moins 8 caractères',
    ]);
    await changeLanguage('en');
    expect(messages(passwordRule(), '1234567')).toEqual(['Password must be at least 8 characters long']);
  });

  it('accepts 8 to 128 characters and refuses more', () => {
    expect(messages(passwordRule(), '12345678')).toEqual([]);
    expect(messages(passwordRule(), 'x'.repeat(128))).toEqual([]);
    expect(messages(passwordRule(), 'x'.repeat(129))).toEqual(['Mot de passe trop long']);
  });
});

describe('phoneRule', () => {
  it('accepts a Malagasy number written locally or internationally', () => {
    expect(messages(phoneRule(), '034 12 345 67')).toEqual([]);
    expect(messages(phoneRule(), '+261 34 12 345 67')).toEqual([]);
  });

  it("refuses what is not a phone number, in the visitor's language", async () => {
    expect(messages(phoneRule(), '12')).toEqual(['Numéro de téléphone invalide']);
    await changeLanguage('en');
    expect(messages(phoneRule(), '')).toEqual(['Invalid phone number']);
  });
});

describe('emailRule', () => {
  it('refuses what is not an email', () => {
    expect(messages(emailRule(), 'ravo@')).toEqual(['Adresse e-mail invalide']);
    expect(messages(emailRule(), 'ravo@example.mg')).toEqual([]);
  });
});

describe('withNewPassword', () => {
  const schema = () => withNewPassword({ email: emailRule() });

  it('reports "Passwords do not match" on the confirmation', async () => {
    const issues = schema().safeParse({
      email: 'ravo@example.mg',
      newPassword: 'password-1',
      confirmPassword: 'password-2',
    }).error?.issues;
    expect(issues).toEqual([
      expect.objectContaining({
        path: ['confirmPassword'],
        message: 'Les mots de passe ne correspondent pas',
      }),
    ]);

    await changeLanguage('en');
    expect(
      messages(schema(), { email: 'ravo@example.mg', newPassword: 'password-1', confirmPassword: 'x' }),
    ).toEqual(['Passwords do not match']);
  });

  it('reports a short password and the mismatch together, each on its field', () => {
    const issues = schema().safeParse({ email: 'nope', newPassword: 'short', confirmPassword: '' }).error
      ?.issues;
    expect(issues?.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['email', 'Adresse e-mail invalide'],
      ['newPassword', 'Le mot de passe doit contenir au moins 8 caractères'],
      ['confirmPassword', 'Les mots de passe ne correspondent pas'],
    ]);
  });

  it('accepts matching passwords and keeps the other fields', () => {
    expect(
      schema().parse({ email: 'ravo@example.mg', newPassword: 'password-1', confirmPassword: 'password-1' }),
    ).toEqual({
      email: 'ravo@example.mg',
      newPassword: 'password-1',
      confirmPassword: 'password-1',
    });
  });
});
