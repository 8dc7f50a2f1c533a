import {
  computeChart,
  dashaBalanceAtBirth,
  dhaiyaPeriods,
  divisionalChart,
  findDoshas,
  findYogas,
  GRAHAS,
  runningDasha,
  SIGN_LORDS,
  SIGNS,
  VARGA_NAMES,
  VARGAS,
  vimshottari,
  type Chart,
  type DashaPeriod,
  type DhaiyaPeriod,
  type Graha,
  type YogaResult,
} from '@nakshatra/astro';
import {
  kundliMessages,
  type AmbiguousLocalTimeError,
  type KundliRequest,
  type KundliResponse,
  type VargaKey,
} from '@nakshatra/contracts';
import {
  dhaiyaText,
  doshaTexts,
  kundliSections,
  packFor,
  sadeSatiPhases,
  yogaReasons,
  yogaTexts,
} from '@nakshatra/readings';
import {
  type BirthInstant,
  birthInstant,
  formatUtcOffset,
  type ResolvedPlace,
  resolvePlace,
} from '../../lib/birth-time.ts';
import { sadeSatiFromTable, saturnStays } from './sade-sati.ts';

/** Sade Sati is listed from birth to this many years after it. */
const SADE_SATI_YEARS = 100;
const YEAR_MS = 365.25 * 86_400_000;

export type KundliOutcome =
  { ok: true; value: KundliResponse } | { ok: false; ambiguous: AmbiguousLocalTimeError };

const isGraha = (b: string): b is Graha => (GRAHAS as readonly string[]).includes(b);

type Names = ReturnType<typeof packFor>['names'];
type Resolved = Extract<BirthInstant, { ok: true }>;
type ChartPoint = Chart['ascendant'];
type Planet = Chart['planets'][number];

/** The request's birth place and the instant its local time names. */
function resolveBirth(input: KundliRequest): { place: ResolvedPlace; t: BirthInstant } {
  const place = resolvePlace(input, 'placeId', kundliMessages.place);
  const [date, time] = input.birthDateTime.split('T') as [string, string];
  const t = birthInstant({
    date,
    time,
    place,
    timeStandard: input.timeStandard,
    resolveAmbiguous: input.resolveAmbiguous,
    field: 'birthDateTime',
  });
  return { place, t };
}

/** Whether a request's birth resolves to one instant (place known, local time not repeated). */
export function birthCheck(
  input: KundliRequest,
): { ok: true } | { ok: false; ambiguous: AmbiguousLocalTimeError } {
  const { t } = resolveBirth(input);
  return t.ok ? { ok: true } : t;
}

function inputView(input: KundliRequest, place: ResolvedPlace, t: Resolved) {
  return {
    name: input.name,
    gender: input.gender,
    birthDateTime: input.birthDateTime,
    birthPlace: input.birthPlace,
    district: input.district,
    state: input.state && input.state.length > 0 ? input.state : null,
    language: input.language,
    place,
    timezone: place.timezone,
    utc: t.utc.toISOString(),
    utcOffset: formatUtcOffset(t.offsetMinutes),
    utcOffsetMinutes: t.offsetMinutes,
    timeStandard: t.timeStandard,
    resolveAmbiguous: input.resolveAmbiguous ?? null,
  };
}

/** Where a point of the chart stands: sign and nakshatra, with names in the request's language. */
function pointView(point: ChartPoint, names: Names) {
  return {
    longitudeDeg: point.longitudeDeg,
    sign: point.sign,
    signIndex: point.signIndex,
    signName: names.signs[point.signIndex]!,
    degreeInSign: point.degreeInSign,
    nakshatra: point.nakshatra,
    nakshatraIndex: point.nakshatraIndex,
    nakshatraName: names.nakshatras[point.nakshatraIndex]!,
    pada: point.pada,
    nakshatraLord: point.nakshatraLord,
  };
}

function planetsView(grahas: Planet[], names: Names) {
  return grahas.map((p) => ({
    body: p.body as Graha,
    name: names.planets[p.body as Graha],
    ...pointView(p, names),
    house: p.house,
    dignity: p.dignity,
    dignityName: p.dignity ? names.dignities[p.dignity] : null,
    // The mean node always moves backwards; the flag means something for true planets only.
    retrograde: p.body !== 'Rahu' && p.body !== 'Ketu' && p.retrograde,
    combust: p.combust,
    speedDegPerDay: p.speedDegPerDay,
  }));
}

function housesView(asc: ChartPoint, grahas: Planet[], names: Names) {
  return Array.from({ length: 12 }, (_, i) => {
    const signIndex = (asc.signIndex + i) % 12;
    return {
      house: i + 1,
      signIndex,
      sign: SIGNS[signIndex]!,
      signName: names.signs[signIndex]!,
      lord: SIGN_LORDS[signIndex]!,
      planets: grahas.filter((p) => p.house === i + 1).map((p) => p.body as Graha),
    };
  });
}

function vargasView(chart: Chart): KundliResponse['vargas'] {
  const vargas = {} as KundliResponse['vargas'];
  for (const v of VARGAS) {
    const d = divisionalChart(chart, v);
    vargas[`D${v}` as VargaKey] = {
      name: VARGA_NAMES[v],
      ascendantSignIndex: d.ascendantSignIndex,
      placements: d.placements
        .filter((p) => isGraha(p.body))
        .map((p) => ({ body: p.body as Graha, signIndex: p.signIndex, house: p.house })),
    };
  }
  return vargas;
}

