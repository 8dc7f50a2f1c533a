import { NAKSHATRAS, SIGNS } from '@nakshatra/astro';
import type { Lexicon, Twelve } from './types.ts';

function ord(n: number): string {
  const s = n % 100 >= 11 && n % 100 <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
  return `${n}${s}`;
}
function list(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}
/** "the Sun", "the Moon": English names these two with the article. */
const the = (p: string) => (p === 'Sun' || p === 'Moon' ? `the ${p}` : p);
const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const houses = (hs: readonly number[]) => `${list(hs.map(ord))} house${hs.length > 1 ? 's' : ''}`;

export const en: Lexicon = {
  lang: 'en',
  locale: 'en-IN',
  sep: ' ',
  signs: [...SIGNS] as unknown as Twelve,
  planets: {
    Sun: 'Sun',
    Moon: 'Moon',
    Mars: 'Mars',
    Mercury: 'Mercury',
    Jupiter: 'Jupiter',
    Venus: 'Venus',
    Saturn: 'Saturn',
    Rahu: 'Rahu',
    Ketu: 'Ketu',
  },
  nakshatras: [...NAKSHATRAS],
  dignity: {
    exalted: 'exalted',
    debilitated: 'debilitated',
    moolatrikona: 'moolatrikona',
    own: 'own sign',
    friendly: 'friendly sign',
    neutral: 'neutral sign',
    enemy: 'enemy sign',
  },
  houseMeaning: [
    'self, body and vitality',
    'wealth, speech and family',
    'courage, siblings and short journeys',
    'home, mother and inner peace',
    'intelligence, romance and children',
    'health, daily work and rivals',
    'marriage and partnerships',
    'longevity, sudden change and hidden matters',
    'fortune, dharma and higher learning',
    'career and public standing',
    'gains, income and friends',
    'expenses, foreign lands and letting go',
  ],
  planetMeaning: {
    Sun: 'soul, authority and father',
    Moon: 'mind, emotions and mother',
    Mars: 'energy, courage and property',
    Mercury: 'intellect, speech and trade',
    Jupiter: 'wisdom, wealth and children',
    Venus: 'love, comfort and the arts',
    Saturn: 'discipline, work and endurance',
    Rahu: 'ambition, the unconventional and foreign things',
    Ketu: 'detachment, intuition and past karma',
  },
  list,

  ascMoon: (asc, moon, nak) =>
    `Your ascendant (lagna) is ${asc}, and your Moon is in ${moon} in ${nak} nakshatra.`,
  houseLord: (h, sign, lord, lh, lsign, dig) =>
    `Your ${ord(h)} house is ${sign}, and its lord ${the(lord)} sits in your ${ord(lh)} house in ${lsign}${dig ? ` (${dig})` : ''}.`,
  occupants: (h, ps) =>
    `${cap(list(ps.map(the)))} ${ps.length > 1 ? 'occupy' : 'occupies'} your ${ord(h)} house.`,
  emptyHouse: (h) =>
    `No planet occupies your ${ord(h)} house, so its lord tells most of the story.`,
  planetPlacement: (p, sign, h, nak, dig, retro) =>
    `${cap(the(p))} is in ${sign}${dig ? ` (${dig})` : ''} in your ${ord(h)} house, in ${nak} nakshatra${retro ? ', and it is retrograde' : ''}.`,
  lordships: (p, hs) => `${cap(the(p))} rules your ${houses(hs)}.`,
  dasha: (maha, antar, end) =>
    `You are running ${maha} mahadasha with ${antar} antardasha until ${end}.`,
  dashaActive:
    'This period directly involves the planets that rule this area, so it is an active time for it.',
  dashaQuiet:
    'This period does not rule this area directly, so progress here follows your effort more than timing.',
  timingNow: (lord, end) =>
    `You are already in a supportive sub-period (${lord} antardasha) until ${end}.`,
  timingNext: (lord, start, end) =>
    `The next supportive window is the ${lord} antardasha, from ${start} to ${end}.`,
  timingNone:
    'No sub-period in the next 15 years is ruled by the planets of this area, so effort and transits matter more than dasha timing.',
  transit: (p, sign, h) =>
    h === null
      ? `Today ${the(p)} transits ${sign}.`
      : `Today ${the(p)} transits ${sign}, your ${ord(h)} house.`,
  nextYearIntro: 'Looking ahead to next year:',
  nextYearDasha: (maha, antar) => `you will be in ${maha} mahadasha with ${antar} antardasha.`,
  nextYearTransit: (p, sign, h) =>
    `By this time next year ${the(p)} will be in ${sign}${h === null ? '' : `, your ${ord(h)} house`}.`,
  tone: {
    strong: 'On balance this is a well-supported placement.',
    mixed: 'On balance the picture is mixed: good results come with steady effort.',
    challenging: 'On balance this placement is under some strain and asks for patience.',
  },
  topics: {
    career: {
      intro:
        'For career, the 10th house and its lord are the key, with Saturn as the significator of work.',
      strong:
        'The career indications are strong: this supports steady growth, recognition and responsibility at work.',
      mixed:
        'The career indications are mixed: progress is likely, but it comes through persistence rather than sudden leaps.',
      challenging:
        'The career indications are under strain, so progress may feel slow or meet obstacles; patience and building skills pay off.',
      advice:
        'Focus on consistent work and good relations with seniors, and plan big moves for the supportive periods.',
      suggestions: [
        'When is a good time to change my job?',
        'Will business suit me better than a job?',
        'How will my career be next year?',
        'Which remedy can help my career?',
        'How is my money situation?',
      ],
    },
    love: {
      intro: 'For marriage and relationships, the 7th house, its lord and Venus are the key.',
      strong:
        'The relationship indications are supportive: partnership tends to bring stability and growth.',
      mixed:
        'The relationship indications are mixed: a good bond is possible with patience, clear communication and realistic expectations.',
      challenging:
        'The 7th house is under some strain, so delays or adjustments in relationships are possible; maturity and patience help a lot.',
      advice: 'Take decisions about commitment without haste, and involve family where it helps.',
      suggestions: [
        'When will I get married?',
        'Will I have a love or arranged marriage?',
        'Do I have Manglik dosha?',
        'How will my married life be?',
        'Which remedy helps in marriage?',
      ],
    },
    health: {
      intro: 'For health, the ascendant, the 6th house, the Sun and the Moon are the key.',
      strong: 'Your chart shows good basic vitality and a good ability to recover.',
      mixed:
        'Your vitality is moderate: routine, sleep and diet make a visible difference for you.',
      challenging:
        'Your chart asks for extra care with health: regular check-ups and a steady routine are important.',
      advice:
        'Keep a regular routine, and treat any symptom as a matter for a doctor rather than for the stars.',
      suggestions: [
        'How can I stay healthy this year?',
        'Which remedy is good for my health?',
        'How will my health be next year?',
        'What does my 6th house say?',
        'What does my Moon say about my mind?',
      ],
    },
    money: {
      intro: 'For money, the 2nd house (savings), the 11th house (gains) and Jupiter are the key.',
      strong:
        'Your wealth houses are well supported: income can grow steadily, especially through your own effort.',
      mixed:
        'Your finances show ups and downs: careful saving and avoiding impulsive risks will serve you well.',
      challenging:
        'The wealth houses are under strain, so expenses can rise easily; budgeting and caution with loans matter.',
      advice: 'Build savings first and invest only after proper research.',
      suggestions: [
        'When will my financial situation improve?',
        'Is this a good time to invest?',
        'How will my income be next year?',
        'Which remedy helps with money?',
        'How is my career looking?',
      ],
    },
    education: {
      intro:
        'For education, the 4th house (learning), the 5th house (intelligence), Mercury and Jupiter are the key.',
      strong:
        'Your learning houses are well supported: study comes naturally and effort is rewarded.',
      mixed:
        'Your education indications are mixed: results come with a steady study plan rather than last-minute effort.',
      challenging:
        'Your learning houses are under some strain, so concentration needs care; a fixed routine and good guidance help.',
      advice:
        'Study in regular blocks, revise often and choose subjects that match your natural interests.',
      suggestions: [
        'Will I pass my exams?',
        'Is higher study abroad good for me?',
        'How will my studies go next year?',
        'Which remedy helps concentration in studies?',
        'Which career suits me after my studies?',
      ],
    },
    family: {
      intro:
        'For family and home, the 4th house (home and mother), the 2nd house (family) and the Moon are the key.',
      strong:
        'Your family houses are well supported: home life tends to give you strength and comfort.',
      mixed:
        'Your family indications are mixed: warmth is there, with occasional differences that talking resolves.',
      challenging:
        'Your family houses are under some strain, so patience and clear communication at home matter.',
      advice:
        'Make time for family, listen before reacting, and keep money matters at home transparent.',
      suggestions: [
        'How are things with my parents?',
        'When will I buy my own home?',
        'What does my chart say about children?',
        'How will family life be next year?',
        'Which remedy brings peace at home?',
      ],
    },
    travel: {
      intro:
        'For travel and life abroad, the 12th house (foreign lands), the 9th house (long journeys) and Rahu are the key.',
      strong:
        'Your chart supports travel and foreign connections: journeys tend to open doors for you.',
      mixed:
        'Your travel indications are mixed: travel is possible, with planning and some patience over paperwork.',
      challenging:
        'Your travel houses are under some strain, so plans may see delays; keep documents in order and stay flexible.',
      advice:
        'Plan well ahead, keep your documents ready, and time big moves for the supportive periods.',
      suggestions: [
        'When can I travel abroad?',
        'Will I settle abroad?',
        'Is next year good for travel?',
        'Will my visa be approved?',
        'Which remedy helps foreign travel?',
      ],
    },
    legal: {
      intro:
        'For disputes and legal matters, the 6th house (conflicts), its lord and Mars are the key.',
      strong: 'Your 6th house is strong, which traditionally helps you prevail over opponents.',
      mixed:
        'The dispute indications are mixed: a negotiated outcome may serve you better than a long fight.',
      challenging:
        'The 6th house is under some strain, so disputes may drag on; careful documentation and patience help.',
      advice: 'Keep records in order, avoid escalation, and follow professional advice closely.',
      suggestions: [
        'When will my court case be resolved?',
        'Which remedy helps in disputes?',
        'What does my 6th house say?',
        'How will next year be for my court case?',
        'How is my current dasha?',
      ],
    },
  },

  planetIntro: (p, meaning) => `${cap(the(p))} is the planet of ${meaning}.`,
  planetDasha: (p) =>
    `${cap(the(p))} is also one of the lords of your running dasha, so its themes are strong now.`,
  planetSuggestions: (p) => [
    `Which remedy strengthens ${the(p)}?`,
    `How does ${the(p)} affect my career?`,
    `How does ${the(p)} affect my marriage?`,
    'How is my current dasha?',
    'What is my ascendant?',
  ],
  houseIntro: (h, meaning) => `Your ${ord(h)} house covers ${meaning}.`,
  houseSuggestions: (h) => [
    `Which remedy helps my ${ord(h)} house?`,
    `What does my ${ord(h === 10 ? 7 : 10)} house say?`,
    'What is my ascendant?',
    'How is my current dasha?',
    'What does my chart say about me?',
  ],
  sign: {
    intro: (sign) => `Here is the role ${sign} plays in your chart.`,
    asc: (sign) =>
      `${sign} is your ascendant (lagna): it colours your body, temperament and approach to life.`,
    moon: (sign) =>
      `${sign} is your Moon sign (rashi), the sign Indian daily horoscopes use for you.`,
    sun: (sign) => `In Western (tropical) astrology your Sun sign is ${sign}.`,
    inHouse: (sign, h, meaning) =>
      `${sign} falls in your ${ord(h)} house, the house of ${meaning}.`,
    suggestions: (sign) => [
      `How is today for ${sign}?`,
      'What is my Moon sign?',
      'What is my ascendant?',
      'What is my nakshatra?',
      'What does my chart say about me?',
    ],
  },
  nakshatra: {
    intro: (nak, lord) => `${nak} nakshatra is ruled by ${the(lord)}.`,
    planets: (nak, ps) =>
      `In your chart ${list(ps.map(the))} ${ps.length > 1 ? 'are' : 'is'} in ${nak}.`,
    none: (nak) => `No planet of your chart is in ${nak}.`,
    moon: (nak, pada, lord) =>
      `Your birth star (janma nakshatra) is ${nak}, pada ${pada}, ruled by ${the(lord)}; your Vimshottari dasha began with ${lord} mahadasha.`,
    asc: (nak) => `Your ascendant is in ${nak} nakshatra.`,
    suggestions: [
      'What is my Moon sign?',
      'How is my current dasha?',
      'What is my ascendant?',
      'Which remedy suits my nakshatra lord?',
      'What does my chart say about me?',
    ],
  },
  dashaTopic: {
    intro: 'Your Vimshottari dasha shows which planet is running the current chapter of your life.',
    next: (maha, antar, start) =>
      `The next sub-period is ${antar} (within ${maha} mahadasha), from ${start}.`,
    suggestions: [
      'What does my next dasha bring?',
      'Which remedy suits my current dasha?',
      'How will my career be in this dasha?',
      'How will next year be for me?',
      'When will I get married?',
    ],
  },
  horoscope: {
    intro: (sign) => `Today's outlook for ${sign}:`,
    moon: (moonSign, h) =>
      `the Moon moves through ${moonSign}, the ${ord(h)} house from your sign.`,
    favourable:
      'That is a favourable position: a good day for initiatives, meetings and steady progress.',
    neutral: 'That is a mixed position: keep to your plans and avoid overcommitting.',
    unfavourable:
      'That is a sensitive position: go slow with big decisions and look after rest and relationships.',
    slow: (p, sign, h) => `${cap(the(p))} is in ${sign}, the ${ord(h)} house from your sign.`,
    context: (sign, h) =>
      `With ${sign}'s day in mind: the Moon is in the ${ord(h)} house from ${sign} today.`,
    suggestions: [
      'How is my career today?',
      'How is my love life today?',
      'What is my lucky colour today?',
      'Which remedy is good for today?',
      'How will next year be for me?',
    ],
  },
  remedies: {
    intro: 'Remedies in Jyotish support the planets you need most; here is what fits your chart.',
    dashaLord: (p) =>
      `Your running mahadasha lord is ${the(p)}, so supporting it helps in everything now.`,
    weakPlanet: (p) => `${cap(the(p))} is the planet that most needs support for this area.`,
    forPlanet: {
      Sun: 'For the Sun: offer water to the rising Sun and recite the Aditya Hridayam on Sundays.',
      Moon: 'For the Moon: keep Mondays calm, respect your mother and give milk or white rice in charity.',
      Mars: 'For Mars: channel energy into exercise, recite the Hanuman Chalisa on Tuesdays and donate red lentils.',
      Mercury: 'For Mercury: chant the Vishnu Sahasranama on Wednesdays and donate green gram.',
      Jupiter:
        'For Jupiter: respect teachers, chant "Om Gurave Namah" on Thursdays and donate books or yellow items.',
      Venus:
        'For Venus: keep your surroundings clean and beautiful, honour the women in your family and donate white clothes on Fridays.',
      Saturn:
        'For Saturn: serve elders and workers, donate black sesame or mustard oil on Saturdays and chant "Om Shanaishcharaya Namah".',
      Rahu: 'For Rahu: chant the Durga mantra, avoid shortcuts and help people in need on Saturdays.',
      Ketu: 'For Ketu: worship Lord Ganesha, meditate regularly and feed stray dogs.',
    },
    caution:
      'Remedies are traditional practices, not guarantees: avoid expensive gemstones or rituals without a trusted consultation.',
    suggestions: [
      'Which gemstone suits me?',
      'Which mantra should I chant?',
      'How is my current dasha?',
      'Which remedy helps my career?',
      'Which remedy helps in marriage?',
    ],
  },
  general: {
    intro: 'Here is an overview of your birth chart.',
    yogas: (names) => `Yogas in your chart: ${names}.`,
    noYogas: 'None of the major classical yogas is formed, so the house lords tell the story.',
    manglik: (present) =>
      present
        ? 'Mars forms Manglik dosha in your chart; matching with a compatible chart is traditionally advised.'
        : 'Your chart has no Manglik dosha after the classical exceptions.',
    sadeSati: (phase) =>
      `You are in Sade Sati (${phase === 'rising' ? 'rising' : phase === 'peak' ? 'peak' : 'setting'} phase): Saturn asks for patience and discipline.`,
    suggestions: [
      'How will my career be?',
      'When will I get married?',
      'How is my health?',
      'How is my current dasha?',
      'What is my nakshatra?',
    ],
  },
  hedges: {
    medical:
      'Astrology cannot diagnose or treat illness: please consult a qualified doctor for any health concern.',
    financial:
      'This is not financial advice: for investments, loans or taxes please talk to a registered financial adviser.',
    legal:
      "Astrology cannot predict a court's decision: please rely on a qualified lawyer for legal advice.",
  },
  noProfile:
    "Your profile has no birth details yet, so this answer uses only today's planetary transits. Complete your profile (date, time and place of birth) in Edit Profile for answers from your own chart.",
  crisis:
    "I'm really sorry you're feeling this way. You don't have to face this alone, and you deserve support right now.\n" +
    'Please reach out to someone who can help:\n' +
    '• India: Tele-MANAS 14416 or 1-800-891-4416 (free, 24x7)\n' +
    '• AASRA: +91-9820466726\n' +
    '• Elsewhere: your local emergency number (112 in much of the world, 911 in the US and Canada).\n' +
    'If you are in immediate danger, please call emergency services or go to the nearest hospital. Talking to someone you trust can help too. I am an AI and cannot give the care a trained person can, but these people can.',
  outOfScope:
    "That is outside what I can help with: I only answer questions about astrology and your chart. You could ask me about your career, relationships, health, money or today's horoscope instead.",
  outOfScopeSuggestions: [
    'How will my career be?',
    'When will I get married?',
    "What is today's horoscope for me?",
    'What does my chart say about me?',
    'What can you do?',
  ],
  smallTalk: {
    hello: 'Namaste! I am glad you are here.',
    thanks: 'You are welcome! I am happy to help.',
    howAreYou: 'I am doing well, thank you for asking!',
    bye: 'Take care, and come back whenever you have a question.',
  },
  smallTalkInvite: "Ask me anything about your chart, your dasha or today's transits.",
  smallTalkSuggestions: [
    'What does my chart say about me?',
    'How will my career be?',
    'When will I get married?',
    "What is today's horoscope for me?",
    'What is my nakshatra?',
  ],
  product: (limit) =>
    "I am Nakshatra's astrology assistant, an AI. I read your birth chart from your profile, your running Vimshottari dasha and today's planetary transits, and answer questions about career, relationships, health, money, studies, family, travel, timing and remedies in English, Hindi, Marathi, Spanish, Japanese, Telugu, Tamil or Hinglish." +
    (limit ? ` You can ask ${limit} questions a day.` : '') +
    ' My answers are guidance, not certainty, and I am not a human astrologer.',
  productSuggestions: [
    'What does my chart say about me?',
    'How will my career be?',
    'What is my nakshatra?',
    "What is today's horoscope for me?",
    'When will I get married?',
  ],
  persona: {
    answer: (name, skills, exp) =>
      `(AI assistant in the style of ${name}: ${skills}, ${exp} years of experience.)`,
    greeting: (name, skills, exp) =>
      `Namaste! I am an AI assistant in the style of ${name}, drawing on ${skills} and ${exp} years of experience. I am not ${name} in person. How can I help you today?`,
  },
  greeting: 'Namaste! How can I help you today?',
  interrupted:
    '(The connection to the AI model was interrupted, so this answer may be incomplete. Please ask again for the rest.)',
};
