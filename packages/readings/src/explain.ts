/**
 * Localised names and explanations for what the engine finds: yogas, doshas (with Sade Sati
 * periods), Ashtakoota matching and the panchang's five limbs.
 */
import {
  GANAS,
  KAAL_SARP_NAMES,
  KARANAS,
  NADIS,
  SIGNS,
  TARAS,
  VARNAS,
  VASHYAS,
  YONIS,
  type DoshaResult,
  type Graha,
  type KaalSarpResult,
  type KaranaName,
  type KootaName,
  type ManglikResult,
  type MatchResult,
  type MatchVerdict,
  type Panchang,
  type SadeSatiPeriod,
  type SadeSatiPhase,
  type SignName,
  type YogaResult,
} from '@nakshatra/astro';
import { formatDate } from './format.ts';
import type { Lang } from './lang.ts';
import { adjustedTotalNote, matchDoshaTexts, type MatchDoshaText } from './matching/index.ts';
import type { DoshaId, LanguagePack, ManglikCancellation, YogaId } from './pack.ts';
import { packFor, planetInText } from './packs/index.ts';
import { capitalize, fill, joinSentences } from './text.ts';

export interface YogaText {
  id: string;
  name: string;
  present: boolean;
  strength?: 'strong' | 'weak';
  involves: Graha[];
  explanation: string;
}

function sentences(parts: string[]): string {
  return joinSentences(parts.map(capitalize));
}

function planetList(pack: LanguagePack, bodies: readonly string[]): string {
  return pack.list(bodies.map((b) => planetInText(pack, b as Graha)));
}

/** Yogas with their localised name and explanation (definition, then whether and how present). */
export function yogaTexts(yogas: readonly YogaResult[], lang: Lang): YogaText[] {
  const pack = packFor(lang);
  const e = pack.explain;
  return yogas.map((y) => {
    const id = y.id as YogaId;
    const involves = y.involves.filter(
      (b): b is Graha => b !== 'Uranus' && b !== 'Neptune' && b !== 'Pluto',
    );
    const status = !y.present
      ? e.yogaAbsent
      : fill(
          y.strength === 'strong'
            ? e.yogaPresentStrong
            : y.strength === 'weak'
              ? e.yogaPresentWeak
              : e.yogaPresent,
          {
            planets: planetList(pack, involves),
          },
        );
    return {
      id: y.id,
      name: pack.names.yogas[id] ?? y.name,
      present: y.present,
      ...(y.strength ? { strength: y.strength } : {}),
      involves,
      explanation: sentences([e.yogaDefinitions[id] ?? y.name, status]),
    };
  });
}

export interface SadeSatiPhaseText {
  /** Which Sade Sati (0 = first after birth) the phase belongs to. */
  cycle: number;
  phase: SadeSatiPhase;
  phaseName: string;
  signIndex: number;
  sign: SignName;
  signName: string;
  start: Date;
  end: Date;
}

const DAY_MS = 86_400_000;
/**
 * Longest gap, days, still counted as one Sade Sati: Saturn can touch the 12th sign from the
 * Moon, retrograde out for some months and come back (a single retrograde loop lasts about
 * 140 days, a stay outside up to about a year); a real new cycle is some 22 years later.
 */
const SADE_SATI_MERGE_GAP_DAYS = 400;

/**
 * The engine's Sade Sati periods with retrograde dips joined: a period that starts within
 * about a year of the previous one's end is the same Sade Sati (Saturn only stepped back out
 * for a while), as almanacs count it.
 */
export function mergeSadeSati(periods: readonly SadeSatiPeriod[]): SadeSatiPeriod[] {
  const out: SadeSatiPeriod[] = [];
  for (const p of periods) {
    const last = out[out.length - 1];
    if (last && p.start.getTime() - last.end.getTime() <= SADE_SATI_MERGE_GAP_DAYS * DAY_MS) {
      out[out.length - 1] = {
        start: last.start,
        end: p.end,
        phases: [...last.phases, ...p.phases],
      };
    } else {
      out.push({ start: p.start, end: p.end, phases: [...p.phases] });
    }
  }
  return out;
}

/**
 * Sade Sati periods flattened into their phases (rising, peak, setting), in order; `cycle`
 * numbers the Sade Satis after joining retrograde dips (see mergeSadeSati).
 */
