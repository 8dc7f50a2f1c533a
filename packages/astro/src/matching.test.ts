import { describe, expect, it } from 'vitest';
import { computeChart } from './chart.ts';
import {
  adjustedTotal,
  ashtakoota,
  grahaMaitriPoints,
  kootaDoshas,
  manglikMatchDosha,
  matchCharts,
  matchVerdict,
  vashyaGroup,
  type MatchingInput,
} from './matching.ts';
import type { ManglikResult } from './doshas.ts';
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
    // The verdict now reads the total with cancelled koota doshas counted in full (it read the
    // plain total before the pariharas were judged).
    expect(m.doshas.map((d) => d.id)).toEqual(['nadi', 'bhakoot', 'gana', 'manglik']);
    expect(m.adjustedTotal).toBe(adjustedTotal(direct, m.doshas));
    expect(m.verdict).toBe(matchVerdict(m.adjustedTotal, m.manglik.compatible));
    const manglik = m.doshas[3]!;
    expect(manglik.present && !manglik.cancelled).toBe(!m.manglik.compatible);
  });
});

/** A Moon position: sign 0-11, nakshatra 0-26, optional pada 1-4. */
const moon = (sign: number, nakshatra: number, pada?: number): MatchingInput => ({
  moonSignIndex: sign,
  moonNakshatraIndex: nakshatra,
  ...(pada === undefined ? {} : { moonPada: pada }),
});
const doshaOf = (boy: MatchingInput, girl: MatchingInput, id: string) =>
  kootaDoshas(boy, girl).find((d) => d.id === id)!;

describe('Nadi dosha and its pariharas (Muhurta Chintamani, vivaha prakarana)', () => {
  // The verse "rāśaikye ced bhinnam ṛkṣaṁ dvayoḥ syān nakṣatraikye rāśiyugmaṁ tathaiva /
  // nāḍīdoṣo no gaṇānāṁ ca doṣo nakṣatraikye pādabhede śubhaṁ syāt": one sign with different
  // nakshatras, or one nakshatra in two signs: no Nadi dosha; one nakshatra, different padas:
  // auspicious. Nadis as tabulated by astrologerpanditji.com "Nadi Dosh" (Krittika, Rohini, Magha,
  // Uttara Ashadha Antya; Ashwini, Ardra, Jyeshtha Adi).
  it('same sign, different nakshatras: Krittika and Rohini, both Antya, both Taurus', () => {
    const d = doshaOf(moon(1, 2, 3), moon(1, 3, 1), 'nadi');
    expect(d).toMatchObject({ present: true, cancelled: true, kind: 'Antya', points: 0 });
    expect(d.cancellations).toEqual(['same-rashi-different-nakshatra']);
    expect(d.pointsForVerdict).toBe(8);
  });

  it('same nakshatra in two signs: Krittika pada 1 (Aries) and Krittika pada 2 (Taurus)', () => {
    const d = doshaOf(moon(0, 2, 1), moon(1, 2, 2), 'nadi');
    expect(d.cancellations).toEqual(['same-nakshatra-different-rashi']);
    expect(d.cancelled).toBe(true);
  });

  it('same nakshatra and sign: cancelled by different padas, not by the same pada', () => {
    expect(doshaOf(moon(1, 3, 1), moon(1, 3, 3), 'nadi').cancellations).toEqual([
      'same-nakshatra-different-pada',
    ]);
    const same = doshaOf(moon(1, 3, 2), moon(1, 3, 2), 'nadi');
    expect(same).toMatchObject({ present: true, cancelled: false, cancellations: [] });
    expect(same.pointsForVerdict).toBe(0);
    // Padas unknown: the pada rule is not judged, so the dosha stands.
    expect(doshaOf(moon(1, 3), moon(1, 3), 'nadi').cancelled).toBe(false);
    // The pada follows from the longitude: Rohini spans 40°-53°20', pada 1 from 40°, pada 3 from 46°40'.
    const byLon = kootaDoshas(
      { moonSignIndex: 1, moonNakshatraIndex: 3, moonLongitudeDeg: 41 },
      { moonSignIndex: 1, moonNakshatraIndex: 3, moonLongitudeDeg: 47 },
    )[0]!;
    expect(byLon.cancellations).toEqual(['same-nakshatra-different-pada']);
  });

  it('Moon-sign lords one planet: Ashwini (Aries) and Jyeshtha (Scorpio), both Adi, both Mars', () => {
    const d = doshaOf(moon(0, 0), moon(7, 17), 'nadi');
    expect(d).toMatchObject({ present: true, kind: 'Adi', cancellations: ['rashi-lords-same'] });
  });

  it('Moon-sign lords friends: Magha (Leo, Sun) and Uttara Ashadha 1 (Sagittarius, Jupiter), both Antya', () => {
    // Sun and Jupiter are natural friends of each other (BPHS ch. 3).
    const d = doshaOf(moon(4, 9), moon(8, 20, 1), 'nadi');
    expect(d.cancellations).toEqual(['rashi-lords-friends']);
  });

  it('no parihara: Ashwini (Aries, Mars) and Ardra (Gemini, Mercury), both Adi', () => {
    // Mars holds Mercury an enemy (BPHS ch. 3): not friends, and the signs and nakshatras differ.
    const d = doshaOf(moon(0, 0), moon(2, 5), 'nadi');
    expect(d).toMatchObject({ present: true, cancelled: false, cancellations: [], kind: 'Adi' });
  });

  it('different nadis: no dosha, nothing to cancel (Ashwini Adi, Rohini Antya)', () => {
    const d = doshaOf(moon(0, 0), moon(1, 3), 'nadi');
    expect(d).toMatchObject({ present: false, cancelled: false, cancellations: [], kind: null });
    expect(d.pointsForVerdict).toBe(8);
  });
});

