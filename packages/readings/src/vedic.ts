/**
 * Tables of Vedic astrology the readings share: the favourable gochara houses, the planets'
 * numbers and weekdays. One place, so the horoscope, the personal reading and the assistant
 * cannot disagree.
 */
import type { Graha } from '@nakshatra/astro';

/** Houses from the natal Moon where each planet's transit is favourable (Phaladeepika 26). */
export const GOCHARA_GOOD: Readonly<Record<Graha, readonly number[]>> = {
  Sun: [3, 6, 10, 11],
  Moon: [1, 3, 6, 7, 10, 11],
  Mars: [3, 6, 11],
  Mercury: [2, 4, 6, 8, 10, 11],
  Jupiter: [2, 5, 7, 9, 11],
  Venus: [1, 2, 3, 4, 5, 8, 9, 11, 12],
  Saturn: [3, 6, 11],
  Rahu: [3, 6, 11],
  Ketu: [3, 6, 11],
};

/** Vedic numbers of the planets (Sun 1 ... Mars 9, with Rahu 4 and Ketu 7). */
export const PLANET_NUMBER: Readonly<Record<Graha, number>> = {
  Sun: 1,
  Moon: 2,
  Jupiter: 3,
  Rahu: 4,
  Mercury: 5,
  Venus: 6,
  Ketu: 7,
  Saturn: 8,
  Mars: 9,
};

/** Weekday of each planet, 0 = Sunday (the nodes as commonly assigned: Rahu Saturday, Ketu Tuesday). */
export const PLANET_WEEKDAY: Readonly<Record<Graha, number>> = {
  Sun: 0,
  Moon: 1,
  Mars: 2,
  Mercury: 3,
  Jupiter: 4,
  Venus: 5,
  Saturn: 6,
  Rahu: 6,
  Ketu: 2,
};
