/**
 * "Your personal reading": the horoscope read from the reader's own chart instead of a sign
 * chosen from a list. Gochara counts from the natal Moon sign, so the base reading is that
 * sign's (same verdicts, same events); on top of it, what only a chart can tell:
 * - Tara bala (day readings): the day's nakshatra counted from the birth star, the nine taras of
 *   Muhurta texts; Sampat, Kshema, Sadhana, Mitra and Parama Mitra support, Vipat, Pratyak and
 *   Naidhana obstruct, Janma (the birth star itself) is sensitive.
 * - The running Vimshottari mahadasha and antardasha, and where the antardasha lord transits
 *   from the natal Moon (good or adverse by the same gochara table as the readings).
 * - Saturn and Jupiter counted from the natal ascendant as well as from the Moon.
 */
import {
  runningDasha,
  SIGN_IDS,
  TARAS,
  type Chart,
  type DashaPeriod,
  type Graha,
  type SignId,
} from '@nakshatra/astro';
import { formatDate } from '../format.ts';
import { horoscope, type HoroscopeReading, type Period } from '../horoscope.ts';
import type { Lang } from '../lang.ts';
import { packFor, planetInText } from '../packs/index.ts';
import { capitalize, fill } from '../text.ts';
import { GOOD_HOUSES } from './factors.ts';
import { PERSONAL_BANKS } from './personal-bank.ts';

const GOOD_TARAS = new Set(['Sampat', 'Kshema', 'Sadhana', 'Mitra', 'Parama Mitra']);

export interface PersonalInput {
  /** The natal chart (sidereal, Lahiri), as computeChart gives it. */
  chart: Chart;
  /** The Vimshottari tree (at least two levels) from `vimshottari`. */
  dashas: readonly DashaPeriod[];
  date: string;
  period: Period;
  lang: Lang;
}

export interface PersonalReading {
  moonSign: SignId;
  moonSignName: string;
  ascendantSignName: string;
  birthStarName: string;
  /** Day readings only. */
  tara: { name: string; quality: 'good' | 'hard' | 'janma' } | null;
  dasha: {
    maha: Graha;
    mahaName: string;
    antar: Graha;
    antarName: string;
    antarEnd: string;
  } | null;
  /** Saturn's and Jupiter's houses counted from the natal ascendant. */
  fromAscendant: { saturn: number; jupiter: number };
  /** The personal sentences, in order: tara, dasha, its lord's transit, the ascendant view. */
  sentences: string[];
  /** The natal Moon sign's reading for the period. */
  reading: HoroscopeReading;
}

const houseFrom = (from: number, sign: number) => ((((sign - from) % 12) + 12) % 12) + 1;

/** Reads the period from the reader's own chart. Pure; `date` fixes the transits and the dasha. */
export function personalReading(input: PersonalInput): PersonalReading {
  const { chart, lang } = input;
  const pack = packFor(lang);
  const bank = PERSONAL_BANKS[lang];
  const moon = chart.planets.find((p) => p.body === 'Moon')!;
  const reading = horoscope(moon.signIndex, input.date, input.period, lang);
  const sentences: string[] = [];
  const birthStar = pack.names.nakshatras[moon.nakshatraIndex]!;

  let tara: PersonalReading['tara'] = null;
  if (input.period === 'day') {
    const count = (((reading.moon.nakshatraIndex - moon.nakshatraIndex + 27) % 27) + 1) % 9;
    const id = TARAS[count]!;
    const quality = id === 'Janma' ? 'janma' : GOOD_TARAS.has(id) ? 'good' : 'hard';
    tara = { name: pack.names.taras[id], quality };
    const template =
      quality === 'janma' ? bank.taraJanma : quality === 'good' ? bank.taraGood : bank.taraHard;
    sentences.push(
      fill(template, { nakshatra: reading.moon.nakshatraName, birthStar, tara: tara.name }),
    );
  }

  const [maha, antar] = runningDasha(input.dashas, new Date(reading.castAt));
  let dasha: PersonalReading['dasha'] = null;
  if (maha && antar) {
    dasha = {
      maha: maha.lord,
      mahaName: pack.names.planets[maha.lord],
      antar: antar.lord,
      antarName: pack.names.planets[antar.lord],
      antarEnd: antar.end.toISOString().slice(0, 10),
    };
    sentences.push(
      fill(bank.dasha, {
        maha: dasha.mahaName,
        antar: dasha.antarName,
        end: formatDate(antar.end, lang),
      }),
    );
    const lordSign = reading.transits.find((t) => t.body === antar.lord)!.signIndex;
    const house = houseFrom(moon.signIndex, lordSign);
    const good = GOOD_HOUSES[antar.lord].includes(house);
    sentences.push(
      fill(good ? bank.dashaLordGood : bank.dashaLordHard, {
        planet: planetInText(pack, antar.lord),
        house: pack.ordinal(house),
      }),
    );
  }

  const signOf = (body: Graha) => reading.transits.find((t) => t.body === body)!.signIndex;
  const fromAscendant = {
    saturn: houseFrom(chart.ascendant.signIndex, signOf('Saturn')),
    jupiter: houseFrom(chart.ascendant.signIndex, signOf('Jupiter')),
  };
  const lagna = pack.names.signs[chart.ascendant.signIndex]!;
  sentences.push(
    fill(bank.ascendant, {
      lagna,
      saturn: pack.ordinal(fromAscendant.saturn),
      jupiter: pack.ordinal(fromAscendant.jupiter),
    }),
  );

  return {
    moonSign: SIGN_IDS[moon.signIndex]!,
    moonSignName: pack.names.signs[moon.signIndex]!,
    ascendantSignName: lagna,
    birthStarName: birthStar,
    tara,
    dasha,
    fromAscendant,
    sentences: sentences.map(capitalize),
    reading,
  };
}
