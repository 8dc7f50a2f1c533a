/**
 * The server's seeded random numbers: one `Rng` interface and its draws (int, range, chance,
 * pick, gaussian) over two fixed 32-bit generators. No Math.random, no clock: the same seed gives
 * the same numbers on every machine and in every release.
 *
 * - `rngFor(seed, id)`: the directory seed's streams, sfc32 (Chris Doty-Humphrey's Small Fast
 *   Counting generator, 128-bit state, passes PractRand to 2^40 bytes) seeded by hashing (seed,
 *   record id). Each record draws from its own stream, so record N is the same whatever count is
 *   generated.
 * - `picker(seed)`: the picture generators' streams, mulberry32 seeded by `hashInts` of the
 *   picture id, so a picture URL can be cached for a year.
 *
 * Both generators stay: the seeded directory and every generated picture are fixed by their
 * streams (their tests pin them), and switching either to the other would change them.
 */

/** A 32-bit integer hash of a few integers (murmur3's finaliser per word; good avalanche). */
export function hashInts(...values: number[]): number {
  let h = 0x9e3779b9;
  for (const v of values) {
    h = Math.imul(h ^ (v >>> 0), 0x85ebca6b);
    h ^= h >>> 13;
    h = Math.imul(h, 0xc2b2ae35);
    h ^= h >>> 16;
  }
  return h >>> 0;
}

function mix32(h: number): number {
  // murmur3's 32-bit finaliser: every input bit affects every output bit.
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

export interface Rng {
  /** Uniform in [0, 1). */
  next(): number;
  /** Integer in [min, max]. */
  int(min: number, max: number): number;
  /** Uniform in [min, max). */
  range(min: number, max: number): number;
  /** True with probability p. */
  chance(p: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** Standard normal (mean 0, standard deviation 1), Box-Muller. */
  gaussian(): number;
}

/** The draws every stream shares, over its generator's `next()`. */
abstract class Stream implements Rng {
  abstract next(): number;

  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  range(min: number, max: number): number {
    return min + (max - min) * this.next();
  }

  chance(p: number): boolean {
    return this.next() < p;
  }

  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)] as T;
  }

  gaussian(): number {
    return Math.sqrt(-2 * Math.log(1 - this.next())) * Math.cos(2 * Math.PI * this.next());
  }
}

/** sfc32 as a class: methods on the prototype, so a stream per record allocates one object. */
class Sfc32 extends Stream {
  private a: number;
  private b: number;
  private c: number;
  private d: number;

  constructor(a: number, b: number, c: number, d: number) {
    super();
    this.a = a;
    this.b = b;
    this.c = c;
    this.d = d;
    // Discard the first outputs so neighbouring ids do not start from similar states.
    for (let i = 0; i < 12; i++) this.next();
  }

  next(): number {
    const t0 = (this.a + this.b) | 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) | 0;
    const c = (this.c << 21) | (this.c >>> 11);
    this.d = (this.d + 1) | 0;
    const t = (t0 + this.d) | 0;
    this.c = (c + t) | 0;
    return (t >>> 0) / 4294967296;
  }
}

/** mulberry32: a tiny 32-bit generator, plenty for picking shapes and colours. */
class Mulberry32 extends Stream {
  private a: number;

  constructor(seed: number) {
    super();
    this.a = seed >>> 0;
  }

  next(): number {
    this.a = (this.a + 0x6d2b79f5) >>> 0;
    let t = this.a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }
}

/** A stream for record `id` of the data set drawn with `seed`. */
export function rngFor(seed: number, id: number): Rng {
  const a = mix32(seed ^ 0x9e3779b9);
  const b = mix32(id ^ 0x85ebca6b);
  return new Sfc32(a, b, mix32(a ^ Math.imul(b, 0x27d4eb2f)), mix32(b + 0x165667b1));
}

/** A picture generator's stream (mulberry32) from a seed, usually `hashInts(id, salt)`. */
export function picker(seed: number): Rng {
  return new Mulberry32(seed);
}

/** Items with weights, prepared once for fast repeated draws. */
export class Weighted<T> {
  private readonly items: T[];
  private readonly cumulative: number[];

  constructor(entries: readonly (readonly [T, number])[]) {
    this.items = entries.map(([item]) => item);
    let sum = 0;
    this.cumulative = entries.map(([, w]) => (sum += w));
  }

  draw(rng: Rng): T {
    const total = this.cumulative[this.cumulative.length - 1] ?? 0;
    const x = rng.next() * total;
    let i = 0;
    while (i < this.cumulative.length - 1 && (this.cumulative[i] ?? 0) <= x) i++;
    return this.items[i] as T;
  }
}

/** Draws up to `count` distinct items, each draw weighted among those not yet taken. */
export function drawDistinct<T>(
  rng: Rng,
  entries: readonly (readonly [T, number])[],
  count: number,
): T[] {
  const pool = entries.filter(([, w]) => w > 0).map(([item, w]) => [item, w] as [T, number]);
  const out: T[] = [];
  while (out.length < count && pool.length > 0) {
    const total = pool.reduce((s, [, w]) => s + w, 0);
    let x = rng.next() * total;
    let i = 0;
    for (; i < pool.length - 1; i++) {
      x -= pool[i]?.[1] ?? 0;
      if (x < 0) break;
    }
    const [item] = pool.splice(i, 1)[0] as [T, number];
    out.push(item);
  }
  return out;
}
