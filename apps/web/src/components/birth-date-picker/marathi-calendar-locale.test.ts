import { format } from 'date-fns';
import { hi } from 'date-fns/locale/hi';
import { describe, expect, it } from 'vitest';
import { marathiCalendarLocale } from './marathi-calendar-locale';

const mr = marathiCalendarLocale(hi);

describe('Marathi calendar locale', () => {
  // Reference: CLDR's Marathi (mr) calendar names, as printed in Marathi calendars (दिनदर्शिका).
  it('names the months in Marathi, not Hindi', () => {
    expect(format(new Date(2024, 0, 15), 'LLLL', { locale: mr })).toBe('जानेवारी');
    expect(format(new Date(2024, 1, 15), 'LLLL', { locale: mr })).toBe('फेब्रुवारी');
    expect(format(new Date(2024, 5, 15), 'LLLL', { locale: mr })).toBe('जून');
    expect(format(new Date(2024, 11, 15), 'MMMM', { locale: mr })).toBe('डिसेंबर');
    expect(format(new Date(2024, 0, 15), 'LLLL', { locale: hi })).toBe('जनवरी');
  });

  it('names the weekdays in Marathi from Sunday', () => {
    // 7 January 2024 was a Sunday.
    expect(format(new Date(2024, 0, 7), 'EEEE', { locale: mr })).toBe('रविवार');
    expect(format(new Date(2024, 0, 8), 'EEEE', { locale: mr })).toBe('सोमवार');
    expect(format(new Date(2024, 0, 13), 'EEEE', { locale: mr })).toBe('शनिवार');
    expect(format(new Date(2024, 0, 10), 'EEE', { locale: mr })).toBe('बुध');
  });

  it('marks the 12-hour clock the Marathi way, not with Hindi words', () => {
    const am = format(new Date(2024, 0, 7, 9, 30), 'h:mm aa', { locale: mr });
    const pm = format(new Date(2024, 0, 7, 15, 0), 'h:mm aa', { locale: mr });
    const intl = new Intl.DateTimeFormat('mr', { hour: 'numeric', hour12: true });
    const marker = (d: Date) => intl.formatToParts(d).find((p) => p.type === 'dayPeriod')!.value;
    expect(am).toBe(`9:30 ${marker(new Date(2024, 0, 7, 9))}`);
    expect(pm).toBe(`3:00 ${marker(new Date(2024, 0, 7, 15))}`);
    expect(am).not.toContain('पूर्वाह्न');
  });

  it('keeps the rest of the Hindi locale (week start, code)', () => {
    expect(mr.code).toBe('mr');
    expect(mr.options?.weekStartsOn).toBe(hi.options?.weekStartsOn);
  });
});
