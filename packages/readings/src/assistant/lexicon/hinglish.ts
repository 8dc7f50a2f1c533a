import { NAKSHATRAS } from '@nakshatra/astro';
import type { Lexicon, Twelve } from './types.ts';

/**
 * Hinglish: Hindi grammar in Latin letters, with the English words Indian speakers mix in
 * ("career", "house"). Signs carry their English names too, since Hinglish readers meet both.
 */
function ord(n: number): string {
  const s = n % 100 >= 11 && n % 100 <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
  return `${n}${s}`;
}
function list(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} aur ${items[items.length - 1]}`;
}
const SIGNS: Twelve = [
  'Mesh (Aries)',
  'Vrishabh (Taurus)',
  'Mithun (Gemini)',
  'Kark (Cancer)',
  'Singh (Leo)',
  'Kanya (Virgo)',
  'Tula (Libra)',
  'Vrishchik (Scorpio)',
  'Dhanu (Sagittarius)',
  'Makar (Capricorn)',
  'Kumbh (Aquarius)',
  'Meen (Pisces)',
];

export const hinglish: Lexicon = {
  lang: 'hinglish',
  locale: 'en-IN',
  sep: ' ',
  signs: SIGNS,
  planets: {
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
  nakshatras: [...NAKSHATRAS],
  dignity: {
    exalted: 'uchch',
    debilitated: 'neech',
    moolatrikona: 'moolatrikona',
    own: 'swarashi',
    friendly: 'mitra rashi',
    neutral: 'sam rashi',
    enemy: 'shatru rashi',
  },
  houseMeaning: [
    'khud, sharir aur energy',
    'dhan, vaani aur parivar',
    'himmat, bhai-behen aur chhoti yatrayein',
    'ghar, maa aur man ki shanti',
    'buddhi, pyaar aur santaan',
    'sehat, roz ka kaam aur virodhi',
    'shaadi aur partnership',
    'aayu, achanak badlav aur chhupi baatein',
    'bhagya, dharm aur higher education',
    'career aur maan-samman',
    'laabh, income aur dost',
    'kharche, videsh aur moksha',
  ],
  planetMeaning: {
    Sun: 'aatma, authority aur pita',
    Moon: 'man, emotions aur maa',
    Mars: 'energy, himmat aur zameen-jaydaad',
    Mercury: 'buddhi, vaani aur vyapar',
    Jupiter: 'gyaan, dhan aur santaan',
    Venus: 'pyaar, sukh-suvidha aur kala',
    Saturn: 'anushasan, karm aur dhairya',
    Rahu: 'mahatvakanksha, hatke cheezon aur videsh',
    Ketu: 'vairagya, intuition aur purane karm',
  },
  list,

  ascMoon: (asc, moon, nak) =>
    `Aapka lagna ${asc} hai, aur aapka Chandra ${moon} rashi mein ${nak} nakshatra mein hai.`,
  houseLord: (h, sign, lord, lh, lsign, dig) =>
    `Aapke ${ord(h)} house mein ${sign} rashi hai, aur iske swami ${lord} aapke ${ord(lh)} house mein ${lsign} mein ${dig ? `(${dig}) ` : ''}baithe hain.`,
  occupants: (h, ps) => `Aapke ${ord(h)} house mein ${list(ps)} baithe hain.`,
  emptyHouse: (h) =>
    `Aapke ${ord(h)} house mein koi grah nahi hai, isliye iske swami hi main signal dete hain.`,
  planetPlacement: (p, sign, h, nak, dig, retro) =>
    `${p} ${sign} mein ${dig ? `(${dig}) ` : ''}aapke ${ord(h)} house mein, ${nak} nakshatra mein ${retro ? 'vakri hokar ' : ''}baithe hain.`,
  lordships: (p, hs) => `${p} aapke ${list(hs.map(ord))} house ke swami hain.`,
  dasha: (maha, antar, end) =>
    `Abhi aapki ${maha} ki mahadasha mein ${antar} ki antardasha ${end} tak chal rahi hai.`,
  dashaActive:
    'Yeh dasha seedhe is vishay ke grahon se judi hai, isliye yeh samay is area ke liye active hai.',
  dashaQuiet:
    'Yeh dasha is vishay ko seedhe rule nahi karti, isliye yahan progress timing se zyada aapki mehnat par depend karegi.',
  timingNow: (lord, end) =>
    `Aap abhi hi ek anukool period (${lord} ki antardasha) mein hain, jo ${end} tak chalega.`,
  timingNext: (lord, start, end) =>
    `Agla anukool samay ${lord} ki antardasha hai: ${start} se ${end} tak.`,
  timingNone:
    'Agle 15 saal mein is vishay ke grahon ki koi antardasha nahi hai, isliye dasha se zyada aapki mehnat aur gochar matter karenge.',
  transit: (p, sign, h) =>
    `Aaj ${p} ${sign} mein${h === null ? '' : `, aapke ${ord(h)} house mein`} gochar kar rahe hain.`,
  nextYearIntro: 'Agle saal',
  nextYearDasha: (maha, antar) => `aapki ${maha} ki mahadasha mein ${antar} ki antardasha rahegi.`,
  nextYearTransit: (p, sign, h) =>
    `Agle saal is samay ${p} ${sign} mein${h === null ? '' : `, aapke ${ord(h)} house mein`} honge.`,
  tone: {
    strong: 'Kul milakar yeh sthiti achha support deti hai.',
    mixed: 'Kul milakar tasveer mili-juli hai: lagataar mehnat se achhe result milte hain.',
    challenging: 'Kul milakar yeh sthiti thode pressure mein hai aur dhairya maangti hai.',
  },
  topics: {
    career: {
      intro:
        'Career ke liye 10th house aur uske swami sabse important hain, aur Shani karm ke karak hain.',
      strong:
        'Career ke signals strong hain: kaam mein steady growth, pehchaan aur zimmedari milne ke yog hain.',
      mixed:
        'Career ke signals mile-jule hain: progress hogi, par achanak jump ke bajaye lagataar mehnat se.',
      challenging:
        'Career ke signals thode pressure mein hain, isliye progress dheemi lag sakti hai ya rukawatein aa sakti hain; dhairya aur skills badhana faayda dega.',
      advice:
        'Lagataar mehnat aur seniors se achhe rishton par dhyan dijiye, aur bade badlav anukool samay mein kijiye.',
      suggestions: [
        'Naukri badalne ka sahi samay kab hai?',
        'Kya mere liye business naukri se behtar hai?',
        'Agle saal mera career kaisa rahega?',
        'Career ke liye kaun sa upay karoon?',
        'Meri paise ki sthiti kaisi hai?',
      ],
    },
    love: {
      intro: 'Shaadi aur rishton ke liye 7th house, uske swami aur Shukra sabse important hain.',
      strong: 'Rishton ke signals achhe hain: partnership se stability aur growth milti hai.',
      mixed:
        'Rishton ke signals mile-jule hain: dhairya, saaf baat-cheet aur realistic ummeedon se achha rishta ban sakta hai.',
      challenging:
        '7th house thode pressure mein hai, isliye rishton mein deri ya adjustments ho sakte hain; maturity aur dhairya bahut madad karenge.',
      advice:
        'Commitment ke faisle jaldbaazi mein mat lijiye, aur jahan theek ho parivar ko shaamil kijiye.',
      suggestions: [
        'Meri shaadi kab hogi?',
        'Meri love marriage hogi ya arranged?',
        'Kya mujhe manglik dosh hai?',
        'Meri married life kaisi rahegi?',
        'Shaadi ke liye kaun sa upay karoon?',
      ],
    },
    health: {
      intro: 'Sehat ke liye lagna, 6th house, Surya aur Chandra sabse important hain.',
      strong: 'Aapki kundli achhi basic energy aur jaldi theek hone ki kshamata dikhati hai.',
      mixed: 'Aapki energy medium hai: routine, neend aur khaane se saaf fark padta hai.',
      challenging:
        'Aapki kundli sehat par extra dhyan dene ko kehti hai: regular check-up aur steady routine zaroori hai.',
      advice:
        'Regular routine rakhiye, aur kisi bhi symptom ko grahon ka nahi, doctor ka vishay maaniye.',
      suggestions: [
        'Is saal main healthy kaise rahoon?',
        'Sehat ke liye kaun sa upay achha hai?',
        'Agle saal meri sehat kaisi rahegi?',
        'Mera 6th house kya kehta hai?',
        'Mera Chandra mere man ke baare mein kya kehta hai?',
      ],
    },
    money: {
      intro: 'Paise ke liye 2nd house (bachat), 11th house (laabh) aur Guru sabse important hain.',
      strong:
        'Aapke dhan bhaav achhe support mein hain: income dheere-dheere badh sakti hai, khaaskar apni mehnat se.',
      mixed:
        'Aapki financial sthiti mein utaar-chadhaav dikhte hain: soch-samajhkar bachat aur jaldbaazi ke risk se bachna faaydemand rahega.',
      challenging:
        'Dhan bhaav thode pressure mein hain, isliye kharche aasani se badh sakte hain; budget aur karz mein saavdhani zaroori hai.',
      advice: 'Pehle bachat banaiye, aur poori jaankari ke baad hi nivesh kijiye.',
      suggestions: [
        'Meri paise ki sthiti kab sudhregi?',
        'Kya abhi nivesh ka sahi samay hai?',
        'Agle saal meri income kaisi rahegi?',
        'Paise ke liye kaun sa upay karoon?',
        'Mera career kaisa dikh raha hai?',
      ],
    },
    education: {
      intro:
        'Padhai ke liye 4th house (vidya), 5th house (buddhi), Budh aur Guru sabse important hain.',
      strong:
        'Aapke vidya bhaav achhe support mein hain: padhai aasani se hoti hai aur mehnat ka phal milta hai.',
      mixed:
        'Padhai ke signals mile-jule hain: aakhri waqt ki mehnat ke bajaye regular plan se result milenge.',
      challenging:
        'Vidya bhaav thode pressure mein hain, isliye concentration par dhyan dena hoga; fixed routine aur achha guidance madad karenge.',
      advice:
        'Regular time par padhiye, baar-baar revision kijiye, aur apni ruchi ke subject chuniye.',
      suggestions: [
        'Kya main exam mein pass hounga?',
        'Kya higher studies ke liye videsh jaana mere liye achha hai?',
        'Agle saal meri padhai kaisi rahegi?',
        'Padhai mein concentration ke liye kaun sa upay hai?',
        'Padhai ke baad mere liye kaun sa career theek hai?',
      ],
    },
    family: {
      intro:
        'Parivar aur ghar ke liye 4th house (ghar aur maa), 2nd house (parivar) aur Chandra sabse important hain.',
      strong:
        'Aapke parivar bhaav achhe support mein hain: ghar-parivar se aapko taakat aur sukoon milta hai.',
      mixed:
        'Parivar ke signals mile-jule hain: apnapan hai, kabhi-kabhi matbhed bhi, jo baat-cheet se sulajh jaate hain.',
      challenging:
        'Parivar bhaav thode pressure mein hain, isliye ghar mein dhairya aur saaf baat-cheet zaroori hai.',
      advice:
        'Parivar ke liye samay nikaaliye, react karne se pehle suniye, aur ghar ke paise ke maamle transparent rakhiye.',
      suggestions: [
        'Mere mata-pita se mere rishte kaise hain?',
        'Main apna ghar kab kharidunga?',
        'Meri kundli santaan ke baare mein kya kehti hai?',
        'Agle saal parivar ka jeevan kaisa rahega?',
        'Ghar mein shanti ke liye kaun sa upay karoon?',
      ],
    },
    travel: {
      intro:
        'Yatra aur videsh ke liye 12th house (videsh), 9th house (lambi yatra) aur Rahu sabse important hain.',
      strong:
        'Aapki kundli yatra aur videsh se judne ka saath deti hai: yatrayein aapke liye naye raaste kholti hain.',
      mixed:
        'Yatra ke signals mile-jule hain: yatra mumkin hai, planning aur paperwork mein thode dhairya ke saath.',
      challenging:
        'Yatra bhaav thode pressure mein hain, isliye plans mein deri ho sakti hai; documents taiyaar rakhiye aur flexible rahiye.',
      advice:
        'Pehle se planning kijiye, documents ready rakhiye, aur bade kadam anukool samay mein uthaiye.',
      suggestions: [
        'Main videsh kab ja sakta hoon?',
        'Kya main videsh mein settle hounga?',
        'Kya agla saal yatra ke liye achha hai?',
        'Kya mera visa lagega?',
        'Videsh yatra ke liye kaun sa upay hai?',
      ],
    },
    legal: {
      intro:
        'Jhagde aur court case ke liye 6th house (sangharsh), uske swami aur Mangal sabse important hain.',
      strong:
        'Aapka 6th house strong hai, jise parampara mein virodhiyon par jeet ka sanket maana jaata hai.',
      mixed:
        'Vivaad ke signals mile-jule hain: lambi ladai ke bajaye samjhauta behtar ho sakta hai.',
      challenging:
        '6th house thode pressure mein hai, isliye vivaad lamba khinch sakta hai; documents sambhalkar rakhna aur dhairya madad karenge.',
      advice:
        'Kaagzaat sambhalkar rakhiye, jhagda badhne mat dijiye, aur professional salaah maaniye.',
      suggestions: [
        'Mera court case kab suljhega?',
        'Jhagdon mein kaun sa upay madad karta hai?',
        'Mera 6th house kya kehta hai?',
        'Agle saal mere court case ka kya hoga?',
        'Meri abhi kaun si dasha chal rahi hai?',
      ],
    },
  },

  planetIntro: (p, meaning) => `${p} ${meaning} ke grah hain.`,
  planetDasha: (p) =>
    `${p} aapki chal rahi dasha ke swamiyon mein se bhi hain, isliye abhi inke vishay strong hain.`,
  planetSuggestions: (p) => [
    `${p} ko strong karne ka upay kya hai?`,
    `${p} mere career par kya asar dalte hain?`,
    `${p} meri shaadi par kya asar dalte hain?`,
    'Meri abhi kaun si dasha chal rahi hai?',
    'Mera lagna kya hai?',
  ],
  houseIntro: (h, meaning) => `Aapka ${ord(h)} house ${meaning} ka hai.`,
  houseSuggestions: (h) => [
    `${ord(h)} house ke liye kaun sa upay hai?`,
    `Mera ${ord(h === 10 ? 7 : 10)} house kya kehta hai?`,
    'Mera lagna kya hai?',
    'Meri abhi kaun si dasha chal rahi hai?',
    'Meri kundli mere baare mein kya kehti hai?',
  ],
  sign: {
    intro: (sign) => `Aapki kundli mein ${sign} ka role yeh hai.`,
    asc: (sign) =>
      `${sign} aapka lagna hai: yeh aapke sharir, swabhav aur jeene ke nazariye ko rang deta hai.`,
    moon: (sign) => `${sign} aapki Chandra rashi hai, jisse Indian daily rashifal dekha jaata hai.`,
    sun: (sign) => `Western (tropical) astrology mein aapki Sun sign ${sign} hai.`,
    inHouse: (sign, h, meaning) =>
      `${sign} aapke ${ord(h)} house mein hai, jo ${meaning} ka house hai.`,
    suggestions: (sign) => [
      `Aaj ${sign} ke liye din kaisa hai?`,
      'Meri Chandra rashi kya hai?',
      'Mera lagna kya hai?',
      'Mera nakshatra kya hai?',
      'Meri kundli mere baare mein kya kehti hai?',
    ],
  },
  nakshatra: {
    intro: (nak, lord) => `${nak} nakshatra ke swami ${lord} hain.`,
    planets: (nak, ps) => `Aapki kundli mein ${list(ps)} ${nak} nakshatra mein hain.`,
    none: (nak) => `Aapki kundli ka koi grah ${nak} nakshatra mein nahi hai.`,
    moon: (nak, pada, lord) =>
      `Aapka janm nakshatra ${nak} hai, charan ${pada}, jiske swami ${lord} hain; aapki Vimshottari dasha ${lord} se shuru hui thi.`,
    asc: (nak) => `Aapka lagna ${nak} nakshatra mein hai.`,
    suggestions: [
      'Meri Chandra rashi kya hai?',
      'Meri abhi kaun si dasha chal rahi hai?',
      'Mera lagna kya hai?',
      'Mere nakshatra swami ke liye kaun sa upay hai?',
      'Meri kundli mere baare mein kya kehti hai?',
    ],
  },
  dashaTopic: {
    intro:
      'Aapki Vimshottari dasha batati hai ki abhi aapki zindagi ka chapter kaun sa grah chala raha hai.',
    next: (maha, antar, start) =>
      `Agli antardasha ${antar} ki hai (${maha} ki mahadasha mein), ${start} se.`,
    suggestions: [
      'Meri agli dasha kya laayegi?',
      'Meri chal rahi dasha ke liye kaun sa upay hai?',
      'Is dasha mein mera career kaisa rahega?',
      'Agla saal mere liye kaisa rahega?',
      'Meri shaadi kab hogi?',
    ],
  },
  horoscope: {
    intro: (sign) => `${sign} ke liye aaj:`,
    moon: (moonSign, h) =>
      `Chandra ${moonSign} mein hai, jo aapki rashi se ${ord(h)} house mein hai.`,
    favourable:
      'Yeh anukool sthiti hai: nayi shuruaat, mulaqaton aur steady progress ke liye achha din hai.',
    neutral:
      'Yeh mili-juli sthiti hai: apne plan par tike rahiye aur zaroorat se zyada waade mat kijiye.',
    unfavourable:
      'Yeh sensitive sthiti hai: bade faislon mein dheere chaliye aur aaram aur rishton ka dhyan rakhiye.',
    slow: (p, sign, h) => `${p} ${sign} mein hain, aapki rashi se ${ord(h)} house mein.`,
    context: (sign, h) =>
      `${sign} ke aaj ke din ko dhyan mein rakhte hue: Chandra aaj ${sign} se ${ord(h)} house mein hai.`,
    suggestions: [
      'Aaj mera career kaisa rahega?',
      'Aaj meri love life kaisi rahegi?',
      'Aaj mera lucky colour kya hai?',
      'Aaj ke liye kaun sa upay achha hai?',
      'Agla saal mere liye kaisa rahega?',
    ],
  },
  remedies: {
    intro:
      'Jyotish ke upay un grahon ko support karte hain jinki aapko sabse zyada zaroorat hai; aapki kundli ke hisaab se yeh theek hain.',
    dashaLord: (p) =>
      `Aapki chal rahi mahadasha ke swami ${p} hain, isliye inhe support karna abhi har area mein madad karta hai.`,
    weakPlanet: (p) => `Is vishay mein sabse zyada support ki zaroorat ${p} ko hai.`,
    forPlanet: {
      Sun: 'Surya ke liye: ugte Surya ko jal chadhaiye aur Ravivaar ko Aditya Hridayam padhiye.',
      Moon: 'Chandra ke liye: Somvaar ko man shaant rakhiye, maa ka samman kijiye aur doodh ya chawal daan kijiye.',
      Mars: 'Mangal ke liye: energy ko exercise mein lagaiye, Mangalvaar ko Hanuman Chalisa padhiye aur masoor daal daan kijiye.',
      Mercury: 'Budh ke liye: Budhvaar ko Vishnu Sahasranaam padhiye aur hari moong daan kijiye.',
      Jupiter:
        'Guru ke liye: guruon ka samman kijiye, Guruvaar ko "Om Gurave Namah" japiye aur kitaabein ya peeli cheezein daan kijiye.',
      Venus:
        'Shukra ke liye: aas-paas saaf-safai aur sundarta rakhiye, parivar ki mahilaon ka samman kijiye aur Shukravaar ko safed kapde daan kijiye.',
      Saturn:
        'Shani ke liye: buzurgon aur mazdooron ki seva kijiye, Shanivaar ko kaale til ya sarson ka tel daan kijiye aur "Om Shanaishcharaya Namah" japiye.',
      Rahu: 'Rahu ke liye: Durga mantra japiye, shortcut se bachiye aur Shanivaar ko zarooratmandon ki madad kijiye.',
      Ketu: 'Ketu ke liye: Ganesh ji ki pooja kijiye, regular dhyaan kijiye aur sadak ke kutton ko khana khilaiye.',
    },
    caution:
      'Upay paaramparik saadhan hain, guarantee nahi: kisi bharosemand salaah ke bina mehnge ratna ya anushthan mat kijiye.',
    suggestions: [
      'Mere liye kaun sa ratna theek hai?',
      'Mujhe kaun sa mantra japna chahiye?',
      'Meri abhi kaun si dasha chal rahi hai?',
      'Career ke liye kaun sa upay karoon?',
      'Shaadi ke liye kaun sa upay karoon?',
    ],
  },
  general: {
    intro: 'Aapki janm kundli ka saar yeh hai.',
    yogas: (names) => `Aapki kundli ke yog: ${names}.`,
    noYogas:
      'Koi bada classical yog nahi banta, isliye bhaavon ke swami hi main kahani batate hain.',
    manglik: (present) =>
      present
        ? 'Aapki kundli mein Mangal se manglik dosh banta hai; parampara mein anukool kundli se milaan ki salaah di jaati hai.'
        : 'Classical apvaadon ke baad aapki kundli mein manglik dosh nahi hai.',
    sadeSati: (phase) =>
      `Aap par Sade Sati chal rahi hai (${phase === 'rising' ? 'pehla' : phase === 'peak' ? 'beech ka' : 'aakhri'} charan): Shani dhairya aur anushasan maangte hain.`,
    suggestions: [
      'Mera career kaisa rahega?',
      'Meri shaadi kab hogi?',
      'Meri sehat kaisi hai?',
      'Meri abhi kaun si dasha chal rahi hai?',
      'Mera nakshatra kya hai?',
    ],
  },
  hedges: {
    medical:
      'Jyotish kisi bimari ka diagnosis ya ilaaj nahi kar sakta: sehat ki kisi bhi chinta ke liye qualified doctor se salaah lijiye.',
    financial:
      'Yeh financial advice nahi hai: investment, loan ya tax ke liye kisi registered financial adviser se baat kijiye.',
    legal:
      'Jyotish court ka faisla nahi bata sakta: kanooni salaah ke liye kisi qualified vakeel par bharosa kijiye.',
  },
  noProfile:
    'Aapki profile mein abhi janm ki details nahi hain, isliye yeh jawab sirf aaj ke grah gochar par based hai. Apni kundli se jawab paane ke liye Edit Profile mein apni janm tithi, samay aur jagah bhariye.',
  crisis:
    'Mujhe bahut dukh hai ki aap aisa mehsoos kar rahe hain. Aapko yeh akele nahi sehna hai, aur aap abhi sahare ke haqdaar hain.\n' +
    'Kripya kisi aise insaan se baat kijiye jo madad kar sakta hai:\n' +
    '• India: Tele-MANAS 14416 ya 1-800-891-4416 (free, 24x7)\n' +
    '• AASRA: +91-9820466726\n' +
    '• Doosre deshon mein: apna local emergency number (zyaadatar deshon mein 112).\n' +
    'Agar aap turant khatre mein hain, to emergency service ko phone kijiye ya nazdeeki hospital jaiye. Kisi bharosemand insaan se baat karna bhi madad karta hai. Main ek AI hoon aur trained insaan jaisi dekhbhaal nahi de sakta, par yeh log de sakte hain.',
  outOfScope:
    'Yeh mere daayre se bahar hai: main sirf jyotish aur aapki kundli se jude sawaalon ke jawab deta hoon. Aap mujhse apne career, rishton, sehat, paise ya aaj ke rashifal ke baare mein pooch sakte hain.',
  outOfScopeSuggestions: [
    'Mera career kaisa rahega?',
    'Meri shaadi kab hogi?',
    'Aaj ka mera rashifal kya hai?',
    'Meri kundli mere baare mein kya kehti hai?',
    'Aap kya kar sakte hain?',
  ],
  smallTalk: {
    hello: 'Namaste! Aapka swagat hai.',
    thanks: 'Aapka swagat hai! Madad karke mujhe khushi hui.',
    howAreYou: 'Main theek hoon, poochne ke liye shukriya!',
    bye: 'Apna khayal rakhiye, aur jab bhi koi sawaal ho, phir aaiye.',
  },
  smallTalkInvite: 'Apni kundli, dasha ya aaj ke gochar ke baare mein kuch bhi poochiye.',
  smallTalkSuggestions: [
    'Meri kundli mere baare mein kya kehti hai?',
    'Mera career kaisa rahega?',
    'Meri shaadi kab hogi?',
    'Aaj ka mera rashifal kya hai?',
    'Mera nakshatra kya hai?',
  ],
  product: (limit) =>
    'Main Nakshatra ka jyotish assistant hoon, ek AI. Main aapki profile se aapki janm kundli, chal rahi Vimshottari dasha aur aaj ka grah gochar padhta hoon, aur career, rishte, sehat, paisa, padhai, parivar, yatra, timing aur upay ke sawaalon ke jawab English, Hindi, Marathi, Spanish, Japanese, Telugu, Tamil ya Hinglish mein deta hoon.' +
    (limit ? ` Aap din mein ${limit} sawaal pooch sakte hain.` : '') +
    ' Mere jawab guidance hain, guarantee nahi, aur main koi insaani jyotishi nahi hoon.',
  productSuggestions: [
    'Meri kundli mere baare mein kya kehti hai?',
    'Mera career kaisa rahega?',
    'Mera nakshatra kya hai?',
    'Aaj ka mera rashifal kya hai?',
    'Meri shaadi kab hogi?',
  ],
  persona: {
    answer: (name, skills, exp) =>
      `(${name} ke style mein AI assistant: ${skills}, ${exp} saal ka experience.)`,
    greeting: (name, skills, exp) =>
      `Namaste! Main ${name} ke style mein ek AI assistant hoon, ${skills} aur ${exp} saal ke experience ke aadhaar par. Main khud ${name} nahi hoon. Aaj main aapki kya madad kar sakta hoon?`,
  },
  greeting: 'Namaste! Aaj main aapki kya madad kar sakta hoon?',
  interrupted:
    '(AI model se connection toot gaya, isliye yeh jawab adhoora ho sakta hai. Baaki ke liye dobara poochiye.)',
};
