import { readFile } from 'node:fs/promises';
import { adminTest, signIn } from './support/admin';
import { expect, test } from './support/fixtures';

/** Unique per run: each worker's server keeps its data for all the tests the worker runs. */
const unique = (name: string) => `${name}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.mg`;

adminTest.describe('the back office, signed in as an admin', () => {
  adminTest('creates a contact, then deletes it', async ({ page }) => {
    const email = unique('rasoa');
    await page.goto('/admin');
    await page
      .getByRole('navigation', { name: "Navigation de l'administration" })
      .getByRole('link', { name: 'Contacts' })
      .click();
    await page.getByRole('button', { name: 'Nouveau contact' }).click();

    const form = page.getByRole('dialog', { name: 'Créer un contact' });
    await form.getByRole('textbox', { name: 'Nom', exact: true }).fill('Rasoa Fara');
    await form.getByRole('textbox', { name: 'E-mail', exact: true }).fill(email);
    await form.getByRole('textbox', { name: 'Téléphone', exact: true }).fill('034 12 345 67');
    await form.getByRole('textbox', { name: 'Note', exact: true }).fill('Wants a bungalow in Nosy Be');
    await form.getByRole('button', { name: 'Créer le contact' }).click();
    await expect(page.getByText('Contact créé')).toBeVisible();

    const row = page.getByRole('table', { name: 'Contacts' }).getByRole('row', { name: new RegExp(email) });
    await expect(row).toContainText('+261341234567');
    await row.getByRole('button', { name: 'Actions pour Rasoa Fara' }).click();
    await page.getByRole('menuitem', { name: 'Supprimer' }).click();
    await page
      .getByRole('alertdialog', { name: 'Supprimer « Rasoa Fara » ?' })
      .getByRole('button', { name: 'Supprimer' })
      .click();
    await expect(page.getByText('Contact supprimé')).toBeVisible();
    await expect(row).toHaveCount(0);
  });

  adminTest('exports the beta sign-ups as a CSV file', async ({ page }) => {
    const emails = [unique('beta-one'), unique('beta-two')];
    for (const email of emails) {
      const response = await page.request.post('/api/beta-access', { data: { email } });
      expect(response.status()).toBe(201);
    }
    await page.goto('/admin/beta-access');
    const table = page.getByRole('table', { name: "Inscriptions à l'accès bêta" });
    for (const email of emails)
      await expect(table.getByRole('row', { name: new RegExp(email) })).toBeVisible();

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Exporter en CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^beta-access-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = (await readFile(await file.path(), 'utf8')).trim().split(/\r?\n/);
    expect(lines[0]).toBe('email,created_at');
    for (const email of emails) {
      expect(lines).toContainEqual(expect.stringMatching(new RegExp(`^${email},\\d{4}-\\d{2}-\\d{2}T`)));
    }
  });

  adminTest(
    'creates a user, sends them a password reset request, then deletes them',
    async ({ page, runningApp }) => {
      const email = unique('hery');
      await page.goto('/admin/users');
      await page.getByRole('button', { name: 'Nouvel utilisateur' }).click();
      const form = page.getByRole('dialog', { name: 'Créer un utilisateur' });
      await form.getByRole('textbox', { name: 'E-mail', exact: true }).fill(email);
      await form.getByRole('textbox', { name: 'Nom', exact: true }).fill('Hery Traveller');
      await form.getByRole('textbox', { name: 'Mot de passe', exact: true }).fill('traveller-pass-1');
      await form.getByRole('button', { name: "Créer l'utilisateur" }).click();
      await expect(page.getByText(`Utilisateur ${email} créé`)).toBeVisible();

      await page.getByRole('searchbox', { name: 'Rechercher par e-mail ou nom' }).fill(email);
      await expect(page).toHaveURL(/q=/);
      const row = page
        .getByRole('table', { name: 'Utilisateurs' })
        .getByRole('row', { name: new RegExp(email) });
      await expect(row).toContainText('Utilisateur');

      await row.getByRole('button', { name: `Actions pour ${email}` }).click();
      await page.getByRole('menuitem', { name: 'Modifier' }).click();
      const edit = page.getByRole('dialog', { name: "Modifier l'utilisateur" });
      await edit
        .getByRole('button', { name: 'Envoyer une demande de réinitialisation du mot de passe' })
        .click();
      await expect(page.getByText('Demande de réinitialisation du mot de passe envoyée')).toBeVisible();
      expect(await runningApp.linkIn(email)).toContain('reset-password');
      await edit.getByRole('button', { name: 'Annuler' }).click();

      await row.getByRole('button', { name: `Actions pour ${email}` }).click();
      await page.getByRole('menuitem', { name: 'Supprimer' }).click();
      await page
        .getByRole('alertdialog', { name: `Supprimer « ${email} » ?` })
        .getByRole('button', { name: 'Supprimer' })
        .click();
      await expect(page.getByText('Utilisateur supprimé')).toBeVisible();
      await expect(row).toHaveCount(0);
    },
  );

  adminTest('composes a mail and follows it until it is sent', async ({ page, runningApp }) => {
    const to = unique('guest');
    await page.goto('/admin/mail');
    await page.getByRole('button', { name: 'Envoyer un e-mail' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: 'Destinataire', exact: true }).fill(to);
    await dialog.getByRole('textbox', { name: 'Objet', exact: true }).fill('Votre séjour à Nosy Be');
    await dialog.getByRole('textbox', { name: 'Message', exact: true }).fill('Bonjour,\n\nÀ très bientôt.');
    await dialog.getByRole('button', { name: "Envoyer l'e-mail" }).click();

    await expect(dialog.getByRole('heading', { name: "Envoi de l'e-mail" })).toBeVisible();
    await expect(dialog.getByRole('status')).toHaveText('Envoyé', { timeout: 20_000 });
    await expect(page.getByText('E-mail envoyé avec succès')).toBeVisible();
    const mail = await runningApp.inbox.waitFor(
      to,
      (received) => received.subject.includes('Nosy Be'),
      20_000,
    );
    expect(mail.text).toContain('À très bientôt.');

    await dialog.getByRole('button', { name: 'Terminé' }).click();
    const row = page.getByRole('table', { name: "Boîte d'envoi" }).getByRole('row', { name: new RegExp(to) });
    await expect(row).toContainText('Envoyé');
  });
});

test('a signed-in traveller who opens /admin is sent to the login page', async ({
  page,
  request,
  baseURL,
}) => {
  const email = unique('user');
  const signUp = await request.post('/api/auth/sign-up/email', {
    data: { email, password: 'traveller-pass-1', name: email },
    headers: { origin: baseURL ?? '' },
  });
  expect(signUp.ok()).toBe(true);
  await signIn(page, { email, password: 'traveller-pass-1' }, '/account');

  await page.goto('/admin');
  await expect(page).toHaveURL(/\/login\?redirect=/);
});
