import {
  computeChart,
  runningDasha,
  siderealPositions,
  vimshottari,
  type Graha,
} from '@nakshatra/astro';
import { describe, expect, it } from 'vitest';
import {
  answerQuestion,
  buildAssistantFacts,
  detectLanguage,
  LEXICONS,
  recognise,
  streamTokens,
  type AnswerLanguage,
  type Topic,
} from './index.ts';

/*
 * Reference birth: Narendra Modi, 17 Sep 1950 11:00 IST (05:30 UT), Vadnagar, Gujarat
 * (GeoNames 1253577: 23.78593 N, 72.63893 E). Widely published chart (AstroSage; The Times of
 * India, 2014): Scorpio (Vrishchika) lagna, Moon and Mars in Scorpio, Anuradha nakshatra, Venus
 * and Saturn in Leo in the 10th. The server's zodiac tests check the same birth.
 *
 * The placements each answer must name are taken from computeChart for that birth (checked
 * against the published chart first), and the names in each language are written out below,
 * independently of the engine's phrase banks.
 */
const BIRTH = { utc: new Date('1950-09-17T05:30:00Z'), latDeg: 23.78593, lonDeg: 72.63893 };
/** A fixed "now", so dashas and transits are the same on every run. */
const NOW = new Date('2026-01-15T06:00:00Z');
const chart = computeChart(BIRTH);
const facts = buildAssistantFacts(BIRTH, NOW);
const noBirth = buildAssistantFacts(null, NOW);

