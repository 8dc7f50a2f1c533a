import { describe, expect, it } from 'vitest';
import { EMPTY_SLOTS, type Slots } from '../kinds.ts';
import type { AnswerLanguage } from '../types.ts';
import { readSlots } from './slots.ts';

/**
 * Every question is checked against ALL slots: the ones it names with their values, every other
 * slot null (a slot is set only when its words are there). Relative dates are resolved against
 * a fixed now, 24 November 2026: next year is 2027, next month December 2026, and a month
 * named alone is the next such month (March is March 2027, December is December 2026).
 */
const NOW = new Date('2026-11-24T10:00:00Z');

type Case = readonly [question: string, slots: Partial<Slots>];

const CASES: Readonly<Record<AnswerLanguage, readonly Case[]>> = {
  en: [
    ['When does my Saturn mahadasha end?', { planet: 'Saturn' }],
    ['What is in my 7th house?', { house: 7 }],
    ['Tell me about my seventh house', { house: 7 }],
    ['Am I compatible with a Leo?', { signIndex: 4 }],
    ['My nakshatra is Rohini, what does it say?', { nakshatraIndex: 3 }],
    ['How will 2027 be for me?', { year: 2027 }],
    ['How is March 2027 for me?', { year: 2027, month: 3 }],
    ['How will next year be?', { year: 2027 }],
    ['Anything big this year?', { year: 2026 }],
    ['How is next month for my career?', { year: 2026, month: 12 }],
    ['What about March?', { year: 2027, month: 3 }],
    ['Will things improve in May?', { year: 2027, month: 5 }],
    ['Will I marry after 30?', { age: 30 }],
    ['When will my son get married?', { relation: 'son' }],
    ["How is my wife's health this year?", { relation: 'spouse', year: 2026 }],
    ['Is my boyfriend right for me?', { relation: 'partner' }],
    ['Do I have Gaja Kesari yoga?', { yoga: 'gaja-kesari' }],
    ['Is there a Neecha Bhanga Raj Yoga in my chart?', { yoga: 'neecha-bhanga' }],
    ['What does retrograde mean?', { term: 'retrograde' }],
    ['What is sade sati?', { term: 'sadeSati' }],
    ['What is Kaal Sarp dosha?', { term: 'kaalSarp' }],
    ['What does the 8th house mean?', { house: 8 }],
    [
      'Good muhurat for griha pravesh in December',
      { event: 'housewarming', year: 2026, month: 12 },
    ],
    ['Auspicious date to buy a car', { event: 'vehicle' }],
    ['Find me a tarot reader who speaks Tamil', { skill: 'tarot', speaks: 'ta' }],
    ['I want to talk to a vastu expert', { skill: 'vastu' }],
    // Word-boundary traps and questions that name nothing.
    ['I walked through the marsh on Sunday with a leopard', {}],
    ['May I ask something about my career?', {}],
    ['I want to marry someone kind', {}],
    ['When will I get a wife?', {}],
    ['When will my daughter-in-law have a baby?', {}],
    ['Will I find a guru?', {}],
    ['Will I get cancer?', {}],
    ['What is my nakshatra?', {}],
    ['Is Rahu Kaal now?', {}],
    ["Is Saturn's sade sati on my sister now?", { relation: 'sister' }],
    ['I have 2 houses, should I sell one?', {}],
  ],
  hinglish: [
    ['Shani ki mahadasha kab khatam hogi', { planet: 'Saturn' }],
    ['mera saatvan ghar kaisa hai', { house: 7 }],
    ['7va bhav kya kehta hai', { house: 7 }],
    ['Simha rashi wale kaise hote hain', { signIndex: 4 }],
    ['agle saal meri naukri lagegi kya', { year: 2027 }],
    ['30 ke baad shaadi hogi?', { age: 30 }],
    ['bete ki shaadi kab hogi', { relation: 'son' }],
    ['meri wife ki health kaisi rahegi', { relation: 'spouse' }],
    ['kya meri kundli mein gajkesari yog hai', { yoga: 'gaja-kesari' }],
    ['vakri ka matlab kya hai', { term: 'retrograde' }],
    ['griha pravesh ka muhurat batao', { event: 'housewarming' }],
    ['Hindi bolne wala tarot reader chahiye', { skill: 'tarot', speaks: 'hi' }],
    ['agle mahine kaisa rahega', { year: 2026, month: 12 }],
    ['bhai meri shaadi kab hogi', {}],
    ['beta hoga kya', {}],
    ['shanivar ko kya karna chahiye', {}],
    ['mere guru ji ne kaha tha', {}],
    ['Singh sahab ka bhavishya kaisa hai', {}],
    ['kaal sarp dosh kya hota hai', { term: 'kaalSarp' }],
  ],
  hi: [
    ['शनि की महादशा कब खत्म होगी', { planet: 'Saturn' }],
    ['सातवें भाव में कौन सा ग्रह है', { house: 7 }],
    ['7वें भाव का स्वामी कौन है', { house: 7 }],
    ['क्या सिंह राशि वालों से मेरी बनेगी', { signIndex: 4 }],
    ['अगले साल मेरा करियर कैसा रहेगा', { year: 2027 }],
    ['2027 में विदेश यात्रा होगी क्या', { year: 2027 }],
    ['मार्च २०२७ कैसा रहेगा', { year: 2027, month: 3 }],
    ['30 साल के बाद शादी होगी क्या', { age: 30 }],
    ['मेरे बेटे की नौकरी कब लगेगी', { relation: 'son' }],
    ['पत्नी की सेहत कैसी रहेगी', { relation: 'spouse' }],
    ['क्या मेरी कुंडली में गज केसरी योग है', { yoga: 'gaja-kesari' }],
    ['वक्री क्या होता है', { term: 'retrograde' }],
    ['गृह प्रवेश का शुभ मुहूर्त बताइए', { event: 'housewarming' }],
    ['तमिल में बात करने वाले ज्योतिषी से बात करनी है', { speaks: 'ta' }],
    ['मंगलवार को क्या करूँ', {}],
    ['बेटा होगा क्या', {}],
    ['सब मंगल?', {}],
    ['बच्चों का योग कब बनेगा', {}],
    ['वृश्चिक राशि वाली लड़की के साथ जोड़ी जमेगी क्या', { signIndex: 7 }],
    ['नवांश कुंडली आखिर होती क्या है', { term: 'navamsa' }],
    ['मेरी राशि क्या है', {}],
    ['मूल कारण क्या है', {}],
    ['मूल नक्षत्र में जन्म हुआ है', { nakshatraIndex: 18 }],
  ],
  mr: [
    ['माझी राहूची महादशा कधी संपेल', { planet: 'Rahu' }],
    // Saturn's Sade Sati names the period, not the planet.
    ['शनीची साडेसाती कधी संपेल', {}],
    ['पत्रिकेतलं पाचवं स्थान काय सांगतं', { house: 5 }],
    ['सातव्या स्थानात कोणता ग्रह आहे', { house: 7 }],
    ['पुढच्या वर्षी माझे करिअर कसे असेल', { year: 2027 }],
    ['मार्चमध्ये काय होईल', { year: 2027, month: 3 }],
    ['माझ्या मुलीचे लग्न कधी होईल', { relation: 'daughter' }],
    ['आईची तब्येत कशी राहील', { relation: 'mother' }],
    ['वयाच्या 30 नंतर लग्न होईल का', { age: 30 }],
    ['माझ्या कुंडलीत राजयोग आहे का', { yoga: 'raj-yoga' }],
    ['नक्षत्र म्हणजे काय', { term: 'nakshatra' }],
    ['वास्तुशांतीचा मुहूर्त सांगा', { event: 'housewarming' }],
    ['मराठीत बोलणारा ज्योतिषी हवा', { speaks: 'mr' }],
    ['पुढच्या महिन्यात नोकरी मिळेल का', { year: 2026, month: 12 }],
    ['मला मुलगा होईल का', {}],
    ['धन्यवाद भाऊ', {}],
    ['मी बाबा कधी होईन', {}],
    ['शनिवारी काय करावे', {}],
  ],
  es: [
    ['¿Cuándo termina mi periodo de Saturno?', { planet: 'Saturn' }],
    ['¿Qué hay en mi séptima casa?', { house: 7 }],
    ['¿Qué planetas hay en la casa 10?', { house: 10 }],
    ['¿Soy compatible con Escorpio?', { signIndex: 7 }],
    ['¿Cómo será el próximo año para mí?', { year: 2027 }],
    ['¿Qué pasará en marzo de 2027?', { year: 2027, month: 3 }],
    ['¿Me casaré después de los 30?', { age: 30 }],
    ['¿Cuándo se casará mi hijo?', { relation: 'son' }],
    ['¿Cómo está la salud de mi madre?', { relation: 'mother' }],
    ['¿Tengo el yoga Gaja Kesari?', { yoga: 'gaja-kesari' }],
    ['¿Qué significa retrógrado?', { term: 'retrograde' }],
    ['Fecha propicia para la boda', { event: 'wedding' }],
    ['Busco una tarotista que hable tamil', { skill: 'tarot', speaks: 'ta' }],
    ['¿Qué tal el mes que viene?', { year: 2026, month: 12 }],
    ['Tengo 2 casas, ¿vendo una?', {}],
    ['Leo mi horóscopo cada día, ¿es bueno?', {}],
    ['¿Hasta cuándo durará esta mala racha?', {}],
    ['Quiero un hijo', {}],
    ['¿Cuándo encuentro a mi pareja ideal?', {}],
    ['¿Qué fechas son buenas para la boda?', { event: 'wedding' }],
    ['¿Qué significa que un planeta esté combusto?', { term: 'combust' }],
  ],
  ja: [
    ['土星の影響はいつまで続きますか', { planet: 'Saturn' }],
    ['月はどのハウスにありますか', { planet: 'Moon' }],
    ['第7ハウスには何がありますか', { house: 7 }],
    ['しし座との相性はどうですか', { signIndex: 4 }],
    ['来年の運勢を教えて', { year: 2027 }],
    ['2027年3月はどうですか', { year: 2027, month: 3 }],
    ['3月はどうですか', { year: 2027, month: 3 }],
    ['来月の仕事運は？', { year: 2026, month: 12 }],
    ['30歳以降に結婚できますか', { age: 30 }],
    ['息子の結婚はいつですか', { relation: 'son' }],
    ['娘の将来が心配です', { relation: 'daughter' }],
    ['ガジャ・ケーサリ・ヨーガはありますか', { yoga: 'gaja-kesari' }],
    ['逆行とは何ですか', { term: 'retrograde' }],
    ['引っ越しの吉日を教えて', { event: 'housewarming' }],
    ['タミル語を話すタロット占い師はいますか', { skill: 'tarot', speaks: 'ta' }],
    ['子供はいつできますか', {}],
    ['2027年3月は私にとってどんな月になりますか', { year: 2027, month: 3 }],
    ['満月の日に何をすればいい', {}],
    ['大丈夫ですか', {}],
    ['今年恋人できる？', { year: 2026 }],
    ['兄弟運はどう？', {}],
    ['月曜日は何をすればいい', {}],
  ],
  te: [
    ['శని దశ ఎప్పుడు ముగుస్తుంది', { planet: 'Saturn' }],
    ['ఏడవ ఇంట్లో ఏ గ్రహం ఉంది', { house: 7 }],
    ['సింహ రాశి వారితో పొంతన ఎలా ఉంటుంది', { signIndex: 4 }],
    ['వచ్చే సంవత్సరం నా కెరీర్ ఎలా ఉంటుంది', { year: 2027 }],
    ['మార్చి 2027 ఎలా ఉంటుంది', { year: 2027, month: 3 }],
    ['నా కొడుకు పెళ్లి ఎప్పుడు', { relation: 'son' }],
    ['మా కూతురి చదువు ఎలా ఉంటుంది', { relation: 'daughter' }],
    ['నా జాతకంలో గజకేసరి యోగం ఉందా', { yoga: 'gaja-kesari' }],
    ['నక్షత్రం అంటే ఏమిటి', { term: 'nakshatra' }],
    ['గృహప్రవేశానికి మంచి ముహూర్తం చెప్పండి', { event: 'housewarming' }],
    ['30 ఏళ్ల తర్వాత పెళ్లి అవుతుందా', { age: 30 }],
    ['వచ్చే నెల ఎలా ఉంటుంది', { year: 2026, month: 12 }],
    ['శనివారం ఏం చేయాలి', {}],
    ['నాకు కొడుకు పుడతాడా', {}],
    ['తుల రాశి అబ్బాయితో నా పెళ్ళి బాగుంటుందా', { signIndex: 6 }],
    ['అక్కడ ఏముంది', {}],
    ['పితృ దోషం ఉందా', {}],
    ['నమస్తే గురువు గారు', {}],
    ['తల్లిదండ్రుల విషయంలో జాతకం ఏమంటోంది', {}],
    ['గురువారం ఏం చేయాలి', {}],
  ],
  ta: [
    ['சனி திசை எப்போது முடியும்', { planet: 'Saturn' }],
    ['ஏழாம் வீட்டில் என்ன கிரகம் உள்ளது', { house: 7 }],
    ['7ஆம் வீட்டு அதிபதி யார்', { house: 7 }],
    ['சிம்ம ராசியுடன் பொருத்தம் எப்படி', { signIndex: 4 }],
    ['அடுத்த ஆண்டு எனக்கு எப்படி இருக்கும்', { year: 2027 }],
    ['என் மகனுக்கு திருமணம் எப்போது', { relation: 'son' }],
    ['என் ஜாதகத்தில் கஜகேசரி யோகம் உள்ளதா', { yoga: 'gaja-kesari' }],
    ['வக்கிரம் என்றால் என்ன', { term: 'retrograde' }],
    ['கிரகப்பிரவேசத்துக்கு நல்ல நாள் சொல்லுங்கள்', { event: 'housewarming' }],
    ['தமிழ் பேசும் ஜோதிடர் வேண்டும்', { speaks: 'ta' }],
    ['30 வயதுக்குப் பிறகு திருமணம் நடக்குமா', { age: 30 }],
    ['ஏப்ரலில் வேலை கிடைக்குமா', { year: 2027, month: 4 }],
    ['செவ்வாய்க்கிழமை என்ன செய்ய வேண்டும்', {}],
    ['புதன்கிழமை நல்ல நாளா', {}],
    ['குழந்தை பாக்கியம் எப்போது', {}],
    ['வணக்கம் அம்மா', {}],
    ['எனக்கு குழந்தை எப்போ பிறக்கும்?', {}],
    ['என் பாய் ஃப்ரெண்ட் உண்மையா காதலிக்கிறானா', { relation: 'partner' }],
    ['ஜோதிடர் மூலம் பரிகாரம் செய்யலாமா', {}],
    ['செவ்வாயின் பலம் எப்படி', { planet: 'Mars' }],
  ],
};

