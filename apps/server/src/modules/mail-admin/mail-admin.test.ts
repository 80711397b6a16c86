import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminOnly, expectAccess, type RouteAccess, sendAs } from '../../test/access-matrix';
import { createActor, type TestActor } from '../../test/actors';
import { readJson } from '../../test/json';
import { type SmtpInbox, startSmtpInbox } from '../../test/smtp-inbox';
import { createTestApp } from '../../test/test-app';

describe('/api/admin/mail', () => {
  let inbox: SmtpInbox;
  let testApp: Awaited<ReturnType<typeof createTestApp>>;
  let admin: TestActor;
  let user: TestActor;
  let send: ReturnType<typeof sendAs>;

  beforeAll(async () => {
    inbox = await startSmtpInbox();
    testApp = await createTestApp({
      env: { SMTP_URL: inbox.url },
      // A failed mail waits for its next try beyond this file's lifetime.
      mailRetry: { baseDelayMs: 3_600_000, maxDelayMs: 3_600_000, maxAttempts: 3 },
    });
    send = sendAs(testApp.app);
    admin = await createActor(testApp.services, ['ADMIN', 'USER']);
    user = await createActor(testApp.services);
    await testApp.services.mailWorker.processDue(); // the actors' sign-up mails
  });
  afterAll(async () => {
    await testApp.close();
    await inbox.stop();
  });

  const deliver = () => testApp.services.mailWorker.processDue();
  const compose = (mail: Record<string, unknown>) => send('POST', '/api/admin/mail', admin, mail);
  const letter = {
    to: 'Fara@Example.mg',
    subject: 'Votre séjour à Nosy Be',
    body: 'Bonjour Fara,\n\nVotre chambre est prête.\nÀ bientôt !',
    language: 'fr',
  };

  const routes: RouteAccess[] = [
    { method: 'GET', path: '/api/admin/mail', access: adminOnly(200) },
    { method: 'GET', path: '/api/admin/mail/unknown', access: adminOnly(404) },
    {
      method: 'POST',
      path: '/api/admin/mail',
      body: { ...letter, to: 'matrix@example.mg' },
      access: adminOnly(201),
    },
    { method: 'POST', path: '/api/admin/mail/unknown/resend', access: adminOnly(404) },
  ];
  it.each(routes)('$method $path answers each kind of caller', async (route) => {
    await expectAccess(send, route, { user, admin });
  });

  it('sends a composed mail in the product layout and shows it go from queued to sent', async () => {
    const response = await compose(letter);
    expect(response.status).toBe(201);
    const queued = await readJson(response);
    expect(queued).toMatchObject({
      to: 'fara@example.mg',
      subject: 'Votre séjour à Nosy Be',
      template: 'admin-message',
      language: 'fr',
      status: 'queued',
      attempts: 0,
      sentAt: null,
    });

    await deliver();
    const received = await inbox.waitFor('fara@example.mg');
    expect(received.subject).toBe('Votre séjour à Nosy Be');
    expect(received.messageId).toContain(queued.id);
    expect(received.text).toContain('Bonjour Fara,\n\nVotre chambre est prête.\nÀ bientôt !');
    expect(received.html).toContain('Votre chambre est prête.\nÀ bientôt !</p>');

    const sent = await readJson(await send('GET', `/api/admin/mail/${queued.id}`, admin));
    expect(sent).toMatchObject({ status: 'sent', attempts: 1, transport: 'smtp', lastError: null });
    expect(sent.sentAt).toEqual(expect.any(String));
    expect(sent.html).toContain('Mada<span');
    expect(sent.text).toContain('Votre chambre est prête.');

    const [entry] = (
      await testApp.services.audit.list({ entityId: queued.id, page: 1, pageSize: 10, order: 'asc' })
    ).items;
    expect(entry).toMatchObject({
      action: 'mail.send',
      actorEmail: admin.email,
      after: { to: 'fara@example.mg', subject: 'Votre séjour à Nosy Be', template: 'admin-message' },
    });
  });

  it('shows a mail the SMTP server would not take as error, with the reason', async () => {
    await inbox.stop();
    try {
      const queued = await readJson(await compose({ ...letter, to: 'outage@example.mg' }));
      await deliver();
      const failed = await readJson(await send('GET', `/api/admin/mail/${queued.id}`, admin));
      expect(failed).toMatchObject({ status: 'error', attempts: 1, sentAt: null });
      expect(failed.lastError).toEqual(expect.any(String));
      expect(failed.nextAttemptAt).toEqual(expect.any(String));

      const errors = await readJson(await send('GET', '/api/admin/mail?status=error&q=outage', admin));
      expect(errors.items.map((mail: { id: string }) => mail.id)).toEqual([queued.id]);
      expect(errors.items[0]).not.toHaveProperty('html');
    } finally {
      await inbox.restart();
    }
  });

  it('resends a mail as a new outbox row and audits it', async () => {
    const original = await readJson(await compose({ ...letter, to: 'again@example.mg', subject: 'Rappel' }));
    await deliver();
    const response = await send('POST', `/api/admin/mail/${original.id}/resend`, admin);
    expect(response.status).toBe(201);
    const copy = await readJson(response);
    expect(copy).toMatchObject({ to: 'again@example.mg', subject: 'Rappel', status: 'queued', attempts: 0 });
    expect(copy.id).not.toBe(original.id);

    await deliver();
    await inbox.waitFor('again@example.mg', (mail) => mail.messageId.includes(copy.id));
    const originalNow = await readJson(await send('GET', `/api/admin/mail/${original.id}`, admin));
    expect(originalNow).toMatchObject({ status: 'sent', attempts: 1 });

    const [entry] = (
      await testApp.services.audit.list({ entityId: copy.id, page: 1, pageSize: 10, order: 'asc' })
    ).items;
    expect(entry).toMatchObject({
      action: 'mail.resend',
      after: { to: 'again@example.mg', resentFrom: original.id },
    });
  });

  it('searches the outbox by recipient or subject, newest first', async () => {
    await compose({ ...letter, to: 'search-one@example.mg', subject: 'Promo Ifaty' });
    await compose({ ...letter, to: 'search-two@example.mg', subject: 'Promo Ifaty' });
    const found = await readJson(await send('GET', '/api/admin/mail?q=promo%20ifaty', admin));
    expect(found.items.map((mail: { to: string }) => mail.to)).toEqual([
      'search-two@example.mg',
      'search-one@example.mg',
    ]);
    const byRecipient = await readJson(
      await send('GET', '/api/admin/mail?q=SEARCH-ONE&status=queued', admin),
    );
    expect(byRecipient.total).toBe(1);
  });

  it('rejects a bad mail or query with VALIDATION_ERROR naming the fields', async () => {
    const response = await compose({ to: 'nobody', subject: ' ', body: '', language: 'mg' });
    expect(response.status).toBe(400);
    const body = await readJson(response);
    expect(body.code).toBe('VALIDATION_ERROR');
    expect(body.details.issues.map((issue: { path: string }) => issue.path).sort()).toEqual([
      'body',
      'language',
      'subject',
      'to',
    ]);
    const badQuery = await send('GET', '/api/admin/mail?status=lost', admin);
    expect(badQuery.status).toBe(400);
    expect((await readJson(badQuery)).code).toBe('VALIDATION_ERROR');
  });
});
