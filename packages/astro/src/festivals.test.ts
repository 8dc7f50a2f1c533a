import { describe, expect, it } from 'vitest';
import { festivalsOfYear, type FestivalDay } from './festivals.ts';

// Sources: packages/astro/test/vectors/README.md, section "Festivals". Reference place: New Delhi.
const DELHI = { latDeg: 28.6139, lonDeg: 77.209, timezone: 'Asia/Kolkata' };
const byYear = new Map<number, FestivalDay[]>([
  [2026, festivalsOfYear(2026, DELHI)],
  [2027, festivalsOfYear(2027, DELHI)],
]);
const datesOf = (year: number, pred: (f: FestivalDay) => boolean) =>
  byYear
    .get(year)!
    .filter(pred)
    .map((f) => f.date);

/**
 * timeanddate.com "Holidays in India" dates for 2026 and 2027, as tabulated (with archive links)
 * in vacanza/holidays, holidays/calendars/hindu.py. Exact date, no tolerance.
 */
const TIMEANDDATE: Record<string, Record<number, string>> = {
  makarSankranti: { 2026: '2026-01-14', 2027: '2027-01-15' },
  mahaShivaratri: { 2026: '2026-02-15', 2027: '2027-03-06' },
  holi: { 2027: '2027-03-22' }, // 2026: see EXCLUDED
  ugadi: { 2026: '2026-03-19', 2027: '2027-04-07' }, // Gudi Padwa
  ramNavami: { 2026: '2026-03-26', 2027: '2027-04-15' },
  mahavirJayanti: { 2026: '2026-03-31' }, // 2027: see EXCLUDED
  vaisakhi: { 2026: '2026-04-14', 2027: '2027-04-14' },
  buddhaPurnima: { 2026: '2026-05-01', 2027: '2027-05-20' },
  rakshaBandhan: { 2026: '2026-08-28', 2027: '2027-08-17' },
  janmashtami: { 2026: '2026-09-04' }, // 2027: see EXCLUDED
  ganeshChaturthi: { 2026: '2026-09-14', 2027: '2027-09-04' },
  sharadNavratri: { 2026: '2026-10-11', 2027: '2027-09-30' },
  durgaAshtami: { 2026: '2026-10-19', 2027: '2027-10-07' }, // "Maha Ashtami"
  mahaNavami: { 2026: '2026-10-19', 2027: '2027-10-08' },
  dussehra: { 2026: '2026-10-20', 2027: '2027-10-09' },
  diwali: { 2026: '2026-11-08', 2027: '2027-10-29' },
  govardhanPuja: { 2026: '2026-11-10', 2027: '2027-10-30' },
  chhathPuja: { 2026: '2026-11-15', 2027: '2027-11-04' },
  guruNanakJayanti: { 2026: '2026-11-24', 2027: '2027-11-14' },
};

/**
 * Published dates our rule does not reproduce, and why (kept out of the match count):
 * - holi 2026 (published 4 Mar): Phalguna Purnima 17:56 2 Mar -> 17:08 3 Mar IST; its only
 *   pradosh (2 Mar) lies wholly in Bhadra, which runs past midnight, and a total lunar eclipse
 *   falls on 3 Mar. Drik moved Holika Dahan to 3 Mar (so Holi to 4 Mar); we keep Holika Dahan
 *   in the Bhadra pradosh (2 Mar), which is also what the same rule gives for 2027 (21 Mar,
 *   Holi 22 Mar, matching). The eclipse exception is not modelled.
 * - mahavirJayanti 2027 (published 18 Apr): Chaitra Shukla Trayodashi 07:43 18 Apr -> 06:09
 *   19 Apr; it prevails at the 19 Apr sunrise (05:52) for 17 minutes, so the udaya rule gives
 *   19 Apr. Jain almanacs fix this day by their own rule, which we do not model.
 * - janmashtami 2027 (published 25 Aug): Ashtami 20:25 24 Aug -> 19:21 25 Aug covers the
 *   nishita of 24 Aug only (the Smarta rule we implement, Drik's first date); the published
 *   date is the Vaishnava one (Ashtami at sunrise and Rohini at the following midnight).
 */
const EXCLUDED = ['holi 2026', 'mahavirJayanti 2027', 'janmashtami 2027'];

