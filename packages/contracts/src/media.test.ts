import { describe, expect, it } from 'vitest';
import { astrologerMediaUrl } from './media.ts';

describe('media paths', () => {
  it('astrologerMediaUrl builds the media path', () => {
    expect(astrologerMediaUrl('a-000123')).toBe('/api/media/astrologers/a-000123');
  });
});
