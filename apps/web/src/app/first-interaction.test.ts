import { describe, expect, it } from 'vitest';
import { firstInteraction } from './first-interaction';

const settled = async (promise: Promise<void>) => {
  let done = false;
  void promise.then(() => {
    done = true;
  });
  await new Promise((resolve) => setTimeout(resolve, 0));
  return done;
};

describe('the first interaction', () => {
  it('waits for the visitor, whatever they do first', async () => {
    for (const type of ['pointerdown', 'keydown', 'focusin', 'scroll']) {
      const interaction = firstInteraction();
      expect(await settled(interaction)).toBe(false);
      window.dispatchEvent(new Event(type));
      expect(await settled(interaction)).toBe(true);
    }
  });

  it('counts an interaction that came before anyone awaited it', async () => {
    const interaction = firstInteraction();
    document.body.dispatchEvent(new Event('keydown', { bubbles: true }));
    await expect(interaction).resolves.toBeUndefined();
  });
});
