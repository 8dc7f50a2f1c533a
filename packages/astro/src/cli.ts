/**
 * Command line for checking the engine against other tools (the only file here that does I/O):
 *
 *   npm run astro -- chart --in cases.json [--tropical] [--ayanamsa lahiri|raman|kp] [--node mean|true]
 *
 * Reads a JSON array of {id, utc, lat, lon} (utc: ISO 8601 instant; lat/lon in degrees, north
 * and east positive) and prints a JSON array of
 * {id, ayanamsa, planets: {sun: {lon, speed, retrograde}, moon, mars, mercury, jupiter, venus,
 * saturn, rahu, ketu}, ascendant: {lon}, moonNakshatra: {index, pada}, dasha: {lord, balanceYears}}.
 * Longitudes are sidereal degrees in [0, 360) (tropical with --tropical), speeds deg/day,
 * nakshatra index 0-26, balance in years of 365.25 days. The nakshatra and dasha are always
 * sidereal (they are defined on the sidereal zodiac); `ayanamsa` is always the true value used.
 */
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { computeChart } from './chart.ts';
import { dashaBalanceAtBirth } from './dasha.ts';
import { GRAHAS, type AyanamsaSystem, type Graha, type NodeType } from './types.ts';
import { nakshatraOf } from './zodiac.ts';

/** Options of the `chart` command. */
export interface ChartCommandOptions {
  tropical: boolean;
  ayanamsa: AyanamsaSystem;
  node: NodeType;
}

/** One input case. */
export interface ChartCase {
  id: string | number;
  utc: string;
  lat: number;
  lon: number;
}

/** One output row, in the documented shape. */
export interface ChartCaseResult {
  id: string | number;
  ayanamsa: number;
  planets: Record<string, { lon: number; speed: number; retrograde: boolean }>;
  ascendant: { lon: number };
  moonNakshatra: { index: number; pada: number };
  dasha: { lord: Graha; balanceYears: number };
}

/** Rejects a malformed case with a message naming it. */
function parseCase(raw: unknown, index: number): ChartCase {
  const c = raw as Partial<ChartCase> | null;
  const where = `case ${index}`;
  if (typeof c !== 'object' || c === null)
    throw new Error(`${where}: expected an object {id, utc, lat, lon}`);
  if (typeof c.id !== 'string' && typeof c.id !== 'number')
    throw new Error(`${where}: id must be a string or number`);
  if (typeof c.utc !== 'string' || Number.isNaN(Date.parse(c.utc)))
    throw new Error(`${where}: utc must be an ISO 8601 instant`);
  if (typeof c.lat !== 'number' || typeof c.lon !== 'number')
    throw new Error(`${where}: lat and lon must be numbers`);
  return { id: c.id, utc: c.utc, lat: c.lat, lon: c.lon };
}

/**
 * Computes the documented output for a parsed JSON input (pure; the CLI wraps it with I/O).
 * @param input - the parsed JSON: an array of {id, utc, lat, lon}.
 * @throws Error naming the first malformed case.
 */
export function runChartCommand(input: unknown, opts: ChartCommandOptions): ChartCaseResult[] {
  if (!Array.isArray(input)) throw new Error('input must be a JSON array of {id, utc, lat, lon}');
  return input.map((raw, i) => {
    const c = parseCase(raw, i);
    const base = {
      utc: new Date(c.utc),
      latDeg: c.lat,
      lonDeg: c.lon,
      ayanamsa: opts.ayanamsa,
      node: opts.node,
    };
    const chart = computeChart({ ...base, zodiac: 'sidereal' });
    const shown = opts.tropical
      ? computeChart({ ...base, zodiac: 'tropical', houseSystem: 'whole-sign' })
      : chart;
    const planets: ChartCaseResult['planets'] = {};
    for (const p of shown.planets) {
      if (!(GRAHAS as readonly string[]).includes(p.body)) continue;
      planets[p.body.toLowerCase()] = {
        lon: p.longitudeDeg,
        speed: p.speedDegPerDay,
        retrograde: p.retrograde,
      };
    }
    const moon = chart.planets.find((x) => x.body === 'Moon');
    const moonLon = moon ? moon.longitudeDeg : 0;
    const nak = nakshatraOf(moonLon);
    return {
      id: c.id,
      ayanamsa: chart.ayanamsaDeg,
      planets,
      ascendant: { lon: shown.ascendant.longitudeDeg },
      moonNakshatra: { index: nak.index, pada: nak.pada },
      dasha: dashaBalanceAtBirth(moonLon),
    };
  });
}

/** Parses argv after the script name. */
export function parseArgs(argv: readonly string[]): {
  command: string;
  file: string;
  opts: ChartCommandOptions;
} {
  const [command, ...rest] = argv;
  let file = '';
  const opts: ChartCommandOptions = { tropical: false, ayanamsa: 'lahiri', node: 'mean' };
  for (let i = 0; i < rest.length; i++) {
    const arg = rest[i];
    if (arg === '--in') file = rest[++i] ?? '';
    else if (arg === '--tropical') opts.tropical = true;
    else if (arg === '--ayanamsa') {
      const v = rest[++i];
      if (v !== 'lahiri' && v !== 'raman' && v !== 'kp')
        throw new Error('--ayanamsa must be lahiri, raman or kp');
      opts.ayanamsa = v;
    } else if (arg === '--node') {
      const v = rest[++i];
      if (v !== 'mean' && v !== 'true') throw new Error('--node must be mean or true');
      opts.node = v;
    } else throw new Error(`unknown option ${arg}`);
  }
  if (command !== 'chart')
    throw new Error(
      'usage: astro chart --in FILE [--tropical] [--ayanamsa lahiri|raman|kp] [--node mean|true]',
    );
  if (!file) throw new Error('chart: --in FILE is required');
  return { command, file, opts };
}

function main(): void {
  try {
    const { file, opts } = parseArgs(process.argv.slice(2));
    const input: unknown = JSON.parse(readFileSync(file, 'utf8'));
    process.stdout.write(JSON.stringify(runChartCommand(input, opts), null, 2) + '\n');
  } catch (err) {
    process.stderr.write(`astro: ${err instanceof Error ? err.message : String(err)}\n`);
    process.exitCode = 2;
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) main();