const SIGN_NAMES: Record<AnswerLanguage, readonly string[]> = {
  en: [
    'Aries',
    'Taurus',
    'Gemini',
    'Cancer',
    'Leo',
    'Virgo',
    'Libra',
    'Scorpio',
    'Sagittarius',
    'Capricorn',
    'Aquarius',
    'Pisces',
  ],
  hinglish: [
    'Mesh',
    'Vrishabh',
    'Mithun',
    'Kark',
    'Singh',
    'Kanya',
    'Tula',
    'Vrishchik',
    'Dhanu',
    'Makar',
    'Kumbh',
    'Meen',
  ],
  hi: ['मेष', 'वृषभ', 'मिथुन', 'कर्क', 'सिंह', 'कन्या', 'तुला', 'वृश्चिक', 'धनु', 'मकर', 'कुंभ', 'मीन'],
  mr: ['मेष', 'वृषभ', 'मिथुन', 'कर्क', 'सिंह', 'कन्या', 'तूळ', 'वृश्चिक', 'धनु', 'मकर', 'कुंभ', 'मीन'],
  es: [
    'Aries',
    'Tauro',
    'Géminis',
    'Cáncer',
    'Leo',
    'Virgo',
    'Libra',
    'Escorpio',
    'Sagitario',
    'Capricornio',
    'Acuario',
    'Piscis',
  ],
  ja: [
    '牡羊座',
    '牡牛座',
    '双子座',
    '蟹座',
    '獅子座',
    '乙女座',
    '天秤座',
    '蠍座',
    '射手座',
    '山羊座',
    '水瓶座',
    '魚座',
  ],
  te: ['మేష', 'వృషభ', 'మిథున', 'కర్కాటక', 'సింహ', 'కన్యా', 'తులా', 'వృశ్చిక', 'ధనుస్సు', 'మకర', 'కుంభ', 'మీన'],
  ta: [
    'மேஷ',
    'ரிஷப',
    'மிதுன',
    'கடக',
    'சிம்ம',
    'கன்னி',
    'துலா',
    'விருச்சிக',
    'தனுசு',
    'மகர',
    'கும்ப',
    'மீன',
  ],
};
/** Anuradha (index 16), the reference birth's nakshatra, in each language. */
const ANURADHA: Record<AnswerLanguage, string> = {
  en: 'Anuradha',
  hinglish: 'Anuradha',
  es: 'Anuradha',
  hi: 'अनुराधा',
  mr: 'अनुराधा',
  ja: 'アヌラーダー',
  te: 'అనూరాధ',
  ta: 'அனுஷம்',
};
const PLANET_NAMES: Record<AnswerLanguage, Record<Graha, string>> = {
  en: {
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
  hinglish: {
    Sun: 'Surya',
    Moon: 'Chandra',
    Mars: 'Mangal',
    Mercury: 'Budh',
    Jupiter: 'Guru',
    Venus: 'Shukra',
    Saturn: 'Shani',
    Rahu: 'Rahu',
    Ketu: 'Ketu',
  },
  es: {
    Sun: 'Sol',
    Moon: 'Luna',
    Mars: 'Marte',
    Mercury: 'Mercurio',
    Jupiter: 'Júpiter',
    Venus: 'Venus',
    Saturn: 'Saturno',
    Rahu: 'Rahu',
    Ketu: 'Ketu',
  },
  hi: {
    Sun: 'सूर्य',
    Moon: 'चंद्र',
    Mars: 'मंगल',
    Mercury: 'बुध',
    Jupiter: 'गुरु',
    Venus: 'शुक्र',
    Saturn: 'शनि',
    Rahu: 'राहु',
    Ketu: 'केतु',
  },
  mr: {
    Sun: 'रवी',
    Moon: 'चंद्र',
    Mars: 'मंगळ',
    Mercury: 'बुध',
    Jupiter: 'गुरू',
    Venus: 'शुक्र',
    Saturn: 'शनी',
    Rahu: 'राहू',
    Ketu: 'केतू',
  },
  ja: {
    Sun: '太陽',
    Moon: '月',
    Mars: '火星',
    Mercury: '水星',
    Jupiter: '木星',
    Venus: '金星',
    Saturn: '土星',
    Rahu: 'ラーフ',
    Ketu: 'ケートゥ',
  },
  te: {
    Sun: 'సూర్యుడు',
    Moon: 'చంద్రుడు',
    Mars: 'కుజుడు',
    Mercury: 'బుధుడు',
    Jupiter: 'గురువు',
    Venus: 'శుక్రుడు',
    Saturn: 'శని',
    Rahu: 'రాహువు',
    Ketu: 'కేతువు',
  },
  ta: {
    Sun: 'சூரியன்',
    Moon: 'சந்திரன்',
    Mars: 'செவ்வாய்',
    Mercury: 'புதன்',
    Jupiter: 'குரு',
    Venus: 'சுக்கிரன்',
    Saturn: 'சனி',
    Rahu: 'ராகு',
    Ketu: 'கேது',
  },
};

// --- What the chart says, from computeChart ---------------------------------------------------
const ASC = chart.ascendant.signIndex;
const placement = (b: Graha) => chart.planets.find((p) => p.body === b)!;
const houseSign = (h: number) => (ASC + h - 1) % 12;
const moonLon = placement('Moon').longitudeDeg;
const maha = runningDasha(vimshottari(BIRTH.utc, moonLon, 2), NOW)[0]!.lord;

/** What a correct answer must mention: any one of these signs (by index) suffices. */
type Expect =
  | { house: number }
  | { planet: Graha }
  | { sign: 'asc' | 'moon' }
  | { nakshatra: true }
  | { dashaLord: true };

function expectedSigns(e: Expect): number[] {
  if ('house' in e) return [houseSign(e.house)];
  if ('planet' in e) return [placement(e.planet).signIndex];
  if ('sign' in e) return [e.sign === 'asc' ? ASC : placement('Moon').signIndex];
  if ('dashaLord' in e) return [placement(maha).signIndex];
  return [];
}

// --- Language checks, by Unicode script and grammar words --------------------------------------
const SCRIPT: Record<string, RegExp> = {
  devanagari: /\p{Script=Devanagari}/u,
  telugu: /\p{Script=Telugu}/u,
  tamil: /\p{Script=Tamil}/u,
  japanese: /[\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}]/u,
  latin: /\p{Script=Latin}/u,
};
function share(text: string, script: RegExp): number {
  const letters = [...text].filter((c) => /\p{L}/u.test(c));
  return letters.filter((c) => script.test(c)).length / Math.max(1, letters.length);
}
/** Whole-word presence of any of the words. */
const hasWord = (text: string, words: string[]) =>
  words.some((w) => new RegExp(`(^|[^\\p{L}])${w}([^\\p{L}]|$)`, 'iu').test(text));

