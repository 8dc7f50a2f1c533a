import { describe, expect, it } from 'vitest';
import { dignityOf, isCombust, naturalRelationship } from './dignity.ts';

describe('dignity (BPHS ch. 3)', () => {
  it('exaltation and debilitation signs', () => {
    expect(dignityOf('Sun', 10)).toBe('exalted'); // 10 Aries
    expect(dignityOf('Sun', 190)).toBe('debilitated'); // 10 Libra
    expect(dignityOf('Mars', 298)).toBe('exalted'); // 28 Capricorn
    expect(dignityOf('Mars', 118)).toBe('debilitated'); // 28 Cancer
    expect(dignityOf('Jupiter', 95)).toBe('exalted'); // 5 Cancer
    expect(dignityOf('Jupiter', 275)).toBe('debilitated'); // 5 Capricorn
    expect(dignityOf('Venus', 357)).toBe('exalted'); // 27 Pisces
    expect(dignityOf('Venus', 177)).toBe('debilitated'); // 27 Virgo
    expect(dignityOf('Saturn', 200)).toBe('exalted'); // 20 Libra
    expect(dignityOf('Saturn', 20)).toBe('debilitated'); // 20 Aries
    expect(dignityOf('Moon', 213)).toBe('debilitated'); // 3 Scorpio
  });

  it('splits the signs shared by exaltation and moolatrikona', () => {
    expect(dignityOf('Moon', 32)).toBe('exalted'); // 2 Taurus
    expect(dignityOf('Moon', 45)).toBe('moolatrikona'); // 15 Taurus
    expect(dignityOf('Mercury', 160)).toBe('exalted'); // 10 Virgo
    expect(dignityOf('Mercury', 167)).toBe('moolatrikona'); // 17 Virgo
    expect(dignityOf('Mercury', 175)).toBe('own'); // 25 Virgo
  });

  it('moolatrikona then own sign', () => {
    expect(dignityOf('Sun', 130)).toBe('moolatrikona'); // 10 Leo
    expect(dignityOf('Sun', 145)).toBe('own'); // 25 Leo
    expect(dignityOf('Mars', 5)).toBe('moolatrikona'); // 5 Aries
    expect(dignityOf('Mars', 20)).toBe('own'); // 20 Aries
    expect(dignityOf('Mars', 220)).toBe('own'); // Scorpio
    expect(dignityOf('Jupiter', 245)).toBe('moolatrikona'); // 5 Sagittarius
    expect(dignityOf('Jupiter', 350)).toBe('own'); // Pisces
    expect(dignityOf('Venus', 190)).toBe('moolatrikona'); // 10 Libra
    expect(dignityOf('Venus', 40)).toBe('own'); // Taurus
    expect(dignityOf('Saturn', 310)).toBe('moolatrikona'); // 10 Aquarius
    expect(dignityOf('Saturn', 280)).toBe('own'); // Capricorn
    expect(dignityOf('Moon', 100)).toBe('own'); // Cancer
  });

  it('otherwise the natural relationship to the sign lord', () => {
    expect(dignityOf('Sun', 100)).toBe('friendly'); // Cancer, lord Moon
    expect(dignityOf('Sun', 70)).toBe('neutral'); // Gemini, lord Mercury
    expect(dignityOf('Sun', 40)).toBe('enemy'); // Taurus, lord Venus
    expect(dignityOf('Moon', 70)).toBe('friendly'); // Gemini, lord Mercury
    expect(dignityOf('Moon', 300)).toBe('neutral'); // Aquarius, lord Saturn
    expect(dignityOf('Mars', 70)).toBe('enemy'); // Gemini, lord Mercury
    expect(dignityOf('Mercury', 100)).toBe('enemy'); // Cancer, lord Moon
    expect(dignityOf('Jupiter', 40)).toBe('enemy'); // Taurus, lord Venus
    expect(dignityOf('Venus', 310)).toBe('friendly'); // Aquarius, lord Saturn
    expect(dignityOf('Saturn', 130)).toBe('enemy'); // Leo, lord Sun
  });

  it('has no dignity for nodes and outer planets', () => {
    for (const body of ['Rahu', 'Ketu', 'Uranus', 'Neptune', 'Pluto'] as const)
      expect(dignityOf(body, 40)).toBeNull();
    expect(naturalRelationship('Rahu', 'Sun')).toBeNull();
    expect(naturalRelationship('Saturn', 'Venus')).toBe('friendly');
  });
});

describe('combustion (Surya Siddhanta orbs)', () => {
  it("uses each planet's orb, inclusive, across 0 deg", () => {
    expect(isCombust('Mars', 17, 0, false)).toBe(true);
    expect(isCombust('Mars', 17.01, 0, false)).toBe(false);
    expect(isCombust('Jupiter', 350, 0.5, false)).toBe(true); // 10.5 deg apart across Aries 0
    expect(isCombust('Saturn', 100, 115.5, false)).toBe(false);
    expect(isCombust('Moon', 10, 358, false)).toBe(true);
  });

  it('narrows the orbs of retrograde Mercury (14 -> 12) and Venus (10 -> 8)', () => {
    expect(isCombust('Mercury', 13, 0, false)).toBe(true);
    expect(isCombust('Mercury', 13, 0, true)).toBe(false);
    expect(isCombust('Venus', 9, 0, false)).toBe(true);
    expect(isCombust('Venus', 9, 0, true)).toBe(false);
  });

  it('never marks the Sun, the nodes or the outer planets', () => {
    for (const body of ['Sun', 'Rahu', 'Ketu', 'Uranus', 'Neptune', 'Pluto'] as const)
      expect(isCombust(body, 1, 0, false)).toBe(false);
  });
});
