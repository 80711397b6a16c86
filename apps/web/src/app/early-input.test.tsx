import { act, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { keepTextTypedBeforeTakeOver } from './early-input';

/** Two controlled fields whose state the test reads back from the page it draws. */
function SignIn() {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  return (
    <form>
      <input name="email" value={email} onChange={(event) => setEmail(event.target.value)} />
      <input name="password" value={password} onChange={(event) => setPassword(event.target.value)} />
      <output>{`${email}|${password}`}</output>
    </form>
  );
}

/** What a visitor types before the app runs: the browser changes the field's value, nothing else. */
function typeBeforeTheApp(field: HTMLInputElement, text: string) {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(field, text);
}

function serverRenderedPage() {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<SignIn />);
  document.body.append(container);
  const field = (name: string) =>
    container.querySelector<HTMLInputElement>(`input[name=${name}]`) as HTMLInputElement;
  return { container, field, state: () => container.querySelector('output')?.textContent };
}

// React's act() in a test environment of our own making (the page is drawn by hand, not by Testing Library).
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

describe('text typed before the app takes a server-rendered page over', () => {
  it('reaches the app state as soon as React takes the fields over', async () => {
    const { container, field, state } = serverRenderedPage();
    typeBeforeTheApp(field('email'), 'ravo@example.mg');
    typeBeforeTheApp(field('password'), 'Secret-123');

    keepTextTypedBeforeTakeOver(container);
    await act(async () => {
      hydrateRoot(container, <SignIn />);
    });

    expect(state()).toBe('ravo@example.mg|Secret-123');
    expect(field('email').value).toBe('ravo@example.mg');
    container.remove();
  });

  it('changes nothing where nothing was typed', async () => {
    const { container, state } = serverRenderedPage();
    keepTextTypedBeforeTakeOver(container);
    await act(async () => {
      hydrateRoot(container, <SignIn />);
    });
    expect(state()).toBe('|');
    container.remove();
  });
});