/** Drik Panchang's 2026 Purnima and Amavasya lists (the days named "<Month> Purnima/Amavasya"). */
const PURNIMA_2026: [string, string][] = [
  ['2026-01-03', 'Pausha'],
  ['2026-02-01', 'Magha'],
  ['2026-03-03', 'Phalguna'],
  ['2026-04-02', 'Chaitra'],
  ['2026-05-01', 'Vaishakha'],
  ['2026-05-31', 'Adhika Jyeshtha'],
  ['2026-06-29', 'Jyeshtha'],
  ['2026-07-29', 'Ashadha'],
  ['2026-08-28', 'Shravana'],
  ['2026-09-26', 'Bhadrapada'],
  ['2026-10-26', 'Ashwina'],
  ['2026-11-24', 'Kartika'],
  ['2026-12-23', 'Margashirsha'],
];
const AMAVASYA_2026: [string, string][] = [
  ['2026-01-18', 'Magha'],
  ['2026-02-17', 'Phalguna'],
  ['2026-03-19', 'Chaitra'],
  ['2026-04-17', 'Vaishakha'],
  ['2026-05-16', 'Jyeshtha'],
  ['2026-06-15', 'Adhika Jyeshtha'],
  ['2026-07-14', 'Ashadha'],
  ['2026-08-12', 'Shravana'],
  ['2026-09-11', 'Bhadrapada'],
  ['2026-10-10', 'Ashwina'],
  ['2026-11-09', 'Kartika'],
  ['2026-12-08', 'Margashirsha'],
];
/** hindusphere.com "Ekadashi 2026" (Smarta dates; the first where two days are listed). */
const EKADASHI_2026: [string, string][] = [
  ['2026-01-14', 'Shattila'],
  ['2026-01-29', 'Jaya'],
  ['2026-02-13', 'Vijaya'],
  ['2026-02-27', 'Amalaki'],
  ['2026-03-15', 'Papmochani'],
  ['2026-03-29', 'Kamada'],
  ['2026-04-13', 'Varuthini'],
  ['2026-04-27', 'Mohini'],
  ['2026-05-13', 'Apara'],
  ['2026-05-27', 'Padmini'],
  ['2026-06-11', 'Parama'],
  ['2026-06-25', 'Nirjala'],
  ['2026-07-10', 'Yogini'],
  ['2026-07-25', 'Devshayani'],
  ['2026-08-09', 'Kamika'],
  ['2026-08-23', 'Shravana Putrada'],
  ['2026-09-07', 'Aja'],
  ['2026-09-22', 'Parsva'],
  ['2026-10-06', 'Indira'],
  ['2026-10-22', 'Papankusha'],
  ['2026-11-05', 'Rama'],
  ['2026-11-20', 'Devutthana'],
  ['2026-12-04', 'Utpanna'],
  ['2026-12-20', 'Mokshada'],
];

const label = (f: FestivalDay) => `${f.month?.adhika ? 'Adhika ' : ''}${f.month?.name ?? ''}`;
const matched = new Set<string>();

describe('festival days at New Delhi vs timeanddate.com (2026, 2027)', () => {
  const cases = Object.entries(TIMEANDDATE).flatMap(([key, years]) =>
    Object.entries(years).map(([y, date]) => [key, Number(y), date] as const),
  );
  it.each(cases)('%s %i on %s', (key, year, date) => {
    expect(datesOf(year, (f) => f.key === key)).toContain(date);
    matched.add(`${key} ${year}`);
  });
  it('lists Holika Dahan the evening before Holi', () => {
    expect(datesOf(2027, (f) => f.key === 'holikaDahan')).toEqual(['2027-03-21']);
  });
});

describe('Purnima, Amavasya and Ekadashi 2026 vs Drik Panchang and hindusphere.com', () => {
  it.each(PURNIMA_2026)('Purnima %s (%s)', (date, month) => {
    const f = byYear.get(2026)!.find((x) => x.key === 'purnima' && x.date === date);
    expect(f && label(f)).toBe(month);
    matched.add(`purnima ${date}`);
  });
  it.each(AMAVASYA_2026)('Amavasya %s (%s, purnimanta)', (date, month) => {
    const f = byYear.get(2026)!.find((x) => x.key === 'amavasya' && x.date === date);
    expect(f && label(f)).toBe(month);
    matched.add(`amavasya ${date}`);
  });
  it.each(EKADASHI_2026)('Ekadashi %s %s', (date, name) => {
    expect(datesOf(2026, (f) => f.ekadashi === name)).toEqual([date]);
    matched.add(`ekadashi ${name}`);
  });
});

describe('festival calendar structure', () => {
  it('has every festival once a year and 24 Ekadashis in 2026 (two of them in Adhika Jyeshtha)', () => {
    const y26 = byYear.get(2026)!;
    expect(y26.filter((f) => f.kind === 'ekadashi')).toHaveLength(24);
    for (const key of ['diwali', 'holi', 'rakshaBandhan', 'karwaChauth', 'dhanteras', 'bhaiDooj'])
      expect(
        y26.filter((f) => f.key === key),
        key,
      ).toHaveLength(1);
    expect(y26.filter((f) => f.kind === 'sankranti')).toHaveLength(12);
    // Diwali is Kartika (purnimanta) / Ashwina (amanta) Amavasya; Dhanteras two days before.
    const diwali = y26.find((f) => f.key === 'diwali')!;
    expect(diwali.month).toMatchObject({ name: 'Ashwina', adhika: false });
    expect(y26.find((f) => f.key === 'dhanteras')!.date).toBe('2026-11-06');
  });

  it('reports the match count', () => {
    console.info(
      `festivals: ${matched.size} published festival dates matched; excluded: ${EXCLUDED.join(', ')}`,
    );
    expect(matched.size).toBeGreaterThanOrEqual(80);
  });

  it('rejects a year out of range', () => {
    expect(() => festivalsOfYear(1700, DELHI)).toThrow(RangeError);
  });
});
