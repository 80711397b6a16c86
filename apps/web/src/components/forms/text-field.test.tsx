import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { TextField } from './text-field';

function passwordField() {
  return {
    name: 'password',
    state: { value: 'Secret-123', meta: { isBlurred: false, errors: [] } },
    handleBlur: vi.fn(),
    handleChange: vi.fn(),
  };
}

describe('TextField', () => {
  it('shows a password and hides it again with its button', () => {
    render(<TextField field={passwordField()} label="Mot de passe" type="password" />);
    const input = screen.getByLabelText('Mot de passe', { selector: 'input' });
    const toggle = screen.getByRole('button');
    expect(input.getAttribute('type')).toBe('password');

    fireEvent.click(toggle);
    expect(input.getAttribute('type')).toBe('text');
    expect(toggle.getAttribute('aria-pressed')).toBe('true');

    fireEvent.click(toggle);
    expect(input.getAttribute('type')).toBe('password');
  });
});
