import { describe, expect, it } from 'vitest';
import { placeLine } from './place-line';

describe('placeLine (issue 12: the city was printed twice)', () => {
  it.each([
    ['Pune, Maharashtra, India', 'Pune', 'Pune, Maharashtra, India'],
    ['Pune, Maharashtra, India', ' pune ', 'Pune, Maharashtra, India'],
    ['Hinjewadi', 'Pune', 'Hinjewadi, Pune'],
    ['Porbandar', 'Porbandar', 'Porbandar'],
    ['Kothrud, Pune, Maharashtra, India', 'Pune', 'Kothrud, Pune, Maharashtra, India'],
    ['Punekar Nagar, Maharashtra', 'Pune', 'Punekar Nagar, Maharashtra, Pune'],
    ['Pune, Maharashtra, India', '', 'Pune, Maharashtra, India'],
  ])('%s + district %j reads %s', (place, district, expected) => {
    expect(placeLine(place, district)).toBe(expected);
  });
});
