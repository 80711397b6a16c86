// Each namespace of each language is a chunk of its own, fetched the first time a page needs it: a
// page downloads its texts in the visitor's language only, and never the back office's unless it is
// the back office. The demo texts stay out: the demo routes add them (development only).
import { byNamespace } from './text-files';

export const publicTexts = byNamespace(
  import.meta.glob<object>(['./*/*.json', '!./*/admin*.json', '!./*/demo.json'], { import: 'default' }),
);

export async function loadTexts(language: string, namespace: string): Promise<object> {
  const texts = publicTexts.get(namespace) ?? (await import('./admin-texts')).adminTexts.get(namespace);
  const load = texts?.get(language);
  if (!load) throw new Error(`No texts for the namespace ${namespace} in ${language}`);
  return load();
}
