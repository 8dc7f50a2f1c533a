import { describe, expect, it } from 'vitest';
import { randomIndianCharts, uniformCharts, yogaPrevalence } from './yoga-prevalence.ts';

/**
 * Shares in 10,000 random Indian births (seed 14), as `npm run bench yogas` prints them and the
 * README's table gives them.
 */
const TEN_THOUSAND: Record<string, number> = {
  'gaja-kesari': 0.181,
  'budha-aditya': 0.507,
  ruchaka: 0.071,
  bhadra: 0.053,
  hamsa: 0.082,
  malavya: 0.102,
  sasa: 0.086,
  'chandra-mangala': 0.08,
  'raj-yoga': 0.716,
  'dhana-yoga': 0.54,
  'neecha-bhanga': 0.397,
};

/**
 * Band: 4 binomial standard errors of a 1,000-birth share, sqrt(p(1-p)/1000), around the
 * 10,000-birth figure (1.9 to 6.3 percentage points). A sample of 1,000 falls outside it by
 * chance about once in 16,000 per yoga, so a failure means a rule changed: re-run the bench and
 * update the README's table with it.
 */
const band = (p: number) => 4 * Math.sqrt((p * (1 - p)) / 1000);

describe('yoga prevalence in 1,000 random Indian births (seed 2026)', () => {
  const births = yogaPrevalence(randomIndianCharts(1000, 2026));

  it('holds each share within 4 standard errors of the 10,000-birth table', () => {
    for (const [id, expected] of Object.entries(TEN_THOUSAND)) {
      const share = births.present[id]!;
      expect(Math.abs(share - expected), `${id}: ${share} vs ${expected}`).toBeLessThanOrEqual(
        band(expected),
      );
    }
  });

  it('cancels debilitation in at most 92% of charts with a debilitated planet (main had 92%, with the Moon a kendra from itself)', () => {
    // 10,000 births: 86.4%; the rules' combinatorics (uniform placement) 88.2%.
    expect(births.neechaBhangaGivenDebilitated).toBeLessThan(0.92);
    expect(births.neechaBhangaGivenDebilitated).toBeGreaterThan(0.8);
  });
});

describe('the rates the definitions imply (1,000 uniform, independent placements)', () => {
  const uniform = yogaPrevalence(uniformCharts(1000, 2026));

  it('matches the closed forms: Chandra-Mangala 1/12, a Mahapurusha (3 signs) 1/12, Bhadra (2 signs) 1/18', () => {
    // 1/12 = 8.3%: the Moon and Mars in one sign. Ruchaka: Mars in Aries, Scorpio or Capricorn
    // (3/12) which is a kendra from the lagna (4/12): 1/12. Bhadra: Gemini or Virgo, 2/36.
    expect(Math.abs(uniform.present['chandra-mangala']! - 1 / 12)).toBeLessThan(band(1 / 12));
    for (const id of ['ruchaka', 'hamsa', 'malavya', 'sasa'])
      expect(Math.abs(uniform.present[id]! - 1 / 12), id).toBeLessThan(band(1 / 12));
    expect(Math.abs(uniform.present.bhadra! - 1 / 18)).toBeLessThan(band(1 / 18));
  });

  it('Gaja Kesari: Jupiter in a kendra from the Moon (1/3) and in none of its 5 void signs (7/12), not combust: about 18%', () => {
    // 1/3 x 7/12 x (1 - 22/360) = 18.3%: debilitated in Capricorn; enemy signs Taurus, Gemini,
    // Virgo, Libra (Mercury's and Venus's); combust within 11 degrees of the Sun.
    const expected = (1 / 3) * (7 / 12) * (1 - 22 / 360);
    expect(Math.abs(uniform.present['gaja-kesari']! - expected)).toBeLessThan(band(expected));
  });

  it('a debilitated planet in 1 - (11/12)^7 = 45.5% of charts', () => {
    const expected = 1 - (11 / 12) ** 7;
    expect(Math.abs(uniform.withDebilitated - expected)).toBeLessThan(band(expected));
  });
});
