import { type PageHead, renderHead } from './page-head';

const titleElement = /<title>[\s\S]*?<\/title>/i;
const descriptionMeta = /\s*<meta\s+name="description"[^>]*>/i;
const htmlLang = /(<html\b[^>]*?\blang=")[^"]*"/i;
const headEnd = /<\/head>/i;

/**
 * The built index.html with the page's own head: its language on `<html>`, and its tags where the
 * template's title was (or at the end of the head), the template's description dropped.
 * Replacements are functions, so that `$&` and the like in a value are taken as they are.
 */
export function withHead(template: string, head: PageHead): string {
  const tags = renderHead(head);
  const document = template
    .replace(descriptionMeta, '')
    .replace(htmlLang, (_match, start: string) => `${start}${head.language}"`);
  if (titleElement.test(document)) return document.replace(titleElement, () => tags);
  return document.replace(headEnd, (end) => `${tags}\n  ${end}`);
}