export function sadeSatiPhases(
  periods: readonly SadeSatiPeriod[],
  lang: Lang,
): SadeSatiPhaseText[] {
  const pack = packFor(lang);
  return mergeSadeSati(periods).flatMap((p, cycle) =>
    p.phases.map((ph) => ({
      cycle,
      phase: ph.phase,
      phaseName: pack.names.sadeSatiPhases[ph.phase],
      signIndex: ph.signIndex,
      sign: SIGNS[ph.signIndex]!,
      signName: pack.names.signs[ph.signIndex]!,
      start: ph.start,
      end: ph.end,
    })),
  );
}

export interface DoshaText {
  id: DoshaId;
  name: string;
  present: boolean;
  /** Manglik only: the dosha's position exists but a classical exception cancels it. */
  cancelled?: boolean;
  /** Manglik only: 'low' from one reference, 'high' from both ascendant and Moon. */
  severity?: 'low' | 'high';
  explanation: string;
}

function manglikText(pack: LanguagePack, d: DoshaResult): DoshaText {
  const e = pack.explain;
  const m = d.details as ManglikResult;
  const houses = fill(e.manglikHouses, {
    lagna: pack.ordinal(m.marsHouse.fromLagna),
    moon: pack.ordinal(m.marsHouse.fromMoon),
    venus: pack.ordinal(m.marsHouse.fromVenus),
  });
  const cancelled = m.raw && !m.present;
  const status = m.present
    ? e.manglikSeverity[m.severity === 'high' ? 'high' : 'low']
    : cancelled
      ? fill(e.manglikCancelledStatus, {
          reasons: pack.list(
            m.cancellations.map((c) => e.manglikCancellations[c as ManglikCancellation]),
          ),
        })
      : e.yogaAbsent;
  return {
    id: d.id,
    name: pack.names.doshas[d.id],
    present: m.present,
    cancelled,
    ...(m.present
      ? { severity: m.severity === 'high' ? ('high' as const) : ('low' as const) }
      : {}),
    explanation: sentences([e.doshaDefinitions.manglik, houses, status]),
  };
}

function kaalSarpText(pack: LanguagePack, d: DoshaResult): DoshaText {
  const e = pack.explain;
  const k = d.details as KaalSarpResult;
  const status =
    k.kind === 'full'
      ? fill(e.kaalSarpFull, {
          variety:
            pack.names.kaalSarpTypes[
              (KAAL_SARP_NAMES as readonly string[]).indexOf(k.variety ?? '')
            ] ??
            k.variety ??
            '',
        })
      : k.kind === 'partial'
        ? fill(e.kaalSarpPartial, { planet: planetInText(pack, k.outside as Graha) })
        : e.kaalSarpNone;
  return {
    id: d.id,
    name: pack.names.doshas[d.id],
    present: k.present,
    explanation: sentences([e.doshaDefinitions['kaal-sarp'], status]),
  };
}

/** Sade Sati at `now` from the merged periods: the running one, or the next. */
function sadeSatiText(
  pack: LanguagePack,
  d: DoshaResult,
  merged: readonly SadeSatiPeriod[],
  now: Date,
  lang: Lang,
): DoshaText {
  const e = pack.explain;
  const t = now.getTime();
  const current = merged.find((p) => p.start.getTime() <= t && t < p.end.getTime());
  const parts = [e.doshaDefinitions['sade-sati']];
  if (current) {
    const phase = current.phases.find((ph) => ph.start.getTime() <= t && t < ph.end.getTime());
    parts.push(
      fill(e.sadeSatiNow, {
        phase: pack.names.sadeSatiPhases[phase?.phase ?? 'peak'],
        end: formatDate(current.end, lang),
      }),
    );
  } else {
    parts.push(e.sadeSatiNotNow);
    const next = merged.find((p) => p.start.getTime() > t);
    if (next)
      parts.push(
        fill(e.sadeSatiNext, {
          start: formatDate(next.start, lang),
          end: formatDate(next.end, lang),
        }),
      );
  }
  // Between two retrograde stays of one Sade Sati Saturn is briefly outside the three signs:
  // still "running", as the merged period says.
  return {
    id: d.id,
    name: pack.names.doshas[d.id],
    present: current !== undefined,
    explanation: sentences(parts),
  };
}

/**
 * Doshas with their localised explanation. Sade Sati is judged at `now` from `sadeSati`
 * (periods computed for the birth chart), naming the running or the next period.
 */
