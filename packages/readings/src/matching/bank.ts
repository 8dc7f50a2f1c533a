/**
 * The phrase bank for the doshas of a match (Nadi, Bhakoot, Gana, Manglik) and their
 * cancellations, one per language beside each other in this folder. The rules and their sources
 * are in @nakshatra/astro (matching.ts, MATCH_DOSHA_CANCELLATIONS); what each dosha is read to
 * mean comes from the texts those rules come from:
 * - Nadi: the same nadi is avoided for health and progeny (Narada and Varahamihira as quoted in
 *   the matching chapters; priya-sharan.blogspot.com "Nadi dosh" gives the verses);
 * - Bhakoot: 6/8 illness and strife, 5/9 trouble over children, 2/12 poverty and expense
 *   (jahanvirajpurohit.blogspot.com "भकूट दोष", democraticaccent.com "भकूट दोष क्या है");
 * - Gana: a Deva or Manushya with a Rakshasa, quarrels and disharmony (poorvapunya.com "Ten match");
 * - Manglik: Mars in the 1st, 2nd, 4th, 7th, 8th or 12th, strain in married life (B.V. Raman,
 *   "Muhurtha").
 */
import type { MatchDoshaCancellation, MatchDoshaId } from '@nakshatra/astro';

export type BhakootRelation = '2/12' | '5/9' | '6/8';

export interface MatchDoshaBank {
  /** Display names of the four doshas. */
  names: Record<MatchDoshaId, string>;
  nadi: {
    /** {nadi}: the nadi both share. */
    present: string;
    /** {boy} {girl}: each partner's nadi. */
    absent: string;
  };
  bhakoot: {
    /** {boy} {girl}: each partner's Moon sign. */
    present: Record<BhakootRelation, string>;
    /** {boy} {girl} */
    absent: string;
  };
  gana: {
    /** {boy} {girl}: each partner's gana. */
    present: string;
    absent: string;
  };
  manglik: {
    /** Whose chart has Mars in a Manglik house, before cancellations. */
    present: Record<'boy' | 'girl' | 'both', string>;
    absent: string;
  };
  /**
   * One clause per cancellation, joined into `cancelledBecause`:
   * same-rashi-different-nakshatra {sign} {boyNakshatra} {girlNakshatra};
   * same-nakshatra-different-rashi {nakshatra} {boySign} {girlSign};
   * same-nakshatra-different-pada {nakshatra} {boyPada} {girlPada};
   * rashi-lords-same {lord}; rashi-lords-friends {boyLord} {girlLord}.
   */
  cancellations: Record<MatchDoshaCancellation, string>;
  /** Joins two cancellation clauses (' and ', '上に、'...). */
  reasonsJoin: string;
  /** {reasons} */
  cancelledBecause: string;
  /** {points} {max}: a cancelled koota counted in full for the verdict. */
  pointsRestored: string;
  /** A koota dosha with no cancellation. */
  standsKoota: string;
  /** {who}: the partner who stays Manglik. */
  standsManglik: string;
  /** {total} {adjusted} {doshas}: the verdict reads the total with cancelled doshas in full. */
  adjustedTotal: string;
}
