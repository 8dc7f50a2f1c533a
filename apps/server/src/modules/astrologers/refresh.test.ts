import { describe, expect, it } from 'vitest';
import type { DirectoryVersion, FilterableRecord } from './repository.ts';
import { LiveSnapshot } from './snapshot.ts';
import { SwrCache } from './swr-cache.ts';

// What 'astrologer.changed' does to the directory's caches (service.ts refreshAstrologer); the
// whole path through HTTP is in activity.test.ts.

describe('SwrCache.delete', () => {
  it('forgets one key; a load begun before does not store what it read', async () => {
    const cache = new SwrCache<string>(60_000, 10);
    expect(await cache.get('a', async () => 'a1')).toBe('a1');
    expect(await cache.get('b', async () => 'b1')).toBe('b1');
    let release: (v: string) => void = () => {};
    cache.delete('a');
    const old = cache.get('a', () => new Promise<string>((r) => (release = r)));
    // The record changes while that load is under way: it is forgotten again.
    cache.delete('a');
    expect(await cache.get('a', async () => 'a2')).toBe('a2');
    release('a-old');
    expect(await old).toBe('a-old');
    expect(cache.fresh('a')).toBe('a2');
    expect(cache.fresh('b')).toBe('b1');
  });
});

function record(id: number, rating: number): FilterableRecord {
  return {
    id,
    slug: `astro-${id}`,
    name: `Astro ${id}`,
    pic_id: `a-${id}`,
    rating_tenths: rating,
    orders: 100 - id,
    skills: ['Vedic'],
    languages: ['English'],
    experience_years: 5,
    price_rupees_per_min: 20,
    call_price_rupees_per_min: 25,
    offer_price_rupees_per_min: null,
    verified: true,
    online: true,
    short_bio: '',
    long_bio: '',
    problem_area: '',
    total_chat_duration_min: 0,
    total_call_duration_min: 0,
    album: [],
    facets: ['Vedic', 'English'],
    search_text: `astro-${id}\nastro ${id}`,
  };
}

/** A database of two records whose ratings the test changes; reads can be held back. */
function source() {
  const ratings = new Map([
    [1, 40],
    [2, 45],
  ]);
  let hold: Promise<void> | null = null;
  let reads = 0;
  return {
    ratings,
    holdReads(until: Promise<void>) {
      hold = until;
    },
    get reads() {
      return reads;
    },
    async version(): Promise<DirectoryVersion> {
      return { rows: 2, maxId: 2 };
    },
    async filterableAfter(afterId: number): Promise<FilterableRecord[]> {
      reads++;
      const rows = [...ratings].map(([id, r]) => record(id, r)).filter((r) => r.id > afterId);
      if (hold) await hold;
      return rows;
    },
  };
}

const toJson = (r: FilterableRecord) => JSON.stringify({ id: r.id, rating: r.rating_tenths });

describe('LiveSnapshot.patch', () => {
  it('shows the new record at once, and reloads everything at the next check', async () => {
    let t = 0;
    const db = source();
    let changes = 0;
    const live = new LiveSnapshot(db, {
      maxRows: 10,
      checkEveryMs: 30_000,
      now: () => t,
      toJson,
      onChange: () => changes++,
      onError: (err) => {
        throw err;
      },
    });
    await live.load();
    expect(live.current()!.bySlugJson('astro-1')).toBe('{"id":1,"rating":40}');

    db.ratings.set(1, 43);
    live.patch(1, '{"id":1,"rating":43}');
    expect(live.current()!.bySlugJson('astro-1')).toBe('{"id":1,"rating":43}');
    // Same row count and highest id: without the patch, a check would keep the snapshot.
    const readsBefore = db.reads;
    t += 30_000;
    live.current();
    await expect.poll(() => changes).toBe(2);
    expect(db.reads).toBeGreaterThan(readsBefore);
    expect(live.current()!.bySlugJson('astro-1')).toBe('{"id":1,"rating":43}');

    // Nothing changed since: the next check reads the version only.
    const readsAfter = db.reads;
    t += 30_000;
    live.current();
    await new Promise((r) => setTimeout(r, 10));
    expect(db.reads).toBe(readsAfter);
  });

  it('a change during a reload is in the snapshot it builds, and marks the next one', async () => {
    let t = 0;
    const db = source();
    const live = new LiveSnapshot(db, {
      maxRows: 10,
      checkEveryMs: 30_000,
      now: () => t,
      toJson,
      onChange: () => {},
      onError: (err) => {
        throw err;
      },
    });
    await live.load();
    db.ratings.set(2, 46);
    live.patch(2, '{"id":2,"rating":46}');
    let release: () => void = () => {};
    db.holdReads(new Promise<void>((r) => (release = r)));
    t += 30_000;
    const before = live.current();
    await expect.poll(() => db.reads).toBe(2);
    // The reload has read the rows (40 for id 1, 46 for id 2); then id 1 changes.
    db.ratings.set(1, 48);
    live.patch(1, '{"id":1,"rating":48}');
    release();
    await expect.poll(() => live.current() !== before).toBe(true);
    expect(live.current()!.bySlugJson('astro-1')).toBe('{"id":1,"rating":48}');
    expect(live.current()!.bySlugJson('astro-2')).toBe('{"id":2,"rating":46}');
    // And the next check reads everything again, since the rows it read may predate it.
    const built = live.current();
    t += 30_000;
    live.current();
    await expect.poll(() => live.current() !== built).toBe(true);
  });
});
