import 'i18next';
import type frDemo from './fr/demo.json';
import type { Resources } from './resources';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: Resources & { demo: typeof frDemo };
  }
}
