import { renderToString } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { initI18nWithEveryText } from '@/test/i18n';
import { SortSelect } from './sort-select';

const sorts = ['price-asc', 'duration'] as const;
const labels = { 'price-asc': 'Prix croissant', duration: 'Durée' };

beforeAll(() => initI18nWithEveryText('fr'));

describe('the sort box', () => {
  it('names the chosen order in the markup the server renders, before the app runs', () => {
    const html = renderToString(
      <SortSelect value="duration" sorts={sorts} sortLabel={(sort) => labels[sort]} onChange={() => {}} />,
    );
    expect(html).toContain('Durée');
    expect(html).not.toContain('Prix croissant');
  });
});
