import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FormField } from './form-field';
import { Input } from './input';

function describedByIds(element: HTMLElement): string[] {
  return (element.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
}

describe('FormField', () => {
  it('labels the control and describes it by its description', () => {
    render(
      <FormField label="Email" description="We never share it.">
        <Input />
      </FormField>,
    );

    const input = screen.getByLabelText('Email');
    expect(input.tagName).toBe('INPUT');
    expect(input.hasAttribute('aria-invalid')).toBe(false);
    const ids = describedByIds(input);
    expect(ids).toHaveLength(1);
    expect(document.getElementById(ids[0] ?? '')?.textContent).toBe('We never share it.');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the first error from TanStack Form errors and wires it to the control', () => {
    render(
      <FormField
        id="email"
        label="Email"
        description="We never share it."
        errors={[undefined, { message: 'Enter a valid email' }, 'Second error']}
      >
        <Input />
      </FormField>,
    );

    const input = screen.getByLabelText('Email');
    expect(input.id).toBe('email');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe('Enter a valid email');
    expect(describedByIds(input)).toEqual(['email-description', alert.id]);
    expect(screen.queryByText('Second error')).toBeNull();
  });

  it('hands the wiring to a render prop', () => {
    render(
      <FormField label="City" error="Required" required>
        {(control) => (
          <div>
            <input {...control} />
          </div>
        )}
      </FormField>,
    );

    const input = screen.getByRole('textbox', { name: 'City' });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-required')).toBe('true');
    expect(describedByIds(input)).toEqual([screen.getByRole('alert').id]);
  });
});
