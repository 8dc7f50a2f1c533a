/**
 * The long tail of the directory bench (issue 12): many distinct list queries and profiles, drawn
 * the way web requests are distributed, so that cache misses are part of the figures and not only
 * the few hot pages a cache answers from memory.
 *
 * Popularity follows Zipf's law: the k-th most requested of n items is drawn with probability
 * proportional to 1 / k^alpha. For the documents of one web server, Arlitt and Williamson ("Web
 * Server Workload Characterization: The Search for Invariants", ACM SIGMETRICS 1996) found
 * references following Zipf's law, alpha near 1, in all six server logs they studied; proxies,
 * which mix many servers, see flatter tails (alpha 0.64-0.83: Breslau, Cao, Fan, Phillips and
 * Shenker, "Web Caching and Zipf-like Distributions", IEEE INFOCOM 1999). The bench takes
 * alpha = 1. Which query is the k-th most popular is a fixed shuffle, so popular pages are not
 * all page 0 of the plainest filter.
 */
import { ASTROLOGER_SKILLS, ASTROLOGER_SORTS, CONTENT_LANGUAGES } from '@nakshatra/contracts';
import { REGIONS } from '../src/db/seed/directory/regions.ts';
import { picker, type Rng } from '../src/lib/random.ts';

/** Arlitt and Williamson 1996: one server's documents follow Zipf's law. */
export const ZIPF_ALPHA = 1;

/** Pages deep a visitor of one filter goes (the list loads 18 more at a time). */
const PAGES_PER_FILTER = 5;

/**
 * Every list query the directory page of the web app can ask for: each sort (the price sorts for
 * the chat and the call list), skill or none, language or none, any of the three chips, pages 0
 * to 4; and a search for each surname of the seed (pages 0 and 1). About 51,000 query strings.
 */
export function listQueries(): string[] {
  const sorts: string[] = [];
  for (const sort of ASTROLOGER_SORTS) {
    if (sort.startsWith('price')) sorts.push(`sort=${sort}`, `sort=${sort}&service=call`);
    else sorts.push(sort === 'popular' ? '' : `sort=${sort}`);
  }
  const skills = ['', ...ASTROLOGER_SKILLS.map((s) => `skill=${encodeURIComponent(s)}`)];
  const languages = ['', ...CONTENT_LANGUAGES.map((l) => `language=${l}`)];
  const chips = ['', 'topRated=true', 'offer=true', 'online=true'];
  const chipSets: string[] = [];
  for (let mask = 0; mask < 8; mask++) {
    chipSets.push(
      chips
        .slice(1)
        .filter((_, i) => mask & (1 << i))
        .join('&'),
    );
  }
  const out: string[] = [];
  const join = (...parts: string[]) => parts.filter(Boolean).join('&');
  for (const sort of sorts)
    for (const skill of skills)
      for (const language of languages)
        for (const chipSet of chipSets)
          for (let page = 0; page < PAGES_PER_FILTER; page++)
            out.push(join(skill, language, chipSet, sort, page ? `pageNo=${page}` : ''));
  const surnames = [...new Set(REGIONS.flatMap((r) => r.surnames.map((s) => s.toLowerCase())))];
  for (const surname of surnames)
    for (let page = 0; page < 2; page++)
      out.push(join(`q=${encodeURIComponent(surname)}`, page ? `pageNo=${page}` : ''));
  return out.map((q) => `/api/consultants/list-filter${q ? `?${q}` : ''}`);
}

/** Fisher-Yates with a seeded generator: the same order on every run. */
export function shuffled<T>(items: readonly T[], rng: Rng): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = rng.int(0, i);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/**
 * Draws indexes 0..n-1, index k with probability proportional to 1 / (k + 1)^alpha (inverse
 * transform over the cumulative weights: a binary search per draw).
 */
export function zipfSampler(n: number, alpha: number): (rng: Rng) => number {
  const cumulative = new Float64Array(n);
  let sum = 0;
  for (let k = 0; k < n; k++) {
    sum += 1 / Math.pow(k + 1, alpha);
    cumulative[k] = sum;
  }
  return (rng) => {
    const u = rng.next() * sum;
    let lo = 0;
    let hi = n - 1;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (cumulative[mid]! < u) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };
}

/**
 * A stream of request paths over `paths` (most popular first after a seeded shuffle), and how
 * many of the paths drawn had never been drawn before: those are certain misses of the server's
 * caches, whatever else it remembers.
 */
export class ZipfTraffic {
  private readonly ranked: string[];
  private readonly seen = new Set<string>();
  private readonly draw: (rng: Rng) => number;
  private rng: Rng;
  drawn = 0;
  firstTime = 0;

  constructor(paths: readonly string[], seed: number) {
    this.ranked = shuffled(paths, picker(seed));
    this.draw = zipfSampler(this.ranked.length, ZIPF_ALPHA);
    this.rng = picker(seed + 1);
  }

  get size(): number {
    return this.ranked.length;
  }

  /** Starts a new sequence of draws (each round of the bench its own), same popularity. */
  reseed(seed: number): void {
    this.rng = picker(seed);
    this.drawn = 0;
    this.firstTime = 0;
  }

  next(): string {
    const path = this.ranked[this.draw(this.rng)]!;
    this.drawn++;
    if (!this.seen.has(path)) {
      this.seen.add(path);
      this.firstTime++;
    }
    return path;
  }
}
