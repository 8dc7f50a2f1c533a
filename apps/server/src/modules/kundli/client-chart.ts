/**
 * The astrologer console's co-pilot (issue 13): the client's kundli cast from their saved birth
 * profile, and what runs for them now (dasha, transits from the natal Moon, Sade Sati or Dhaiya),
 * all from the same engine and the same kundli POST /api/kundli answers.
 */
import { dhaiyaPeriods, GRAHAS, SIGNS, transitsFor } from '@nakshatra/astro';
import type {
  ClientChartNow,
  ClientChartResponse,
  KundliRequest,
  KundliResponse,
  MoonTransit,
  SaturnNow,
  UiLanguage,
} from '@nakshatra/contracts';
import { AppError } from '../../plugins/errors.ts';
import type { ClientChartRow } from './repository.ts';
import { saturnStays } from './sade-sati.ts';
import { computeKundli } from './service.ts';

type Profile = NonNullable<ClientChartRow['profile']>;

/** Saturn never stays in one sign for longer than about 3 years, retrograde dips included. */
const DHAIYA_WINDOW_MS = 5 * 365.25 * 86_400_000;

/**
 * The kundli request a saved profile stands for, as the kundli form's profile prefill fills it
 * (apps/web features/kundli/lib/profile-prefill.ts): the account's name, the gender, the local
 * date and time, and the place's name, cast at the saved coordinates (the zone comes from them).
 * A local time that happened twice (clocks set back) is read as the first, as the assistant
 * reads the profile.
 */
export function profileKundliRequest(
  name: string,
  profile: Profile,
  language: UiLanguage,
  hhmm = profile.birthTime.slice(0, 5),
): KundliRequest {
  return {
    name,
    gender: profile.gender,
    birthDateTime: `${profile.dateOfBirth}T${hhmm}`,
    birthPlace: profile.locationName,
    district: '',
    language,
    lat: profile.latitudeDeg,
    lon: profile.longitudeDeg,
    resolveAmbiguous: 'earlier',
  };
}

/**
 * The profile's kundli at `now`. A time the clocks skipped (set forward) is read an hour later
 * on the new clock, the instant the old clock would have shown (as the assistant does); only
 * when that is past midnight does the 400 skipped_local_time reach the console.
 */
function profileKundli(name: string, profile: Profile, lang: UiLanguage, now: Date): KundliResponse {
  const request = (hhmm?: string) => profileKundliRequest(name, profile, lang, hhmm);
  let outcome;
  try {
    outcome = computeKundli(request(), now);
  } catch (err) {
    const [h, m] = profile.birthTime.split(':').map(Number) as [number, number];
    if (!(err instanceof AppError) || err.code !== 'skipped_local_time' || h >= 23) throw err;
    const later = `${String(h + 1).padStart(2, '0')}:${String(m).padStart(2, '0')}`;
    outcome = computeKundli(request(later), now);
  }
  // resolveAmbiguous is always set, so a repeated hour never comes back unresolved.
  if (!outcome.ok) throw new AppError(409, 'ambiguous_local_time', outcome.ambiguous.error);
  return outcome.value;
}

/** The nine grahas at `now`, each with its whole-sign house from the natal Moon sign. */
function transitsToMoon(
  moonSignIndex: number,
  now: Date,
  labels: KundliResponse['labels'],
): MoonTransit[] {
  const transits = transitsFor(now);
  const houses = transits.bySign[moonSignIndex]!.houses;
  return GRAHAS.map((body) => {
    const p = transits.positions[body];
    const signIndex = Math.floor(p.longitudeDeg / 30) % 12;
    return {
      body,
      name: labels.planets[body] ?? body,
      longitudeDeg: p.longitudeDeg,
      sign: SIGNS[signIndex]!,
      signIndex,
      signName: labels.signs[signIndex]!,
      degreeInSign: p.longitudeDeg - signIndex * 30,
      houseFromMoon: houses[body],
      // As the kundli's planets: the mean node always moves backwards, so no flag for it.
      retrograde: body !== 'Rahu' && body !== 'Ketu' && p.retrograde,
    };
  });
}

/** The span of one Sade Sati (all its phases, retrograde re-entries included). */
function cycleSpan(phases: KundliResponse['sadeSati'], cycle: number) {
  const of = phases.filter((p) => p.cycle === cycle);
  return { start: of[0]!.start, end: of[of.length - 1]!.end };
}

/**
 * Saturn over the natal Moon at `now`: the Sade Sati phase from the kundli's own list (birth to
 * 100 years), else the next one, and a Dhaiya from Saturn's stays around `now`.
 */
function saturnNow(kundli: KundliResponse, moonSignIndex: number, now: Date): SaturnNow {
  const at = now.toISOString();
  const phases = kundli.sadeSati;
  const running = phases.find((p) => p.start <= at && at < p.end) ?? null;
  const upcoming = running ? null : (phases.find((p) => p.start > at) ?? null);
  const t = now.getTime();
  const dhaiya =
    dhaiyaPeriods(moonSignIndex, saturnStays(t - DHAIYA_WINDOW_MS, t + DHAIYA_WINDOW_MS)).find(
      (d) => d.start.getTime() <= t && t < d.end.getTime(),
    ) ?? null;
  return {
    phase: running?.phase ?? null,
    phaseName: running?.phaseName ?? null,
    start: running?.start ?? null,
    end: running?.end ?? null,
    cycle: running ? cycleSpan(phases, running.cycle) : null,
    next: upcoming ? cycleSpan(phases, upcoming.cycle) : null,
    dhaiya: dhaiya && {
      house: dhaiya.house,
      kind: dhaiya.kind,
      start: dhaiya.start.toISOString(),
      end: dhaiya.end.toISOString(),
    },
  };
}

/** What runs for the client at `now`, read from their kundli and today's sky. */
function chartNow(kundli: KundliResponse, now: Date): ClientChartNow {
  const moon = kundli.chart.planets.find((p) => p.body === 'Moon')!;
  const level = (n: number) => {
    const p = kundli.dasha.running.find((r) => r.level === n);
    return p && { lord: p.lord, lordName: p.lordName, start: p.start, end: p.end };
  };
  const [maha, antar, pratyantar] = [level(1), level(2), level(3)];
  return {
    at: now.toISOString(),
    dasha:
      maha && antar
        ? { mahadasha: maha, antardasha: antar, ...(pratyantar ? { pratyantardasha: pratyantar } : {}) }
        : null,
    transitsToMoon: transitsToMoon(moon.signIndex, now, kundli.labels),
    sadeSati: saturnNow(kundli, moon.signIndex, now),
  };
}

/** The chart panel's answer for a consultation row the viewer may read. */
export function clientChart(row: ClientChartRow, lang: UiLanguage, now: Date): ClientChartResponse {
  const { profile } = row;
  const kundli = profile ? profileKundli(row.clientName, profile, lang, now) : null;
  return {
    client: {
      name: row.clientName,
      ...(profile ? { gender: profile.gender } : {}),
      birth: profile
        ? {
            date: profile.dateOfBirth,
            time: profile.birthTime.slice(0, 5),
            place: profile.locationName,
          }
        : null,
    },
    consultation: { id: row.id, status: row.status, topic: row.topic },
    kundli,
    now: kundli ? chartNow(kundli, now) : null,
  };
}
