import { describe, expect, it } from 'vitest';
import { computeChart } from './chart.ts';
import {
  ashtakoota,
  grahaMaitriPoints,
  matchCharts,
  matchVerdict,
  vashyaGroup,
} from './matching.ts';
import type { ClassicalPlanet } from './yogas.ts';

const pts = (r: ReturnType<typeof ashtakoota>) =>
  Object.fromEntries(r.kootas.map((k) => [k.name, k.points]));

describe('ashtakoota tables against published references', () => {
  it('Graha Maitri reproduces the published 7x7 table (BPHS friendships)', () => {
    // Table "Matching of lords of Moon signs" (girl rows, boy columns; symmetric), as printed
    // in the matching chapter reproduced at windykator.xlx.pl "astrology in houses".
    const order: ClassicalPlanet[] = [
      'Sun',
      'Moon',
      'Mars',
      'Mercury',
      'Jupiter',
      'Venus',
      'Saturn',
    ];
    const published = [
      [5, 5, 5, 4, 5, 0, 0],
      [5, 5, 4, 1, 4, 0.5, 0.5],
      [5, 4, 5, 0.5, 5, 3, 0.5],
      [4, 1, 0.5, 5, 0.5, 5, 4],
      [5, 4, 5, 0.5, 5, 0.5, 3],
      [0, 0.5, 3, 5, 0.5, 5, 5],
      [0, 0.5, 0.5, 4, 3, 5, 5],
    ];
    for (let i = 0; i < 7; i++) {
      for (let j = 0; j < 7; j++) {
        expect(grahaMaitriPoints(order[i]!, order[j]!), `${order[i]}-${order[j]}`).toBe(
          published[i]![j],
        );
      }
    }
  });

  it('Yoni: same yoni 4, the seven sworn-enemy pairs 0 (saravali.de / Maitreya table)', () => {
    // Ashwini (horse) with Shatabhisha (horse) = 4; Ashwini (horse) with Hasta (buffalo) = 0.
    const yoni = (b: [number, number], g: [number, number]) =>
      ashtakoota(
        { moonSignIndex: b[0], moonNakshatraIndex: b[1] },
        { moonSignIndex: g[0], moonNakshatraIndex: g[1] },
      ).kootas[3]!;
    expect(yoni([0, 0], [10, 23])).toMatchObject({ points: 4, boy: 'Horse', girl: 'Horse' });
    expect(yoni([0, 0], [5, 12])).toMatchObject({ points: 0, boy: 'Horse', girl: 'Buffalo' });
    expect(yoni([1, 3], [9, 20])).toMatchObject({ points: 0, boy: 'Serpent', girl: 'Mongoose' }); // Rohini x U. Ashadha
    expect(yoni([4, 9], [3, 8])).toMatchObject({ points: 0, boy: 'Rat', girl: 'Cat' }); // Magha x Ashlesha
    // The published matrix is not symmetric in two cells: bride Deer x groom Horse = 1,
    // bride Horse x groom Deer = 3 (Anuradha is Deer, Ashwini Horse).
    expect(yoni([0, 0], [7, 16]).points).toBe(1);
    expect(yoni([7, 16], [0, 0]).points).toBe(3);
  });

  it("Gana follows Future Point's table (boy Deva x girl Rakshasa 1, boy Manushya x girl Deva 5)", () => {
    const gana = (bn: number, bs: number, gn: number, gs: number) =>
      ashtakoota(
        { moonSignIndex: bs, moonNakshatraIndex: bn },
        { moonSignIndex: gs, moonNakshatraIndex: gn },
      ).kootas[5]!;
    expect(gana(0, 0, 2, 0)).toMatchObject({ boy: 'Deva', girl: 'Rakshasa', points: 1 }); // Ashwini x Krittika
    expect(gana(1, 0, 0, 0)).toMatchObject({ boy: 'Manushya', girl: 'Deva', points: 5 });
    expect(gana(0, 0, 1, 0)).toMatchObject({ boy: 'Deva', girl: 'Manushya', points: 6 });
    expect(gana(1, 0, 2, 0)).toMatchObject({ boy: 'Manushya', girl: 'Rakshasa', points: 0 });
  });

  it('Vashya groups by sign half (ranjanadikshit.com rules) and the derived points', () => {
    expect(vashyaGroup({ moonSignIndex: 8, moonNakshatraIndex: 18, moonLongitudeDeg: 245 })).toBe(
      'Manava',
    );
    expect(vashyaGroup({ moonSignIndex: 8, moonNakshatraIndex: 19, moonLongitudeDeg: 258 })).toBe(
      'Chatushpada',
    );
    expect(vashyaGroup({ moonSignIndex: 9, moonNakshatraIndex: 20, moonLongitudeDeg: 275 })).toBe(
      'Chatushpada',
    );
    expect(vashyaGroup({ moonSignIndex: 9, moonNakshatraIndex: 21 })).toBe('Jalachara');
    const vashya = (bs: number, bn: number, gs: number, gn: number) =>
      ashtakoota(
        { moonSignIndex: bs, moonNakshatraIndex: bn },
        { moonSignIndex: gs, moonNakshatraIndex: gn },
      ).kootas[1]!.points;
    expect(vashya(0, 0, 1, 3)).toBe(2); // Aries x Taurus, both Chatushpada
    expect(vashya(2, 5, 3, 7)).toBe(0.5); // Gemini (Manava) x Cancer (Jalachara, its food)
    expect(vashya(4, 9, 0, 0)).toBe(0.5); // Leo (Vanachara) x Aries (Chatushpada, its food)
    expect(vashya(4, 9, 2, 5)).toBe(1); // Manava is vashya to Vanachara
    expect(vashya(7, 16, 4, 9)).toBe(0); // Keeta x Vanachara
  });
});