function assertLanguage(text: string, lang: AnswerLanguage): void {
  switch (lang) {
    case 'hi':
      expect(share(text, SCRIPT.devanagari!)).toBeGreaterThan(0.9);
      expect(text).toMatch(/है|हैं/u);
      expect(text).not.toMatch(/आहे/u);
      break;
    case 'mr':
      expect(share(text, SCRIPT.devanagari!)).toBeGreaterThan(0.9);
      expect(text).toMatch(/आहे|आहेत/u);
      expect(hasWord(text, ['है', 'हैं'])).toBe(false);
      break;
    case 'te':
      expect(share(text, SCRIPT.telugu!)).toBeGreaterThan(0.9);
      break;
    case 'ta':
      expect(share(text, SCRIPT.tamil!)).toBeGreaterThan(0.9);
      break;
    case 'ja':
      expect(share(text, SCRIPT.japanese!)).toBeGreaterThan(0.9);
      expect(text).toMatch(/\p{Script=Hiragana}/u);
      break;
    case 'es':
      expect(share(text, SCRIPT.latin!)).toBe(1);
      expect(hasWord(text, ['tu', 'tus', 'de', 'la', 'el', 'en', 'y', 'es'])).toBe(true);
      expect(hasWord(text, ['the', 'your', 'and'])).toBe(false);
      break;
    case 'en':
      expect(share(text, SCRIPT.latin!)).toBe(1);
      expect(hasWord(text, ['the', 'your', 'you', 'is', 'and'])).toBe(true);
      expect(hasWord(text, ['hai', 'aapke', 'tu', 'casa'])).toBe(false);
      break;
    case 'hinglish':
      expect(share(text, SCRIPT.latin!)).toBe(1);
      expect(hasWord(text, ['hai', 'hain'])).toBe(true);
      expect(hasWord(text, ['aap', 'aapke', 'aapki', 'aapka', 'mein'])).toBe(true);
      break;
  }
}

