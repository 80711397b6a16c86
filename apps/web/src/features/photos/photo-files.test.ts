import { photoUploadLimits } from '@madabook/contracts';
import { describe, expect, it } from 'vitest';
import { moveItem, photoFileProblem } from './photo-files';

describe('photoFileProblem', () => {
  it.each(['image/jpeg', 'image/png', 'image/webp', 'image/avif'])('takes %s', (type) => {
    expect(photoFileProblem({ type, size: 1000 })).toBeUndefined();
  });

  it('refuses a known type that is not an accepted image', () => {
    expect(photoFileProblem({ type: 'application/pdf', size: 1000 })).toBe('type');
    expect(photoFileProblem({ type: 'image/gif', size: 1000 })).toBe('type');
  });

  it('refuses a file over 10 MB, and takes one of exactly 10 MB', () => {
    expect(photoFileProblem({ type: 'image/png', size: photoUploadLimits.maxFileBytes + 1 })).toBe('size');
    expect(photoFileProblem({ type: 'image/png', size: photoUploadLimits.maxFileBytes })).toBeUndefined();
  });

  it('lets the server judge a file the browser could not type', () => {
    expect(photoFileProblem({ type: '', size: 1000 })).toBeUndefined();
  });
});

describe('moveItem', () => {
  it('moves one item earlier or later', () => {
    expect(moveItem(['a', 'b', 'c', 'd'], 2, 0)).toEqual(['c', 'a', 'b', 'd']);
    expect(moveItem(['a', 'b', 'c', 'd'], 0, 3)).toEqual(['b', 'c', 'd', 'a']);
    expect(moveItem(['a', 'b'], 1, 1)).toEqual(['a', 'b']);
  });
});