describe('ashtakoota: worked cases', () => {
  it('a perfect-looking pair still loses Nadi and Bhakoot by the rules', () => {
    // Same nakshatra (Rohini, Taurus) for both: same nadi (0), same sign (Bhakoot 7), same yoni 4,
    // same gana 6, same lord 5, same varna 1, same vashya 2, Tara: count 1 (Janma) is good -> 3.
    const r = ashtakoota(
      { moonSignIndex: 1, moonNakshatraIndex: 3 },
      { moonSignIndex: 1, moonNakshatraIndex: 3 },
    );
    expect(pts(r)).toEqual({
      Varna: 1,
      Vashya: 2,
      Tara: 3,
      Yoni: 4,
      'Graha Maitri': 5,
      Gana: 6,
      Bhakoot: 7,
      Nadi: 0,
    });
    expect(r.total).toBe(28);
    expect(r.max).toBe(36);
  });

  it('boy Ashwini/Aries, girl Rohini/Taurus', () => {
    // By hand from the tables above: Varna Kshatriya>=Vaishya 1; Vashya both Chatushpada 2;
    // Tara girl->boy count 25 (25 mod 9 = 7, Naidhana: bad) and boy->girl 4 (Kshema: good) 1.5;
    // Yoni bride Serpent x groom Horse 3; Maitri Mars-Venus neutral both 3; Gana girl Manushya x
    // boy Deva 6; Bhakoot 2/12 -> 0; Nadi Adi vs Antya 8. Total 24.5.
    const r = ashtakoota(
      { moonSignIndex: 0, moonNakshatraIndex: 0 },
      { moonSignIndex: 1, moonNakshatraIndex: 3 },
    );
    expect(pts(r)).toEqual({
      Varna: 1,
      Vashya: 2,
      Tara: 1.5,
      Yoni: 3,
      'Graha Maitri': 3,
      Gana: 6,
      Bhakoot: 0,
      Nadi: 8,
    });
    expect(r.total).toBe(24.5);
  });

  it('rejects indexes out of range or a nakshatra outside the sign', () => {
    expect(() =>
      ashtakoota(
        { moonSignIndex: 12, moonNakshatraIndex: 0 },
        { moonSignIndex: 0, moonNakshatraIndex: 0 },
      ),
    ).toThrow(RangeError);
    expect(() =>
      ashtakoota(
        { moonSignIndex: 0, moonNakshatraIndex: 27 },
        { moonSignIndex: 0, moonNakshatraIndex: 0 },
      ),
    ).toThrow(RangeError);
    expect(() =>
      ashtakoota(
        { moonSignIndex: 5, moonNakshatraIndex: 0 },
        { moonSignIndex: 0, moonNakshatraIndex: 0 },
      ),
    ).toThrow(RangeError);
    // Krittika spans Aries 26°40' - Taurus 10°: valid in both.
    expect(() =>
      ashtakoota(
        { moonSignIndex: 1, moonNakshatraIndex: 2 },
        { moonSignIndex: 0, moonNakshatraIndex: 2 },
      ),
    ).not.toThrow();
  });

  it('totals are the sum of the kootas and stay within 0-36 for every sign/nakshatra pair', () => {
    const valid: { moonSignIndex: number; moonNakshatraIndex: number }[] = [];
    for (let n = 0; n < 27; n++) {
      for (let s = 0; s < 12; s++) {
        const a = (n * 40) / 3;
        if (a + 40 / 3 > s * 30 && a < s * 30 + 30)
          valid.push({ moonSignIndex: s, moonNakshatraIndex: n });
      }
    }
    expect(valid).toHaveLength(36); // 27 nakshatras, 9 of them straddle two signs
    for (const b of valid) {
      for (const g of valid) {
        const r = ashtakoota(b, g);
        expect(r.total).toBe(r.kootas.reduce((s, k) => s + k.points, 0));
        expect(r.total).toBeGreaterThanOrEqual(0);
        expect(r.total).toBeLessThanOrEqual(36);
      }
    }
  });
});