// --- The fixed question set -------------------------------------------------------------------
interface Case {
  q: string;
  lang: AnswerLanguage;
  topic: Topic;
  expect?: Expect;
  timing?: boolean;
}
const CASES: Case[] = [
  { q: 'How will my career be?', lang: 'en', topic: 'career', expect: { house: 10 } },
  { q: 'When will I get married?', lang: 'en', topic: 'love', expect: { house: 7 }, timing: true },
  { q: 'How is my health this year?', lang: 'en', topic: 'health', expect: { house: 1 } },
  {
    q: 'Will I become rich? How are my finances looking?',
    lang: 'en',
    topic: 'money',
    expect: { house: 2 },
  },
  { q: 'Will I do well in my studies?', lang: 'en', topic: 'education', expect: { house: 4 } },
  { q: 'How is my family life?', lang: 'en', topic: 'family', expect: { house: 4 } },
  { q: 'Will I travel abroad?', lang: 'en', topic: 'travel', expect: { house: 12 } },
  { q: 'Will I win my court case?', lang: 'en', topic: 'legal', expect: { house: 6 } },
  {
    q: 'Which remedy should I do for Saturn?',
    lang: 'en',
    topic: 'remedies',
    expect: { planet: 'Saturn' },
  },
  {
    q: 'What does Jupiter do in my chart?',
    lang: 'en',
    topic: 'planet',
    expect: { planet: 'Jupiter' },
  },
  { q: 'What does my 7th house say?', lang: 'en', topic: 'house', expect: { house: 7 } },
  {
    q: "What is today's horoscope for me?",
    lang: 'en',
    topic: 'horoscope',
    expect: { sign: 'moon' },
  },
  { q: 'Tell me about my birth chart', lang: 'en', topic: 'general', expect: { sign: 'asc' } },
  { q: 'What is my nakshatra?', lang: 'en', topic: 'nakshatra', expect: { nakshatra: true } },
  { q: 'How is my current dasha?', lang: 'en', topic: 'dasha', expect: { dashaLord: true } },
  { q: 'What is my ascendant?', lang: 'en', topic: 'sign', expect: { sign: 'asc' } },
  {
    q: 'When will I get a new job?',
    lang: 'en',
    topic: 'career',
    expect: { house: 10 },
    timing: true,
  },

  { q: 'मेरा करियर कैसा रहेगा?', lang: 'hi', topic: 'career', expect: { house: 10 } },
  { q: 'मेरी शादी कब होगी?', lang: 'hi', topic: 'love', expect: { house: 7 }, timing: true },
  { q: 'मेरा स्वास्थ्य कैसा रहेगा?', lang: 'hi', topic: 'health', expect: { house: 1 } },
  { q: 'क्या मुझे धन लाभ होगा?', lang: 'hi', topic: 'money', expect: { house: 2 } },
  { q: 'मेरी पढ़ाई कैसी रहेगी?', lang: 'hi', topic: 'education', expect: { house: 4 } },
  { q: 'क्या मैं विदेश जाऊँगा?', lang: 'hi', topic: 'travel', expect: { house: 12 } },
  { q: 'शनि का मेरी कुंडली में क्या असर है?', lang: 'hi', topic: 'planet', expect: { planet: 'Saturn' } },
  { q: 'मेरा नक्षत्र क्या है?', lang: 'hi', topic: 'nakshatra', expect: { nakshatra: true } },
  { q: 'आज का मेरा राशिफल क्या है?', lang: 'hi', topic: 'horoscope', expect: { sign: 'moon' } },
  { q: 'मेरा लग्न क्या है?', lang: 'hi', topic: 'sign', expect: { sign: 'asc' } },

  { q: 'माझे करिअर कसे असेल?', lang: 'mr', topic: 'career', expect: { house: 10 } },
  { q: 'माझे लग्न कधी होईल?', lang: 'mr', topic: 'love', expect: { house: 7 }, timing: true },
  { q: 'माझे आरोग्य कसे राहील?', lang: 'mr', topic: 'health', expect: { house: 1 } },
  { q: 'माझी आर्थिक स्थिती कशी आहे?', lang: 'mr', topic: 'money', expect: { house: 2 } },
  { q: 'माझ्या कुटुंबाबद्दल काय सांगाल?', lang: 'mr', topic: 'family', expect: { house: 4 } },
  { q: 'मी परदेशी जाईन का?', lang: 'mr', topic: 'travel', expect: { house: 12 } },
  { q: 'माझी लग्न रास कोणती आहे?', lang: 'mr', topic: 'sign', expect: { sign: 'asc' } },
  { q: 'माझ्यासाठी कोणता उपाय आहे?', lang: 'mr', topic: 'remedies', expect: { dashaLord: true } },

  { q: '¿Cómo será mi carrera?', lang: 'es', topic: 'career', expect: { house: 10 } },
  { q: '¿Cuándo me casaré?', lang: 'es', topic: 'love', expect: { house: 7 }, timing: true },
  { q: '¿Cómo está mi salud?', lang: 'es', topic: 'health', expect: { house: 1 } },
  { q: '¿Tendré dinero en el futuro?', lang: 'es', topic: 'money', expect: { house: 2 } },
  { q: '¿Cómo irán mis estudios?', lang: 'es', topic: 'education', expect: { house: 4 } },
  { q: '¿Viajaré al extranjero?', lang: 'es', topic: 'travel', expect: { house: 12 } },
  { q: '¿Qué dice mi casa 10?', lang: 'es', topic: 'house', expect: { house: 10 } },
  { q: '¿Cuál es mi signo lunar?', lang: 'es', topic: 'sign', expect: { sign: 'moon' } },
  {
    q: '¿Qué hace Venus en mi carta natal?',
    lang: 'es',
    topic: 'planet',
    expect: { planet: 'Venus' },
  },

  { q: '私の仕事運はどうですか？', lang: 'ja', topic: 'career', expect: { house: 10 } },
  { q: '私はいつ結婚しますか？', lang: 'ja', topic: 'love', expect: { house: 7 }, timing: true },
  { q: '健康運はどうですか？', lang: 'ja', topic: 'health', expect: { house: 1 } },
  { q: '金運はどうですか？', lang: 'ja', topic: 'money', expect: { house: 2 } },
  { q: '家族との関係はどうですか？', lang: 'ja', topic: 'family', expect: { house: 4 } },
  { q: '海外に住むことになりますか？', lang: 'ja', topic: 'travel', expect: { house: 12 } },
  { q: '私の第7ハウスについて教えてください', lang: 'ja', topic: 'house', expect: { house: 7 } },
  {
    q: '私のナクシャトラは何ですか？',
    lang: 'ja',
    topic: 'nakshatra',
    expect: { nakshatra: true },
  },
  {
    q: '土星は私のチャートでどう働いていますか？',
    lang: 'ja',
    topic: 'planet',
    expect: { planet: 'Saturn' },
  },

  { q: 'నా ఉద్యోగం ఎలా ఉంటుంది?', lang: 'te', topic: 'career', expect: { house: 10 } },
  { q: 'నా పెళ్లి ఎప్పుడు అవుతుంది?', lang: 'te', topic: 'love', expect: { house: 7 }, timing: true },
  { q: 'నా ఆరోగ్యం ఎలా ఉంది?', lang: 'te', topic: 'health', expect: { house: 1 } },
  { q: 'నా ఆర్థిక పరిస్థితి ఎలా ఉంది?', lang: 'te', topic: 'money', expect: { house: 2 } },
  { q: 'నా చదువు ఎలా ఉంటుంది?', lang: 'te', topic: 'education', expect: { house: 4 } },
  { q: 'నేను విదేశాలకు వెళ్తానా?', lang: 'te', topic: 'travel', expect: { house: 12 } },
  { q: 'నా లగ్నం ఏమిటి?', lang: 'te', topic: 'sign', expect: { sign: 'asc' } },
  { q: 'ఈ రోజు నా రాశిఫలం ఏమిటి?', lang: 'te', topic: 'horoscope', expect: { sign: 'moon' } },
  { q: 'నా ప్రస్తుత దశ ఎలా ఉంది?', lang: 'te', topic: 'dasha', expect: { dashaLord: true } },

  { q: 'என் தொழில் எப்படி இருக்கும்?', lang: 'ta', topic: 'career', expect: { house: 10 } },
  {
    q: 'எனக்கு எப்போது திருமணம் நடக்கும்?',
    lang: 'ta',
    topic: 'love',
    expect: { house: 7 },
    timing: true,
  },
  { q: 'என் ஆரோக்கியம் எப்படி உள்ளது?', lang: 'ta', topic: 'health', expect: { house: 1 } },
  { q: 'எனக்குப் பணம் சேருமா?', lang: 'ta', topic: 'money', expect: { house: 2 } },
  { q: 'என் குடும்ப வாழ்க்கை எப்படி இருக்கும்?', lang: 'ta', topic: 'family', expect: { house: 4 } },
  { q: 'நான் வெளிநாடு செல்வேனா?', lang: 'ta', topic: 'travel', expect: { house: 12 } },
  { q: 'என் 10ஆம் வீடு என்ன சொல்கிறது?', lang: 'ta', topic: 'house', expect: { house: 10 } },
  { q: 'என் நட்சத்திரம் என்ன?', lang: 'ta', topic: 'nakshatra', expect: { nakshatra: true } },
  {
    q: 'குரு என் ஜாதகத்தில் என்ன செய்கிறார்?',
    lang: 'ta',
    topic: 'planet',
    expect: { planet: 'Jupiter' },
  },

  {
    q: 'meri shaadi kab hogi',
    lang: 'hinglish',
    topic: 'love',
    expect: { house: 7 },
    timing: true,
  },
  { q: 'career kaisa rahega', lang: 'hinglish', topic: 'career', expect: { house: 10 } },
  { q: 'meri sehat kaisi rahegi?', lang: 'hinglish', topic: 'health', expect: { house: 1 } },
  { q: 'paisa kab aayega?', lang: 'hinglish', topic: 'money', expect: { house: 2 }, timing: true },
  { q: 'padhai kaisi rahegi?', lang: 'hinglish', topic: 'education', expect: { house: 4 } },
  { q: 'videsh yatra ka yog hai kya?', lang: 'hinglish', topic: 'travel', expect: { house: 12 } },
  { q: 'mera lagna kya hai?', lang: 'hinglish', topic: 'sign', expect: { sign: 'asc' } },
  { q: 'shani ka upay batao', lang: 'hinglish', topic: 'remedies', expect: { planet: 'Saturn' } },
  { q: 'aaj ka rashifal kya hai?', lang: 'hinglish', topic: 'horoscope', expect: { sign: 'moon' } },
];

