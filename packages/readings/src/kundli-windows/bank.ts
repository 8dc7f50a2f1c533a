/**
 * The phrase bank of the kundli's weighing and dated windows (issue 14), one per language in
 * banks/<lang>.ts, mirroring banks/en.ts key by key with the same placeholders (a test checks
 * it). House ordinals come from the language pack's `ordinal` ("10th", "दसवें", "décima"...),
 * planet names from its running-text names, dates from format.ts.
 */
import type { SadeSatiPhase } from '@nakshatra/astro';
import type { KundliSection } from '../kundli.ts';
import type { Tuple, YogaId } from '../pack.ts';

export type Verdict = 'strong' | 'mixed' | 'weak';
export type YogaGradeName = 'strong' | 'moderate' | 'weak';
/** A period lord's tone: good (well placed), mixed, hard (debilitated or in a dusthana). */
export type PeriodTone = 'good' | 'mixed' | 'hard';

export interface KundliWindowsBank {
  /** The life area of each section as a noun phrase: what verdicts and windows speak of. */
  areas: Record<KundliSection, string>;
  /** Who a point is about: a noun phrase that `points` templates put in {who}. */
  who: {
    /** {planet} {house} */
    lord: string;
    /** {planet} {area} */
    karaka: string;
    /** {planet} */
    maha: string;
    /** {planet} */
    antar: string;
  };
  /** One strong or weak point each; {who} from `who`, {sign}, {to} (house ordinal). */
  points: {
    exalted: string;
    own: string;
    debilitated: string;
    enemy: string;
    combust: string;
    /** {who} {to}: in a kendra (1, 4, 7, 10) or trikona (5, 9). */
    goodHouse: string;
    /** {who} {to}: in the 6th, 8th or 12th. */
    dusthana: string;
    /** {planet} {house} */
    benefic: string;
    malefic: string;
    /** A malefic in the 3rd, 6th, 10th or 11th (upachaya), where it does well. */
    maleficUpachaya: string;
    /** {planet} {house}: graha drishti on the house. */
    beneficAspect: string;
    maleficAspect: string;
    /** {yoga} {grade} */
    yoga: string;
  };
  /** Joins points inside one sentence ('; '). */
  separator: string;
  /** {points} */
  strengths: string;
  /** {points} */
  weaknesses: string;
  /** {area}: one verdict per section, chosen by the weighed points. */
  verdicts: Record<Verdict, string>;
  grades: Record<YogaGradeName, string>;
  /** {yoga} {grade} {placements} {effect} {area} */
  yogaLine: string;
  /** {planet} {house}: one placement inside `yogaLine`. */
  placement: string;
  /** What each yoga gives, as a noun phrase. */
  yogaEffects: Record<YogaId, string>;
  /** {from} {to}: opens the windows paragraph. */
  windowsLead: string;
  /** {from} {to} */
  windowsNone: string;
  /** {maha} {antar} {start} {end} {effect} {reasons} */
  dashaWindow: string;
  /** {area} */
  dashaEffects: Record<PeriodTone, string>;
  dashaReasons: {
    /** {planet} {houses} */
    rules: string;
    /** {planet} {house} */
    occupies: string;
    /** {planet} {area} */
    karaka: string;
  };
  /** {planet} {house} {sign} {start} {end} {effect} */
  transitMoon: string;
  transitLagna: string;
  transitBoth: string;
  /** Gochara results of Jupiter and Saturn by house from the natal Moon (1st first). */
  jupiterFromMoon: Tuple<string, 12>;
  saturnFromMoon: Tuple<string, 12>;
  /** {topic}: transits counted from the ascendant, by the house's topic. */
  jupiterFromLagna: string;
  saturnFromLagna: string;
  /** {phase} {sign} {start} {end} {effect} */
  sadeSatiWindow: string;
  sadeSatiEffects: Record<SadeSatiPhase, string>;
  /** {kind} {sign} {house} {start} {end} {effect} */
  dhaiyaWindow: string;
  dhaiyaEffects: Record<'kantaka' | 'ashtama', string>;
  /** The Dhaiya as a dosha card. */
  dhaiya: {
    name: string;
    kinds: Record<'kantaka' | 'ashtama', string>;
    definition: string;
    /** {kind} {sign} {house} {start} {end} */
    now: string;
    notNow: string;
    /** {kind} {sign} {start} {end} */
    next: string;
  };
  /** Why a yoga is present, weakened or absent: templates for the engine's reason codes. */
  yogaReasons: {
    /** {planet} */
    notInKendraFromMoon: string;
    debilitated: string;
    combust: string;
    enemySign: string;
    inDusthana: string;
    notOwnOrExalted: string;
    notInKendra: string;
    yogakarakaWellPlaced: string;
    yogakarakaUnfit: string;
    debilitatedNotCancelled: string;
    sunMercuryApart: string;
    moonMarsApart: string;
    /** {a} {b} */
    pairInDusthana: string;
    conjunction: string;
    mutualAspect: string;
    exchange: string;
    /** {planet} {by} */
    dispositorKendra: string;
    exaltationLordKendra: string;
    exaltedPlanetKendra: string;
    dispositorAspect: string;
  };
}
