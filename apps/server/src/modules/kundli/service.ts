import {
  computeChart,
  dashaBalanceAtBirth,
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
  type Graha,
} from '@nakshatra/astro';
import {
  kundliMessages,
  type AmbiguousLocalTimeError,
  type KundliRequest,
  type KundliResponse,
  type VargaKey,
} from '@nakshatra/contracts';
import {
  doshaTexts,
  kundliSections,
  packFor,
  sadeSatiPhases,
  yogaTexts,
} from '@nakshatra/readings';
import {
  type BirthInstant,
  birthInstant,
  formatUtcOffset,
  type ResolvedPlace,
  resolvePlace,
} from '../../lib/birth-time.ts';
import { sadeSatiFromTable } from './sade-sati.ts';

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

/**
 * The kundli of a birth: chart, sixteen vargas, Vimshottari to the third level, yogas, doshas,
 * Sade Sati and the seven sections, every text in `input.language`.
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
      yogas: yogaTexts(yogas, lang),
      doshas: doshaTexts(doshas, sadeSati, now, lang),
      sadeSati: sadeSatiView(sadeSati, lang),
      sections: kundliSections({ chart, dashas, yogas, doshas, name: input.name, now, lang }),
      labels: { signs: [...names.signs], planets: { ...names.planets } },
    },
  };
}