describe('reference chart', () => {
  it('is the published chart: Scorpio lagna, Moon in Scorpio in Anuradha, Venus and Saturn in Leo', () => {
    expect(chart.ascendant.sign).toBe('Scorpio');
    expect(placement('Moon').sign).toBe('Scorpio');
    expect(placement('Moon').nakshatra).toBe('Anuradha');
    expect(placement('Mars').sign).toBe('Scorpio');
    expect(placement('Venus').sign).toBe('Leo');
    expect(placement('Saturn').sign).toBe('Leo');
    expect(placement('Saturn').house).toBe(10);
  });
});

describe('built-in assistant: fixed question set', () => {
  it(`covers at least 60 questions, every language and every chart topic`, () => {
    expect(CASES.length).toBeGreaterThanOrEqual(60);
    const langs = new Set(CASES.map((c) => c.lang));
    expect([...langs].sort()).toEqual(['en', 'es', 'hi', 'hinglish', 'ja', 'mr', 'ta', 'te']);
    const topics = new Set(CASES.map((c) => c.topic));
    for (const t of [
      'career',
      'love',
      'health',
      'money',
      'education',
      'family',
      'travel',
      'legal',
      'remedies',
      'dasha',
      'horoscope',
      'planet',
      'house',
      'sign',
      'nakshatra',
      'general',
    ]) {
      expect(topics, t).toContain(t);
    }
  });

  it.each(CASES)('$lang: $q', ({ q, lang, topic, expect: want, timing }) => {
    const a = answerQuestion({ question: q, facts });
    expect(a.language).toBe(lang);
    expect(a.intent.topic).toBe(topic);
    if (timing) expect(a.intent.timing).toBe(true);
    assertLanguage(a.text, lang);

    if (want && 'nakshatra' in want) {
      expect(a.text).toContain(ANURADHA[lang]);
    } else if (want) {
      const names = expectedSigns(want).map((i) => SIGN_NAMES[lang][i]!);
      expect(
        names.some((n) => a.text.includes(n)),
        `one of ${names.join(', ')} in:\n${a.text}`,
      ).toBe(true);
    }
    if (want && 'planet' in want) expect(a.text).toContain(PLANET_NAMES[lang][want.planet]);
    if (want && 'dashaLord' in want) expect(a.text).toContain(PLANET_NAMES[lang][maha]);

    expect(a.suggestions.length).toBeGreaterThanOrEqual(3);
    expect(a.suggestions.length).toBeLessThanOrEqual(5);
    for (const s of a.suggestions) {
      expect(detectLanguage(s).lang, s).toBe(lang);
      expect(s.toLowerCase()).not.toBe(q.toLowerCase());
    }
  });

  it('answers a timing question with a real dasha window of the area', () => {
    // Marriage: the 7th lord (Taurus -> Venus) is a significator; the next Venus antardasha
    // after NOW is computed independently here.
    const tree = vimshottari(BIRTH.utc, moonLon, 2);
    const next = tree
      .flatMap((m) => m.children ?? [])
      .find((a) => a.start > NOW && a.lord === 'Venus')!;
    const a = answerQuestion({ question: 'When will I get married?', facts });
    const month = new Intl.DateTimeFormat('en-IN', {
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    });
    expect(a.text).toContain(`Venus antardasha, from ${month.format(next.start)}`);
  });

  it("names the running mahadasha and antardasha, and today's real transits", () => {
    const chain = runningDasha(vimshottari(BIRTH.utc, moonLon, 2), NOW);
    const sky = siderealPositions(NOW);
    const jupiterSign = Math.floor(sky.Jupiter.longitudeDeg / 30);
    const a = answerQuestion({ question: 'How will my career be?', facts });
    expect(a.text).toContain(
      `running ${chain[0]!.lord} mahadasha with ${chain[1]!.lord} antardasha`,
    );
    expect(a.text).toContain(`Today Jupiter transits ${SIGN_NAMES.en[jupiterSign]}`);
  });
});