describe('verdict and charts', () => {
  it('thresholds: <18 not recommended, 18-24 average, 25-31 good, 32+ excellent; Manglik mismatch caps at average', () => {
    expect([17.5, 18, 24.5, 25, 31.5, 32, 36].map((t) => matchVerdict(t, true))).toEqual([
      'not-recommended',
      'average',
      'average',
      'good',
      'good',
      'excellent',
      'excellent',
    ]);
    expect(matchVerdict(33, false)).toBe('average');
    expect(matchVerdict(10, false)).toBe('not-recommended');
  });

  it('matchCharts uses the Moon of each chart and adds Manglik', () => {
    const boy = computeChart({
      utc: new Date('1869-10-02T02:33:36Z'),
      latDeg: 21.633,
      lonDeg: 69.6,
    });
    const girl = computeChart({
      utc: new Date('1990-05-15T06:00:00Z'),
      latDeg: 19.07,
      lonDeg: 72.88,
    });
    const m = matchCharts(boy, girl);
    const moonOf = (c: typeof boy) => c.planets.find((p) => p.body === 'Moon')!;
    const direct = ashtakoota(
      {
        moonSignIndex: moonOf(boy).signIndex,
        moonNakshatraIndex: moonOf(boy).nakshatraIndex,
        moonLongitudeDeg: moonOf(boy).longitudeDeg,
      },
      {
        moonSignIndex: moonOf(girl).signIndex,
        moonNakshatraIndex: moonOf(girl).nakshatraIndex,
        moonLongitudeDeg: moonOf(girl).longitudeDeg,
      },
    );
    expect(m.total).toBe(direct.total);
    expect(m.manglik.compatible).toBe(m.manglik.boy === m.manglik.girl);
    expect(m.verdict).toBe(matchVerdict(m.total, m.manglik.compatible));
  });
});
