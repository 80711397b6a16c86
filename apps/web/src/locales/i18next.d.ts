import 'i18next';
import type frDemo from './fr/demo.json';
import type { resources } from './resources';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: (typeof resources)['fr'] & { demo: typeof frDemo };
  }
}
