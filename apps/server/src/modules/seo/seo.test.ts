import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { formatAriary, hotelGallerySizes } from '@madabook/contracts';
import { schema } from '@madabook/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../lib/ids';
import { repoRoot } from '../../lib/paths';
import { insertHotel } from '../../test/catalog-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';

const appUrl = 'https://madabook.example';

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" };
const decode = (text: string) =>
  text.replace(/&(amp|lt|gt|quot|#39);/g, (_match, name: string) => entities[name] ?? '');

// Read as an HTML parser would: a quoted attribute ends at its quote, <title> and <script> at their end tag.
const metaContent = (html: string, key: string) => {
  const match = new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`).exec(html);
  return match?.[1] === undefined ? undefined : decode(match[1]);
};
const titleOf = (html: string) => decode(/<title>([\s\S]*?)<\/title/i.exec(html)?.[1] ?? '');
const linkHref = (html: string, rel: string, hreflang?: string) => {
  const lang = hreflang ? ` hreflang="${hreflang}"` : '';
  const match = new RegExp(`<link rel="${rel}"${lang} href="([^"]*)"`).exec(html);
  return match?.[1] === undefined ? undefined : decode(match[1]);
};
const preloadOf = (html: string) => {
  const match =
    /<link rel="preload" as="image" imagesrcset="([^"]*)" imagesizes="([^"]*)" fetchpriority="high" \/>/.exec(
      html,
    );
  return match && { srcset: decode(match[1] ?? ''), sizes: decode(match[2] ?? '') };
};
const jsonLdOf = (html: string) => {
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script/gi)];
  expect(blocks).toHaveLength(1);
  return JSON.parse(blocks[0]?.[1] ?? '');
};
const count = (html: string, pattern: RegExp) => html.match(pattern)?.length ?? 0;

