import { byNamespace } from './text-files';

/** The back office's texts: imported only when one of them is asked for, so public pages never name them. */
export const adminTexts = byNamespace(import.meta.glob<object>('./*/admin*.json', { import: 'default' }));
