import type { Language } from '@madabook/contracts';

const copy: Record<Language, { title: string; code: string; back: string }> = {
  fr: { title: 'Une erreur est survenue', code: "Code d'erreur", back: "Retour à l'application" },
  en: { title: 'Something went wrong', code: 'Error Code', back: 'Return to Application' },
};

const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Codes are echoed back only when they look like codes. */
export const sanitizeErrorCode = (value: string | undefined) =>
  value && /^['A-Za-z0-9_-]{1,100}$/.test(value) ? value : 'UNKNOWN';

export function pickLanguage(acceptLanguage: string | undefined): Language {
  return /^\s*en\b/i.test(acceptLanguage ?? '') ? 'en' : 'fr';
}

/** The authentication error page: the code, what it means if the provider said, and a way back. */
export function renderAuthErrorPage(options: {
  code: string;
  description?: string;
  language: Language;
  appUrl: string;
}): string {
  const text = copy[options.language];
  const description = options.description
    ? `<p class="description">${escapeHtml(options.description.slice(0, 300))}</p>`
    : '';
  return `<!doctype html>
<html lang="${options.language}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${text.title} — MadaBook</title>
<style>
body{margin:0;min-height:100vh;display:grid;place-items:center;background:#faf7f2;color:#1c1917;font-family:system-ui,sans-serif}
main{max-width:28rem;margin:1rem;padding:2rem;background:#fff;border:1px solid #f1ebe1;border-radius:16px;box-shadow:0 8px 24px #1c19170f}
h1{margin:0 0 1rem;font-size:1.5rem}.code{font-family:ui-monospace,monospace;background:#f1ebe1;padding:.25rem .5rem;border-radius:6px}
.description{color:#57534e}a{display:inline-block;margin-top:1.5rem;background:#0e7c86;color:#fff;padding:.75rem 1.25rem;border-radius:10px;text-decoration:none;font-weight:600}
a:focus-visible{outline:3px solid #5eead4;outline-offset:2px}
</style></head>
<body><main>
<h1>${text.title}</h1>
<p>${text.code}: <span class="code">${escapeHtml(options.code)}</span></p>
${description}
<a href="${escapeHtml(options.appUrl)}/">${text.back}</a>
</main></body></html>`;
}