describe('readSlots', () => {
  for (const [lang, cases] of Object.entries(CASES) as [AnswerLanguage, readonly Case[]][]) {
    describe(lang, () => {
      it('has at least 8 cases', () => {
        expect(cases.length).toBeGreaterThanOrEqual(8);
      });
      for (const [question, slots] of cases) {
        it(question, () => {
          expect(readSlots(question, lang, NOW)).toEqual({ ...EMPTY_SLOTS, ...slots });
        });
      }
    });
  }

  it('covers every slot type across the languages', () => {
    const named = new Set(
      Object.values(CASES).flatMap((cases) => cases.flatMap(([, s]) => Object.keys(s))),
    );
    expect([...named].sort()).toEqual(Object.keys(EMPTY_SLOTS).sort());
  });

  it('rolls "next month" over the year end', () => {
    expect(readSlots('next month', 'en', new Date('2026-12-10T00:00:00Z'))).toMatchObject({
      year: 2027,
      month: 1,
    });
    expect(readSlots('来月', 'ja', new Date('2026-12-10T00:00:00Z'))).toMatchObject({
      year: 2027,
      month: 1,
    });
  });

  it('reads the current month named alone as this year', () => {
    expect(readSlots('How is November?', 'en', NOW)).toMatchObject({ year: 2026, month: 11 });
    expect(readSlots('How is October?', 'en', NOW)).toMatchObject({ year: 2027, month: 10 });
  });

  it('reads an empty question as no slots', () => {
    expect(readSlots('   ', 'en', NOW)).toEqual(EMPTY_SLOTS);
  });

  it('reads a typical question in under 0.2 ms (median)', () => {
    const questions = Object.entries(CASES).flatMap(([lang, cases]) =>
      cases.map(([q]) => [q, lang as AnswerLanguage] as const),
    );
    for (const [q, lang] of questions) readSlots(q, lang, NOW);
    const timesMs: number[] = [];
    for (let round = 0; round < 20; round++) {
      for (const [q, lang] of questions) {
        const start = performance.now();
        readSlots(q, lang, NOW);
        timesMs.push(performance.now() - start);
      }
    }
    timesMs.sort((a, b) => a - b);
    const median = timesMs[Math.floor(timesMs.length / 2)]!;
    expect(median).toBeLessThan(0.2);
  });
});