describe('Bhakoot dosha and its pariharas', () => {
  // piosastro.com "Bhakoot Dosha Cancellation": 2/12, 5/9, 6/8 give 0; Capricorn & Aquarius
  // (2/12, Saturn), Aries & Scorpio (6/8, Mars), Taurus & Libra (6/8, Venus) have no issue
  // because the sign lord is the same; likewise when the lords are friends.
  it('the three published same-lord pairs are cancelled', () => {
    const pairs: [MatchingInput, MatchingInput, string][] = [
      [moon(9, 21), moon(10, 23), '2/12'], // Shravana (Capricorn), Shatabhisha (Aquarius)
      [moon(0, 0), moon(7, 17), '6/8'], // Ashwini (Aries), Jyeshtha (Scorpio)
      [moon(1, 3), moon(6, 14), '6/8'], // Rohini (Taurus), Swati (Libra)
    ];
    for (const [b, g, kind] of pairs) {
      const d = doshaOf(b, g, 'bhakoot');
      expect(d, kind).toMatchObject({ present: true, cancelled: true, kind, points: 0 });
      expect(d.cancellations).toEqual(['rashi-lords-same']);
      expect(d.pointsForVerdict).toBe(7);
    }
  });

  it('5/9 with friendly lords is cancelled: Leo (Sun) and Sagittarius (Jupiter)', () => {
    const d = doshaOf(moon(4, 9), moon(8, 18), 'bhakoot');
    expect(d).toMatchObject({ kind: '5/9', cancellations: ['rashi-lords-friends'] });
  });

  it('6/8 Aries-Virgo and 2/12 Aries-Taurus stand: Mars-Mercury enemies, Mars-Venus neutral', () => {
    // Aries boy, Virgo girl: the 6-8 example of democraticaccent.com "भकूट दोष क्या है".
    expect(doshaOf(moon(0, 0), moon(5, 12), 'bhakoot')).toMatchObject({
      present: true,
      cancelled: false,
      kind: '6/8',
    });
    expect(doshaOf(moon(0, 0), moon(1, 3), 'bhakoot')).toMatchObject({
      present: true,
      cancelled: false,
      kind: '2/12',
    });
  });

  it('1/7, 3/11, 4/10 and the same sign form no dosha', () => {
    for (const g of [moon(6, 14), moon(2, 5), moon(3, 7), moon(0, 1)]) {
      expect(doshaOf(moon(0, 0), g, 'bhakoot').present).toBe(false);
    }
  });
});

