import type { Language } from '@madabook/contracts';
import enAdmin from './en/admin.json';
import enAuth from './en/auth.json';
import enCommon from './en/common.json';
import enErrors from './en/errors.json';
import enHome from './en/home.json';
import enSystem from './en/system.json';
import frAdmin from './fr/admin.json';
import frAuth from './fr/auth.json';
import frCommon from './fr/common.json';
import frErrors from './fr/errors.json';
import frHome from './fr/home.json';
import frSystem from './fr/system.json';

/** Every namespace the app ships. The demo namespace is added by the demo routes, which exist in development only. */
export const resources = {
  fr: { common: frCommon, errors: frErrors, home: frHome, auth: frAuth, admin: frAdmin, system: frSystem },
  en: { common: enCommon, errors: enErrors, home: enHome, auth: enAuth, admin: enAdmin, system: enSystem },
} satisfies Record<Language, Record<string, object>>;

export const defaultNamespace = 'common';
