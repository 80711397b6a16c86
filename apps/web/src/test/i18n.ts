import type { Language } from '@madabook/contracts';
import type { FlatNamespace } from 'i18next';
import { initI18n } from '@/lib/i18n';
import { adminTexts } from '@/locales/admin-texts';
import { publicTexts } from '@/locales/load-texts';

const everyNamespace = [...publicTexts.keys(), ...adminTexts.keys()] as FlatNamespace[];

/** i18next with every text of the language loaded, as the routes of a component under test would load its own. */
export function initI18nWithEveryText(language: Language): Promise<void> {
  return initI18n(language, everyNamespace);
}
