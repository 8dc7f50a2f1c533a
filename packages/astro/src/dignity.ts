/**
 * Planetary dignity and combustion by Parashara (Brihat Parashara Hora Shastra, BPHS, ch. 3).
 * Only the seven classical planets have dignities; the nodes and the outer planets have none.
 */
import type { BodyId, Dignity, Graha } from './types.ts';
import { SIGN_LORDS, normalizeDeg, signOf } from './zodiac.ts';

type Planet = 'Sun' | 'Moon' | 'Mars' | 'Mercury' | 'Jupiter' | 'Venus' | 'Saturn';

/**
 * Exaltation sign (0 = Aries) and the degree range within it that counts as exalted, BPHS ch. 3:
 * Sun Aries (deepest 10), Moon Taurus (3), Mars Capricorn (28), Mercury Virgo (15), Jupiter
 * Cancer (5), Venus Pisces (27), Saturn Libra (20). The whole sign is exalted except where the
 * moolatrikona shares the sign: the Moon is exalted in Taurus 0-3 and Mercury in Virgo 0-15.
 * Debilitation is the opposite sign.
 */
const EXALTATION: Record<Planet, { sign: number; fromDeg: number; toDeg: number }> = {
  Sun: { sign: 0, fromDeg: 0, toDeg: 30 },
  Moon: { sign: 1, fromDeg: 0, toDeg: 3 },
  Mars: { sign: 9, fromDeg: 0, toDeg: 30 },
  Mercury: { sign: 5, fromDeg: 0, toDeg: 15 },
  Jupiter: { sign: 3, fromDeg: 0, toDeg: 30 },
  Venus: { sign: 11, fromDeg: 0, toDeg: 30 },
  Saturn: { sign: 6, fromDeg: 0, toDeg: 30 },
};

/**
 * Moolatrikona sign and degrees, BPHS ch. 3: Sun Leo 0-20, Moon Taurus 3-30, Mars Aries 0-12,
 * Mercury Virgo 15-20, Jupiter Sagittarius 0-10, Venus Libra 0-15, Saturn Aquarius 0-20. The
 * rest of these signs is the planet's own sign.
 */
const MOOLATRIKONA: Record<Planet, { sign: number; fromDeg: number; toDeg: number }> = {
  Sun: { sign: 4, fromDeg: 0, toDeg: 20 },
  Moon: { sign: 1, fromDeg: 3, toDeg: 30 },
  Mars: { sign: 0, fromDeg: 0, toDeg: 12 },
  Mercury: { sign: 5, fromDeg: 15, toDeg: 20 },
  Jupiter: { sign: 8, fromDeg: 0, toDeg: 10 },
  Venus: { sign: 6, fromDeg: 0, toDeg: 15 },
  Saturn: { sign: 10, fromDeg: 0, toDeg: 20 },
};

/**
 * Natural (naisargika) friendships, BPHS ch. 3: the planets each planet regards as friends and as
 * enemies; all others are neutral.
 */
const NATURAL: Record<Planet, { friends: readonly Graha[]; enemies: readonly Graha[] }> = {
  Sun: { friends: ['Moon', 'Mars', 'Jupiter'], enemies: ['Venus', 'Saturn'] },
  Moon: { friends: ['Sun', 'Mercury'], enemies: [] },
  Mars: { friends: ['Sun', 'Moon', 'Jupiter'], enemies: ['Mercury'] },
  Mercury: { friends: ['Sun', 'Venus'], enemies: ['Moon'] },
  Jupiter: { friends: ['Sun', 'Moon', 'Mars'], enemies: ['Mercury', 'Venus'] },
  Venus: { friends: ['Mercury', 'Saturn'], enemies: ['Sun', 'Moon'] },
  Saturn: { friends: ['Mercury', 'Venus'], enemies: ['Sun', 'Moon', 'Mars'] },
};

function isPlanet(body: BodyId): body is Planet {
  return body in EXALTATION;
}

/**
 * The natural relationship of one classical planet to another.
 * @returns 'friendly', 'neutral' or 'enemy'; null when either body is not a classical planet.
 */
export function naturalRelationship(
  of: BodyId,
  towards: BodyId,
): 'friendly' | 'neutral' | 'enemy' | null {
  if (!isPlanet(of) || !isPlanet(towards)) return null;
  const rel = NATURAL[of];
  if (rel.friends.includes(towards)) return 'friendly';
  if (rel.enemies.includes(towards)) return 'enemy';
  return 'neutral';
}

/**
 * Dignity of a classical planet at a sidereal longitude, checked in the classical order:
 * exalted, debilitated, moolatrikona, own sign, then the natural relationship to the sign's lord
 * (friendly / neutral / enemy).
 * @param body - any body; only Sun, Moon, Mars, Mercury, Jupiter, Venus, Saturn have dignities.
 * @param siderealLongitudeDeg - degrees (normalised first).
 * @returns the dignity, or null for Rahu, Ketu, Uranus, Neptune and Pluto.
 */
export function dignityOf(body: BodyId, siderealLongitudeDeg: number): Dignity | null {
  if (!isPlanet(body)) return null;
  const lon = normalizeDeg(siderealLongitudeDeg);
  const sign = signOf(lon);
  const deg = lon - sign * 30;
  const inRange = (r: { sign: number; fromDeg: number; toDeg: number }) =>
    sign === r.sign && deg >= r.fromDeg && deg < r.toDeg;
  const ex = EXALTATION[body];
  if (inRange(ex)) return 'exalted';
  if (sign === (ex.sign + 6) % 12) return 'debilitated';
  if (inRange(MOOLATRIKONA[body])) return 'moolatrikona';
  const lord = SIGN_LORDS[sign] as Graha;
  if (lord === body) return 'own';
  return naturalRelationship(body, lord);
}

/**
 * Combustion orbs in degrees of longitude from the Sun (the kalamshas of Surya Siddhanta ch. 9, as used by
 * Parashari software):
 * Moon 12, Mars 17, Mercury 14 (12 when retrograde), Jupiter 11, Venus 10 (8 when retrograde),
 * Saturn 15. A retrograde Mercury or Venus is near inferior conjunction, closer to the Earth,
 * and classically needs less distance from the Sun to stay visible.
 */
const COMBUSTION_ORB_DEG: Partial<Record<BodyId, { direct: number; retrograde: number }>> = {
  Moon: { direct: 12, retrograde: 12 },
  Mars: { direct: 17, retrograde: 17 },
  Mercury: { direct: 14, retrograde: 12 },
  Jupiter: { direct: 11, retrograde: 11 },
  Venus: { direct: 10, retrograde: 8 },
  Saturn: { direct: 15, retrograde: 15 },
};

/**
 * Whether a body is combust (too close to the Sun).
 * @param body - any body; only Moon, Mars, Mercury, Jupiter, Venus and Saturn can be combust.
 * @param bodyLonDeg - the body's longitude, degrees (either zodiac, same as `sunLonDeg`).
 * @param sunLonDeg - the Sun's longitude, degrees.
 * @param retrograde - whether the body is retrograde (narrows the orb of Mercury and Venus).
 * @returns true when the longitude difference is within the orb (inclusive).
 */
export function isCombust(
  body: BodyId,
  bodyLonDeg: number,
  sunLonDeg: number,
  retrograde: boolean,
): boolean {
  const orb = COMBUSTION_ORB_DEG[body];
  if (!orb) return false;
  const diff = normalizeDeg(bodyLonDeg - sunLonDeg);
  const separation = Math.min(diff, 360 - diff);
  return separation <= (retrograde ? orb.retrograde : orb.direct);
}
