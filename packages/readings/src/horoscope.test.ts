import { SIGNS } from '@nakshatra/astro';
import { describe, expect, it } from 'vitest';
import {
  dayNumber,
  horoscope,
  periodBounds,
  SIGN_IDS,
  type HoroscopeReading,
} from './horoscope.ts';
import { LANGS, type Lang } from './lang.ts';
import { PACKS } from './packs/index.ts';

/** Sentences of a text: split after . ! ? (Latin), । (Devanagari danda) and 。 (Japanese). */
function sentencesOf(text: string): string[] {
  return text
    .split(/(?<=[.!?।。])\s*/u)
    .map((s) => s.trim())
    .filter(Boolean);
}

function ymd(day: number): string {
  return new Date(day * 86_400_000).toISOString().slice(0, 10);
}

/** Languages with their own pack (a language still mapped to English is tested in packs.test.ts). */
const OWN_PACK_LANGS = LANGS.filter((l) => l === 'en' || PACKS[l] !== PACKS.en);

/** The first sentence two consecutive readings share in one section, or null. */
function sharedSentence(a: HoroscopeReading, b: HoroscopeReading): string | null {
  for (const section of Object.keys(a.sections) as (keyof HoroscopeReading['sections'])[]) {
    const before = new Set(sentencesOf(a.sections[section]));
    for (const s of sentencesOf(b.sections[section])) {
      if (before.has(s)) return `${section}: ${s}`;
    }
  }
  return null;
}

describe('periods', () => {
  it('counts days from 1970 and rejects unreal dates', () => {
    expect(dayNumber('1970-01-01')).toBe(0);
    // `date -u -d 2026-11-22 +%s` = 1795305600 = 20779 x 86400.
    expect(dayNumber('2026-11-22')).toBe(20_779);
    for (const bad of ['2026-02-29', '2026-13-01', '26-11-22', '2026-11-22T00:00', '']) {
      expect(() => dayNumber(bad), bad).toThrow(RangeError);
    }
  });

  it('takes Monday to Sunday for a week and the calendar month for a month', () => {
    // 22 Nov 2026 is a Sunday (ISO week 47 runs Mon 16 - Sun 22 Nov).
    const week = periodBounds('2026-11-22', 'week');
    expect([ymd(week.first), ymd(week.last), ymd(week.castDay)]).toEqual([
      '2026-11-16',
      '2026-11-22',
      '2026-11-19',
    ]);
    expect(periodBounds('2026-11-16', 'week').index).toBe(week.index);
    expect(periodBounds('2026-11-23', 'week').index).toBe(week.index + 1);
    const month = periodBounds('2024-02-10', 'month');
    expect([ymd(month.first), ymd(month.last), ymd(month.castDay)]).toEqual([
      '2024-02-01',
      '2024-02-29',
      '2024-02-15',
    ]);
  });
});

