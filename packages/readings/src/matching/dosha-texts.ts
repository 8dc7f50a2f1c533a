/**
 * Texts for the doshas of a match: each dosha named, what forms it or why it is absent, the
 * cancellation when one applies, and what that does to the score the verdict reads.
 */
import {
  SIGN_LORDS,
  type Graha,
  type MatchDosha,
  type MatchDoshaCancellation,
  type MatchDoshaId,
  type MatchResult,
  type MatchingInput,
} from '@nakshatra/astro';
import type { Lang } from '../lang.ts';
import type { LanguagePack } from '../pack.ts';
import { packFor, planetInText } from '../packs/index.ts';
import { capitalize, fill, joinSentences } from '../text.ts';
import type { BhakootRelation, MatchDoshaBank } from './bank.ts';
import { MATCH_DOSHA_BANKS } from './banks.ts';

export interface MatchDoshaText {
  id: MatchDoshaId;
  name: string;
  /** 'cancelled': formed, but a classical cancellation applies. */
  status: 'present' | 'cancelled' | 'absent';
  cancellations: MatchDoshaCancellation[];
  /** The koota's points in the guna table, and the points the verdict counts (null for Manglik). */
  points: number | null;
  pointsForVerdict: number | null;
  /** The koota's maximum (null for Manglik). */
  max: number | null;
  explanation: string;
}

const KOOTA_OF: Record<Exclude<MatchDoshaId, 'manglik'>, 'Nadi' | 'Bhakoot' | 'Gana'> = {
  nadi: 'Nadi',
  bhakoot: 'Bhakoot',
  gana: 'Gana',
};

/** The maximum of the dosha's koota (null for Manglik, which is not a koota). */
function kootaMax(d: MatchDosha, r: MatchResult): number | null {
  const id = d.id;
  if (id === 'manglik') return null;
  return r.kootas.find((k) => k.name === KOOTA_OF[id])!.max;
}

function sentences(parts: readonly string[]): string {
  return joinSentences(parts.map(capitalize));
}

/** Pada 1-4 of a matched Moon, from the pada or the longitude ('?' when neither is known). */
function padaText(m: MatchingInput): string {
  if (m.moonPada !== undefined) return String(m.moonPada);
  if (m.moonLongitudeDeg === undefined) return '?';
  const lon = ((m.moonLongitudeDeg % 360) + 360) % 360;
  return String((Math.floor(lon / (10 / 3)) % 4) + 1);
}

/** Every placeholder a cancellation clause may use, in `pack`'s language. */
function cancellationVars(pack: LanguagePack, r: MatchResult): Record<string, string> {
  const n = pack.names;
  const b = r.boyMoon;
  const g = r.girlMoon;
  const lord = (m: MatchingInput) => planetInText(pack, SIGN_LORDS[m.moonSignIndex] as Graha);
  return {
    sign: n.signs[b.moonSignIndex]!,
    boySign: n.signs[b.moonSignIndex]!,
    girlSign: n.signs[g.moonSignIndex]!,
    nakshatra: n.nakshatras[b.moonNakshatraIndex]!,
    boyNakshatra: n.nakshatras[b.moonNakshatraIndex]!,
    girlNakshatra: n.nakshatras[g.moonNakshatraIndex]!,
    boyPada: padaText(b),
    girlPada: padaText(g),
    lord: lord(b),
    boyLord: lord(b),
    girlLord: lord(g),
  };
}

/** What forms the dosha (present or cancelled), or why it is absent. */
function formation(
  pack: LanguagePack,
  bank: MatchDoshaBank,
  d: MatchDosha,
  r: MatchResult,
): string {
  const n = pack.names;
  const koota = (name: string) => r.kootas.find((k) => k.name === name)!;
  switch (d.id) {
    case 'nadi': {
      const k = koota('Nadi');
      const name = (v: string) => n.nadis[v as keyof typeof n.nadis] ?? v;
      return d.present
        ? fill(bank.nadi.present, { nadi: name(k.boy) })
        : fill(bank.nadi.absent, { boy: name(k.boy), girl: name(k.girl) });
    }
    case 'bhakoot': {
      const signs = {
        boy: n.signs[r.boyMoon.moonSignIndex]!,
        girl: n.signs[r.girlMoon.moonSignIndex]!,
      };
      return d.present
        ? fill(bank.bhakoot.present[d.kind as BhakootRelation], signs)
        : fill(bank.bhakoot.absent, signs);
    }
    case 'gana': {
      const k = koota('Gana');
      const name = (v: string) => n.ganas[v as keyof typeof n.ganas] ?? v;
      const vars = { boy: name(k.boy), girl: name(k.girl) };
      return fill(d.present ? bank.gana.present : bank.gana.absent, vars);
    }
    case 'manglik':
      return d.present
        ? bank.manglik.present[d.kind as 'boy' | 'girl' | 'both']
        : bank.manglik.absent;
  }
}

/** The cancellation (and the points it gives back), or why the dosha stands. */
function judgement(
  pack: LanguagePack,
  bank: MatchDoshaBank,
  d: MatchDosha,
  r: MatchResult,
): string[] {
  if (!d.present) return [];
  const max = kootaMax(d, r);
  if (d.cancelled) {
    const vars = cancellationVars(pack, r);
    const reasons = d.cancellations.map((c) => fill(bank.cancellations[c], vars));
    const out = [fill(bank.cancelledBecause, { reasons: reasons.join(bank.reasonsJoin) })];
    if (max !== null && d.points !== null && d.points < max)
      out.push(fill(bank.pointsRestored, { points: d.points, max }));
    return out;
  }
  if (d.id !== 'manglik') return [bank.standsKoota];
  const e = pack.explain;
  return [fill(bank.standsManglik, { who: r.manglik.boy ? e.boy : e.girl })];
}

/** Each dosha of a match (Nadi, Bhakoot, Gana, Manglik) with its localised explanation. */
export function matchDoshaTexts(result: MatchResult, lang: Lang): MatchDoshaText[] {
  const pack = packFor(lang);
  const bank = MATCH_DOSHA_BANKS[lang];
  return result.doshas.map((d) => ({
    id: d.id,
    name: bank.names[d.id],
    status: !d.present ? 'absent' : d.cancelled ? 'cancelled' : 'present',
    cancellations: d.cancellations,
    points: d.points,
    pointsForVerdict: d.pointsForVerdict,
    max: kootaMax(d, result),
    explanation: sentences([formation(pack, bank, d, result), ...judgement(pack, bank, d, result)]),
  }));
}

/**
 * The sentence that says the verdict reads more than the guna table gives (cancelled doshas
 * counted in full), or null when nothing was cancelled.
 */
export function adjustedTotalNote(result: MatchResult, lang: Lang): string | null {
  if (result.adjustedTotal === result.total) return null;
  const pack = packFor(lang);
  const bank = MATCH_DOSHA_BANKS[lang];
  const restored = result.doshas.filter(
    (d) => d.cancelled && d.points !== null && d.pointsForVerdict !== d.points,
  );
  return capitalize(
    fill(bank.adjustedTotal, {
      total: result.total,
      adjusted: result.adjustedTotal,
      doshas: pack.list(restored.map((d) => bank.names[d.id])),
    }),
  );
}