/** Vimshottari to the third level from the Moon, with the balance at birth and today's lords. */
function dashaView(dashas: DashaPeriod[], moonLongitudeDeg: number, now: Date, names: Names) {
  const period = (p: DashaPeriod) => ({
    lord: p.lord,
    lordName: names.planets[p.lord],
    start: p.start.toISOString(),
    end: p.end.toISOString(),
  });
  const balance = dashaBalanceAtBirth(moonLongitudeDeg);
  return {
    balance: {
      lord: balance.lord,
      lordName: names.planets[balance.lord],
      years: balance.balanceYears,
    },
    mahadashas: dashas.map((m) => ({
      ...period(m),
      antardashas: (m.children ?? []).map((a) => ({
        ...period(a),
        pratyantardashas: (a.children ?? []).map(period),
      })),
    })),
    running: runningDasha(dashas, now).map((p) => ({ level: p.level, ...period(p) })),
    at: now.toISOString(),
  };
}

function sadeSatiView(
  sadeSati: ReturnType<typeof sadeSatiFromTable>,
  lang: KundliRequest['language'],
) {
  return sadeSatiPhases(sadeSati, lang).map((p) => ({
    cycle: p.cycle,
    phase: p.phase,
    phaseName: p.phaseName,
    signIndex: p.signIndex,
    sign: p.sign,
    signName: p.signName,
    start: p.start.toISOString(),
    end: p.end.toISOString(),
  }));
}

/** Yogas with their texts, grade (present ones) and reasons in the request's language. */
function yogasView(yogas: readonly YogaResult[], lang: KundliRequest['language']) {
  return yogaTexts(yogas, lang).map((text, i) => {
    const y = yogas[i]!;
    return { ...text, ...(y.grade ? { grade: y.grade } : {}), reasons: yogaReasons(y, lang) };
  });
}

/**
 * Shani Dhaiya as a dosha: Saturn 4th or 8th from the natal Moon at `now`, and the next one,
 * from the shared Saturn table over 10 years before `now` to 40 after (as astro's shaniGochara:
 * longer than a Dhaiya with its retrograde re-entries, and a full Saturn round ahead).
 */
function dhaiyaView(
  moonSign: number,
  now: Date,
  lang: KundliRequest['language'],
  timeZone: string,
) {
  const stays = saturnStays(now.getTime() - 10 * YEAR_MS, now.getTime() + 40 * YEAR_MS);
  const d = dhaiyaText(dhaiyaPeriods(moonSign, stays), now, lang, timeZone);
  const period = (p: DhaiyaPeriod | null) =>
    p && {
      kind: p.kind,
      house: p.house,
      signIndex: p.signIndex,
      start: p.start.toISOString(),
      end: p.end.toISOString(),
    };
  return {
    id: 'dhaiya' as const,
    name: d.name,
    present: d.present,
    dhaiya: { current: period(d.current), next: period(d.next) },
    explanation: d.explanation,
  };
}

/**
 * The kundli of a birth: chart, sixteen vargas, Vimshottari to the third level, yogas (graded,
 * with reasons), doshas (Shani Dhaiya last), Sade Sati and the seven sections with their dated
 * windows, every text in `input.language` and every window date in the birth place's calendar.
 * @param now the request time: the running dasha and the Sade Sati status are read at it.
 */
export function computeKundli(input: KundliRequest, now: Date): KundliOutcome {
  const lang = input.language;
  const names = packFor(lang).names;
  const { place, t } = resolveBirth(input);
  if (!t.ok) return t;

  const chart = computeChart({ utc: t.utc, latDeg: place.lat, lonDeg: place.lon });
  const grahas = chart.planets.filter((p) => isGraha(p.body));
  const moon = grahas.find((p) => p.body === 'Moon')!;
  const asc = chart.ascendant;
  const dashas = vimshottari(t.utc, moon.longitudeDeg, 3);
  const yogas = findYogas(chart);
  const doshas = findDoshas(chart, { atUtc: now });
  const sadeSati = sadeSatiFromTable(
    moon.signIndex,
    t.utc,
    new Date(t.utc.getTime() + SADE_SATI_YEARS * YEAR_MS),
  );

  return {
    ok: true,
    value: {
      input: inputView(input, place, t),
      chart: {
        ayanamsaDeg: chart.ayanamsaDeg,
        ascendant: pointView(asc, names),
        planets: planetsView(grahas, names),
        houses: housesView(asc, grahas, names),
      },
      vargas: vargasView(chart),
      dasha: dashaView(dashas, moon.longitudeDeg, now, names),
      yogas: yogasView(yogas, lang),
      doshas: [
        ...doshaTexts(doshas, sadeSati, now, lang),
        dhaiyaView(moon.signIndex, now, lang, place.timezone),
      ],
      sadeSati: sadeSatiView(sadeSati, lang),
      sections: kundliSections({
        ...{ chart, dashas, yogas, doshas, name: input.name, now, lang },
        timeZone: place.timezone,
      }),
      labels: { signs: [...names.signs], planets: { ...names.planets } },
    },
  };
}
