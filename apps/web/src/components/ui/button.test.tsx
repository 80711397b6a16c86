import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './button';

describe('Button', () => {
  it('is disabled, busy and shows a spinner while loading', () => {
    const onClick = vi.fn();
    render(
      <Button loading onClick={onClick}>
        Save
      </Button>,
    );

    const button = screen.getByRole('button', { name: 'Save' });
    expect(button).toHaveProperty('disabled', true);
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(button.querySelector('[data-slot="spinner"]')).not.toBeNull();
    fireEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('is an ordinary enabled button otherwise', () => {
    render(<Button>Save</Button>);

    const button = screen.getByRole('button', { name: 'Save' });
    expect(button).toHaveProperty('disabled', false);
    expect(button.hasAttribute('aria-busy')).toBe(false);
    expect(button.querySelector('[data-slot="spinner"]')).toBeNull();
  });

  it('renders its child with asChild and marks it disabled while loading', () => {
    render(
      <Button asChild loading>
        <a href="/next">Continue</a>
      </Button>,
    );

    const link = screen.getByText('Continue').closest('a');
    expect(link?.getAttribute('aria-disabled')).toBe('true');
    expect(link?.getAttribute('aria-busy')).toBe('true');
    expect(link?.querySelector('[data-slot="spinner"]')).not.toBeNull();
  });
});