describe('horoscope', () => {
  it('is deterministic: the same sign, date, period and language give the same reading', () => {
    for (const lang of OWN_PACK_LANGS) {
      for (const period of ['day', 'week', 'month'] as const) {
        const a = horoscope(7, '2026-11-22', period, lang);
        const b = horoscope(7, '2026-11-22', period, lang);
        expect(b).toEqual(a);
        expect(JSON.stringify(b)).toBe(JSON.stringify(a));
      }
    }
  });

  it('reads the real transits: houses counted from the sign, the Moon where the ephemeris puts it', () => {
    // 22 Nov 2026 12:00 IST: the Sun in sidereal Scorpio (it enters Sagittarius about 16 Dec), so
    // from Aries it is in the 8th house and from Scorpio in the 1st.
    const aries = horoscope(0, '2026-11-22', 'day', 'en');
    const scorpio = horoscope(7, '2026-11-22', 'day', 'en');
    const sunOf = (r: HoroscopeReading) => r.transits.find((t) => t.body === 'Sun')!;
    expect(sunOf(aries)).toMatchObject({ sign: 'Scorpio', house: 8 });
    expect(sunOf(scorpio)).toMatchObject({ sign: 'Scorpio', house: 1 });
    expect(aries.transits.map((t) => t.body)).toEqual([
      'Sun',
      'Moon',
      'Mars',
      'Mercury',
      'Jupiter',
      'Venus',
      'Saturn',
      'Rahu',
      'Ketu',
    ]);
    for (const r of [aries, scorpio]) {
      for (const t of r.transits) {
        expect(t.house).toBe(((t.signIndex - r.signIndex + 12) % 12) + 1);
        expect(t.sign).toBe(SIGNS[t.signIndex]);
      }
      // The Moon block agrees with the Moon's transit entry.
      const moon = r.transits.find((t) => t.body === 'Moon')!;
      expect(r.moon).toMatchObject({ signIndex: moon.signIndex, house: moon.house });
      // Rahu and Ketu are always opposite.
      const rahu = r.transits.find((t) => t.body === 'Rahu')!;
      const ketu = r.transits.find((t) => t.body === 'Ketu')!;
      expect((ketu.signIndex - rahu.signIndex + 12) % 12).toBe(6);
    }
  });

  it('derives the lucky number from the lucky planet and the Moon pada (1-36, reducing to its digit)', () => {
    const digit = {
      Sun: 1,
      Moon: 2,
      Jupiter: 3,
      Rahu: 4,
      Mercury: 5,
      Venus: 6,
      Ketu: 7,
      Saturn: 8,
      Mars: 9,
    } as const;
    for (let s = 0; s < 12; s++) {
      const r = horoscope(s, '2026-11-22', 'day', 'en');
      expect(r.lucky.number).toBe(digit[r.lucky.planet] + 9 * (r.moon.pada - 1));
      // Digit sum reduces to the planet's number (9 for Mars).
      const reduced = ((r.lucky.number - 1) % 9) + 1;
      expect(reduced).toBe(digit[r.lucky.planet]);
      expect(r.lucky.color).toBe(PACKS.en.names.colours[r.lucky.planet]);
    }
  });

  it('changes from one day to the next', () => {
    for (let s = 0; s < 12; s++) {
      const a = horoscope(s, '2026-11-22', 'day', 'en');
      const b = horoscope(s, '2026-11-23', 'day', 'en');
      expect(b.sections.general).not.toBe(a.sections.general);
      expect(b.sections).not.toEqual(a.sections);
    }
  });

  for (const lang of OWN_PACK_LANGS) {
    it(`never repeats a sentence two days running: 60 days, all 12 signs (${lang})`, () => {
      const start = dayNumber('2026-11-01');
      let worst: string | null = null;
      let checked = 0;
      for (let s = 0; s < 12 && !worst; s++) {
        let prev = horoscope(s, ymd(start), 'day', lang);
        for (let d = 1; d < 60; d++) {
          const next = horoscope(s, ymd(start + d), 'day', lang);
          const shared = sharedSentence(prev, next);
          if (shared) {
            worst = `${SIGN_IDS[s]} ${ymd(start + d - 1)} / ${ymd(start + d)}: ${shared}`;
            break;
          }
          checked++;
          prev = next;
        }
      }
      expect(worst).toBeNull();
      expect(checked).toBe(12 * 59);
    });
  }

  it('never repeats a sentence two weeks or two months running (en)', () => {
    for (let s = 0; s < 12; s++) {
      let prev = horoscope(s, '2026-09-07', 'week', 'en');
      for (let w = 1; w < 12; w++) {
        const next = horoscope(s, ymd(dayNumber('2026-09-07') + 7 * w), 'week', 'en');
        expect(sharedSentence(prev, next), `${SIGN_IDS[s]} week ${w}`).toBeNull();
        prev = next;
      }
      let prevMonth = horoscope(s, '2026-01-15', 'month', 'en');
      for (let m = 2; m <= 12; m++) {
        const next = horoscope(s, `2026-${String(m).padStart(2, '0')}-15`, 'month', 'en');
        expect(sharedSentence(prevMonth, next), `${SIGN_IDS[s]} month ${m}`).toBeNull();
        prevMonth = next;
      }
    }
  });

  it('writes plain text: no markup, no unfilled placeholders', () => {
    for (const lang of LANGS) {
      const r = horoscope(3, '2026-11-22', 'week', lang as Lang);
      const texts = [
        ...Object.values(r.sections),
        ...r.transits.map((t) => t.note),
        ...r.drishti.map((a) => a.note),
        ...r.events.map((e) => e.text),
        ...Object.values(r.verdicts).flatMap((v) => v.factors.map((f) => f.note)),
        r.lucky.color,
      ];
      for (const t of texts) {
        expect(t).not.toMatch(/[<>{}]/);
        expect(t.trim()).toBe(t);
        expect(t.length).toBeGreaterThan(0);
      }
    }
  });

  it('rejects a bad sign index or date', () => {
    expect(() => horoscope(12, '2026-11-22', 'day', 'en')).toThrow(RangeError);
    expect(() => horoscope(-1, '2026-11-22', 'day', 'en')).toThrow(RangeError);
    expect(() => horoscope(1.5, '2026-11-22', 'day', 'en')).toThrow(RangeError);
    expect(() => horoscope(0, '2026-02-30', 'day', 'en')).toThrow(RangeError);
  });
});
