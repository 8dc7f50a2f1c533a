import { IANAZone } from 'luxon';

/** Why a local wall-clock time could not be turned into one instant. */
export type LocalTimeErrorCode = 'ambiguous' | 'skipped' | 'invalid';

/**
 * Thrown by `localToUtc` instead of guessing. For 'ambiguous' (a clock set back, e.g. the DST
 * fall-back hour) `candidates` lists both instants with their UTC offsets so the caller can ask
 * which was meant; for 'skipped' (the spring-forward gap) it is empty.
 */
export class LocalTimeError extends Error {
  readonly code: LocalTimeErrorCode;
  readonly candidates: { utc: Date; offsetMinutes: number }[];
  constructor(
    code: LocalTimeErrorCode,
    message: string,
    candidates: { utc: Date; offsetMinutes: number }[] = [],
  ) {
    super(message);
    this.name = 'LocalTimeError';
    this.code = code;
    this.candidates = candidates;
  }
}

export interface LocalToUtcResult {
  utc: Date;
  /**
   * UTC offset in force, minutes east of Greenwich (IST = 330). Can be fractional before
   * standard time (local mean time, e.g. Kolkata 1850 = 353.4667 = +05:53:28).
   */
  offsetMinutes: number;
  timezone: string;
}

const LOCAL_RE = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;
const HOUR_MS = 3_600_000;

/**
 * Local civil date-time at an IANA zone -> UTC, with the zone's historical offset and DST on that
 * date from the IANA tz database (through luxon 3.7 and Node's ICU; e.g. India 1942-45 war time
 * +06:30, US war time 1942-45, British double summer time). Never guesses: a wall time that
 * occurs twice throws LocalTimeError 'ambiguous' unless `resolveAmbiguous` picks one, a time that
 * never occurred throws 'skipped', malformed input or an unknown zone throws 'invalid'.
 * @param local 'YYYY-MM-DDTHH:MM' (seconds ':SS' allowed), years 0001-9999.
 * @param timezone IANA name, e.g. 'Asia/Kolkata'.
 */
export function localToUtc(
  local: string,
  timezone: string,
  opts: { resolveAmbiguous?: 'earlier' | 'later' } = {},
): LocalToUtcResult {
  const m = LOCAL_RE.exec(local);
  if (!m) throw new LocalTimeError('invalid', `expected YYYY-MM-DDTHH:MM, got "${local}"`);
  const [y, mo, d, h, mi, s] = m.slice(1).map((v) => (v === undefined ? 0 : Number(v))) as number[];
  const wall = Date.UTC(y!, mo! - 1, d!, h!, mi!, s!);
  const check = new Date(wall);
  // Date.UTC maps years 0-99 to 1900-1999: reject rather than silently shift.
  if (
    y! < 100 ||
    check.getUTCFullYear() !== y ||
    check.getUTCMonth() !== mo! - 1 ||
    check.getUTCDate() !== d ||
    h! > 23 ||
    mi! > 59 ||
    s! > 59
  ) {
    throw new LocalTimeError('invalid', `not a calendar date-time: "${local}"`);
  }
  const zone = IANAZone.isValidZone(timezone) ? IANAZone.create(timezone) : null;
  if (!zone) throw new LocalTimeError('invalid', `unknown time zone "${timezone}"`);

  // Each offset the zone used within two days either side is a candidate; a candidate is real
  // when the instant it implies has that very offset. 0 real candidates = skipped, 2 = ambiguous.
  const offsets = new Set<number>();
  for (let dh = -48; dh <= 48; dh += 3) offsets.add(zone.offset(wall + dh * HOUR_MS));
  const real = [...offsets]
    .map((off) => ({ utc: new Date(wall - off * 60_000), offsetMinutes: off }))
    .filter((c) => zone.offset(c.utc.getTime()) === c.offsetMinutes)
    .sort((a, b) => a.utc.getTime() - b.utc.getTime());

  if (real.length === 0) {
    throw new LocalTimeError(
      'skipped',
      `${local} did not occur in ${timezone} (clocks moved forward)`,
    );
  }
  if (real.length > 1) {
    const pick = opts.resolveAmbiguous;
    if (!pick) {
      throw new LocalTimeError(
        'ambiguous',
        `${local} occurred twice in ${timezone} (clocks moved back)`,
        real,
      );
    }
    const chosen = pick === 'earlier' ? real[0]! : real[real.length - 1]!;
    return { ...chosen, timezone };
  }
  return { ...real[0]!, timezone };
}

/** The zone's UTC offset at an instant, minutes east (fractional for local mean time). */
export function utcOffsetMinutes(utc: Date, timezone: string): number {
  if (!IANAZone.isValidZone(timezone))
    throw new LocalTimeError('invalid', `unknown time zone "${timezone}"`);
  return IANAZone.create(timezone).offset(utc.getTime());
}
