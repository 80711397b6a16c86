import { amenityIcons } from '@madabook/contracts';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AmenityIcon, amenityIconComponents } from './amenity-icon';

describe('amenity icons', () => {
  it('draws every icon name the contracts allow, and nothing else', () => {
    expect(Object.keys(amenityIconComponents).sort()).toEqual([...amenityIcons].sort());
  });

  it.each(amenityIcons)('%s renders a hidden svg', (icon) => {
    const { container } = render(<AmenityIcon icon={icon} />);
    const svg = container.querySelector('svg');
    expect(svg).not.toBeNull();
    expect(svg?.getAttribute('aria-hidden')).toBe('true');
  });
});
