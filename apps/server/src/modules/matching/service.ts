import { computeChart, matchCharts, type Chart } from '@nakshatra/astro';
import {
  kundliMessages,
  type AmbiguousLocalTimeError,
  type MatchingPerson,
  type MatchingRequest,
  type MatchingResponse,
} from '@nakshatra/contracts';
import { matchingTexts, packFor, type Lang } from '@nakshatra/readings';
import {
  birthInstant,
  formatUtcOffset,
  resolvePlace,
  type ResolvedPlace,
} from '../../lib/birth-time.ts';

export type MatchingOutcome =
  { ok: true; value: MatchingResponse } | { ok: false; ambiguous: AmbiguousLocalTimeError };

interface Cast {
  chart: Chart;
  place: ResolvedPlace;
  utc: Date;
  offsetMinutes: number;
  timeStandard: 'zone' | 'lmt';
}

/** One partner's chart; errors are reported on the partner's field ('boy' or 'girl'). */
function cast(
  person: MatchingPerson,
  who: 'boy' | 'girl',
): { ok: true; value: Cast } | { ok: false; ambiguous: AmbiguousLocalTimeError } {
  const place = resolvePlace(person, who, kundliMessages.place);
  const [date, time] = person.birthDateTime.split('T') as [string, string];
  const t = birthInstant({
    date,
    time,
    place,
    timeStandard: person.timeStandard,
    resolveAmbiguous: person.resolveAmbiguous,
    field: who,
  });
  if (!t.ok) return t;
  const chart = computeChart({ utc: t.utc, latDeg: place.lat, lonDeg: place.lon });
  return {
    ok: true,
    value: {
      chart,
      place,
      utc: t.utc,
      offsetMinutes: t.offsetMinutes,
      timeStandard: t.timeStandard,
    },
  };
}

function personResult(
  c: Cast,
  name: string | undefined,
  manglik: boolean,
  marsHouse: MatchingResponse['boy']['marsHouse'],
  lang: Lang,
): MatchingResponse['boy'] {
  const names = packFor(lang).names;
  const moon = c.chart.planets.find((p) => p.body === 'Moon')!;
  return {
    name: name && name.length > 0 ? name : null,
    moonSign: moon.sign,
    moonSignIndex: moon.signIndex,
    moonSignName: names.signs[moon.signIndex]!,
    nakshatra: moon.nakshatra,
    nakshatraIndex: moon.nakshatraIndex,
    nakshatraName: names.nakshatras[moon.nakshatraIndex]!,
    pada: moon.pada,
    manglik,
    marsHouse,
    place: c.place,
    utc: c.utc.toISOString(),
    utcOffset: formatUtcOffset(c.offsetMinutes),
    timeStandard: c.timeStandard,
  };
}

/**
 * Ashtakoota, the match doshas with their cancellations, and Manglik of two births (sidereal
 * Lahiri charts), with localised texts.
 */
export function createMatchingService() {
  return {
    match(body: MatchingRequest): MatchingOutcome {
      const boy = cast(body.boy, 'boy');
      if (!boy.ok) return boy;
      const girl = cast(body.girl, 'girl');
      if (!girl.ok) return girl;
      const result = matchCharts(boy.value.chart, girl.value.chart);
      const texts = matchingTexts(result, body.lang);
      return {
        ok: true,
        value: {
          lang: body.lang,
          boy: personResult(
            boy.value,
            body.boy.name,
            result.manglik.boy,
            result.manglik.boyDetail.marsHouse,
            body.lang,
          ),
          girl: personResult(
            girl.value,
            body.girl.name,
            result.manglik.girl,
            result.manglik.girlDetail.marsHouse,
            body.lang,
          ),
          kootas: texts.kootas,
          total: result.total,
          adjustedTotal: result.adjustedTotal,
          max: 36,
          manglik: {
            boy: result.manglik.boy,
            girl: result.manglik.girl,
            compatible: result.manglik.compatible,
          },
          doshas: texts.doshas,
          verdict: result.verdict,
          verdictLabel: texts.verdictLabel,
          verdictText: texts.verdictText,
        },
      };
    },
  };
}
