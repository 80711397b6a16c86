import { i18n } from '@/lib/i18n';
import enDemo from '@/locales/en/demo.json';
import frDemo from '@/locales/fr/demo.json';

/** The demo texts join i18next only here, so a production bundle (which has no demo routes) never carries them. */
export function ensureDemoTranslations(): void {
  if (i18n.hasResourceBundle('fr', 'demo')) return;
  i18n.addResourceBundle('fr', 'demo', frDemo);
  i18n.addResourceBundle('en', 'demo', enDemo);
}
