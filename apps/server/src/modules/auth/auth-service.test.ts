import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authRequest, followLink, redirectOf } from '../../test/auth-helpers';
import { readJson } from '../../test/json';
import { createTestApp } from '../../test/test-app';

describe('the auth service', () => {
  let testApp: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.close());

  it('has the tables better-auth expects (core, admin plugin and our additional fields)', async () => {
    const context = await testApp.services.auth.$context;
    expect(context.explicitSchemaCheck).toBeTypeOf('function');
    await expect(context.explicitSchemaCheck?.()).resolves.not.toThrow();
  });

  it('GET /ok answers {ok: true}', async () => {
    const response = await authRequest(testApp, '/ok');
    expect(response.status).toBe(200);
    expect(await readJson(response)).toEqual({ ok: true });
  });

  describe('GET /error', () => {
    const errorPage = (query: string, language?: string) =>
      testApp.app.request(`/api/auth/error${query}`, {
        headers: language ? { 'accept-language': language } : {},
      });

    it('shows the code and a way back to the application, in English', async () => {
      const response = await errorPage('?error=state_mismatch', 'en-GB,en;q=0.9');
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toContain('text/html');
      const html = await response.text();
      expect(html).toContain('<html lang="en">');
      expect(html).toContain('Error Code');
      expect(html).toContain('state_mismatch');
      expect(html).toContain('Return to Application');
      expect(html).toContain(`href="${testApp.config.appUrl}/"`);
    });

    it('speaks French to a French browser', async () => {
      const html = await (await errorPage('?error=INVALID_TOKEN', 'fr-FR,fr;q=0.9,en;q=0.5')).text();
      expect(html).toContain('<html lang="fr">');
      expect(html).toContain("Code d'erreur");
      expect(html).toContain('INVALID_TOKEN');
      expect(html).toContain("Retour à l'application");
      expect(html).not.toContain('Return to Application');
    });

    it('shows the provider’s description, escaped, and never echoes markup as the code', async () => {
      const hostile = await (
        await errorPage(
          `?error=${encodeURIComponent('<script>alert(1)</script>')}&error_description=${encodeURIComponent('<img src=x onerror=alert(1)>')}`,
          'en',
        )
      ).text();
      expect(hostile).toContain('UNKNOWN');
      expect(hostile).not.toContain('<script>alert(1)');
      expect(hostile).not.toContain('<img src=x');
      expect(hostile).toContain('&lt;img src=x onerror=alert(1)&gt;');

      const described = await (
        await errorPage('?error=access_denied&error_description=User+cancelled', 'en')
      ).text();
      expect(described).toContain('access_denied');
      expect(described).toContain('User cancelled');
    });

    it('is where better-auth sends a failure with nowhere else to go', async () => {
      // An OAuth callback whose state this server never issued.
      const response = await followLink(testApp, '/api/auth/callback/google?code=x&state=forged');
      expect(response.status).toBe(302);
      const target = redirectOf(testApp, response);
      expect(target.pathname).toBe('/api/auth/error');
      expect(target.searchParams.get('error')).toBe('state_mismatch');
      const page = await testApp.app.request(target.pathname + target.search, {
        headers: { 'accept-language': 'en' },
      });
      expect(await page.text()).toContain('Return to Application');
    });
  });
});
