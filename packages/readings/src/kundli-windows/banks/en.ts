/**
 * English: the reference bank. Gochara results of Jupiter and Saturn from the natal Moon follow
 * Phaladeepika ch. 26 (Jupiter gives good results in the 2nd, 5th, 7th, 9th and 11th, Saturn in
 * the 3rd, 6th and 11th); Sade Sati and Dhaiya as in doshas.ts of @nakshatra/astro.
 */
import type { KundliWindowsBank } from '../bank.ts';

export const en: KundliWindowsBank = {
  areas: {
    zodiacSign: 'your mind and emotional balance',
    personality: 'your health, confidence and personal growth',
    careerProspects: 'your career and standing',
    loveLife: 'love and marriage',
    financialSituation: 'income and savings',
    happiness: 'happiness at home, with children and in fortune',
    motivationalMessage: 'your goals',
  },
  who: {
    lord: '{planet}, the lord of your {house} house,',
    karaka: '{planet}, the significator of {area},',
    maha: '{planet}, lord of your running mahadasha,',
    antar: '{planet}, lord of your running antardasha,',
  },
  points: {
    exalted: '{who} is exalted in {sign}',
    own: '{who} is in its own sign, {sign}',
    debilitated: '{who} is debilitated in {sign}',
    enemy: '{who} is in an enemy sign, {sign}',
    combust: '{who} is combust, too close to the Sun',
    goodHouse: '{who} sits in your {to} house, a kendra or trikona',
    dusthana: '{who} sits in your {to} house, a dusthana',
    benefic: '{planet}, a natural benefic, occupies your {house} house',
    malefic: '{planet}, a natural malefic, occupies your {house} house',
    maleficUpachaya:
      '{planet} occupies your {house} house, an upachaya where a malefic gives drive and results',
    beneficAspect: '{planet}, a benefic, aspects your {house} house',
    maleficAspect: '{planet}, a malefic, aspects your {house} house',
    yoga: '{yoga} ({grade})',
  },
  separator: '; ',
  strengths: 'Strong points: {points}.',
  weaknesses: 'Weak points: {points}.',
  verdicts: {
    strong: 'On balance, your chart is strong for {area}.',
    mixed: 'On balance, your chart gives both support and resistance in {area}.',
    weak: 'On balance, your chart asks for patience and steady effort in {area}.',
  },
  grades: { strong: 'strong', moderate: 'moderate', weak: 'weak' },
  yogaLine:
    '{yoga}, {grade} in your chart, is formed by {placements}: it brings {effect} to {area}.',
  placement: '{planet} in your {house} house',
  yogaEffects: {
    'gaja-kesari': 'wisdom, a good name and the protection of good counsel',
    'budha-aditya': 'intelligence, learning and skill with words',
    ruchaka: 'courage, energy and leadership',
    bhadra: 'intellect, eloquence and business sense',
    hamsa: 'virtue, wisdom and respect',
    malavya: 'charm, comfort and artistic taste',
    sasa: 'authority, endurance and organising power',
    'chandra-mangala': 'enterprise and earning power',
    'raj-yoga': 'rise in status and success',
    'dhana-yoga': 'wealth and prosperity',
    'neecha-bhanga': 'success that grows out of early struggle',
  },
  windowsLead: 'Windows from {from} to {to}:',
  windowsNone: 'No antardasha or major transit touches this area between {from} and {to}.',
  dashaWindow: '{maha}–{antar} antardasha, {start} to {end}: {effect} ({reasons}).',
  dashaEffects: {
    good: 'favours {area}',
    mixed: 'brings {area} into focus, with some effort',
    hard: 'tests {area}; go slowly',
  },
  dashaReasons: {
    rules: '{planet} rules your {houses}',
    occupies: '{planet} sits in your {house}',
    karaka: '{planet} is the significator of {area}',
  },
  transitMoon:
    '{planet} transits your {house} house from the Moon ({sign}), {start} to {end}: {effect}.',
  transitLagna:
    '{planet} transits your {house} house from the ascendant ({sign}), {start} to {end}: {effect}.',
  transitBoth:
    '{planet} transits your {house} house from both the Moon and the ascendant ({sign}), {start} to {end}: {effect}.',
  jupiterFromMoon: [
    'a change of place and some restlessness, though Jupiter protects',
    'wealth, family harmony and persuasive speech',
    'obstacles and changes at work; stay patient',
    'worries at home and with relatives; go gently',
    'children, romance, good counsel and creative success',
    'competition and health needing attention',
    'marriage, partnership and pleasant travel',
    'delays, fatigue and hidden expenses',
    'fortune, faith, teachers and long journeys',
    'changes in position and workload; guard your name',
    'gains, promotion and wishes fulfilled',
    'expenses, travel and a pull towards the spiritual life',
  ],
  saturnFromMoon: [
    'the peak of Sade Sati: heavy responsibility, and body and mind need care',
    'the setting phase of Sade Sati: strain on savings, family and speech',
    'courage, success through effort and victory over rivals',
    'Kantaka Shani (Dhaiya): strain at home, in property and on peace of mind',
    'worries over children and plans; avoid speculation',
    'victory over rivals and recovery from debts and illness',
    'strain and delays in partnership; travel tires',
    'Ashtama Shani (Dhaiya): obstacles, fatigue and setbacks; move carefully',
    'delays in fortune and with elders; keep faith',
    'hard work, heavy duties and slow recognition',
    'gains, steady income and support from seniors',
    'the rising phase of Sade Sati: expenses, travel and restless sleep',
  ],
  jupiterFromLagna: 'growth and support in {topic}',
  saturnFromLagna: 'slow, steady work on {topic}',
  sadeSatiWindow: 'Sade Sati, {phase} phase (Saturn in {sign}), {start} to {end}: {effect}.',
  sadeSatiEffects: {
    rising: 'expenses and restless sleep; plan your spending',
    peak: 'the heaviest stretch, for body and mind; keep a steady routine',
    setting: 'strain on savings, family and speech, easing towards the end',
  },
  dhaiyaWindow:
    '{kind} (Saturn in {sign}, the {house} house from your Moon), {start} to {end}: {effect}.',
  dhaiyaEffects: {
    kantaka: 'home, property and peace of mind need care',
    ashtama: 'obstacles and fatigue; avoid risks and look after your health',
  },
  dhaiya: {
    name: 'Shani Dhaiya',
    kinds: { kantaka: 'Kantaka (Ardhashtama) Shani', ashtama: 'Ashtama Shani' },
    definition:
      "Shani Dhaiya: Saturn's stay of about two and a half years in the 4th (Kantaka or Ardhashtama Shani) or the 8th sign (Ashtama Shani) from your Moon sign, which Phaladeepika counts as adverse besides Sade Sati.",
    now: 'Running now: {kind}, Saturn in {sign}, the {house} house from your Moon, from {start} to {end}.',
    notNow: 'Not running now.',
    next: 'Next: {kind}, Saturn in {sign}, from {start} to {end}.',
  },
  yogaReasons: {
    notInKendraFromMoon: '{planet} is not in a kendra from the Moon',
    debilitated: '{planet} is debilitated',
    combust: '{planet} is combust',
    enemySign: '{planet} is in an enemy sign',
    inDusthana: '{planet} is in a dusthana (the 6th, 8th or 12th house)',
    notOwnOrExalted: '{planet} is not in its own or exaltation sign',
    notInKendra: '{planet} is not in a kendra from the ascendant',
    yogakarakaWellPlaced: '{planet} is a yogakaraka and well placed',
    yogakarakaUnfit: '{planet} is a yogakaraka but not well placed',
    debilitatedNotCancelled: '{planet} is debilitated and nothing cancels it',
    sunMercuryApart: 'the Sun and Mercury are in different signs',
    moonMarsApart: 'the Moon and Mars are in different signs',
    pairInDusthana: '{a} and {b} are linked, but one of them is in a dusthana',
    conjunction: '{a} and {b} are conjunct',
    mutualAspect: '{a} and {b} aspect each other',
    exchange: '{a} and {b} exchange signs (parivartana)',
    dispositorKendra:
      'the debilitation of {planet} is cancelled: {by}, lord of its sign, is in a kendra',
    exaltationLordKendra:
      'the debilitation of {planet} is cancelled: {by}, lord of its exaltation sign, is in a kendra',
    exaltedPlanetKendra:
      'the debilitation of {planet} is cancelled: {by}, exalted in that sign, is in a kendra',
    dispositorAspect:
      'the debilitation of {planet} is cancelled: {by}, lord of its sign, aspects it',
  },
};
