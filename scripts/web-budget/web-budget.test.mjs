import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { frontDeskBudget, homeBudget, judge } from './budget.mjs';
import { measureInitialScripts, measureRenderedPage } from './measure.mjs';

const adminSentence = 'Everything an administrator changes, who and when.';

let root;
const dist = () => join(root, 'web/dist');
const locales = () => join(root, 'web/src/locales');

function write(path, content) {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, typeof content === 'string' ? content : JSON.stringify(content));
}

/** A built script and its source map, whose sources are relative to the web app like Vite's. */
function script(file, code, sources) {
  write(join(dist(), file), code);
  write(join(dist(), `${file}.map`), {
    version: 3,
    sources: sources.map((source) => `../../${source}`),
    sourcesContent: sources.map(() => ''),
    mappings: '',
  });
}

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'web-budget-'));
  write(
    join(dist(), 'index.html'),
    '<script type="module" crossorigin src="/assets/entry.js"></script>' +
      '<link rel="modulepreload" crossorigin href="/assets/shared.js">' +
      '<link rel="stylesheet" crossorigin href="/assets/index.css">',
  );
  write(join(dist(), '.vite/manifest.json'), {
    'index.html': {
      file: 'assets/entry.js',
      isEntry: true,
      imports: ['_shared.js'],
      dynamicImports: ['users'],
    },
    '_shared.js': { file: 'assets/shared.js', imports: ['_deep.js'] },
    '_deep.js': { file: 'assets/deep.js' },
    users: { file: 'assets/users.js', isDynamicEntry: true },
  });
  script('assets/entry.js', 'import "./shared.js";', ['src/main.tsx']);
  script('assets/shared.js', 'import "./deep.js";', ['src/lib/i18n.ts']);
  script('assets/deep.js', 'export const x = 1;', ['src/lib/cn.ts']);
  script('assets/users.js', `export const t = "${adminSentence}";`, ['src/features/users/users-page.tsx']);
  write(join(locales(), 'en/admin-audit.json'), { description: adminSentence });
  write(join(locales(), 'en/common.json'), { brand: 'MadaBook' });
});

afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('the web budget', () => {
  it('counts the entry, what the page preloads and what they import, not what loads later', () => {
    const chunks = measureInitialScripts(dist(), locales());
    expect(chunks.map((chunk) => chunk.file)).toEqual([
      'assets/entry.js',
      'assets/shared.js',
      'assets/deep.js',
    ]);
    expect(
      chunks.every((chunk) => chunk.brotliBytes > 0 && chunk.gzipBytes > 0 && chunk.backOffice.length === 0),
    ).toBe(true);
    expect(judge(chunks, homeBudget)).toMatchObject({ requests: 3, failures: [] });
  });

  it('fails above the compressed size or the number of requests, and says by how much', () => {
    const chunks = measureInitialScripts(dist(), locales());
    const { compressedBytes, failures } = judge(chunks, { compressedBytes: 10, requests: 2 });
    expect(failures).toEqual([
      `${(compressedBytes / 1000).toFixed(1)} kB compressed, above the budget of 0.0 kB`,
      '3 requests, above the budget of 2',
    ]);
  });

  it('fails when a first script holds a back-office module or text', () => {
    script('assets/deep.js', `export const t = "${adminSentence}";`, [
      'src/routes/_admin/admin/audit.tsx',
      'src/routes/_admin/admin/audit.tsx?tsr-split=component',
      'src/components/admin/data-table.tsx',
    ]);
    expect(judge(measureInitialScripts(dist(), locales()), homeBudget).failures).toEqual([
      'assets/deep.js holds back-office module src/routes/_admin/admin/audit.tsx?tsr-split=component',
      'assets/deep.js holds back-office module src/components/admin/data-table.tsx',
      `assets/deep.js holds back-office texts such as "${adminSentence}" (1 in all)`,
    ]);
  });

  it("counts a client-drawn page's route code and its imports after the first files, back-office code allowed", () => {
    script('assets/users.js', `import "./deep.js"; export const t = "${adminSentence}";`, [
      'src/features/users/users-page.tsx',
    ]);
    const chunks = measureRenderedPage(dist(), locales(), /^users$/);
    expect(chunks.map((chunk) => chunk.file)).toEqual([
      'assets/entry.js',
      'assets/shared.js',
      'assets/deep.js',
      'assets/users.js',
    ]);
    expect(chunks.at(-1)?.backOffice.length).toBeGreaterThan(0);
    expect(judge(chunks, frontDeskBudget)).toMatchObject({ requests: 4, failures: [] });
    expect(judge(chunks, homeBudget).failures).toHaveLength(2);
  });

  it('refuses to measure a page whose routes the build does not have', () => {
    expect(() => measureRenderedPage(dist(), locales(), /^bookings$/)).toThrow(
      'No route of the build matches',
    );
  });
});
