import { describe, expect, it } from 'vitest';
import { ALBUM_MAX_PICTURES, albumPicId, avatarPicId, parsePicId } from './pic-id.ts';

describe('picture ids', () => {
  it('formats ids zero-padded to six digits, longer ids in full', () => {
    expect(avatarPicId(123)).toBe('a-000123');
    expect(avatarPicId(1_000_000)).toBe('a-1000000');
    expect(albumPicId(123, 2)).toBe('al-000123-2');
  });

  it('parses what it formats', () => {
    for (const id of [1, 42, 999_999, 1_000_000, 999_999_999]) {
      expect(parsePicId(avatarPicId(id))).toEqual({ kind: 'avatar', astrologerId: id });
      for (let i = 1; i <= ALBUM_MAX_PICTURES; i++) {
        expect(parsePicId(albumPicId(id, i))).toEqual({
          kind: 'album',
          astrologerId: id,
          index: i,
        });
      }
    }
  });

  it('rejects every other spelling', () => {
    const bad = [
      '',
      'a-',
      'a-123',
      'a-0000123', // over-padded
      'a-000000', // id 0
      'a-0123456', // seven digits with a leading zero
      'a-1234567890', // ten digits
      'A-000123',
      'a-000123.svg',
      'a-000123-1', // avatars have no index
      'al-000123', // album needs an index
      'al-000123-0',
      'al-000123-7',
      'al-000123-10',
      'b-000123',
      ' a-000123',
      'a-000123\n',
      '../a-000123',
      'a-000123/../../etc',
      'a-12e3456',
    ];
    for (const s of bad) expect(parsePicId(s), s).toBeNull();
    expect(parsePicId(undefined)).toBeNull();
    expect(parsePicId(123)).toBeNull();
  });

  it('refuses to format out-of-range ids', () => {
    expect(() => avatarPicId(0)).toThrow(RangeError);
    expect(() => avatarPicId(1.5)).toThrow(RangeError);
    expect(() => avatarPicId(1_000_000_000)).toThrow(RangeError);
    expect(() => albumPicId(5, 0)).toThrow(RangeError);
    expect(() => albumPicId(5, ALBUM_MAX_PICTURES + 1)).toThrow(RangeError);
  });
});
