import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Combobox } from './combobox';

const cities = [
  { value: 'Antananarivo', label: 'Antananarivo', hint: '4 hotels' },
  { value: 'Nosy Be', label: 'Nosy Be', hint: '3 hotels' },
  { value: 'Île Sainte-Marie', label: 'Île Sainte-Marie', hint: '2 hotels' },
];

function Harness({ onChange = vi.fn() }: { onChange?: (value: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <>
      <label htmlFor="city">Destination</label>
      <Combobox
        id="city"
        value={value}
        onValueChange={(next) => {
          setValue(next);
          onChange(next);
        }}
        options={cities}
        listLabel="Suggestions"
      />
    </>
  );
}

describe('Combobox', () => {
  it('suggests the options matching what is typed, whatever the accents and case', () => {
    render(<Harness />);
    const input = screen.getByRole('combobox', { name: 'Destination' });
    fireEvent.change(input, { target: { value: 'ile sainte' } });

    expect(input.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Île Sainte-Marie2 hotels',
    ]);
  });

  it('moves through the suggestions with the arrows and takes one with Enter', () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    const input = screen.getByRole('combobox', { name: 'Destination' });
    fireEvent.focus(input);
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'ArrowDown' });

    const active = input.getAttribute('aria-activedescendant');
    expect(document.getElementById(active ?? '')?.textContent).toContain('Nosy Be');
    fireEvent.keyDown(input, { key: 'Enter' });

    expect(onChange).toHaveBeenLastCalledWith('Nosy Be');
    expect((input as HTMLInputElement).value).toBe('Nosy Be');
    expect(input.getAttribute('aria-expanded')).toBe('false');
  });

  it('closes with Escape, then clears with a second Escape', () => {
    render(<Harness />);
    const input = screen.getByRole('combobox', { name: 'Destination' });
    fireEvent.change(input, { target: { value: 'nosy' } });
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(input.getAttribute('aria-expanded')).toBe('false');
    fireEvent.keyDown(input, { key: 'Escape' });
    expect((input as HTMLInputElement).value).toBe('');
  });
});