describe('safety', () => {
  const crisis: [string, AnswerLanguage][] = [
    ['I want to die', 'en'],
    ['I have been thinking about suicide', 'en'],
    ['मैं मरना चाहता हूँ', 'hi'],
    ['मैं अब जीना नहीं चाहता', 'hi'],
    ['मला मरायचे आहे', 'mr'],
    ['Quiero morir', 'es'],
    ['死にたい', 'ja'],
    ['నాకు చనిపోవాలని ఉంది', 'te'],
    ['எனக்குச் சாக வேண்டும் போல் இருக்கிறது', 'ta'],
    ['main marna chahta hoon', 'hinglish'],
  ];
  it.each(crisis)('crisis "%s" gets care and helplines, not astrology', (q, lang) => {
    const a = answerQuestion({ question: q, facts });
    expect(a.intent.topic).toBe('crisis');
    expect(a.language).toBe(lang);
    assertLanguage(a.text, lang);
    expect(a.text).toContain('14416'); // Tele-MANAS, India's national mental-health helpline
    expect(a.text).toContain('9820466726'); // AASRA
    for (const sign of SIGN_NAMES[lang]) expect(a.text).not.toContain(sign);
    expect(a.suggestions).toEqual([]);
  });

  it('does not take a persona in a crisis', () => {
    const a = answerQuestion({
      question: 'I want to kill myself',
      facts,
      persona: { name: 'Pandit Ravi', skills: 'Vedic', exp: 12 },
    });
    expect(a.text).not.toContain('Pandit Ravi');
    expect(a.text).toContain('14416');
  });

  const offTopic: [string, AnswerLanguage][] = [
    ['write python code to sort a list', 'en'],
    ['Who won the match yesterday?', 'en'],
    ['What is the capital of France?', 'en'],
    ['कल मैच किसने जीता?', 'hi'],
    ['Escribe código en javascript para una web', 'es'],
    ['明日の天気は？', 'ja'],
    ['kal match kisne jeeta?', 'hinglish'],
  ];
  it.each(offTopic)('out of scope "%s" is politely redirected', (q, lang) => {
    const a = answerQuestion({ question: q, facts });
    expect(a.intent.topic).toBe('outOfScope');
    expect(a.language).toBe(lang);
    for (const sign of SIGN_NAMES[lang]) expect(a.text).not.toContain(sign);
    expect(a.suggestions.length).toBeGreaterThanOrEqual(3);
    for (const s of a.suggestions) expect(recognise(s, lang).topic).not.toBe('outOfScope');
  });

  it('hedges health, money and legal answers and sends people to professionals', () => {
    expect(answerQuestion({ question: 'Will I get sick?', facts }).text).toMatch(/doctor/);
    expect(answerQuestion({ question: 'Should I invest in shares?', facts }).text).toMatch(
      /financial adviser/,
    );
    expect(answerQuestion({ question: 'Will I win the court case?', facts }).text).toMatch(
      /lawyer/,
    );
    expect(answerQuestion({ question: 'मेरी सेहत कैसी रहेगी?', facts }).text).toContain('डॉक्टर');
    expect(answerQuestion({ question: '¿Debo invertir mi dinero?', facts }).text).toContain(
      'asesor financiero',
    );
  });

  it('does not treat a planet or an astrology question as out of scope', () => {
    expect(recognise('Will I get a job as a python developer?', 'en').topic).toBe('career');
    expect(recognise('How will my parents react to my marriage?', 'en').topic).toBe('family');
    expect(recognise('Can you write python code for my horoscope?', 'en').topic).toBe('outOfScope');
    expect(recognise('Will I get into the MBA program?', 'en').topic).not.toBe('outOfScope');
  });
});

