import type { Photo } from '@madabook/contracts';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StayPhoto } from './stay-photo';

const urls = (id: string) => ({
  thumb: `/api/photos/${id}/thumb.webp`,
  card: `/api/photos/${id}/card.webp`,
  large: `/api/photos/${id}/large.webp`,
});
const wide: Photo = { id: 'wide', position: 0, width: 1600, height: 1067, urls: urls('wide') };
// Narrower than the large rendition: large is the card's picture again.
const narrow: Photo = { id: 'narrow', position: 0, width: 800, height: 533, urls: urls('narrow') };

const image = () => screen.getByRole('img');

describe('StayPhoto', () => {
  it('offers each rendition at its real width, once, for the width it takes on screen', () => {
    render(<StayPhoto photo={wide} rendition="card" sizes="100vw" alt="La plage" />);
    expect(image().getAttribute('srcset')).toBe(
      '/api/photos/wide/thumb.webp 320w, /api/photos/wide/card.webp 800w, /api/photos/wide/large.webp 1600w',
    );
    expect(image().getAttribute('sizes')).toBe('100vw');
    expect(image().getAttribute('src')).toBe('/api/photos/wide/card.webp');
    expect([image().getAttribute('width'), image().getAttribute('height')]).toEqual(['1600', '1067']);
  });

  it('leaves out a rendition no wider than a smaller one', () => {
    render(<StayPhoto photo={narrow} rendition="large" sizes="50vw" alt="" />);
    expect(screen.getByRole('presentation').getAttribute('srcset')).toBe(
      '/api/photos/narrow/thumb.webp 320w, /api/photos/narrow/card.webp 800w',
    );
  });

  it('shows the one rendition without sizes', () => {
    render(<StayPhoto photo={wide} rendition="thumb" alt="La plage" />);
    expect(image().hasAttribute('srcset')).toBe(false);
    expect(image().getAttribute('src')).toBe('/api/photos/wide/thumb.webp');
  });

  it('loads lazily, unless it is the first screen’s largest image: then at once and first', () => {
    const { rerender } = render(<StayPhoto photo={wide} rendition="card" alt="La plage" />);
    expect(image().getAttribute('loading')).toBe('lazy');
    expect(image().hasAttribute('fetchpriority')).toBe(false);
    rerender(<StayPhoto photo={wide} rendition="card" alt="La plage" priority />);
    expect(image().getAttribute('loading')).toBe('eager');
    expect(image().getAttribute('fetchpriority')).toBe('high');
  });
});
