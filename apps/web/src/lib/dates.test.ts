import { describe, expect, it } from 'vitest';
import { addDays, formatYmd, isYmd, todayIn } from './dates';

describe('web date helpers', () => {
  it("gives today's calendar date in the zone asked for, not the runtime's", () => {
    // 20:00 UTC on 22 Nov is already 23 Nov in India (+05:30) and still 22 Nov in New York.
    const now = new Date('2026-11-22T20:00:00Z');
    expect(todayIn('Asia/Kolkata', now)).toBe('2026-11-23');
    expect(todayIn('America/New_York', now)).toBe('2026-11-22');
  });

  it('tells a real calendar date from one that only looks like it', () => {
    expect(isYmd('2024-02-29')).toBe(true);
    expect(isYmd('2026-11-08')).toBe(true);
    expect(isYmd('2026-02-29')).toBe(false);
    expect(isYmd('2026-13-01')).toBe(false);
    expect(isYmd('2026-1-8')).toBe(false);
    expect(isYmd('2026-11-08T00:00')).toBe(false);
    expect(isYmd('<script>')).toBe(false);
  });

  it('adds days across month, year and leap-day ends', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
    expect(addDays('2026-11-22', 0)).toBe('2026-11-22');
  });

  it('formats the calendar date itself, whatever the runtime zone', () => {
    expect(formatYmd('2026-11-22', 'en')).toBe('November 22, 2026');
    expect(formatYmd('2026-11-22', 'en', { day: 'numeric', month: 'short' })).toBe('Nov 22');
  });
});