describe('pages as search engines and link previews see them', () => {
  const distDir = mkdtempSync(join(tmpdir(), 'madabook-seo-dist-'));
  let testApp: TestApp;
  let baobab: Awaited<ReturnType<typeof insertHotel>>;
  let archived: Awaited<ReturnType<typeof insertHotel>>;

  const get = (path: string) => testApp.app.request(path);
  const page = async (path: string, status = 200) => {
    const response = await get(path);
    expect(response.status).toBe(status);
    expect(response.headers.get('content-type')).toContain('text/html');
    const html = await response.text();
    expect(html).toContain('<div id="root"></div>');
    return html;
  };
  const addPhoto = (hotelId: string, position: number, storageKey: string) =>
    testApp.database.db
      .insert(schema.hotelPhoto)
      .values({ id: newId(), hotelId, position, storageKey, width: 1600, height: 1067 });

  beforeAll(async () => {
    // The web app's own template, so that the test follows what the build starts from.
    copyFileSync(join(repoRoot, 'apps/web/index.html'), join(distDir, 'index.html'));
    testApp = await createTestApp({ env: { WEB_DIST_DIR: distDir, APP_URL: appUrl } });
    const { db } = testApp.database;
    baobab = await insertHotel(db, {
      name: 'Le Baobab',
      slug: 'le-baobab',
      city: 'Morondava',
      stars: 4,
      latitude: -20.2867,
      longitude: 44.2794,
      rooms: [{ pricePerNight: 150_000 }, { pricePerNight: 90_000 }, { pricePerNight: 40_000, quantity: 0 }],
    });
    await addPhoto(baobab.id, 1, 'second-photo');
    await addPhoto(baobab.id, 0, 'cover-photo');
    archived = await insertHotel(db, { name: 'Hôtel Fermé', slug: 'hotel-ferme', archived: true });
  });
  afterAll(async () => {
    await testApp.close();
    rmSync(distDir, { recursive: true, force: true });
  });

  it("answers a hotel's page with its name, cover photo, share cards and Hotel JSON-LD", async () => {
    const response = await get('/hotels/le-baobab');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    const html = await page('/hotels/le-baobab');
    const url = `${appUrl}/hotels/le-baobab`;
    const cover = `${appUrl}/api/photos/cover-photo/card.webp`;
    const description = metaContent(html, 'description');

    expect(html).toContain('<html lang="fr">');
    expect(count(html, /<title>/g)).toBe(1);
    expect(count(html, /<meta name="description"/g)).toBe(1);
    expect(titleOf(html)).toBe('Le Baobab — MadaBook');
    expect(description).toBe(
      `Hôtel 4 étoiles à Morondava, Madagascar. Chambres à partir de ${formatAriary(90_000, 'fr')} la nuit. Réservez en ligne sur MadaBook, confirmation immédiate.`,
    );
    expect(linkHref(html, 'canonical')).toBe(url);
    expect(linkHref(html, 'alternate', 'fr')).toBe(url);
    expect(linkHref(html, 'alternate', 'en')).toBe(`${url}?lang=en`);
    expect(linkHref(html, 'alternate', 'x-default')).toBe(url);
    expect(metaContent(html, 'robots')).toBeUndefined();
    expect({
      type: metaContent(html, 'og:type'),
      url: metaContent(html, 'og:url'),
      title: metaContent(html, 'og:title'),
      description: metaContent(html, 'og:description'),
      image: metaContent(html, 'og:image'),
      width: metaContent(html, 'og:image:width'),
      height: metaContent(html, 'og:image:height'),
    }).toEqual({
      type: 'website',
      url,
      title: 'Le Baobab, Morondava',
      description,
      image: cover,
      width: '800',
      height: '534',
    });
    expect({
      card: metaContent(html, 'twitter:card'),
      title: metaContent(html, 'twitter:title'),
      image: metaContent(html, 'twitter:image'),
    }).toEqual({ card: 'summary_large_image', title: 'Le Baobab, Morondava', image: cover });

    expect(jsonLdOf(html)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Hotel',
      name: 'Le Baobab',
      description,
      url,
      image: `${appUrl}/api/photos/cover-photo/large.webp`,
      address: {
        '@type': 'PostalAddress',
        streetAddress: 'Rue Ramanantsoa',
        addressLocality: 'Morondava',
        addressCountry: 'MG',
      },
      geo: { '@type': 'GeoCoordinates', latitude: -20.2867, longitude: 44.2794 },
      starRating: { '@type': 'Rating', ratingValue: 4 },
      priceRange: `À partir de ${formatAriary(90_000, 'fr')}`,
    });
  });

  it('has the browser fetch the cover photo, in the width the page will ask for, before the app runs', async () => {
    const html = await page('/hotels/le-baobab');
    const photo = '/api/photos/cover-photo';
    expect(preloadOf(html)).toEqual({
      srcset: `${photo}/thumb.webp 320w, ${photo}/card.webp 800w, ${photo}/large.webp 1600w`,
      sizes: hotelGallerySizes,
    });
  });

  it('answers the English page at ?lang=en, and French for a language it does not know', async () => {
    const english = await page('/hotels/le-baobab?lang=en&checkIn=2030-01-01');
    expect(english).toContain('<html lang="en">');
    expect(linkHref(english, 'canonical')).toBe(`${appUrl}/hotels/le-baobab?lang=en`);
    expect(metaContent(english, 'description')).toBe(
      `4-star hotel in Morondava, Madagascar. Rooms from ${formatAriary(90_000, 'en')} a night. Book online on MadaBook with instant confirmation.`,
    );
    expect(jsonLdOf(english)).toMatchObject({ url: `${appUrl}/hotels/le-baobab?lang=en`, name: 'Le Baobab' });

    for (const lang of ['de', '', '%3Cscript%3E']) {
      const html = await page(`/hotels/le-baobab?lang=${lang}`);
      expect(html).toContain('<html lang="fr">');
      expect(linkHref(html, 'canonical')).toBe(`${appUrl}/hotels/le-baobab`);
    }
  });

  it('leaves out what a hotel does not have: no photo, no room on sale', async () => {
    await insertHotel(testApp.database.db, {
      name: 'Chez Rasoa',
      slug: 'chez-rasoa',
      rooms: [{ quantity: 0 }],
    });
    const html = await page('/hotels/chez-rasoa');
    expect(metaContent(html, 'og:image')).toBeUndefined();
    expect(preloadOf(html)).toBeNull();
    expect(metaContent(html, 'twitter:card')).toBe('summary');
    expect(metaContent(html, 'description')).not.toContain('partir');
    const data = jsonLdOf(html);
    expect(data).not.toHaveProperty('image');
    expect(data).not.toHaveProperty('priceRange');
  });

  it('escapes every value: a name with </script>, quotes and replacement patterns stays text', async () => {
    const name = `L'Étoile "5*" </script><script>alert(1)</script> & $& $' <!--`;
    const city = '<b>Nosy Be</b>';
    const hotel = await insertHotel(testApp.database.db, {
      name,
      city,
      slug: 'l-etoile',
      address: '"/><script>alert(2)</script>',
      phone: '+261320000000',
    });
    await addPhoto(hotel.id, 0, 'etoile-cover');
    const html = await page('/hotels/l-etoile');
    expect(html).not.toContain('alert(1)</script>');
    expect(html).not.toContain('<script>alert');
    expect(html).not.toContain('<b>');
    expect(html).not.toContain('<!--');
    expect(count(html, /<script/g)).toBe(2); // the app's own, and the JSON-LD
    expect(titleOf(html)).toBe(`${name} — MadaBook`);
    expect(metaContent(html, 'og:title')).toBe(`${name}, ${city}`);
    expect(metaContent(html, 'twitter:title')).toBe(`${name}, ${city}`);
    expect(metaContent(html, 'og:image:alt')).toBe(name);
    expect(jsonLdOf(html)).toMatchObject({
      name,
      telephone: '+261320000000',
      address: { streetAddress: '"/><script>alert(2)</script>', addressLocality: city },
    });
  });

  it('answers an unknown, archived or impossible slug with the app, status 404 and noindex', async () => {
    for (const path of [
      '/hotels/no-such-hotel',
      `/hotels/${archived.slug}`,
      '/hotels/Not%20A%20Slug',
      '/hotels/%00',
      '/hotels/%E0%A4%A',
      `/hotels/${'a'.repeat(500)}`,
      '/hotels/le-baobab%3Cscript%3E',
    ]) {
      const html = await page(path, 404);
      expect(metaContent(html, 'robots'), path).toBe('noindex');
      expect(titleOf(html)).toBe('Page introuvable — MadaBook');
      expect(linkHref(html, 'canonical')).toBeUndefined();
      expect(metaContent(html, 'og:title')).toBeUndefined();
    }
    const english = await page('/hotels/no-such-hotel?lang=en', 404);
    expect(titleOf(english)).toBe('Not Found — MadaBook');
  });

  it('shows an edit of the back office at once', async () => {
    const { db } = testApp.database;
    await db.update(schema.hotel).set({ name: 'Le Grand Baobab' }).where(eq(schema.hotel.id, baobab.id));
    expect(titleOf(await page('/hotels/le-baobab'))).toBe('Le Grand Baobab — MadaBook');
    await db.update(schema.hotel).set({ archived: true }).where(eq(schema.hotel.id, baobab.id));
    await page('/hotels/le-baobab', 404);
    await db
      .update(schema.hotel)
      .set({ name: 'Le Baobab', archived: false })
      .where(eq(schema.hotel.id, baobab.id));
  });

  it('names the other public pages, their canonical address without the search', async () => {
    const expected = [
      ['/', 'MadaBook — Hôtels et vols à Madagascar', `${appUrl}/`],
      ['/hotels?city=Toamasina&adults=2', 'Hôtels – tout Madagascar — MadaBook', `${appUrl}/hotels`],
      ['/flights?lang=en', 'Flights in Madagascar — MadaBook', `${appUrl}/flights?lang=en`],
      ['/login?redirect=%2Faccount', 'Connexion — MadaBook', `${appUrl}/login`],
      ['/register?lang=en', 'Create an account — MadaBook', `${appUrl}/register?lang=en`],
    ];
    for (const [path = '', title, canonical] of expected) {
      const html = await page(path);
      expect(titleOf(html), path).toBe(title);
      expect(linkHref(html, 'canonical'), path).toBe(canonical);
      expect(metaContent(html, 'og:url'), path).toBe(canonical);
      expect(metaContent(html, 'description'), path).toBeTruthy();
    }
  });

  it('leaves private pages as the app has them', async () => {
    for (const path of ['/admin/users', '/account/trips', '/hotels/le-baobab/book']) {
      const html = await page(path);
      expect(titleOf(html), path).toBe('MadaBook');
      expect(linkHref(html, 'canonical'), path).toBeUndefined();
    }
  });

  it('lists each published hotel and the main pages in both languages, with hreflang', async () => {
    const response = await get('/sitemap.xml');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    const xml = await response.text();
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset /);
    const entries = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((match) => match[1] ?? '');
    const entryOf = (loc: string) => entries.find((entry) => entry.includes(`<loc>${loc}</loc>`));

    const hotel = `${appUrl}/hotels/le-baobab`;
    for (const loc of [hotel, `${hotel}?lang=en`]) {
      const entry = entryOf(loc);
      expect(entry, loc).toBeDefined();
      expect(entry).toContain(`<xhtml:link rel="alternate" hreflang="fr" href="${hotel}"/>`);
      expect(entry).toContain(`<xhtml:link rel="alternate" hreflang="en" href="${hotel}?lang=en"/>`);
      expect(entry).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="${hotel}"/>`);
    }
    for (const loc of [`${appUrl}/`, `${appUrl}/?lang=en`, `${appUrl}/hotels`, `${appUrl}/flights?lang=en`]) {
      expect(entryOf(loc), loc).toBeDefined();
    }
    expect(xml).not.toContain(archived.slug);
    const published = await testApp.services.hotels.publishedSlugs();
    expect(entries).toHaveLength(2 * (3 + published.length));
  });

  it('serves robots.txt: the public site open, private pages closed, the sitemap named', async () => {
    const response = await get('/robots.txt');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/plain');
    const lines = (await response.text()).split('\n');
    expect(lines[0]).toBe('User-agent: *');
    expect(lines).toContain('Allow: /');
    for (const path of ['/admin', '/account', '/flights/book', '/hotels/*/book', '/reset-password']) {
      expect(lines).toContain(`Disallow: ${path}`);
    }
    expect(lines.filter((line) => /^Disallow: \/(api|hotels|flights|login|register)?$/.test(line))).toEqual(
      [],
    );
    expect(lines).toContain(`Sitemap: ${appUrl}/sitemap.xml`);
  });
});