export function doshaTexts(
  doshas: readonly DoshaResult[],
  sadeSati: readonly SadeSatiPeriod[],
  now: Date,
  lang: Lang,
): DoshaText[] {
  const pack = packFor(lang);
  const merged = mergeSadeSati(sadeSati);
  return doshas.map((d): DoshaText => {
    if (d.id === 'manglik') return manglikText(pack, d);
    if (d.id === 'kaal-sarp') return kaalSarpText(pack, d);
    return sadeSatiText(pack, d, merged, now, lang);
  });
}

/** Localised category of a koota value ('Brahmin', 'Deva', 'Horse', a planet, a distance). */
function kootaValue(pack: LanguagePack, koota: KootaName, value: string): string {
  const n = pack.names;
  const from = <K extends string>(values: readonly K[], table: Record<K, string>) =>
    (values as readonly string[]).includes(value) ? table[value as K] : value;
  switch (koota) {
    case 'Varna':
      return from(VARNAS, n.varnas);
    case 'Vashya':
      return from(VASHYAS, n.vashyas);
    case 'Tara':
      return from(TARAS, n.taras);
    case 'Yoni':
      return from(YONIS, n.yonis);
    case 'Graha Maitri':
      return n.planets[value as Graha] ?? value;
    case 'Gana':
      return from(GANAS, n.ganas);
    case 'Nadi':
      return from(NADIS, n.nadis);
    case 'Bhakoot':
      // The engine gives each partner's Moon sign counted from the other's (1-12).
      return pack.ordinal(Number(value));
  }
}

export interface KootaText {
  name: KootaName;
  label: string;
  points: number;
  max: number;
  boyValue: string;
  girlValue: string;
  explanation: string;
}

export interface MatchingText {
  kootas: KootaText[];
  /** Nadi, Bhakoot, Gana and Manglik: present, cancelled (and why) or absent, in plain words. */
  doshas: MatchDoshaText[];
  verdict: MatchVerdict;
  verdictLabel: string;
  verdictText: string;
}

/**
 * Koota table, doshas and verdict of a match, localised. The verdict sentence gives the score
 * the verdict reads (`adjustedTotal`), after a note on the guna table's total when a cancelled
 * dosha's koota was counted in full.
 */
export function matchingTexts(result: MatchResult, lang: Lang): MatchingText {
  const pack = packFor(lang);
  const e = pack.explain;
  const kootas = result.kootas.map((k) => {
    const boyValue = kootaValue(pack, k.name, k.boy);
    const girlValue = kootaValue(pack, k.name, k.girl);
    return {
      name: k.name,
      label: pack.names.kootas[k.name],
      points: k.points,
      max: k.max,
      boyValue,
      girlValue,
      explanation: sentences([
        e.kootaDefinitions[k.name],
        fill(e.kootaScore, { points: k.points, max: k.max, boy: boyValue, girl: girlValue }),
      ]),
    };
  });
  const m = result.manglik;
  const manglikLine =
    m.boy && m.girl
      ? e.manglikBoth
      : !m.boy && !m.girl
        ? e.manglikNeither
        : fill(e.manglikMismatch, { who: m.boy ? e.boy : e.girl });
  const adjustedNote = adjustedTotalNote(result, lang);
  return {
    kootas,
    doshas: matchDoshaTexts(result, lang),
    verdict: result.verdict,
    verdictLabel: pack.names.verdicts[result.verdict],
    verdictText: sentences([
      ...(adjustedNote ? [adjustedNote] : []),
      fill(e.verdictTexts[result.verdict], { total: result.adjustedTotal }),
      manglikLine,
    ]),
  };
}

export interface PanchangNames {
  vara: string;
  tithi: string;
  paksha: string;
  nakshatra: string;
  yoga: string;
  karana: string;
}

/** The five limbs' names in a language (Sanskrit-derived names in the Indian languages). */
export function panchangNames(p: Panchang, lang: Lang): PanchangNames {
  const n = packFor(lang).names;
  const tithiIdx = p.tithi.index === 15 ? 14 : p.tithi.index === 30 ? 15 : (p.tithi.index - 1) % 15;
  const karana = (KARANAS as readonly string[]).includes(p.karana.name)
    ? n.karanas[p.karana.name as KaranaName]
    : p.karana.name;
  return {
    vara: n.varas[p.vara.index]!,
    tithi: n.tithis[tithiIdx]!,
    paksha: n.paksha[p.tithi.paksha],
    nakshatra: n.nakshatras[p.nakshatra.index]!,
    yoga: n.panchangYogas[p.yoga.index]!,
    karana,
  };
}