describe('conversation, small talk, product, context', () => {
  it('keeps a follow-up on the previous topic ("and what about next year?")', () => {
    const first = answerQuestion({ question: 'How will my career be?', facts });
    const a = answerQuestion({
      question: 'and what about next year?',
      facts,
      history: [
        { role: 'user', text: 'How will my career be?' },
        { role: 'assistant', text: first.text },
      ],
    });
    expect(a.intent.topic).toBe('career');
    expect(a.intent.followUp).toBe(true);
    expect(a.intent.nextYear).toBe(true);
    expect(a.text).toContain(SIGN_NAMES.en[houseSign(10)]!);
    // Jupiter a year later (365.25 days), independently.
    const later = siderealPositions(new Date(NOW.getTime() + 365.25 * 86_400_000));
    expect(a.text).toContain(
      `next year Jupiter will be in ${SIGN_NAMES.en[Math.floor(later.Jupiter.longitudeDeg / 30)]}`,
    );
  });

  it('keeps Hinglish follow-ups on topic too', () => {
    const a = answerQuestion({
      question: 'aur agle saal?',
      facts,
      history: [{ role: 'user', text: 'meri shaadi kab hogi' }],
    });
    expect(a.language).toBe('hinglish');
    expect(a.intent.topic).toBe('love');
    expect(a.intent.nextYear).toBe(true);
  });

  it("answers a greeting warmly, with the Moon sign, in the greeting's language", () => {
    for (const [q, lang] of [
      ['hello', 'en'],
      ['नमस्ते', 'hi'],
      ['hola', 'es'],
      ['こんにちは', 'ja'],
      ['வணக்கம்', 'ta'],
    ] as const) {
      const a = answerQuestion({ question: q, facts });
      expect(a.intent.topic).toBe('smalltalk');
      expect(a.language).toBe(lang);
      expect(a.text).toContain(SIGN_NAMES[lang][placement('Moon').signIndex]!);
      expect(a.suggestions.length).toBeGreaterThanOrEqual(3);
    }
  });

  it('explains the product and says it is an AI', () => {
    const a = answerQuestion({ question: 'What can you do?', facts, dailyLimit: 5 });
    expect(a.intent.topic).toBe('product');
    expect(a.text).toMatch(/\bAI\b/);
    expect(a.text).toContain('5 questions a day');
    expect(answerQuestion({ question: 'आप कौन हैं?', facts }).intent.topic).toBe('product');
  });

  it("without birth data answers from today's transits and asks for the profile", () => {
    const sky = siderealPositions(NOW);
    for (const [q, lang] of [
      ['How will my career be?', 'en'],
      ['मेरा करियर कैसा रहेगा?', 'hi'],
      ['キャリアはどうですか？', 'ja'],
    ] as const) {
      const a = answerQuestion({ question: q, facts: noBirth });
      expect(a.language).toBe(lang);
      expect(a.text).toContain('Edit Profile');
      expect(a.text).toContain(SIGN_NAMES[lang][Math.floor(sky.Saturn.longitudeDeg / 30)]!);
      expect(a.suggestions.length).toBeGreaterThanOrEqual(3);
    }
  });

  it("answers with the horoscope page's sign in mind", () => {
    const moonNow = Math.floor(siderealPositions(NOW).Moon.longitudeDeg / 30);
    const leo = 4;
    const h = ((moonNow - leo + 12) % 12) + 1;
    const a = answerQuestion({ question: 'How is my love life?', facts, horoscopeSignIndex: leo });
    expect(a.text).toContain(`With Leo's day in mind: the Moon is in the ${h}`);
    const today = answerQuestion({
      question: "today's horoscope",
      facts: noBirth,
      horoscopeSignIndex: leo,
    });
    expect(today.text).toContain("Today's outlook for Leo");
  });

  it('labels an astrologer-style answer as AI', () => {
    const persona = { name: 'Acharya Meera', skills: 'Vedic, Numerology', exp: 14 };
    const a = answerQuestion({ question: 'How will my career be?', facts, persona });
    expect(
      a.text.startsWith('(AI assistant in the style of Acharya Meera: Vedic, Numerology, 14 years'),
    ).toBe(true);
    const hi = answerQuestion({ question: 'मेरा करियर कैसा रहेगा?', facts, persona });
    expect(hi.text).toContain('Acharya Meera की शैली में AI सहायक');
  });

  it('uses the interface language only when the question does not tell', () => {
    expect(detectLanguage('?', 'ta').lang).toBe('ta');
    expect(detectLanguage('ok', 'ja').lang).toBe('ja');
    expect(detectLanguage('How will my career be?', 'ja').lang).toBe('en');
    expect(detectLanguage('mera career kaisa rahega next year').lang).toBe('hinglish');
  });
});

