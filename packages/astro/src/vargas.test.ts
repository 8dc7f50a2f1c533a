import { describe, expect, it } from 'vitest';
import { computeChart } from './chart.ts';
import { VARGAS, divisionalChart, vargaSignIndex } from './vargas.ts';

// Sign indexes for readability.
const [ARI, TAU, GEM, CAN, LEO, VIR, LIB, SCO, SAG, CAP, AQU, PIS] = [
  0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11,
];
const at = (sign: number, deg: number) => sign * 30 + deg;

describe('vargas by the rules of BPHS ch. 6', () => {
  it('D2 hora: odd signs Sun (Leo) then Moon (Cancer); even signs the reverse', () => {
    expect(vargaSignIndex(at(ARI, 10), 2)).toBe(LEO);
    expect(vargaSignIndex(at(ARI, 20), 2)).toBe(CAN);
    expect(vargaSignIndex(at(TAU, 10), 2)).toBe(CAN);
    expect(vargaSignIndex(at(TAU, 15), 2)).toBe(LEO);
  });

  it('D3 drekkana: the sign, its 5th, its 9th', () => {
    expect([5, 15, 25].map((d) => vargaSignIndex(at(ARI, d), 3))).toEqual([ARI, LEO, SAG]);
    expect([5, 15, 25].map((d) => vargaSignIndex(at(CAP, d), 3))).toEqual([CAP, TAU, VIR]);
  });

  it('D4: 1st, 4th, 7th, 10th from the sign', () => {
    expect([1, 8, 16, 23].map((d) => vargaSignIndex(at(GEM, d), 4))).toEqual([GEM, VIR, SAG, PIS]);
  });

  it('D7: odd signs from the sign, even signs from the 7th', () => {
    expect(vargaSignIndex(at(ARI, 1), 7)).toBe(ARI);
    expect(vargaSignIndex(at(TAU, 1), 7)).toBe(SCO);
    expect(vargaSignIndex(at(TAU, 29.9), 7)).toBe(TAU); // 7th part: Scorpio + 6
  });

  it('D9 navamsha: movable from the sign, fixed from the 9th, dual from the 5th; vargottama parts', () => {
    expect(vargaSignIndex(at(ARI, 1), 9)).toBe(ARI);
    expect(vargaSignIndex(at(TAU, 1), 9)).toBe(CAP);
    expect(vargaSignIndex(at(GEM, 1), 9)).toBe(LIB);
    expect(vargaSignIndex(at(CAN, 29), 9)).toBe(PIS);
    // Vargottama: 1st navamsha of movable, 5th of fixed, 9th of dual signs fall in the sign itself.
    for (const s of [ARI, CAN, LIB, CAP]) expect(vargaSignIndex(at(s, 1), 9)).toBe(s);
    for (const s of [TAU, LEO, SCO, AQU]) expect(vargaSignIndex(at(s, 15), 9)).toBe(s);
    for (const s of [GEM, VIR, SAG, PIS]) expect(vargaSignIndex(at(s, 29), 9)).toBe(s);
  });

  it('D10: odd from the sign, even from the 9th', () => {
    expect(vargaSignIndex(at(ARI, 4), 10)).toBe(TAU);
    expect(vargaSignIndex(at(TAU, 1), 10)).toBe(CAP);
  });

  it('D12 and D60: counted from the sign', () => {
    expect(vargaSignIndex(at(LEO, 2.6), 12)).toBe(VIR);
    expect(vargaSignIndex(at(LEO, 29.9), 12)).toBe(CAN);
    expect(vargaSignIndex(at(LEO, 0.6), 60)).toBe(VIR);
    expect(vargaSignIndex(at(LEO, 29.9), 60)).toBe(CAN); // 60th part: Leo + 59
  });

  it('D16, D20, D45: movable/fixed/dual start signs', () => {
    expect([ARI, TAU, GEM].map((s) => vargaSignIndex(at(s, 0.5), 16))).toEqual([ARI, LEO, SAG]);
    expect([ARI, TAU, GEM].map((s) => vargaSignIndex(at(s, 0.5), 20))).toEqual([ARI, SAG, LEO]);
    expect([ARI, TAU, GEM].map((s) => vargaSignIndex(at(s, 0.5), 45))).toEqual([ARI, LEO, SAG]);
  });

  it('D24 from Leo (odd) or Cancer (even); D27 from the first sign of the element; D40 from Aries or Libra', () => {
    expect(vargaSignIndex(at(ARI, 0.5), 24)).toBe(LEO);
    expect(vargaSignIndex(at(TAU, 0.5), 24)).toBe(CAN);
    expect([LEO, VIR, AQU, PIS].map((s) => vargaSignIndex(at(s, 0.5), 27))).toEqual([
      ARI,
      CAN,
      LIB,
      CAP,
    ]);
    expect(vargaSignIndex(at(GEM, 0.5), 40)).toBe(ARI);
    expect(vargaSignIndex(at(CAN, 0.5), 40)).toBe(LIB);
  });

  it('D30 trimshamsha: unequal parts of Mars, Saturn, Jupiter, Mercury, Venus (reversed in even signs)', () => {
    expect([2, 7, 12, 20, 27].map((d) => vargaSignIndex(at(ARI, d), 30))).toEqual([
      ARI,
      AQU,
      SAG,
      GEM,
      LIB,
    ]);
    expect([2, 8, 15, 22, 28].map((d) => vargaSignIndex(at(TAU, d), 30))).toEqual([
      TAU,
      VIR,
      PIS,
      CAP,
      SCO,
    ]);
    expect(vargaSignIndex(at(ARI, 5), 30)).toBe(AQU); // boundaries go to the next part
    expect(vargaSignIndex(at(TAU, 12), 30)).toBe(PIS);
  });

  it('every varga maps every longitude to a sign, D1 to the sign itself', () => {
    for (let lon = 0; lon < 360; lon += 0.37) {
      expect(vargaSignIndex(lon, 1)).toBe(Math.floor(lon / 30));
      for (const v of VARGAS) {
        const s = vargaSignIndex(lon, v);
        expect(Number.isInteger(s) && s >= 0 && s < 12).toBe(true);
      }
    }
  });
});

describe('divisional charts', () => {
  it('places bodies in whole-sign houses from the divisional ascendant', () => {
    const chart = computeChart({
      utc: new Date('1984-09-10T12:00:00Z'),
      latDeg: 12.97,
      lonDeg: 77.59,
    });
    const d1 = divisionalChart(chart, 1);
    expect(d1.ascendantSignIndex).toBe(chart.ascendant.signIndex);
    d1.placements.forEach((p, i) => {
      expect(p.signIndex).toBe(chart.planets[i]!.signIndex);
      expect(p.house).toBe(chart.planets[i]!.house);
    });
    const d9 = divisionalChart(chart, 9);
    for (const p of d9.placements)
      expect(p.house).toBe(((p.signIndex - d9.ascendantSignIndex + 12) % 12) + 1);
  });
});
