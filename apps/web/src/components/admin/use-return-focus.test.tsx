import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { useReturnFocus } from './use-return-focus';

function Harness() {
  const [open, setOpen] = useState(false);
  const returnFocus = useReturnFocus(open);
  return (
    <div>
      <button type="button" aria-controls="row-menu">
        Actions for Le Baobab
      </button>
      <div role="menu" id="row-menu">
        <button type="button" onClick={() => setOpen(true)}>
          Edit
        </button>
      </div>
      <button type="button" onClick={() => returnFocus(new Event('close'))}>
        Closed
      </button>
    </div>
  );
}

describe('useReturnFocus', () => {
  it('gives focus back to the menu trigger of the item that opened the dialog', () => {
    render(<Harness />);
    const item = screen.getByRole('button', { name: 'Edit' });
    act(() => item.focus());
    act(() => item.click());
    act(() => screen.getByRole('button', { name: 'Closed' }).click());
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Actions for Le Baobab' }));
  });
});