describe('streaming and suggestions', () => {
  it('is deterministic and streams tokens that join back to the answer', () => {
    for (const c of CASES.slice(0, 20)) {
      const a = answerQuestion({ question: c.q, facts });
      const b = answerQuestion({ question: c.q, facts });
      expect(b).toEqual(a);
      const tokens = streamTokens(a.text, a.language);
      expect(tokens.join('')).toBe(a.text);
      expect(tokens.length).toBeGreaterThan(10);
    }
    const ja = answerQuestion({ question: '私の仕事運はどうですか？', facts });
    expect(streamTokens(ja.text, 'ja').length).toBeGreaterThan(40);
  });

  it('offers only suggestions it recognises, in their own language', () => {
    const bad: string[] = [];
    for (const lex of Object.values(LEXICONS)) {
      const all = [
        ...Object.values(lex.topics).flatMap((t) => t.suggestions),
        ...lex.remedies.suggestions,
        ...lex.general.suggestions,
        ...lex.horoscope.suggestions,
        ...lex.dashaTopic.suggestions,
        ...lex.nakshatra.suggestions,
        ...lex.smallTalkSuggestions,
        ...lex.productSuggestions,
        ...lex.outOfScopeSuggestions,
        ...lex.planetSuggestions(lex.planets.Saturn),
        ...lex.houseSuggestions(7),
        ...lex.sign.suggestions(lex.signs[4]!),
      ];
      for (const s of all) {
        const lang = detectLanguage(s).lang;
        const topic = recognise(s, lex.lang).topic;
        if (lang !== lex.lang || ['outOfScope', 'crisis', 'smalltalk'].includes(topic)) {
          bad.push(`${lex.lang}: "${s}" -> ${lang}/${topic}`);
        }
      }
    }
    expect(bad).toEqual([]);
  });
});
