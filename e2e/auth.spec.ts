import { field, signIn, signOut } from './support/auth';
import { expect, test } from './support/fixtures';

test.use({ appEnv: { REQUIRE_EMAIL_VERIFICATION: 'true' } });

test.describe('an account, from sign-up to a reset password, with email verification required', () => {
  test('register → verify → sign in → account → change password → sign out → forgot → reset → sign in', async ({
    page,
    runningApp: app,
  }) => {
    const email = `voyageur-${Date.now()}@example.mg`;
    const first = 'premier-mot-de-passe';
    const second = 'deuxieme-mot-de-passe';
    const third = 'troisieme-mot-de-passe';

    await page.goto('/register');
    await field(page, 'E-mail').fill(email);
    await field(page, 'Mot de passe').fill(first);
    await field(page, 'Confirmer le mot de passe').fill('pas-le-meme');
    await page.getByRole('button', { name: 'Créer mon compte' }).click();
    await expect(
      page.getByText('Passwords do not match').or(page.getByText('Les mots de passe ne correspondent pas')),
    ).toBeVisible();
    await field(page, 'Confirmer le mot de passe').fill(first);
    await page.getByRole('button', { name: 'Créer mon compte' }).click();
    await expect(page.getByText('Vérifiez votre boîte mail')).toBeVisible();

    // Not verified yet: refused.
    await signIn(page, email, first);
    await expect(page.getByRole('alert').first()).toContainText(/vérifi/i);

    await page.goto(await app.linkIn(email, (subject) => subject === 'Confirmez votre adresse e-mail'));
    await expect(page).toHaveURL(/\/verify-email/);
    await expect(page.getByRole('heading', { name: 'E-mail vérifié' })).toBeVisible();
    await page.getByRole('link', { name: 'Aller à mon compte' }).click();
    await expect(page).toHaveURL(/\/account$/);
    await expect(page.getByRole('region', { name: 'Adresse e-mail' })).toContainText(email);
    await signOut(page);

    await signIn(page, email, first);
    await expect(page).not.toHaveURL(/\/login/);
    await page.goto('/account');
    const passwordSection = page.getByRole('region', { name: 'Mot de passe' });
    await field(passwordSection, 'Mot de passe actuel').fill(first);
    await field(passwordSection, 'Nouveau mot de passe').fill(second);
    await field(passwordSection, 'Confirmer le nouveau mot de passe').fill(second);
    await passwordSection.getByRole('button', { name: 'Changer le mot de passe' }).click();
    await expect(page.getByText('Mot de passe mis à jour')).toBeVisible();
    await signOut(page);

    await page.goto('/forgot-password');
    await field(page, 'E-mail').fill(email);
    await page.getByRole('button', { name: 'Envoyer le lien' }).click();
    await expect(page.getByText(/consultez votre boîte mail/)).toBeVisible();
    await page.goto(await app.linkIn(email, (subject) => subject === 'Réinitialisez votre mot de passe'));
    await expect(page).toHaveURL(/\/reset-password\?token=/);
    await field(page, 'Nouveau mot de passe').fill(third);
    await field(page, 'Confirmer le nouveau mot de passe').fill(third);
    await page.getByRole('button', { name: 'Enregistrer le mot de passe' }).click();
    await expect(page).toHaveURL(/\/login/);

    await signIn(page, email, second);
    await expect(page.getByRole('alert').first()).toContainText(/invalide/i);
    await signIn(page, email, third);
    await expect(page).not.toHaveURL(/\/login/);
    await expect(page.getByRole('button', { name: /^Menu du compte/ }).first()).toBeVisible();
  });
});
