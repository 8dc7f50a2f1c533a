/**
 * Picture ids of the astrologer directory. Every image is generated from its id, so the id is
 * the whole address of a picture:
 *
 *   avatar  a-<id>            e.g. "a-000123"    astrologer 123's portrait
 *   album   al-<id>-<index>   e.g. "al-000123-2" astrologer 123's second album picture
 *
 * <id> is the astrologer id (1 to 999,999,999) in decimal, zero-padded to six digits; longer ids
 * use as many digits as they need and never start with a zero. <index> is 1 to ALBUM_MAX_PICTURES.
 * Exactly one spelling is valid per picture, so a cache keyed by URL holds each image once, and
 * anything else (other padding, upper case, extensions, path tricks) parses to null: the media
 * route answers 404.
 */

export const ALBUM_MAX_PICTURES = 6;
const ID_MAX = 999_999_999;
const ID_DIGITS = 6;

export type ParsedPicId =
  { kind: 'avatar'; astrologerId: number } | { kind: 'album'; astrologerId: number; index: number };

function checkId(id: number): void {
  if (!Number.isInteger(id) || id < 1 || id > ID_MAX) {
    throw new RangeError(`astrologer id must be an integer from 1 to ${ID_MAX}, got ${id}`);
  }
}

const idText = (id: number) => String(id).padStart(ID_DIGITS, '0');

/** The avatar's picId of astrologer `id`: "a-000123". */
export function avatarPicId(id: number): string {
  checkId(id);
  return `a-${idText(id)}`;
}

/** The picId of astrologer `id`'s album picture number `index` (1-based): "al-000123-2". */
export function albumPicId(id: number, index: number): string {
  checkId(id);
  if (!Number.isInteger(index) || index < 1 || index > ALBUM_MAX_PICTURES) {
    throw new RangeError(
      `album index must be an integer from 1 to ${ALBUM_MAX_PICTURES}, got ${index}`,
    );
  }
  return `al-${idText(id)}-${index}`;
}

const PIC_ID_RE = /^(a|al)-(\d{6,9})(?:-(\d))?$/;

/** Reads a picId; null for anything that is not the one canonical spelling of a picture. */
export function parsePicId(picId: unknown): ParsedPicId | null {
  if (typeof picId !== 'string' || picId.length > 16) return null;
  const m = PIC_ID_RE.exec(picId);
  if (!m) return null;
  const [, kind, digits = '', indexText] = m;
  const astrologerId = Number(digits);
  // Canonical padding only: "a-0000123" and "a-00123" name no picture.
  if (astrologerId < 1 || idText(astrologerId) !== digits) return null;
  if (kind === 'a') return indexText === undefined ? { kind: 'avatar', astrologerId } : null;
  if (indexText === undefined) return null;
  const index = Number(indexText);
  if (index < 1 || index > ALBUM_MAX_PICTURES) return null;
  return { kind: 'album', astrologerId, index };
}