describe('Gana dosha and its pariharas', () => {
  // poorvapunya.com "Ten match" (Gana): a Deva or Manushya with a Rakshasa is the forbidden
  // pair. Ganas by nakshatra as in B.V. Raman, "Muhurtha": Deva Ashwini, Hasta...; Manushya
  // Bharani, Rohini...; Rakshasa Krittika, Magha, Jyeshtha... Pariharas: the Muhurta Chintamani verse above ("no Gana dosha" in one sign with
  // different nakshatras) and friendly or common Moon-sign lords.
  it('Deva-Rakshasa in one sign with different nakshatras: Ashwini and Krittika 1, Aries', () => {
    const d = doshaOf(moon(0, 0), moon(0, 2, 1), 'gana');
    expect(d).toMatchObject({ present: true, kind: 'Deva-Rakshasa', points: 1 });
    expect(d.cancellations).toEqual(['same-rashi-different-nakshatra']);
    expect(d.pointsForVerdict).toBe(6);
  });

  it('Manushya-Rakshasa with friendly lords: Bharani (Aries, Mars) and Magha (Leo, Sun)', () => {
    const d = doshaOf(moon(0, 1), moon(4, 9), 'gana');
    expect(d).toMatchObject({
      kind: 'Manushya-Rakshasa',
      points: 0,
      cancellations: ['rashi-lords-friends'],
    });
  });

  it('Deva-Rakshasa with no parihara: Hasta (Virgo, Mercury) and Magha (Leo, Sun)', () => {
    // Mercury counts the Sun a friend but the Sun counts Mercury neutral: not mutual friends.
    const d = doshaOf(moon(5, 12), moon(4, 9), 'gana');
    expect(d).toMatchObject({ present: true, cancelled: false, kind: 'Deva-Rakshasa' });
  });

  it('Rakshasa with Rakshasa, or Deva with Manushya, forms none', () => {
    expect(doshaOf(moon(4, 9), moon(7, 17), 'gana').present).toBe(false);
    expect(doshaOf(moon(0, 0), moon(0, 1), 'gana').present).toBe(false);
  });
});

describe('Manglik match (Kuja dosha samya)', () => {
  const mars = (raw: boolean, present: boolean): ManglikResult => ({
    present,
    raw,
    marsHouse: { fromLagna: raw ? 7 : 3, fromMoon: 3, fromVenus: 3 },
    from: raw ? ['lagna'] : [],
    severity: present ? 'low' : 'none',
    cancellations: raw && !present ? ['own-or-exalted'] : [],
  });

  it('both Manglik: cancelled by samya', () => {
    expect(manglikMatchDosha(mars(true, true), mars(true, true))).toMatchObject({
      present: true,
      cancelled: true,
      cancellations: ['both-manglik'],
      kind: 'both',
    });
  });

  it("one Manglik, the other's Mars cancelled in its own chart: not balanced, stands", () => {
    expect(manglikMatchDosha(mars(true, true), mars(true, false))).toMatchObject({
      present: true,
      cancelled: false,
      kind: 'both',
    });
    expect(manglikMatchDosha(mars(false, false), mars(true, true))).toMatchObject({
      present: true,
      cancelled: false,
      kind: 'girl',
    });
  });

  it("a Manglik Mars cancelled in its own chart cancels the match's dosha; none is absent", () => {
    expect(manglikMatchDosha(mars(true, false), mars(false, false))).toMatchObject({
      present: true,
      cancelled: true,
      cancellations: ['mars-cancelled'],
      kind: 'boy',
    });
    expect(manglikMatchDosha(mars(false, false), mars(false, false))).toMatchObject({
      present: false,
      cancelled: false,
      kind: null,
    });
  });
});

describe('cancelled doshas and the verdict', () => {
  it('restores the full koota to the total the verdict reads, and only when cancelled', () => {
    // Krittika 3 (Rakshasa) and Rohini 1 (Manushya) in Taurus: one sign, two nakshatras cancels
    // both the Nadi dosha (0 -> 8) and the Gana dosha (Manushya girl x Rakshasa boy 0 -> 6): +14.
    const b = moon(1, 2, 3);
    const g = moon(1, 3, 1);
    const base = ashtakoota(b, g);
    expect(base.kootas.find((k) => k.name === 'Gana')!.points).toBe(0);
    expect(adjustedTotal(base, kootaDoshas(b, g, base))).toBe(base.total + 14);
    // Hasta x Magha: Gana and Bhakoot doshas both stand, nothing restored.
    const b2 = moon(5, 12);
    const g2 = moon(4, 9);
    const base2 = ashtakoota(b2, g2);
    expect(adjustedTotal(base2, kootaDoshas(b2, g2, base2))).toBe(base2.total);
    // Ashwini (Deva) x Jyeshtha (Rakshasa): Nadi (Adi, 0 -> 8), Bhakoot (6/8, 0 -> 7) and Gana
    // (Deva boy x Rakshasa girl, 1 -> 6) all cancelled by the one lord Mars: +20.
    const base3 = ashtakoota(moon(0, 0), moon(7, 17));
    expect(adjustedTotal(base3, kootaDoshas(moon(0, 0), moon(7, 17), base3))).toBe(
      base3.total + 20,
    );
  });

  it('rejects a pada outside the sign or out of range', () => {
    expect(() => ashtakoota(moon(0, 2, 2), moon(0, 0))).toThrow(RangeError); // Krittika 2 is in Taurus
    expect(() => ashtakoota(moon(0, 0, 5), moon(0, 0))).toThrow(RangeError);
  });
});
