import { afterEach, describe, expect, it } from 'vitest';
import { pageStateScript, readPageState } from './page-state';

afterEach(() => {
  document.body.innerHTML = '';
});

describe('the state a server-rendered page carries', () => {
  it('reads back what the server wrote, even data that would end its script element', () => {
    const state = {
      language: 'en' as const,
      queries: [{ key: ['hotel', 'lagon-bleu'], data: { name: 'Lagon bleu' }, updatedAt: 1 }],
      note: '</script><script>alert(1)</script> <!-- & \u2028',
    };
    document.body.innerHTML = pageStateScript(state);
    expect(document.querySelectorAll('script')).toHaveLength(1);
    expect(readPageState()).toEqual(state);
  });

  it('is absent from a page the browser draws by itself', () => {
    document.body.innerHTML = '<div id="root"></div>';
    expect(readPageState()).toBeUndefined();
  });
});
