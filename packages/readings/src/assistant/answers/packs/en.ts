import type { AnswerPack } from './types.ts';

/**
 * English phrase bank of the kind answers. Placeholders in braces are filled by the composer
 * (../compose-kind.ts); every other language's pack has the same keys and placeholders.
 * Sign, nakshatra and dignity names come from the assistant's lexicon of the same language.
 */
export const en: AnswerPack = {
  lang: 'en',
  houseOrdinals: [
    '1st',
    '2nd',
    '3rd',
    '4th',
    '5th',
    '6th',
    '7th',
    '8th',
    '9th',
    '10th',
    '11th',
    '12th',
  ],
  planets: {
    Sun: 'the Sun',
    Moon: 'the Moon',
    Mars: 'Mars',
    Mercury: 'Mercury',
    Jupiter: 'Jupiter',
    Venus: 'Venus',
    Saturn: 'Saturn',
    Rahu: 'Rahu',
    Ketu: 'Ketu',
  },
  relations: {
    spouse: 'spouse',
    partner: 'partner',
    son: 'son',
    daughter: 'daughter',
    child: 'child',
    mother: 'mother',
    father: 'father',
    brother: 'brother',
    sister: 'sister',
    friend: 'friend',
  },
  phases: { rising: 'rising (first)', peak: 'peak (second)', setting: 'setting (third)' },
  tones: { strong: 'strong', mixed: 'mixed', challenging: 'under strain' },
  yogaNames: {
    'gaja-kesari': 'Gaja Kesari yoga',
    'budha-aditya': 'Budha-Aditya yoga',
    ruchaka: 'Ruchaka yoga',
    bhadra: 'Bhadra yoga',
    hamsa: 'Hamsa yoga',
    malavya: 'Malavya yoga',
    sasa: 'Sasa yoga',
    'chandra-mangala': 'Chandra-Mangala yoga',
    'raj-yoga': 'Raj yoga',
    'dhana-yoga': 'Dhana yoga',
    'neecha-bhanga': 'Neecha Bhanga Raj yoga',
  },
  tithis: [
    'Pratipada',
    'Dwitiya',
    'Tritiya',
    'Chaturthi',
    'Panchami',
    'Shashthi',
    'Saptami',
    'Ashtami',
    'Navami',
    'Dashami',
    'Ekadashi',
    'Dwadashi',
    'Trayodashi',
    'Chaturdashi',
    'Purnima',
    'Amavasya',
  ],
  paksha: { shukla: 'Shukla paksha (waxing)', krishna: 'Krishna paksha (waning)' },
  nityaYogas: [
    'Vishkambha',
    'Priti',
    'Ayushman',
    'Saubhagya',
    'Shobhana',
    'Atiganda',
    'Sukarma',
    'Dhriti',
    'Shula',
    'Ganda',
    'Vriddhi',
    'Dhruva',
    'Vyaghata',
    'Harshana',
    'Vajra',
    'Siddhi',
    'Vyatipata',
    'Variyana',
    'Parigha',
    'Shiva',
    'Siddha',
    'Sadhya',
    'Shubha',
    'Shukla',
    'Brahma',
    'Indra',
    'Vaidhriti',
  ],
  karanas: [
    'Bava',
    'Balava',
    'Kaulava',
    'Taitila',
    'Gara',
    'Vanija',
    'Vishti',
    'Shakuni',
    'Chatushpada',
    'Naga',
    'Kimstughna',
  ],
  weekdays: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
  events: {
    wedding: 'a wedding',
    housewarming: 'a housewarming (griha pravesh)',
    vehicle: 'buying a vehicle',
    business: 'starting a business',
    property: 'buying property',
    travel: 'a journey',
    naming: 'a naming ceremony',
  },
  colours: {
    Sun: 'ruby red and orange',
    Moon: 'white and silver',
    Mars: 'red and coral',
    Mercury: 'green',
    Jupiter: 'yellow and gold',
    Venus: 'white and pastel pink',
    Saturn: 'dark blue and black',
    Rahu: 'smoky grey',
    Ketu: 'brown and multicolour',
  },
  gemstones: {
    Sun: 'ruby (manik)',
    Moon: 'pearl (moti)',
    Mars: 'red coral (moonga)',
    Mercury: 'emerald (panna)',
    Jupiter: 'yellow sapphire (pukhraj)',
    Venus: 'diamond (heera) or white sapphire',
    Saturn: 'blue sapphire (neelam)',
    Rahu: 'hessonite (gomed)',
    Ketu: "cat's eye (lehsunia)",
  },
  mantras: {
    Sun: 'Om Hraam Hreem Hraum Sah Suryaya Namah',
    Moon: 'Om Shraam Shreem Shraum Sah Chandraya Namah',
    Mars: 'Om Kraam Kreem Kraum Sah Bhaumaya Namah',
    Mercury: 'Om Braam Breem Braum Sah Budhaya Namah',
    Jupiter: 'Om Graam Greem Graum Sah Gurave Namah',
    Venus: 'Om Draam Dreem Draum Sah Shukraya Namah',
    Saturn: 'Om Praam Preem Praum Sah Shanaye Namah',
    Rahu: 'Om Bhraam Bhreem Bhraum Sah Rahave Namah',
    Ketu: 'Om Sraam Sreem Sraum Sah Ketave Namah',
  },
  charity: {
    Sun: 'wheat or jaggery to someone in need on a Sunday',
    Moon: 'rice, milk or white cloth on a Monday',
    Mars: 'red lentils (masoor dal) on a Tuesday',
    Mercury: 'green gram (moong) or school books on a Wednesday',
    Jupiter: 'chana dal, turmeric or books to a teacher or student on a Thursday',
    Venus: 'white clothes, curd or rice to women in need on a Friday',
    Saturn: 'black sesame, mustard oil or a meal to a worker on a Saturday',
    Rahu: 'blankets or food to the poor on a Saturday',
    Ketu: 'food to stray dogs, or a blanket to someone in need, on a Tuesday',
  },
  fasting: {
    Sun: 'a light fast or simple meal on Sundays',
    Moon: 'a fast on Mondays',
    Mars: 'a fast on Tuesdays',
    Mercury: 'a fast on Wednesdays',
    Jupiter: 'a fast on Thursdays',
    Venus: 'a fast on Fridays',
    Saturn: 'a fast on Saturdays',
    Rahu: 'a fast on Saturdays',
    Ketu: 'a fast on Tuesdays',
  },
  habits: {
    Sun: 'rise early, offer water to the rising Sun and respect your father',
    Moon: 'keep regular sleep, drink enough water and stay close to your mother',
    Mars: 'exercise regularly and channel anger into work',
    Mercury: 'read and write daily and keep your word in money matters',
    Jupiter: 'respect teachers and elders and keep learning',
    Venus: 'keep your home clean and your relationships respectful',
    Saturn: 'keep a disciplined routine, be punctual and serve elders and workers',
    Rahu: 'avoid shortcuts, intoxicants and gossip',
    Ketu: 'meditate daily and keep your commitments simple',
  },
  rudraksha: {
    Sun: 'one-mukhi (or twelve-mukhi)',
    Moon: 'two-mukhi',
    Mars: 'three-mukhi',
    Mercury: 'four-mukhi',
    Jupiter: 'five-mukhi',
    Venus: 'six-mukhi',
    Saturn: 'seven-mukhi',
    Rahu: 'eight-mukhi',
    Ketu: 'nine-mukhi',
  },
  terms: {
    nakshatra:
      'A nakshatra is one of the 27 lunar mansions, each 13°20′ of the zodiac. The nakshatra of your Moon at birth is your birth star; it sets the start of your Vimshottari dasha.',
    retrograde:
      'A planet is retrograde when, seen from Earth, it appears to move backwards for a while. In Jyotish a retrograde planet acts with more inner intensity and often brings delays and second chances in its matters.',
    dasha:
      'A dasha is a planetary period. In the Vimshottari system your life runs through nine mahadashas (120 years in all), each divided into antardashas; the running lords colour what happens when.',
    ascendant:
      'The ascendant (lagna) is the sign rising on the eastern horizon at your birth. It is your 1st house: body, temperament and the starting point of every house.',
    rashi:
      'Rashi means sign. In India "your rashi" usually means your Moon sign, the sign the Moon was in at your birth; daily horoscopes use it.',
    house:
      'The twelve houses (bhavas) are the areas of life: self, wealth, siblings, home, children, health, marriage, longevity, fortune, career, gains and expenses. Here they are whole signs counted from the ascendant.',
    yoga: 'A yoga is a combination of planets that gives a particular result, such as Gaja Kesari (Jupiter in a kendra from the Moon) or a Raj yoga (lords of kendras and trikonas joined).',
    dosha:
      'A dosha is an affliction in a chart, such as Manglik, Kaal Sarp or Pitra dosha. Most have classical cancellations, and none is a verdict on your life.',
    manglik:
      'Manglik (Kuja) dosha is Mars in the 1st, 2nd, 4th, 7th, 8th or 12th house from the ascendant or the Moon. It matters in marriage matching, and several classical exceptions cancel it.',
    sadeSati:
      "Sade Sati is Saturn's roughly seven-and-a-half-year transit over the 12th, 1st and 2nd signs from your natal Moon. It asks for patience and discipline; it is not a curse.",
    kaalSarp:
      'Kaal Sarp dosha is the popular name for all seven planets lying on one side of the Rahu-Ketu axis. It is a modern rule, not found in the classical texts.',
    panchang:
      'The panchang is the Hindu almanac of the day, with five limbs: tithi (lunar day), vara (weekday), nakshatra, yoga and karana. It is used to choose auspicious times.',
    tithi:
      'A tithi is a lunar day: the time the Moon takes to gain 12° on the Sun. There are 30 in a lunar month, 15 waxing (shukla) and 15 waning (krishna).',
    rahuKaal:
      'Rahu Kaal is an eighth of the daytime, different for each weekday, traditionally avoided for starting new work. It lasts about an hour and a half.',
    ayanamsa:
      'The ayanamsa is the difference between the tropical and the sidereal zodiac, about 24° today. Vedic astrology uses the sidereal zodiac with the Lahiri ayanamsa, as we do.',
    navamsa:
      'The navamsa (D9) divides each sign into nine parts. It is the most important divisional chart, read for marriage, dharma and the real strength of each planet.',
    transit:
      'A transit (gochara) is where a planet is now, counted from your natal Moon or ascendant. Slow planets such as Saturn and Jupiter set the tone of whole years.',
    combust:
      'A planet is combust (asta) when it is too close to the Sun and loses strength in its matters; the distance differs by planet, for example 17° for Mars.',
    kundli:
      'A kundli (janam kundli) is your birth chart: the positions of the planets in the signs and houses at the moment and place of your birth.',
    muhurta:
      'A muhurta is an auspicious moment chosen for an important start, such as a wedding or a housewarming, from the tithi, nakshatra, weekday and the lagna of that moment.',
  },
  termYours: {
    nakshatra: 'Yours is {nakshatra}, pada {pada}.',
    ascendant: 'Yours is {sign}.',
    rashi: 'Yours is {sign}.',
    dasha: 'You are running {maha} mahadasha until {end}.',
    manglik: 'Your own chart: {verdict}.',
    sadeSati: 'Your own chart: {verdict}.',
  },
  samples: {
    'dosha.manglik': 'Am I manglik?',
    'dosha.sadeSati': 'Am I in Sade Sati now?',
    'dosha.kaalSarp': 'Do I have Kaal Sarp dosha?',
    'dosha.pitra': 'Do I have Pitra dosha?',
    'dosha.list': 'Which doshas are in my chart?',
    'yoga.check': 'Do I have Gaja Kesari yoga?',
    'yoga.list': 'Which yogas are in my chart?',
    'dasha.current': 'Which dasha am I running?',
    'dasha.planet': 'When does my Saturn mahadasha start?',
    'dasha.next': 'What is my next dasha?',
    'sadeSati.when': 'When does my Sade Sati start and end?',
    'dhaiya.when': 'When is my Shani Dhaiya?',
    'timing.marriage': 'When will I get married?',
    'timing.love': 'When will I find love?',
    'timing.job': 'When will I get a new job?',
    'timing.promotion': 'When will I get a promotion?',
    'timing.foreign': 'When will I go abroad?',
    'timing.house': 'When will I buy a house?',
    'timing.vehicle': 'When will I buy a car?',
    'timing.child': 'When will I have a child?',
    'timing.business': 'When should I start my business?',
    'timing.wealth': 'When will money come to me?',
    'timing.goodTime': 'When will my good time start?',
    'area.career': 'How is my career?',
    'area.careerField': 'Which career field suits me?',
    'area.business': 'Is business good for me?',
    'area.marriage': 'How will my married life be?',
    'area.love': 'How is my love life?',
    'area.children': 'What does my chart say about children?',
    'area.property': 'Will I own property?',
    'area.wealth': 'Will I be wealthy?',
    'area.health': 'How is my health?',
    'area.education': 'How will my studies go?',
    'area.family': 'How is my family life?',
    'area.siblings': 'What does my chart say about my siblings?',
    'area.foreign': 'Is foreign settlement in my chart?',
    'area.spirituality': 'What is my spiritual path?',
    'area.legal': 'Will I win my court case?',
    'area.personality': 'What is my nature?',
    'remedy.general': 'Which remedies should I do?',
    'remedy.gemstone': 'Which gemstone should I wear?',
    'remedy.mantra': 'Which mantra should I chant?',
    'remedy.rudraksha': 'Which rudraksha suits me?',
    'lucky.number': 'What is my lucky number?',
    'lucky.colour': 'What is my lucky colour?',
    'lucky.day': 'What is my lucky day?',
    'match.sign': 'Am I compatible with Leo?',
    'match.partner': 'Match my kundli with my partner',
    'panchang.today': "What is today's panchang?",
    'panchang.rahuKaal': 'When is Rahu Kaal today?',
    'muhurta.event': 'Is there a good date for a housewarming?',
    'transit.period': 'How will next month be for me?',
    'transit.planet': 'How does the Saturn transit affect me?',
    'horoscope.today': 'How is my day today?',
    'horoscope.year': 'How will next year be for me?',
    'chart.ascendant': 'What is my ascendant?',
    'chart.moonSign': 'What is my moon sign?',
    'chart.sunSign': 'What is my sun sign?',
    'chart.nakshatra': 'What is my nakshatra?',
    'chart.planet': 'Where is Mars in my chart?',
    'chart.house': 'What is in my 7th house?',
    'chart.retrograde': 'Which planets are retrograde in my chart?',
    'chart.overview': 'Read my chart',
    'explain.term': 'What is a nakshatra?',
    'product.about': 'What can you do?',
    'product.quota': 'How many questions do I have left today?',
    'referral.astrologer': 'I want to talk to a real astrologer',
    'guard.death': 'How long will I live?',
    'guard.gambling': 'Which lottery number will win?',
    'followup.when': 'And when?',
    'followup.why': 'Why?',
    'followup.nextYear': 'What about next year?',
    'smalltalk.hello': 'Namaste',
    'smalltalk.thanks': 'Thank you',
    'smalltalk.howAreYou': 'How are you?',
    'smalltalk.bye': 'Bye',
    outOfScope: "What's the weather today?",
  },
  common: {
    needBirth:
      'To answer this from your own chart I need your date, time and place of birth. Please add them at /edit_profile and ask again.',
    relation:
      "The chart I read is yours, not your {relation}'s: for your {relation}'s own reading I need their date, time and place of birth, and to compare two charts for marriage there is /matching. Here is what your own chart says about it.",
    window: '{start} to {end} ({maha}–{antar})',
    jupiterNow:
      'Jupiter transits {sign} now, your {house} house; a year from now it will be in {nextSign}, your {nextHouse} house.',
    dashaLordRules: '{planet} rules your {houses} house.',
    varga: 'In your {varga} chart, {planet} is in {sign}, its {house} house.',
    askPlanet: 'Which planet do you mean? For example: {example}.',
    askHouse: 'Which house do you mean, 1st to 12th? For example: {example}.',
    notAdvice: 'This is guidance from your chart, not a certainty.',
    dignityNote: ' ({dignity})',
    listEmpty: 'none',
    askTerm: 'Which term should I explain? For example: {example}.',
  },
  vargaNames: {
    D2: 'hora (D2)',
    D4: 'chaturthamsa (D4)',
    D7: 'saptamsa (D7)',
    D9: 'navamsa (D9)',
    D10: 'dasamsa (D10)',
    D24: 'chaturvimsamsa (D24)',
  },
  manglik: {
    yes: 'Yes, you are manglik: Mars is in your {house} house from the {from}, in {sign}.',
    yesHigh:
      'Yes, you are manglik, and strongly so: Mars is in a dosha house from both your ascendant and your Moon ({house} from the ascendant, in {sign}).',
    cancelled:
      'No, you are not manglik: Mars does sit in a manglik house ({house} from the {from}), but the dosha is cancelled in your chart.',
    no: 'No, you are not manglik: Mars is in your {house} house from the ascendant and the {moonHouse} from the Moon, outside the dosha houses 1, 2, 4, 7, 8 and 12.',
    why: 'The rule: Mars in the 1st, 2nd, 4th, 7th, 8th or 12th house from the ascendant or the Moon (Muhurta Chintamani, as given by B.V. Raman).',
    cancellation: {
      'own-or-exalted': 'Mars is in its own or exaltation sign ({sign}).',
      'sign-exception': 'Mars in {sign} in that house is one of the classical sign exceptions.',
      jupiter: 'Jupiter joins or aspects Mars, which protects it.',
      'moon-conjunct': 'Mars is with the Moon (Chandra-Mangala yoga).',
    },
    fromNames: { lagna: 'ascendant', moon: 'Moon', venus: 'Venus' },
    advice:
      'For marriage, match charts with a full guna milan at /matching: a manglik match with another manglik chart, or a chart with its own cancellations, is the classical answer. It never decides a marriage alone.',
  },
  sadeSati: {
    yes: 'Yes, you are in Sade Sati now, in its {phase} phase: Saturn is in {sign}, the {house} sign from your Moon in {moonSign}.',
    dates: 'This Sade Sati runs from {start} to {end}; the present phase ends in {phaseEnd}.',
    no: 'No, you are not in Sade Sati now: Saturn is in {sign}, the {house} sign from your Moon in {moonSign}.',
    nextStart: 'Your next Sade Sati begins in {start} and ends in {end}.',
    lastEnded: 'Your last one ended in {end}.',
    advice:
      'Sade Sati asks for patience, honest work and discipline; it often builds lasting results. Saturday charity and the Shani mantra are the traditional free remedies.',
  },
  sadeSatiWhen: {
    now: 'Your Sade Sati is running now: it began in {start} and ends in {end}.',
    future: 'Your next Sade Sati starts in {start} and ends in {end}.',
    phase: '{phase} phase: {start} to {end}, Saturn in {sign}.',
    after: 'The one after that begins in {start}.',
    basis:
      'Sade Sati is Saturn over the 12th, 1st and 2nd signs from your Moon sign, {moonSign} (Phaladeepika ch. 26).',
  },
  dhaiya: {
    now: 'Yes, a Shani Dhaiya is running now: Saturn is in {sign}, the {house} sign from your Moon, from {start} to {end}.',
    next: 'Your next Shani Dhaiya (small panoti) is Saturn in {sign}, the {house} sign from your Moon, from {start} to {end}.',
    later:
      'The one after that: Saturn in {sign}, the {house} sign from your Moon, from {start} to {end}.',
    basis:
      "Dhaiya is Saturn's two-and-a-half-year stay in the 4th (kantaka) or 8th (ashtama) sign from your Moon sign, {moonSign}.",
    advice:
      'Keep health, home and paperwork in order in these years, and keep the Saturday remedies.',
  },
  kaalSarp: {
    yes: 'Yes, your chart has full Kaal Sarp dosha ({variety}): all seven planets lie between Rahu in your {rahuHouse} house and Ketu in your {ketuHouse} house.',
    partial:
      'No, there is no full Kaal Sarp dosha: only {planet} lies outside the Rahu-Ketu axis, so it is at most a partial one, which is not counted.',
    no: 'No, your chart has no Kaal Sarp dosha: the planets sit on both sides of the Rahu-Ketu axis (Rahu in your {rahuHouse} house, Ketu in your {ketuHouse}).',
    note: 'Kaal Sarp is a modern popular rule, not found in BPHS, Phaladeepika or Saravali, so weigh it lightly.',
    advice:
      'If you want a remedy, chanting the Maha Mrityunjaya mantra or visiting a Shiva temple on Mondays is enough; no costly ritual is needed.',
  },
  pitra: {
    yes: 'Yes, the chart shows Pitra dosha: {reasons}.',
    no: 'No, your chart has no Pitra dosha: the Sun and your 9th house ({sign}, lord {lord}) are free of Rahu, Ketu and Saturn.',
    reason: {
      'sun-node': 'the Sun is with {planet} in your {house} house',
      'sun-saturn': 'the Sun is with Saturn in your {house} house',
      'ninth-afflicted': '{planet} occupies your 9th house',
      'ninth-lord-node': 'your 9th lord {lord} is with {planet}',
    },
    basis:
      'Pitra dosha is read from the Sun (father) and the 9th house (ancestors) afflicted by Rahu, Ketu or Saturn, a rule rooted in the Parashari chapter on curses of past births.',
    advice:
      'The traditional remedies are free: offer water and sesame to ancestors on Amavasya, feed the needy during Pitru Paksha and honour your elders.',
  },
  doshaList: {
    intro: 'Here are the four doshas people ask about, checked in your chart:',
    manglik: 'Manglik: {verdict}.',
    kaalSarp: 'Kaal Sarp: {verdict}.',
    pitra: 'Pitra: {verdict}.',
    sadeSati: 'Sade Sati: {verdict}.',
    yes: 'yes',
    no: 'no',
    cancelled: 'no (cancelled)',
    partial: 'no (only partial)',
    sadeSatiYes: 'yes, {phase} phase until {end}',
    advice: 'Ask about any one of them for its reasons and the free remedies.',
  },
  yoga: {
    yes: 'Yes, you have {yoga}: it is formed by {planets}.',
    yesStrong: 'Yes, you have {yoga}, and it is strong: it is formed by {planets}.',
    yesWeak: 'Yes, you have {yoga}, though in a weak form: it is formed by {planets}.',
    no: 'No, {yoga} is not formed in your chart.',
    unknown: 'I check these yogas in your chart: {list}. Ask me about one of them by name.',
    rule: {
      'gaja-kesari': 'Rule: Jupiter in a kendra (1, 4, 7, 10) from the Moon (Phaladeepika ch. 6).',
      'budha-aditya': 'Rule: the Sun and Mercury in the same sign.',
      ruchaka:
        'Rule: Mars in its own or exaltation sign in a kendra from the ascendant (BPHS, Pancha Mahapurusha).',
      bhadra:
        'Rule: Mercury in its own or exaltation sign in a kendra from the ascendant (BPHS, Pancha Mahapurusha).',
      hamsa:
        'Rule: Jupiter in its own or exaltation sign in a kendra from the ascendant (BPHS, Pancha Mahapurusha).',
      malavya:
        'Rule: Venus in its own or exaltation sign in a kendra from the ascendant (BPHS, Pancha Mahapurusha).',
      sasa: 'Rule: Saturn in its own or exaltation sign in a kendra from the ascendant (BPHS, Pancha Mahapurusha).',
      'chandra-mangala': 'Rule: the Moon and Mars in the same sign.',
      'raj-yoga': 'Rule: a kendra lord joined with a trikona lord (BPHS ch. 39).',
      'dhana-yoga':
        'Rule: a lord of the 2nd or 11th joined with a lord of the 1st, 5th or 9th (BPHS ch. 41).',
      'neecha-bhanga':
        'Rule: a debilitated planet whose fall is cancelled by a planet in a kendra (Phaladeepika ch. 7).',
    },
    listIntro: 'Your chart has {count} of the classical yogas I check:',
    listItem: '{yoga}: {planets}.',
    listNone:
      'None of the classical yogas I check is formed in your chart, so the house lords tell your story.',
    listAdvice: 'A yoga gives its results mostly in the dashas of the planets that form it.',
  },
  dasha: {
    current:
      'You are in {maha} mahadasha until {mahaEnd}, and in its {antar} antardasha until {antarEnd}.',
    pratyantar: 'The finer sub-period (pratyantardasha) now is {planet}, until {end}.',
    lordPlace:
      'Your mahadasha lord {planet} sits in your {house} house in {sign}{dignity} and rules your {houses} house.',
    antarPlace: 'Your antardasha lord {planet} sits in your {house} house in {sign}{dignity}.',
    nextAntar: 'Next comes {antar} antardasha, from {start}.',
    planetNow: 'Your {planet} mahadasha is running now: it began in {start} and ends in {end}.',
    planetPast: 'Your {planet} mahadasha already ran, from {start} to {end}.',
    planetFuture:
      'Your {planet} mahadasha begins in {start}, when you are {age}, and lasts until {end}.',
    planetAntar:
      'Within your present {maha} mahadasha, the {planet} antardasha runs from {start} to {end}.',
    planetAntarIsMaha: 'Its first antardasha is {planet} itself, from {start} to {end}.',
    planetPlace:
      '{planet} sits in your {house} house in {sign}{dignity}, so its period brings the matters of that house forward.',
    next: 'Your next antardasha is {maha}–{antar}, from {start} to {end}.',
    nextMaha: 'Your next mahadasha is {planet}, from {start} to {end}.',
    nextPlace:
      '{planet} sits in your {house} house in {sign}{dignity} and rules your {houses} house.',
    advice:
      'Plan big steps for the sub-periods of the planets that are strong in your chart, and use the others for steady work.',
  },
  timing: {
    marriage: {
      now: 'You are in a marriage window right now: {window}.',
      next: 'The next strong window for marriage is {window}.',
      basis:
        'Marriage is read from your 7th house ({sign}, lord {lord}), Venus and Jupiter, and the navamsa (D9).',
      advice:
        'Proposals that come in these windows deserve serious attention; a guna milan at /matching helps when you have a name.',
      area: 'marriage',
    },
    love: {
      now: 'Love has an open door now: you are in {window}.',
      next: 'Your next window for love and a relationship is {window}.',
      basis: 'Love is read from your 5th house (romance), your 7th house (partnership) and Venus.',
      advice:
        'Meet people through your interests and friends in these months, and let things grow without hurry.',
      area: 'love',
    },
    job: {
      now: 'The job window is open now: {window}.',
      next: 'The next good window for a new job is {window}.',
      basis:
        'A job change is read from your 10th house (career, {sign}, lord {lord}), your 6th house (service) and Saturn.',
      advice:
        'Apply widely and update your skills before the window opens, and avoid quitting before an offer is in hand.',
      area: 'a new job',
    },
    promotion: {
      now: 'Promotion is supported now: you are in {window}.',
      next: 'The next window for a promotion or raise is {window}.',
      basis:
        'Promotion is read from your 10th house (position, lord {lord}), your 11th house (gains) and the Sun (authority).',
      advice:
        'Take visible responsibility and document your results before the window, so the ask is easy.',
      area: 'a promotion',
    },
    foreign: {
      now: 'Travel abroad is supported now: you are in {window}.',
      next: 'The next window for going abroad is {window}.',
      basis:
        'Foreign travel and settlement are read from your 12th house (foreign lands, {sign}, lord {lord}), your 9th house (long journeys) and Rahu.',
      advice: 'Start paperwork, exams and applications a few months before the window opens.',
      area: 'going abroad',
    },
    house: {
      now: 'This is a good period for buying a home: {window}.',
      next: 'The next window for buying a house or property is {window}.',
      basis:
        'Property is read from your 4th house ({sign}, lord {lord}), Mars (land) and Venus (comforts), and the chaturthamsa (D4).',
      advice:
        'Check legal papers and loan terms carefully, and settle the purchase inside the window if you can.',
      area: 'buying a house',
    },
    vehicle: {
      now: 'A vehicle purchase is supported now: you are in {window}.',
      next: 'The next good window for buying a vehicle is {window}.',
      basis:
        'Vehicles are read from your 4th house ({sign}, lord {lord}) and Venus, the planet of comforts.',
      advice:
        'Pick the delivery date on a good weekday with /panchang, and buy within your budget.',
      area: 'buying a vehicle',
    },
    child: {
      now: 'The period for children is open now: {window}.',
      next: 'The next supportive window for a child is {window}.',
      basis:
        'Children are read from your 5th house ({sign}, lord {lord}), Jupiter (putra karaka) and the saptamsa (D7).',
      advice:
        "Look after health together and take a doctor's advice on any concern; the chart shows timing, not medical facts.",
      area: 'a child',
    },
    business: {
      now: 'Starting a business is supported now: you are in {window}.',
      next: 'The next good window to start a business is {window}.',
      basis:
        'Business is read from your 7th house (trade and partners, {sign}, lord {lord}), your 10th house (work) and Mercury.',
      advice:
        'Prepare the plan, capital and partners before the window, and start small; a financial adviser helps with the numbers.',
      area: 'starting a business',
    },
    wealth: {
      now: 'A money window is running now: {window}.',
      next: 'Your next strong window for income and savings is {window}.',
      basis:
        'Wealth is read from your 2nd house (savings, {sign}, lord {lord}), your 11th house (gains) and Jupiter.',
      advice:
        'Save a fixed share of what comes in these years, and invest only after proper research.',
      area: 'money',
    },
    goodTime: {
      now: 'Your good time is already here: {window}.',
      next: 'Your next favourable period starts with {window}.',
      basis:
        'Favourable periods are those of your ascendant lord ({lord}) and the lords of your 5th and 9th houses, the trikonas, and of Jupiter.',
      advice: 'Use the present months to prepare, so you can act when the favourable period opens.',
      area: 'a good phase',
    },
    later: 'Later windows: {windows}.',
    none: 'No sub-period of the next {years} years is ruled by the planets of {area}, so it follows your effort and the transits more than a dasha window.',
    yearIn: 'For {area}, {year} falls inside a supportive window: {window}.',
    yearOut: 'For {area}, {year} is not inside one of the main windows; the nearest is {window}.',
    age: 'For {area} after the age of {age}, the first window is {window}.',
    ageNone: 'For {area} after the age of {age}, no strong window falls in the next {years} years.',
    planets: 'The planets I time this by: {planets}.',
  },
  area: {
    career: {
      strong: 'Your career indications are strong: the 10th house is well supported.',
      mixed:
        'Your career indications are mixed: growth comes through persistence more than sudden leaps.',
      challenging:
        'Your career house is under strain, so progress can feel slow; skills and patience pay off.',
      basis:
        'Career is read from your 10th house, its lord, the Sun and Saturn, and the dasamsa (D10).',
      advice:
        'Build one skill deeply, keep good relations with seniors, and time big moves for your supportive dashas.',
    },
    careerField: {
      strong: 'The fields that suit you best come from your 10th lord {lord}: {fields}.',
      mixed: 'Your 10th lord {lord} points to {fields}.',
      challenging:
        'Your 10th lord {lord} points to {fields}, with steady effort over quick results.',
      basis:
        'Career fields are read from the 10th lord, the planets in the 10th and the dasamsa (D10).',
      advice:
        'Try the field in a small way first (an internship, a course) before committing years to it.',
    },
    business: {
      strong: 'Business suits you: your 7th house of trade and Mercury are well supported.',
      mixed: 'Business is possible for you, best with a partner or alongside a job at first.',
      challenging:
        'A job suits you better than business for now: your 7th house of trade is under strain.',
      basis:
        'Business is read from your 7th house (trade), 10th house (work), 11th house (gains) and Mercury.',
      advice: 'Start small, keep accounts clean and keep a financial adviser close.',
    },
    marriage: {
      strong: 'Your married life is well supported: the 7th house and Venus are strong.',
      mixed: 'Your married life shows a good bond that grows with patience and clear talk.',
      challenging:
        'Your 7th house is under some strain, so marriage asks for maturity and adjustment from both sides.',
      basis:
        'Married life is read from your 7th house, its lord, Venus and Jupiter, and the navamsa (D9).',
      advice: 'Choose a partner with shared values and check compatibility at /matching.',
    },
    love: {
      strong: 'Your love life is well supported: the 5th house of romance and Venus are strong.',
      mixed:
        'Your love life is mixed: affection is there, with some ups and downs to handle calmly.',
      challenging:
        'Your romance houses are under strain, so relationships need time and honesty to settle.',
      basis: 'Love is read from your 5th house (romance), your 7th house (commitment) and Venus.',
      advice: 'Be open with your family early if a love marriage is your wish.',
    },
    children: {
      strong: 'Your chart supports children well: the 5th house and Jupiter are strong.',
      mixed: 'Your chart shows children with some delays or effort.',
      challenging:
        'Your 5th house is under some strain, which can mean delays; it is not a denial.',
      basis: 'Children are read from your 5th house, its lord, Jupiter and the saptamsa (D7).',
      advice: 'For any medical question about conceiving, a doctor is the right guide.',
    },
    property: {
      strong: 'Property is well supported in your chart: the 4th house is strong.',
      mixed: 'Property comes to you with effort and planning.',
      challenging:
        'Your 4th house is under strain, so property needs extra care with papers and loans.',
      basis:
        'Property is read from your 4th house, its lord, Mars (land) and the chaturthamsa (D4).',
      advice: 'Check titles and loan terms with a professional before buying.',
    },
    wealth: {
      strong: 'Your wealth houses are strong: income can grow steadily through your own effort.',
      mixed: 'Your finances go up and down: steady saving serves you well.',
      challenging:
        'Your wealth houses are under strain, so expenses rise easily; budgeting matters.',
      basis:
        'Wealth is read from your 2nd house (savings), your 11th house (gains), Jupiter and the hora (D2).',
      advice: 'Save first, borrow carefully and invest after research.',
    },
    health: {
      strong: 'Your chart shows good basic vitality: the ascendant and the Sun are strong.',
      mixed: 'Your vitality is moderate: routine, sleep and diet make a visible difference.',
      challenging: 'Your chart asks for extra care with health: regular check-ups matter.',
      basis:
        'Health is read from your ascendant (body), 6th house (illness), 8th house (chronic matters) and the Sun.',
      advice:
        'Keep a steady routine and exercise, and take symptoms to a doctor rather than to the stars.',
    },
    education: {
      strong: 'Your studies are well supported: the houses of learning are strong.',
      mixed: 'Your studies go well with a fixed routine rather than last-minute effort.',
      challenging: 'Concentration needs care: your houses of learning are under some strain.',
      basis:
        'Studies are read from your 4th house (learning), 5th house (intelligence), Mercury, Jupiter and the D24.',
      advice:
        'Study in regular blocks and revise often; choose subjects that match your interests.',
    },
    family: {
      strong: 'Your family life is well supported: home gives you strength.',
      mixed: 'Your family life is warm, with differences that talking resolves.',
      challenging: 'Your family houses are under some strain: patience at home matters.',
      basis:
        'Family is read from your 2nd house (family), 4th house (home and mother), 9th house (father), the Moon and the Sun.',
      advice: 'Make time for family and keep money matters at home transparent.',
    },
    siblings: {
      strong: 'Your bond with siblings is well supported: the 3rd house and Mars are strong.',
      mixed: 'Your sibling ties are mixed: close at times, distant at others.',
      challenging: 'Your 3rd house is under strain, so sibling ties need patience.',
      basis: 'Siblings are read from your 3rd house (younger), 11th house (elder) and Mars.',
      advice: 'Keep shared money and property matters in writing, and keep in touch.',
    },
    foreign: {
      strong:
        'Yes, foreign connections are strong in your chart: the 12th and 9th houses support them.',
      mixed: 'Foreign travel is in your chart; settling abroad takes planning and patience.',
      challenging:
        'Settling abroad is not the strongest theme of your chart, though travel is possible.',
      basis:
        'Foreign settlement is read from your 12th house (foreign lands), 9th house (long journeys), 4th house (home) and Rahu.',
      advice: 'Keep documents ready and time applications for the supportive periods.',
    },
    spirituality: {
      strong: 'Your spiritual side is strong: the 9th and 12th houses are well supported.',
      mixed: 'Your spiritual path grows slowly through practice and study.',
      challenging:
        'Your spiritual houses are under strain, so practice needs discipline to take root.',
      basis:
        'The spiritual path is read from your 9th house (dharma), 12th house (moksha), Jupiter and Ketu.',
      advice:
        'A short daily practice (meditation, japa or reading) does more than occasional long rituals.',
    },
    legal: {
      strong: 'Your 6th house is strong, which traditionally helps you prevail over opponents.',
      mixed:
        'The dispute indications are mixed: a settlement may serve you better than a long fight.',
      challenging:
        'Your 6th house is under strain, so disputes may drag on; documentation and patience help.',
      basis: 'Disputes are read from your 6th house (opponents), its lord and Mars.',
      advice: 'Keep records in order and avoid escalation.',
    },
    personality: {
      strong:
        'You are {sign} ascendant with the Moon in {moonSign}: a strong, self-reliant nature.',
      mixed: 'You are {sign} ascendant with the Moon in {moonSign}: a nature of many sides.',
      challenging:
        'You are {sign} ascendant with the Moon in {moonSign}: a sensitive nature that grows strong through challenges.',
      basis:
        'Personality is read from your ascendant, its lord, the Moon (mind) and the Sun (soul).',
      advice: 'Your ascendant lord {lord} is your main support: its free remedies help you most.',
    },
  },
  fields: {
    Sun: 'government, administration, medicine and leadership roles',
    Moon: 'care work, hospitality, nursing, food and public dealing',
    Mars: 'engineering, defence, police, sports, surgery and real estate',
    Mercury: 'commerce, accounts, IT, writing, media and teaching',
    Jupiter: 'teaching, law, finance, counselling and advisory work',
    Venus: 'arts, design, fashion, entertainment, hospitality and luxury goods',
    Saturn: 'industry, mining, labour-intensive work, engineering and public service',
    Rahu: 'technology, research, foreign companies, aviation and media',
    Ketu: 'research, healing, spirituality, coding and specialised technical work',
  },
  remedy: {
    forPlanet: 'For {planet} ({reason}), start with the free remedies:',
    reasonWeak: 'the planet that needs most support in your chart',
    reasonDasha: 'your running mahadasha lord',
    reasonAsked: 'the planet you asked about',
    reasonHouse: 'lord of your {house} house',
    mantra: 'Mantra: chant "{mantra}" 108 times, best on {day}.',
    charity: 'Charity: give {charity}.',
    fasting: 'Fasting: {fasting}, if your health allows.',
    habits: 'Habits: {habits}.',
    caution:
      'Remedies are traditional practices, not guarantees: you never need an expensive ritual or stone to benefit.',
    gemstoneYes:
      'The gemstone of your ascendant lord {planet} is {stone}; for you it is the safest stone to consider.',
    gemstoneBenefic:
      'The stones of your 5th and 9th lords, {list}, are also friendly to your chart.',
    gemstoneAvoid:
      'Avoid the stones of {list}, which rule difficult houses (6th, 8th, 12th) in your chart.',
    gemstoneCaution:
      'Before wearing any gemstone, consult an experienced astrologer, test it for some days, and never buy under pressure or at an inflated price; the free remedies work without it.',
    mantraFor: 'Your mantra is the one of your ascendant lord {planet}: "{mantra}".',
    mantraDasha: 'During your {planet} mahadasha, its mantra helps too: "{mantra}".',
    mantraHow:
      'Chant it 108 times in the morning, with a calm mind; regularity matters more than number.',
    rudrakshaFor: 'The {mukhi} rudraksha suits you: it belongs to your ascendant lord {planet}.',
    rudrakshaDasha: 'For your running {planet} mahadasha, the {mukhi} is also good.',
    rudrakshaHow:
      'A genuine rudraksha is inexpensive; wear it after washing it, on a Monday, and do not pay for "energised" premiums.',
  },
  lucky: {
    number: 'Your lucky number is {number}: it belongs to your ascendant lord {planet}.',
    numberMoon: 'Your Moon sign lord {planet} adds {number} as a second number.',
    numberRule:
      'In Vedic numerology the numbers belong to planets: Sun 1, Moon 2, Jupiter 3, Rahu 4, Mercury 5, Venus 6, Ketu 7, Saturn 8, Mars 9.',
    colour: 'Your lucky colours are {colour}: the colours of your ascendant lord {planet}.',
    colourDasha: 'During your {planet} mahadasha, {colour} helps as well.',
    day: 'Your lucky day is {day}: the day of your ascendant lord {planet}.',
    dayMoon: '{day}, the day of your Moon sign lord {planet}, is good for you as well.',
    basis: 'Your ascendant is {sign}, ruled by {planet}, which sits in your {house} house.',
    advice: 'Use it for small starts and important meetings; luck still follows effort.',
  },
  match: {
    good: 'Yes, your Moon sign {moonSign} goes well with {sign}: {sign} is the {house} sign from yours, a harmonious distance.',
    mixed:
      'Your Moon sign {moonSign} and {sign} are a workable match: {sign} is the {house} sign from yours.',
    hard: 'Your Moon sign {moonSign} and {sign} form a Bhakoot dosha distance ({house} from yours), which needs care.',
    lords: 'Your sign lord {lord} and theirs, {otherLord}, are {relation}.',
    relation: { friends: 'friends', neutral: 'neutral to each other', enemies: 'unfriendly' },
    note: 'A sign gives only a first look: the full guna milan with both birth details is at /matching.',
    askMoon:
      'To compare with {sign} I need your Moon sign, which comes from your birth details: add them at /edit_profile, or tell me your Moon sign.',
    askSign: 'Which sign do you want to compare with? For example: Am I compatible with Leo?',
    partner:
      "To match your kundli with your partner's, I need both birth details: date, time and place of birth. Enter them at /matching for the full 36-point guna milan (ashtakoota).",
    partnerYours:
      'From your side: your Moon is in {moonSign} ({nakshatra}), and your 7th house is {sign} with its lord {lord}.',
    partnerManglik: 'Your own manglik check: {verdict}; the matching weighs it for both charts.',
  },
  panchang: {
    today:
      'Today, {date}, the panchang at your place is: tithi {tithi} of {paksha}, {vara}, nakshatra {nakshatra}, yoga {yoga}, karana {karana}.',
    changes: 'The tithi changes at {tithiEnd} and the nakshatra at {nakEnd}.',
    sun: 'Sunrise {sunrise}, sunset {sunset}.',
    rahuLine: 'Rahu Kaal today is {start} to {end}.',
    more: 'The full day with muhurtas is at /panchang.',
    rahuKaal: 'Rahu Kaal today, {date}, is from {start} to {end}.',
    yama: 'Yamaganda is {start} to {end}, and Gulika Kaal {gstart} to {gend}.',
    rahuRule:
      'Rahu Kaal is the {eighth} eighth of the daytime on a {vara}, between sunrise {sunrise} and sunset {sunset}.',
    rahuAdvice: 'Avoid starting new work or travel in Rahu Kaal; routine work is fine.',
    noSun:
      'The Sun does not rise and set normally at your place today, so there is no Rahu Kaal to give.',
    placeDefault: 'Times are for Ujjain; set your place in /edit_profile for local times.',
  },
  muhurta: {
    found: 'Good dates for {event} in the coming weeks: {dates}.',
    none: 'I find no date in the next {days} days that meets the classical conditions for {event}.',
    date: '{date} ({nakshatra}, {tithi})',
    rule: 'I chose days with a favourable nakshatra for {event}, avoiding the rikta tithis (4th, 9th, 14th), Amavasya and inauspicious weekdays (Muhurta Chintamani).',
    advice:
      'For the exact hour (lagna), and for a wedding with both charts, an astrologer fixes the final muhurta; daily details are at /panchang.',
    askEvent:
      'For which event do you need a muhurta: a wedding, a housewarming, a vehicle, a business, property, travel or a naming ceremony?',
  },
  transit: {
    period:
      'For {period}: Jupiter will be in {jSign}, the {jHouse} house from your Moon, and Saturn in {sSign}, the {sHouse} house from your Moon.',
    good: 'The slow planets favour you then: a good time to push your plans.',
    mixed: 'The slow planets give a mixed picture then: progress with steady effort.',
    hard: 'The slow planets ask for patience then: consolidate rather than expand.',
    dashaAt: 'Your dasha then: {maha}–{antar}.',
    fast: 'Mars will be in {mSign} and the Sun in {sunSign} ({sunHouse} from your Moon).',
    rule: 'Jupiter is good in the 2nd, 5th, 7th, 9th and 11th from the Moon; Saturn in the 3rd, 6th and 11th (Phaladeepika ch. 26).',
    planetNow:
      '{planet} is in {sign} now, your {house} house from the ascendant and {moonHouse} from your Moon{retro}.',
    planetNoChart: '{planet} is in {sign} now{retro}.',
    retro: ', moving retrograde',
    planetGood: 'That is a favourable transit for you by the classical gochara rules.',
    planetHard: 'That transit asks for care by the classical gochara rules.',
    planetNeutral: 'That transit is neutral to mixed for you.',
    planetMeaning: 'In your {house} house it touches {meaning}.',
    planetNext: 'A year from now it will be in {sign}, your {house} house.',
    askPlanet:
      "Which planet's transit do you mean? For example: How does the Saturn transit affect me?",
    periodNoChart: 'For {period}: Jupiter will be in {jSign} and Saturn in {sSign}.',
  },
  horoscope: {
    today: 'Today the Moon moves through {sign}, the {house} house from your Moon sign {moonSign}.',
    todaySign:
      'Today for {sign}: the Moon moves through {moonSign}, the {house} house from {sign}.',
    good: 'A favourable day: good for meetings, starts and steady progress.',
    mixed: 'A mixed day: keep to your plans and avoid overcommitting.',
    hard: 'A sensitive day: go slow on big decisions and look after rest.',
    nakshatra: 'The Moon is in {nakshatra} nakshatra today.',
    dasha: 'In the background you are in {maha}–{antar}.',
    year: 'For {year}: you will be in {dashas}, with Jupiter in the {jHouse} house from your Moon and Saturn in the {sHouse}.',
    yearGood: 'On balance {year} looks supportive: a year to build and expand.',
    yearMixed: 'On balance {year} is a mixed year: gains through patience and planning.',
    yearHard: 'On balance {year} asks for patience: consolidate, save and look after health.',
    yearDashaList: '{maha}–{antar} from {start}',
    advice: 'The full daily horoscope for your sign is at /horoscope/{slug}.',
    askSign:
      'Tell me your sign, or add your birth details at /edit_profile, for a reading of your day.',
  },
  chart: {
    ascendant: 'Your ascendant (lagna) is {sign}, at {degree}° in {nakshatra} nakshatra.',
    ascLord: 'Its lord {planet} sits in your {house} house in {lordSign}.',
    moonSign:
      'Your Moon sign (rashi) is {sign}: the Moon is at {degree}° in {nakshatra} nakshatra, in your {house} house.',
    moonNote: 'Indian daily horoscopes use this sign for you.',
    sunSign:
      'Your Vedic (sidereal) Sun sign is {sign}; in Western (tropical) astrology your Sun sign is {tropical}.',
    sunNote:
      'The two differ because Vedic astrology counts signs from the stars (Lahiri ayanamsa), about 24° behind the tropical zodiac.',
    sunPlace: 'The Sun sits in your {house} house{dignity}.',
    nakshatra: 'Your birth star (janma nakshatra) is {nakshatra}, pada {pada}, ruled by {planet}.',
    nakDasha: 'That is why your Vimshottari dasha began with {planet} mahadasha.',
    planet:
      '{planet} is in {sign} in your {house} house, at {degree}° in {nakshatra} nakshatra{dignity}{retro}.',
    planetRules: 'It rules your {houses} house.',
    planetCombust: 'It is combust (too close to the Sun), so its results come with effort.',
    retroMark: ', retrograde',
    house:
      'Your {house} house ({meaning}) is {sign}, ruled by {lord}, which sits in your {lordHouse} house.',
    houseOccupants: 'In it: {planets}.',
    houseEmpty: 'No planet occupies it, so its lord decides its results.',
    houseTone: 'On balance this house is {tone}.',
    retrograde: 'Retrograde in your chart: {planets}.',
    retrogradeNone:
      'No planet was retrograde at your birth (Rahu and Ketu always move backwards, so they do not count).',
    retrogradeNote:
      'A retrograde planet works inwardly and often gives its results after delays or second attempts.',
    overview:
      'Your chart in brief: {sign} ascendant, Moon in {moonSign} ({nakshatra}), Sun in {sunSign}.',
    overviewYogas: 'Yogas: {list}.',
    overviewDasha: 'You are running {maha} mahadasha with {antar} antardasha until {end}.',
    overviewStrong: 'Your strongest planets: {list}.',
    overviewMore: 'The full chart with vargas is at /aikundali.',
  },
  product: {
    about:
      "I am Nakshatra's AI astrology assistant. I answer from your birth chart (Vedic, Lahiri), your Vimshottari dasha, today's transits and the panchang: yes/no doshas, timing with dates, remedies, compatibility and more, in eight languages.",
    aboutLimit: 'You can ask {limit} questions a day free of charge.',
    aboutHuman: 'For a live consultation with a human astrologer, see /chat.',
    quota: 'You have {left} of your {limit} questions left today.',
    quotaUnknown: 'Your daily questions are counted per day and reset at midnight.',
    quotaNone: "You have used all {limit} of today's questions; they reset at midnight.",
  },
  referral: {
    intro: 'Here are astrologers you can talk to:',
    item: '{name}: {skills}; speaks {languages}; ₹{price}/min; rating {rating}. Profile: /astroProfile/{slug}',
    none: 'I found no astrologer matching that right now; the full directory is at /chat.',
    note: 'I am an AI; they are people who can look at your whole situation.',
  },
  guard: {
    death:
      "I don't predict death or lifespan, for anyone: no chart can give such a date, and such a prediction only causes fear.",
    deathInstead:
      'What your chart can speak to is how to look after health: your ascendant lord {planet} is in your {house} house, and your 8th house ({sign}) is about transformation and renewal, not an end.',
    deathAdvice:
      "For any worry about your health or a loved one's, please talk to a doctor; and if you are feeling low, talking to someone you trust helps.",
    gambling:
      'I give no stock, lottery or betting picks: no chart can say which number or share will win.',
    gamblingInstead:
      'What your chart says about money habits: your 2nd house of savings is {sign} with its lord {lord}, and your 11th house of gains is {gainSign} with its lord {gainLord}.',
    gamblingAdvice:
      'For investments, talk to a SEBI-registered investment adviser; and steady saving beats speculation.',
  },
  followup: {
    askWhen: 'When what exactly? Tell me the topic, for example marriage, a job or buying a house.',
    askWhy: 'Why what exactly? Ask me a question about your chart and I will give you its reasons.',
    askNextYear: 'Next year for what? For example: How will next year be for my career?',
    why: 'The reasons behind my last answer:',
    nextYear: 'For next year ({year}):',
  },
  smalltalk: {
    hello: "Namaste! Ask me anything about your chart, your dasha or today's panchang.",
    helloName:
      'Namaste! Your Moon is in {moonSign} and you are running {maha} mahadasha; what would you like to know?',
    thanks: 'You are welcome! Ask again whenever you like.',
    howAreYou: 'I am well, thank you! The Moon is in {moonSign} today. How can I help?',
    bye: 'Take care, and come back whenever you have a question.',
  },
  outOfScope:
    'That is outside what I do: I answer questions about astrology, your chart and the panchang.',
  notUnderstood: "I didn't understand that question. You could ask, for example:",
  clarify: 'Did you mean one of these?',
};
