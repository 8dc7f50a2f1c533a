import { en } from './en.ts';
import type { AnswerPack } from './types.ts';

/**
 * Hinglish phrase bank of the kind answers: Hindi grammar in Latin letters, with the English
 * words Indian speakers mix in ("house", "career"). House ordinals stay "7th"; the names of
 * tithis, yogas and karanas are the same Sanskrit words as in the English pack.
 */
export const hinglish: AnswerPack = {
  lang: 'hinglish',
  houseOrdinals: en.houseOrdinals,
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
  relations: {
    spouse: 'jeevansaathi',
    partner: 'partner',
    son: 'bete',
    daughter: 'beti',
    child: 'bachche',
    mother: 'maa',
    father: 'pitaji',
    brother: 'bhai',
    sister: 'behen',
    friend: 'dost',
  },
  phases: {
    rising: 'pehla (uday) charan',
    peak: 'doosra (shikhar) charan',
    setting: 'teesra (ast) charan',
  },
  tones: { strong: 'strong', mixed: 'mila-jula', challenging: 'pressure mein' },
  yogaNames: {
    'gaja-kesari': 'Gajakesari yog',
    'budha-aditya': 'Budhaditya yog',
    ruchaka: 'Ruchak yog',
    bhadra: 'Bhadra yog',
    hamsa: 'Hans yog',
    malavya: 'Malavya yog',
    sasa: 'Shash yog',
    'chandra-mangala': 'Chandra-Mangal yog',
    'raj-yoga': 'Rajyog',
    'dhana-yoga': 'Dhan yog',
    'neecha-bhanga': 'Neechbhang Rajyog',
  },
  tithis: en.tithis,
  paksha: { shukla: 'Shukla paksha', krishna: 'Krishna paksha' },
  nityaYogas: en.nityaYogas,
  karanas: en.karanas,
  weekdays: [
    'Ravivaar',
    'Somvaar',
    'Mangalvaar',
    'Budhvaar',
    'Guruvaar',
    'Shukravaar',
    'Shanivaar',
  ],
  events: {
    wedding: 'shaadi',
    housewarming: 'griha pravesh',
    vehicle: 'gaadi khareedne',
    business: 'business shuru karne',
    property: 'property khareedne',
    travel: 'yatra',
    naming: 'naamkaran',
  },
  colours: {
    Sun: 'manik jaisa laal aur orange',
    Moon: 'safed aur chandi',
    Mars: 'laal aur moonga rang',
    Mercury: 'hara',
    Jupiter: 'peela aur sunehra',
    Venus: 'safed aur halka gulabi',
    Saturn: 'gehra neela aur kaala',
    Rahu: 'dhuein jaisa grey',
    Ketu: 'bhoora aur rang-birangi',
  },
  gemstones: {
    Sun: 'manik (ruby)',
    Moon: 'moti (pearl)',
    Mars: 'moonga (red coral)',
    Mercury: 'panna (emerald)',
    Jupiter: 'pukhraj (yellow sapphire)',
    Venus: 'heera ya safed pukhraj',
    Saturn: 'neelam (blue sapphire)',
    Rahu: 'gomed (hessonite)',
    Ketu: "lehsunia (cat's eye)",
  },
  mantras: en.mantras,
  charity: {
    Sun: 'Ravivaar ko kisi zarooratmand ko gehun ya gud',
    Moon: 'Somvaar ko chawal, doodh ya safed kapda',
    Mars: 'Mangalvaar ko masoor dal',
    Mercury: 'Budhvaar ko hari moong ya school ki kitaabein',
    Jupiter: 'Guruvaar ko chane ki dal, haldi ya kisi teacher ya student ko kitaabein',
    Venus: 'Shukravaar ko zarooratmand mahilaon ko safed kapde, dahi ya chawal',
    Saturn: 'Shanivaar ko kaale til, sarson ka tel ya kisi mazdoor ko khana',
    Rahu: 'Shanivaar ko gareebon ko kambal ya khana',
    Ketu: 'Mangalvaar ko awaara kutton ko khana, ya kisi zarooratmand ko kambal',
  },
  fasting: {
    Sun: 'Ravivaar ko halka upvaas ya saada khana',
    Moon: 'Somvaar ka vrat',
    Mars: 'Mangalvaar ka vrat',
    Mercury: 'Budhvaar ka vrat',
    Jupiter: 'Guruvaar ka vrat',
    Venus: 'Shukravaar ka vrat',
    Saturn: 'Shanivaar ka vrat',
    Rahu: 'Shanivaar ka vrat',
    Ketu: 'Mangalvaar ka vrat',
  },
  habits: {
    Sun: 'jaldi uthiye, ugte Surya ko jal dijiye aur pitaji ka samman kijiye',
    Moon: 'neend regular rakhiye, paani pooora peejiye aur maa ke kareeb rahiye',
    Mars: 'regular exercise kijiye aur gusse ko kaam mein lagaiye',
    Mercury: 'roz padhiye-likhiye aur paison ke maamle mein apni baat par kaayam rahiye',
    Jupiter: 'guruon aur badon ka samman kijiye aur seekhte rahiye',
    Venus: 'ghar saaf rakhiye aur rishton mein izzat banaye rakhiye',
    Saturn:
      'disciplined routine rakhiye, time ke paabandh rahiye aur buzurgon aur mazdooron ki seva kijiye',
    Rahu: 'shortcut, nashe aur chugli se bachiye',
    Ketu: 'roz dhyaan kijiye aur apne commitments simple rakhiye',
  },
  rudraksha: {
    Sun: 'ek-mukhi (ya barah-mukhi)',
    Moon: 'do-mukhi',
    Mars: 'teen-mukhi',
    Mercury: 'char-mukhi',
    Jupiter: 'paanch-mukhi',
    Venus: 'chhah-mukhi',
    Saturn: 'saat-mukhi',
    Rahu: 'aath-mukhi',
    Ketu: 'nau-mukhi',
  },
  terms: {
    nakshatra:
      'Nakshatra 27 chandra-mandalon mein se ek hai, har ek zodiac ka 13°20′ hissa. Janam ke samay Chandra jis nakshatra mein ho, wahi aapka janam nakshatra hai; usi se Vimshottari dasha shuru hoti hai.',
    retrograde:
      'Jab koi grah Earth se dekhne par kuch samay ke liye peeche chalta dikhta hai, to use vakri kehte hain. Jyotish mein vakri grah andar se zyada tez kaam karta hai aur apne vishayon mein aksar deri aur doosra mauka deta hai.',
    dasha:
      'Dasha grahon ka period hai. Vimshottari system mein zindagi nau mahadashaon (kul 120 saal) se guzarti hai, har ek antardashaon mein bati hoti hai; chal rahe dasha ke swami tay karte hain ki kab kya hoga.',
    ascendant:
      'Lagna woh rashi hai jo aapke janam ke samay poorvi kshitij par uday ho rahi thi. Yeh aapka 1st house hai: sharir, swabhav aur har house ki ginti ki shuruaat.',
    rashi:
      'Rashi ka matlab hai sign. India mein "aapki rashi" ka matlab aam taur par Chandra rashi hota hai, yaani janam ke samay Chandra jis rashi mein tha; daily rashifal isi se padha jata hai.',
    house:
      'Barah house (bhav) zindagi ke area hain: khud, dhan, bhai-behen, ghar, santan, health, shaadi, aayu, bhagya, career, laabh aur kharch. Yahan woh lagna se gini gayi poori rashiyan hain.',
    yoga: 'Yog grahon ka aisa mel hai jo khaas phal deta hai, jaise Gajakesari (Chandra se kendra mein Guru) ya Rajyog (kendra aur trikona ke swamiyon ka sambandh).',
    dosha:
      'Dosh kundli ka koi kasht dene wala yog hai, jaise Manglik, Kaal Sarp ya Pitra dosh. Zyada tar ke shastriya parihaar hain, aur koi bhi aapki zindagi par aakhri faisla nahi hai.',
    manglik:
      'Manglik (Kuja) dosh tab hota hai jab Mangal lagna ya Chandra se 1st, 2nd, 4th, 7th, 8th ya 12th house mein ho. Yeh shaadi ke milan mein dekha jata hai, aur kai shastriya apvaad ise cancel kar dete hain.',
    sadeSati:
      'Sade Sati janam Chandra rashi se 12th, 1st aur 2nd rashi par Shani ka lagbhag saadhe saat saal ka gochar hai. Yeh dhairya aur discipline maangti hai; yeh koi shraap nahi hai.',
    kaalSarp:
      'Kaal Sarp dosh us sthiti ka popular naam hai jab saaton grah Rahu-Ketu axis ke ek hi taraf hon. Yeh modern niyam hai, shastriya granthon mein nahi milta.',
    panchang:
      'Panchang din ka Hindu calendar hai, jiske paanch ang hain: tithi, vaar, nakshatra, yog aur karan. Shubh samay chunne mein iska use hota hai.',
    tithi:
      'Tithi chandra din hai: woh samay jismein Chandra Surya se 12° aage badhta hai. Ek chandra maas mein 30 tithiyan hoti hain, 15 Shukla paksha ki aur 15 Krishna paksha ki.',
    rahuKaal:
      'Rahu Kaal din ke samay ka aathwan hissa hai, har vaar ke liye alag, jismein parampara se naya kaam shuru nahi kiya jata. Yeh lagbhag dedh ghante ka hota hai.',
    ayanamsa:
      'Ayanamsa tropical aur sidereal zodiac ka antar hai, aaj lagbhag 24°. Vedic jyotish Lahiri ayanamsa ke saath sidereal zodiac use karta hai, jaise hum karte hain.',
    navamsa:
      'Navamsa (D9) har rashi ko nau hisson mein baant-ta hai. Yeh sabse important varga kundli hai, jise shaadi, dharm aur har grah ki asli taakat ke liye padha jata hai.',
    transit:
      'Gochar (transit) woh hai jahan koi grah abhi hai, aapki janam rashi ya lagna se gina gaya. Shani aur Guru jaise dheeme grah poore saalon ka tone tay karte hain.',
    combust:
      'Koi grah ast (combust) tab hota hai jab woh Surya ke bahut paas ho aur apne vishayon mein taakat kho de; doori har grah ke liye alag hai, jaise Mangal ke liye 17°.',
    kundli:
      'Kundli (janam kundli) aapka birth chart hai: aapke janam ke pal aur jagah par rashiyon aur houses mein grahon ki sthiti.',
    muhurta:
      'Muhurat kisi important shuruaat, jaise shaadi ya griha pravesh, ke liye chuna gaya shubh pal hai, jo tithi, nakshatra, vaar aur us samay ke lagna se tay hota hai.',
  },
  termYours: {
    nakshatra: 'Aapka nakshatra {nakshatra} hai, charan {pada}.',
    ascendant: 'Aapka lagna {sign} hai.',
    rashi: 'Aapki rashi {sign} hai.',
    dasha: 'Aapki {maha} ki mahadasha {end} tak chal rahi hai.',
    manglik: 'Aapki apni kundli mein: {verdict}.',
    sadeSati: 'Aapki apni kundli mein: {verdict}.',
  },
  samples: {
    'dosha.manglik': 'Kya main manglik hoon?',
    'dosha.sadeSati': 'Kya mujh par abhi Sade Sati hai?',
    'dosha.kaalSarp': 'Kya meri kundli mein Kaal Sarp dosh hai?',
    'dosha.pitra': 'Kya meri kundli mein Pitra dosh hai?',
    'dosha.list': 'Meri kundli mein kaun kaun se dosh hain?',
    'yoga.check': 'Kya meri kundli mein Gajakesari yog hai?',
    'yoga.list': 'Meri kundli mein kaun kaun se yog hain?',
    'dasha.current': 'Meri kaunsi dasha chal rahi hai?',
    'dasha.planet': 'Meri Shani ki mahadasha kab shuru hogi?',
    'dasha.next': 'Meri agli dasha kaunsi hai?',
    'sadeSati.when': 'Meri Sade Sati kab shuru aur kab khatam hogi?',
    'dhaiya.when': 'Meri Shani ki dhaiya kab hai?',
    'timing.marriage': 'Meri shaadi kab hogi?',
    'timing.love': 'Mujhe pyaar kab milega?',
    'timing.job': 'Mujhe nayi naukri kab milegi?',
    'timing.promotion': 'Mera promotion kab hoga?',
    'timing.foreign': 'Main videsh kab jaunga?',
    'timing.house': 'Main ghar kab khareedunga?',
    'timing.vehicle': 'Main gaadi kab khareedunga?',
    'timing.child': 'Mujhe santan kab hogi?',
    'timing.business': 'Mujhe apna business kab shuru karna chahiye?',
    'timing.wealth': 'Mere paas paisa kab aayega?',
    'timing.goodTime': 'Mera achha samay kab shuru hoga?',
    'area.career': 'Mera career kaisa hai?',
    'area.careerField': 'Mere liye kaunsa career sahi hai?',
    'area.business': 'Kya business mere liye achha hai?',
    'area.marriage': 'Meri married life kaisi rahegi?',
    'area.love': 'Meri love life kaisi hai?',
    'area.children': 'Meri kundli santan ke baare mein kya kehti hai?',
    'area.property': 'Kya meri apni property hogi?',
    'area.wealth': 'Kya main ameer banunga?',
    'area.health': 'Meri health kaisi hai?',
    'area.education': 'Meri padhai kaisi rahegi?',
    'area.family': 'Meri family life kaisi hai?',
    'area.siblings': 'Meri kundli bhai-behen ke baare mein kya kehti hai?',
    'area.foreign': 'Kya meri kundli mein videsh mein basna hai?',
    'area.spirituality': 'Mera spiritual raasta kya hai?',
    'area.legal': 'Kya main apna court case jeetunga?',
    'area.personality': 'Mera swabhav kaisa hai?',
    'remedy.general': 'Mujhe kaunse upay karne chahiye?',
    'remedy.gemstone': 'Mujhe kaunsa ratna pehenna chahiye?',
    'remedy.mantra': 'Mujhe kaunsa mantra japna chahiye?',
    'remedy.rudraksha': 'Mere liye kaunsa rudraksha sahi hai?',
    'lucky.number': 'Mera lucky number kya hai?',
    'lucky.colour': 'Mera lucky colour kya hai?',
    'lucky.day': 'Mera lucky din kaunsa hai?',
    'match.sign': 'Kya Singh rashi ke saath meri jodi theek hai?',
    'match.partner': 'Meri kundli mere partner se milaiye',
    'panchang.today': 'Aaj ka panchang kya hai?',
    'panchang.rahuKaal': 'Aaj Rahu Kaal kab hai?',
    'muhurta.event': 'Griha pravesh ka shubh muhurat kab hai?',
    'transit.period': 'Agla mahina mere liye kaisa rahega?',
    'transit.planet': 'Shani ka gochar mujh par kya asar dalega?',
    'horoscope.today': 'Mera aaj ka din kaisa hai?',
    'horoscope.year': 'Agla saal mere liye kaisa rahega?',
    'chart.ascendant': 'Mera lagna kya hai?',
    'chart.moonSign': 'Meri rashi kya hai?',
    'chart.sunSign': 'Meri sun sign kya hai?',
    'chart.nakshatra': 'Mera nakshatra kya hai?',
    'chart.planet': 'Meri kundli mein Mangal kahan hai?',
    'chart.house': 'Mere 7th house mein kya hai?',
    'chart.retrograde': 'Meri kundli mein kaunse grah vakri hain?',
    'chart.overview': 'Meri kundli padhiye',
    'explain.term': 'Nakshatra kya hota hai?',
    'product.about': 'Aap kya kya kar sakte hain?',
    'product.quota': 'Aaj mere kitne sawaal baaki hain?',
    'referral.astrologer': 'Mujhe kisi asli jyotishi se baat karni hai',
    'guard.death': 'Meri umar kitni hogi?',
    'guard.gambling': 'Kaunsa lottery number lagega?',
    'followup.when': 'Aur kab?',
    'followup.why': 'Kyun?',
    'followup.nextYear': 'Aur agle saal?',
    'smalltalk.hello': 'Namaste',
    'smalltalk.thanks': 'Dhanyavaad',
    'smalltalk.howAreYou': 'Aap kaise hain?',
    'smalltalk.bye': 'Bye, phir milte hain',
    outOfScope: 'Aaj mausam kaisa hai?',
  },
  common: {
    needBirth:
      'Iska jawab aapki apni kundli se dene ke liye mujhe aapki janam tithi, samay aur jagah chahiye. Please unhe /edit_profile par add kijiye aur phir se poochhiye.',
    relation:
      'Main jo kundli padh raha hoon woh aapki hai, aapke {relation} ki nahi: aapke {relation} ki apni kundli ke liye mujhe unki janam tithi, samay aur jagah chahiye, aur shaadi ke liye do kundliyan milane ko /matching hai. Is baare mein aapki apni kundli yeh kehti hai.',
    window: '{start} se {end} tak ({maha}–{antar})',
    jupiterNow:
      'Guru abhi {sign} mein, aapke {house} house mein gochar kar rahe hain; ek saal baad woh {nextSign} mein, aapke {nextHouse} house mein honge.',
    dashaLordRules: '{planet} aapke {houses} house ke swami hain.',
    varga: 'Aapki {varga} kundli mein {planet} {sign} mein, uske {house} house mein hain.',
    askPlanet: 'Aap kis grah ki baat kar rahe hain? Jaise: {example}',
    askHouse: 'Aap kaunse house ki baat kar rahe hain, 1st se 12th tak? Jaise: {example}',
    notAdvice: 'Yeh aapki kundli se guidance hai, pakki baat nahi.',
    dignityNote: ' ({dignity})',
    listEmpty: 'koi nahi',
    askTerm: 'Main kaunsa shabd samjhaun? Jaise: {example}',
  },
  vargaNames: {
    D2: 'hora (D2)',
    D4: 'chaturthamsha (D4)',
    D7: 'saptamsha (D7)',
    D9: 'navamsha (D9)',
    D10: 'dashamsha (D10)',
    D24: 'chaturvimshamsha (D24)',
  },
  manglik: {
    yes: 'Haan, aap manglik hain: Mangal {from} se aapke {house} house mein, {sign} mein hain.',
    yesHigh:
      'Haan, aap manglik hain, aur strong roop se: Mangal lagna aur Chandra dono se dosh wale house mein hain (lagna se {house} house mein, {sign} mein).',
    cancelled:
      'Nahi, aap manglik nahi hain: Mangal manglik house mein to hain ({from} se {house} house mein), lekin aapki kundli mein yeh dosh cancel ho jata hai.',
    no: 'Nahi, aap manglik nahi hain: Mangal lagna se aapke {house} house mein aur Chandra se {moonHouse} house mein hain, jo dosh wale houses (1, 2, 4, 7, 8, 12) se bahar hain.',
    why: 'Niyam: lagna ya Chandra se 1st, 2nd, 4th, 7th, 8th ya 12th house mein Mangal (Muhurta Chintamani, B.V. Raman ke anusaar).',
    cancellation: {
      'own-or-exalted': 'Mangal apni ya uchch rashi ({sign}) mein hain.',
      'sign-exception': 'Us house mein {sign} ke Mangal shastriya rashi-apvaadon mein se ek hain.',
      jupiter: 'Guru Mangal ke saath hain ya un par drishti daalte hain, jo raksha karti hai.',
      'moon-conjunct': 'Mangal Chandra ke saath hain (Chandra-Mangal yog).',
    },
    fromNames: { lagna: 'lagna', moon: 'Chandra', venus: 'Shukra' },
    advice:
      'Shaadi ke liye /matching par poora gun milan kijiye: manglik ka milan manglik se, ya aisi kundli se jismein apne parihaar hon, yahi shastriya upay hai. Yeh akele kabhi shaadi ka faisla nahi karta.',
  },
  sadeSati: {
    yes: 'Haan, abhi aap par Sade Sati hai, uska {phase}: Shani {sign} mein hain, yaani aapki Chandra rashi {moonSign} se {house} house mein.',
    dates: 'Yeh Sade Sati {start} se {end} tak hai; abhi ka charan {phaseEnd} mein khatam hoga.',
    no: 'Nahi, abhi aap par Sade Sati nahi hai: Shani {sign} mein hain, yaani aapki Chandra rashi {moonSign} se {house} house mein.',
    nextStart: 'Aapki agli Sade Sati {start} mein shuru hokar {end} mein khatam hogi.',
    lastEnded: 'Pichhli Sade Sati {end} mein khatam hui thi.',
    advice:
      'Sade Sati dhairya, imaandaar mehnat aur discipline maangti hai; aksar yeh tikau result banati hai. Shanivaar ka daan aur Shani mantra paramparik free upay hain.',
  },
  sadeSatiWhen: {
    now: 'Aapki Sade Sati abhi chal rahi hai: yeh {start} mein shuru hui aur {end} mein khatam hogi.',
    future: 'Aapki agli Sade Sati {start} mein shuru hogi aur {end} mein khatam hogi.',
    phase: '{phase}: {start} se {end} tak, Shani {sign} mein.',
    after: 'Uske baad wali {start} mein shuru hogi.',
    basis:
      'Sade Sati aapki Chandra rashi {moonSign} se 12th, 1st aur 2nd rashi par Shani ka gochar hai (Phaladeepika adhyay 26).',
  },
  dhaiya: {
    now: 'Haan, abhi Shani ki dhaiya chal rahi hai: Shani {sign} mein hain, aapki Chandra rashi se {house} house mein, {start} se {end} tak.',
    next: 'Aapki agli Shani dhaiya (chhoti panauti): Shani {sign} mein, aapki Chandra rashi se {house} house mein, {start} se {end} tak.',
    later:
      'Uske baad wali: Shani {sign} mein, aapki Chandra rashi se {house} house mein, {start} se {end} tak.',
    basis:
      'Dhaiya aapki Chandra rashi {moonSign} se 4th (kantak) ya 8th (ashtam) rashi mein Shani ka dhai saal ka thehraav hai.',
    advice:
      'In saalon mein health, ghar aur kaagzaat theek rakhiye, aur Shanivaar ke upay jaari rakhiye.',
  },
  kaalSarp: {
    yes: 'Haan, aapki kundli mein poora Kaal Sarp dosh ({variety}) hai: saaton grah aapke {rahuHouse} house ke Rahu aur {ketuHouse} house ke Ketu ke beech hain.',
    partial:
      'Nahi, poora Kaal Sarp dosh nahi hai: sirf {planet} Rahu-Ketu axis se bahar hain, isliye yeh zyada se zyada aanshik hai, jise gina nahi jata.',
    no: 'Nahi, aapki kundli mein Kaal Sarp dosh nahi hai: grah Rahu-Ketu axis ke dono taraf hain (Rahu aapke {rahuHouse} house mein, Ketu {ketuHouse} house mein).',
    note: 'Kaal Sarp ek modern popular niyam hai, BPHS, Phaladeepika ya Saravali mein nahi milta, isliye ise halka hi maaniye.',
    advice:
      'Agar upay karna chahein, to Mahamrityunjay mantra ka jaap ya Somvaar ko Shiv mandir jaana kaafi hai; kisi mehnge anushthan ki zaroorat nahi.',
  },
  pitra: {
    yes: 'Haan, kundli mein Pitra dosh dikhta hai: {reasons}.',
    no: 'Nahi, aapki kundli mein Pitra dosh nahi hai: Surya aur aapka 9th house ({sign}, swami {lord}) Rahu, Ketu aur Shani se mukt hain.',
    reason: {
      'sun-node': 'Surya aapke {house} house mein {planet} ke saath hain',
      'sun-saturn': 'Surya aapke {house} house mein Shani ke saath hain',
      'ninth-afflicted': '{planet} aapke 9th house mein hain',
      'ninth-lord-node': 'aapke 9th house ke swami {lord} {planet} ke saath hain',
    },
    basis:
      'Pitra dosh Surya (pita) aur 9th house (poorvaj) par Rahu, Ketu ya Shani ke asar se padha jata hai; yeh niyam poorvjanm ke shraapon wale Parashari adhyay se aaya hai.',
    advice:
      'Paramparik upay free hain: Amavasya ko pitron ko jal aur til arpit kijiye, Pitru Paksha mein zarooratmandon ko khana khilaiye aur badon ka samman kijiye.',
  },
  doshaList: {
    intro:
      'Jin chaar doshon ke baare mein log poochhte hain, aapki kundli mein unki jaanch yeh hai:',
    manglik: 'Manglik: {verdict}.',
    kaalSarp: 'Kaal Sarp: {verdict}.',
    pitra: 'Pitra dosh: {verdict}.',
    sadeSati: 'Sade Sati: {verdict}.',
    yes: 'haan',
    no: 'nahi',
    cancelled: 'nahi (parihaar se cancel)',
    partial: 'nahi (sirf aanshik)',
    sadeSatiYes: 'haan, {phase}, {end} tak',
    advice: 'Kisi ek ke kaaran aur free upay jaanne ke liye uske baare mein poochhiye.',
  },
  yoga: {
    yes: 'Haan, aapki kundli mein {yoga} hai: yeh {planets} se banta hai.',
    yesStrong:
      'Haan, aapki kundli mein {yoga} hai, aur yeh strong hai: yeh {planets} se banta hai.',
    yesWeak:
      'Haan, aapki kundli mein {yoga} hai, halanki kamzor roop mein: yeh {planets} se banta hai.',
    no: 'Nahi, aapki kundli mein {yoga} nahi banta.',
    unknown:
      'Main aapki kundli mein yeh yog check karta hoon: {list}. Inmein se kisi ka naam lekar poochhiye.',
    rule: {
      'gaja-kesari': 'Niyam: Chandra se kendra (1, 4, 7, 10) mein Guru (Phaladeepika adhyay 6).',
      'budha-aditya': 'Niyam: Surya aur Budh ek hi rashi mein.',
      ruchaka:
        'Niyam: lagna se kendra mein apni ya uchch rashi mein Mangal (BPHS, Pancha Mahapurusha yog).',
      bhadra:
        'Niyam: lagna se kendra mein apni ya uchch rashi mein Budh (BPHS, Pancha Mahapurusha yog).',
      hamsa:
        'Niyam: lagna se kendra mein apni ya uchch rashi mein Guru (BPHS, Pancha Mahapurusha yog).',
      malavya:
        'Niyam: lagna se kendra mein apni ya uchch rashi mein Shukra (BPHS, Pancha Mahapurusha yog).',
      sasa: 'Niyam: lagna se kendra mein apni ya uchch rashi mein Shani (BPHS, Pancha Mahapurusha yog).',
      'chandra-mangala': 'Niyam: Chandra aur Mangal ek hi rashi mein.',
      'raj-yoga': 'Niyam: kendra ke swami ka trikona ke swami se sambandh (BPHS adhyay 39).',
      'dhana-yoga':
        'Niyam: 2nd ya 11th house ke swami ka 1st, 5th ya 9th house ke swami se sambandh (BPHS adhyay 41).',
      'neecha-bhanga':
        'Niyam: neech grah, jiska neechatva kendra mein baithe grah se bhang ho jaye (Phaladeepika adhyay 7).',
    },
    listIntro:
      'Main jin shastriya yogon ki jaanch karta hoon, unmein se {count} aapki kundli mein hain:',
    listItem: '{yoga}: {planets}.',
    listNone:
      'Main jin shastriya yogon ki jaanch karta hoon, unmein se koi aapki kundli mein nahi banta, isliye houses ke swami aapki kahani kehte hain.',
    listAdvice: 'Koi yog zyada tar unhi grahon ki dasha mein phal deta hai jo use banate hain.',
  },
  dasha: {
    current:
      'Aapki {maha} ki mahadasha {mahaEnd} tak hai, aur usmein {antar} ki antardasha {antarEnd} tak.',
    pratyantar: 'Abhi ka sookshm period (pratyantar dasha) {planet} ka hai, {end} tak.',
    lordPlace:
      'Aapke mahadasha swami {planet} aapke {house} house mein {sign} mein{dignity} baithe hain aur aapke {houses} house ke swami hain.',
    antarPlace:
      'Aapke antardasha swami {planet} aapke {house} house mein {sign} mein{dignity} baithe hain.',
    nextAntar: 'Iske baad {start} se {antar} ki antardasha aayegi.',
    planetNow:
      'Aapki {planet} ki mahadasha abhi chal rahi hai: yeh {start} mein shuru hui aur {end} mein khatam hogi.',
    planetPast: 'Aapki {planet} ki mahadasha pehle hi beet chuki hai, {start} se {end} tak.',
    planetFuture:
      'Aapki {planet} ki mahadasha {start} mein shuru hogi, jab aapki umar {age} hogi, aur {end} tak chalegi.',
    planetAntar:
      'Aapki abhi ki {maha} ki mahadasha mein {planet} ki antardasha {start} se {end} tak hai.',
    planetAntarIsMaha: 'Iski pehli antardasha khud {planet} ki hai, {start} se {end} tak.',
    planetPlace:
      '{planet} aapke {house} house mein {sign} mein{dignity} baithe hain, isliye unka period usi house ke vishayon ko aage laata hai.',
    next: 'Aapki agli antardasha {maha}–{antar} hai, {start} se {end} tak.',
    nextMaha: 'Aapki agli mahadasha {planet} ki hai, {start} se {end} tak.',
    nextPlace:
      '{planet} aapke {house} house mein {sign} mein{dignity} baithe hain aur aapke {houses} house ke swami hain.',
    advice:
      'Bade kadam un grahon ki antardasha mein uthaiye jo aapki kundli mein strong hain, aur baaki samay lagataar mehnat mein lagaiye.',
  },
  timing: {
    marriage: {
      now: 'Abhi aap shaadi ke time-window mein hain: {window}.',
      next: 'Shaadi ka agla strong samay {window} hai.',
      basis:
        'Shaadi aapke 7th house ({sign}, swami {lord}), Shukra aur Guru, aur navamsha (D9) se padhi jaati hai.',
      advice:
        'In samay mein aane wale rishton par dhyaan dijiye; koi naam ho to /matching par gun milan madad karta hai.',
      area: 'shaadi',
    },
    love: {
      now: 'Pyaar ke liye darwaza abhi khula hai: aap {window} mein hain.',
      next: 'Pyaar aur relationship ke liye aapka agla samay {window} hai.',
      basis:
        'Pyaar aapke 5th house (romance), 7th house (partnership) aur Shukra se padha jata hai.',
      advice:
        'In mahinon mein apni hobbies aur doston ke zariye logon se miliye, aur rishte ko bina jaldbaazi ke badhne dijiye.',
      area: 'pyaar',
    },
    job: {
      now: 'Naukri ka window abhi khula hai: {window}.',
      next: 'Nayi naukri ke liye agla achha samay {window} hai.',
      basis:
        'Naukri badalna aapke 10th house (career, {sign}, swami {lord}), 6th house (seva) aur Shani se padha jata hai.',
      advice:
        'Window khulne se pehle hi apply kijiye aur skills badhaiye, aur haath mein offer aane se pehle naukri mat chhodiye.',
      area: 'nayi naukri',
    },
    promotion: {
      now: 'Promotion ko abhi support mil raha hai: aap {window} mein hain.',
      next: 'Promotion ya salary badhne ka agla samay {window} hai.',
      basis:
        'Promotion aapke 10th house (pad, swami {lord}), 11th house (laabh) aur Surya (adhikaar) se padha jata hai.',
      advice:
        'Window se pehle zimmedari lekar dikhaiye aur apne results likh kar rakhiye, taaki maangna aasaan ho.',
      area: 'promotion',
    },
    foreign: {
      now: 'Videsh yatra ko abhi support mil raha hai: aap {window} mein hain.',
      next: 'Videsh jaane ka agla samay {window} hai.',
      basis:
        'Videsh yatra aur wahan basna aapke 12th house (videsh, {sign}, swami {lord}), 9th house (lambi yatrayein) aur Rahu se padha jata hai.',
      advice: 'Kaagzaat, exams aur applications window khulne se kuch mahine pehle shuru kijiye.',
      area: 'videsh jaane',
    },
    house: {
      now: 'Ghar khareedne ke liye yeh achha samay hai: {window}.',
      next: 'Ghar ya property khareedne ka agla samay {window} hai.',
      basis:
        'Property aapke 4th house ({sign}, swami {lord}), Mangal (bhoomi), Shukra (sukh-suvidha) aur chaturthamsha (D4) se padhi jaati hai.',
      advice:
        'Legal kaagaz aur loan ki sharten dhyaan se check kijiye, aur ho sake to kharid isi window mein poori kijiye.',
      area: 'ghar khareedne',
    },
    vehicle: {
      now: 'Gaadi khareedne ko abhi support mil raha hai: aap {window} mein hain.',
      next: 'Gaadi khareedne ka agla achha samay {window} hai.',
      basis:
        'Gaadi aapke 4th house ({sign}, swami {lord}) aur sukh-suvidha ke grah Shukra se padhi jaati hai.',
      advice:
        'Delivery ka din /panchang se kisi shubh vaar par chuniye, aur budget ke andar khareediye.',
      area: 'gaadi khareedne',
    },
    child: {
      now: 'Santan ka samay abhi khula hai: {window}.',
      next: 'Santan ke liye agla sahayak samay {window} hai.',
      basis:
        'Santan aapke 5th house ({sign}, swami {lord}), Guru (putra karak) aur saptamsha (D7) se padhi jaati hai.',
      advice:
        'Dono apni health ka dhyaan rakhiye aur kisi bhi chinta par doctor ki salah lijiye; kundli timing batati hai, medical facts nahi.',
      area: 'santan',
    },
    business: {
      now: 'Business shuru karne ko abhi support mil raha hai: aap {window} mein hain.',
      next: 'Business shuru karne ka agla achha samay {window} hai.',
      basis:
        'Business aapke 7th house (vyapaar aur partner, {sign}, swami {lord}), 10th house (karm) aur Budh se padha jata hai.',
      advice:
        'Plan, poonji aur partner window se pehle taiyaar rakhiye, aur chhote se shuru kijiye; numbers mein financial adviser madad karta hai.',
      area: 'business shuru karne',
    },
    wealth: {
      now: 'Paise ka window abhi chal raha hai: {window}.',
      next: 'Income aur bachat ke liye aapka agla strong samay {window} hai.',
      basis:
        'Dhan aapke 2nd house (bachat, {sign}, swami {lord}), 11th house (laabh) aur Guru se padha jata hai.',
      advice:
        'In saalon mein jo aaye uska ek tay hissa bachaiye, aur achhi research ke baad hi invest kijiye.',
      area: 'paise',
    },
    goodTime: {
      now: 'Aapka achha samay aa chuka hai: {window}.',
      next: 'Aapka agla anukool samay {window} se shuru hota hai.',
      basis:
        'Anukool samay aapke lagnesh ({lord}), 5th aur 9th house (trikona) ke swamiyon aur Guru ka period hai.',
      advice:
        'Abhi ke mahinon mein taiyaari kijiye, taaki anukool samay khulte hi kadam utha sakein.',
      area: 'achhe samay',
    },
    later: 'Baad ke samay: {windows}.',
    none: 'Agle {years} saal mein {area} ke grahon ki koi antardasha nahi hai, isliye yeh dasha se zyada aapki mehnat aur gochar par depend karta hai.',
    yearIn: '{area} ke liye {year} ek sahayak window ke andar aata hai: {window}.',
    yearOut: '{area} ke liye {year} main windows mein nahi aata; sabse paas ka samay {window} hai.',
    age: '{age} saal ki umar ke baad {area} ke liye pehla samay {window} hai.',
    ageNone:
      '{age} saal ki umar ke baad agle {years} saal mein {area} ka koi strong samay nahi aata.',
    planets: 'Jin grahon se main yeh timing dekhta hoon: {planets}.',
  },
  area: {
    career: {
      strong: 'Aapke career ke signals strong hain: 10th house ko achha support hai.',
      mixed:
        'Aapke career ke signals mile-jule hain: growth achanak jump se nahi, lagan se aati hai.',
      challenging:
        'Aapka career house pressure mein hai, isliye progress dheemi lag sakti hai; skills aur dhairya ka phal milta hai.',
      basis:
        'Career aapke 10th house, uske swami, Surya aur Shani, aur dashamsha (D10) se padha jata hai.',
      advice:
        'Ek skill gehrai se seekhiye, seniors se achhe rishte rakhiye, aur bade kadam sahayak dashaon mein uthaiye.',
    },
    careerField: {
      strong:
        'Aapke liye sabse sahi field aapke 10th house ke swami {lord} se aate hain: {fields}.',
      mixed: 'Aapke 10th house ke swami {lord} in fields ki taraf ishara karte hain: {fields}.',
      challenging:
        'Aapke 10th house ke swami {lord} in fields ki taraf ishara karte hain: {fields}, jismein jaldi result se zyada lagataar mehnat kaam aati hai.',
      basis:
        'Career fields 10th house ke swami, 10th house ke grahon aur dashamsha (D10) se padhe jaate hain.',
      advice:
        'Saalon lagane se pehle us field ko chhote roop mein try kijiye (internship, koi course).',
    },
    business: {
      strong: 'Business aapko suit karta hai: vyapaar ka 7th house aur Budh strong hain.',
      mixed:
        'Business aapke liye possible hai, shuru mein kisi partner ke saath ya naukri ke saath-saath sabse achha.',
      challenging:
        'Abhi aapke liye business se naukri behtar hai: vyapaar ka 7th house pressure mein hai.',
      basis:
        'Business aapke 7th house (vyapaar), 10th house (karm), 11th house (laabh) aur Budh se padha jata hai.',
      advice: 'Chhote se shuru kijiye, hisaab saaf rakhiye aur financial adviser se jude rahiye.',
    },
    marriage: {
      strong: 'Aapki married life ko achha support hai: 7th house aur Shukra strong hain.',
      mixed:
        'Aapki married life ek achha bandhan dikhati hai jo dhairya aur saaf baatcheet se badhta hai.',
      challenging:
        'Aapka 7th house thoda pressure mein hai, isliye shaadi dono taraf se maturity aur adjustment maangti hai.',
      basis:
        'Married life aapke 7th house, uske swami, Shukra aur Guru, aur navamsha (D9) se padhi jaati hai.',
      advice: 'Ek jaise values wala partner chuniye aur /matching par compatibility check kijiye.',
    },
    love: {
      strong: 'Aapki love life ko achha support hai: romance ka 5th house aur Shukra strong hain.',
      mixed:
        'Aapki love life mili-juli hai: pyaar hai, saath mein kuch utaar-chadhaav jinhe shaanti se sambhalna hai.',
      challenging:
        'Aapke pyaar ke houses pressure mein hain, isliye rishton ko jamne mein samay aur imaandaari chahiye.',
      basis:
        'Pyaar aapke 5th house (romance), 7th house (commitment) aur Shukra se padha jata hai.',
      advice: 'Agar love marriage aapki ichchha hai, to family se jaldi khul kar baat kijiye.',
    },
    children: {
      strong: 'Aapki kundli santan ke liye achha support deti hai: 5th house aur Guru strong hain.',
      mixed: 'Aapki kundli thodi deri ya koshish ke saath santan dikhati hai.',
      challenging:
        'Aapka 5th house thoda pressure mein hai, jiska matlab deri ho sakta hai; inkaar nahi.',
      basis: 'Santan aapke 5th house, uske swami, Guru aur saptamsha (D7) se padhi jaati hai.',
      advice: 'Conceive karne se jude kisi bhi medical sawaal ke liye doctor hi sahi guide hain.',
    },
    property: {
      strong: 'Aapki kundli mein property ko achha support hai: 4th house strong hai.',
      mixed: 'Property aapko mehnat aur planning se milti hai.',
      challenging:
        'Aapka 4th house pressure mein hai, isliye property mein kaagzon aur loan par extra savdhaani chahiye.',
      basis:
        'Property aapke 4th house, uske swami, Mangal (bhoomi) aur chaturthamsha (D4) se padhi jaati hai.',
      advice: 'Khareedne se pehle kisi professional se title aur loan ki sharten check karwaiye.',
    },
    wealth: {
      strong: 'Aapke dhan ke houses strong hain: apni mehnat se income lagataar badh sakti hai.',
      mixed: 'Aapki financial sthiti upar-neeche hoti hai: regular bachat aapke kaam aayegi.',
      challenging:
        'Aapke dhan ke houses pressure mein hain, isliye kharch aasaani se badhte hain; budget banana zaroori hai.',
      basis:
        'Dhan aapke 2nd house (bachat), 11th house (laabh), Guru aur hora (D2) se padha jata hai.',
      advice:
        'Pehle bachat kijiye, soch-samajh kar udhaar lijiye aur research ke baad invest kijiye.',
    },
    health: {
      strong: 'Aapki kundli achhi basic energy dikhati hai: lagna aur Surya strong hain.',
      mixed: 'Aapki energy medium hai: routine, neend aur khaana-peena saaf farak daalte hain.',
      challenging:
        'Aapki kundli health par extra dhyaan maangti hai: regular check-up zaroori hai.',
      basis:
        'Health aapke lagna (sharir), 6th house (rog), 8th house (purani samasyayein) aur Surya se padhi jaati hai.',
      advice:
        'Regular routine aur exercise rakhiye, aur kisi lakshan ke liye sitaron ke bajaye doctor ke paas jaiye.',
    },
    education: {
      strong: 'Aapki padhai ko achha support hai: vidya ke houses strong hain.',
      mixed: 'Aapki padhai aakhri samay ki mehnat se nahi, fixed routine se achhi chalti hai.',
      challenging:
        'Concentration par dhyaan dena hoga: aapke vidya ke houses thode pressure mein hain.',
      basis:
        'Padhai aapke 4th house (vidya), 5th house (buddhi), Budh, Guru aur D24 se padhi jaati hai.',
      advice:
        'Regular time par padhiye aur baar-baar revise kijiye; apni ruchi ke subjects chuniye.',
    },
    family: {
      strong: 'Aapki family life ko achha support hai: ghar aapko taakat deta hai.',
      mixed: 'Aapki family life pyaar bhari hai, matbhed baatcheet se sulajh jaate hain.',
      challenging:
        'Aapke family ke houses thode pressure mein hain: ghar mein dhairya zaroori hai.',
      basis:
        'Family aapke 2nd house (kutumb), 4th house (ghar aur maa), 9th house (pitaji), Chandra aur Surya se padhi jaati hai.',
      advice: 'Family ke liye samay nikaliye aur ghar ke paison ke maamle transparent rakhiye.',
    },
    siblings: {
      strong: 'Bhai-behen se aapke rishte ko achha support hai: 3rd house aur Mangal strong hain.',
      mixed: 'Bhai-behen se rishte mile-jule hain: kabhi kareeb, kabhi door.',
      challenging:
        'Aapka 3rd house pressure mein hai, isliye bhai-behen ke rishton mein dhairya chahiye.',
      basis:
        'Bhai-behen aapke 3rd house (chhote), 11th house (bade) aur Mangal se padhe jaate hain.',
      advice:
        'Saanjhe paise aur property ke maamle likhit mein rakhiye, aur sampark banaye rakhiye.',
    },
    foreign: {
      strong:
        'Haan, aapki kundli mein videsh se judaav strong hai: 12th aur 9th house iska saath dete hain.',
      mixed: 'Videsh yatra aapki kundli mein hai; wahan basne mein planning aur dhairya lagta hai.',
      challenging:
        'Videsh mein basna aapki kundli ka sabse strong vishay nahi hai, halanki yatra possible hai.',
      basis:
        'Videsh mein basna aapke 12th house (videsh), 9th house (lambi yatrayein), 4th house (ghar) aur Rahu se padha jata hai.',
      advice: 'Kaagzaat taiyaar rakhiye aur applications sahayak samay mein kijiye.',
    },
    spirituality: {
      strong: 'Aapka spiritual paksh strong hai: 9th aur 12th house ko achha support hai.',
      mixed: 'Aapka spiritual raasta saadhna aur padhai se dheere-dheere badhta hai.',
      challenging:
        'Aapke spiritual houses pressure mein hain, isliye saadhna ko jad pakadne ke liye discipline chahiye.',
      basis:
        'Spiritual raasta aapke 9th house (dharm), 12th house (moksh), Guru aur Ketu se padha jata hai.',
      advice:
        'Roz ki chhoti saadhna (dhyaan, jaap ya swadhyay) kabhi-kabhaar ke lambe anushthanon se zyada kaam karti hai.',
    },
    legal: {
      strong:
        'Aapka 6th house strong hai, jo parampara se virodhiyon par jeet mein madad karta hai.',
      mixed: 'Vivaad ke signals mile-jule hain: lambi ladai se behtar samjhauta ho sakta hai.',
      challenging:
        'Aapka 6th house pressure mein hai, isliye vivaad lambe khinch sakte hain; kaagzaat aur dhairya madad karte hain.',
      basis: 'Vivaad aapke 6th house (shatru), uske swami aur Mangal se padhe jaate hain.',
      advice: 'Records vyavasthit rakhiye aur baat ko badhne mat dijiye.',
    },
    personality: {
      strong:
        'Aapka lagna {sign} hai aur Chandra {moonSign} mein: ek strong, aatmanirbhar swabhav.',
      mixed: 'Aapka lagna {sign} hai aur Chandra {moonSign} mein: kai pehluon wala swabhav.',
      challenging:
        'Aapka lagna {sign} hai aur Chandra {moonSign} mein: ek sensitive swabhav jo chunautiyon se strong hota hai.',
      basis: 'Swabhav aapke lagna, uske swami, Chandra (mann) aur Surya (aatma) se padha jata hai.',
      advice:
        'Aapke lagnesh {lord} aapka main sahara hain: unke free upay aapki sabse zyada madad karte hain.',
    },
  },
  fields: {
    Sun: 'sarkar, administration, medicine aur leadership roles',
    Moon: 'care work, hospitality, nursing, food aur public dealing',
    Mars: 'engineering, defence, police, sports, surgery aur real estate',
    Mercury: 'commerce, accounts, IT, writing, media aur teaching',
    Jupiter: 'teaching, law, finance, counselling aur advisory kaam',
    Venus: 'arts, design, fashion, entertainment, hospitality aur luxury goods',
    Saturn: 'industry, mining, mehnat wala kaam, engineering aur public service',
    Rahu: 'technology, research, foreign companies, aviation aur media',
    Ketu: 'research, healing, spirituality, coding aur specialised technical kaam',
  },
  remedy: {
    forPlanet: '{planet} ({reason}) ke liye pehle free upay kijiye:',
    reasonWeak: 'aapki kundli mein sabse zyada support ki zaroorat wale grah',
    reasonDasha: 'aapki chal rahi mahadasha ke swami',
    reasonAsked: 'jis grah ke baare mein aapne poochha',
    reasonHouse: 'aapke {house} house ke swami',
    mantra: 'Mantra: "{mantra}" ka 108 baar jaap kijiye, {day} ko sabse achha.',
    charity: 'Daan: {charity} dijiye.',
    fasting: 'Vrat: {fasting}, agar health allow kare.',
    habits: 'Aadatein: {habits}.',
    caution:
      'Upay paramparik saadhan hain, guarantee nahi: faayde ke liye aapko kabhi kisi mehnge anushthan ya ratna ki zaroorat nahi.',
    gemstoneYes:
      'Aapke lagnesh {planet} ka ratna {stone} hai; aapke liye yahi sochne layak sabse surakshit ratna hai.',
    gemstoneBenefic:
      'Aapke 5th aur 9th house ke swamiyon ke ratna, {list}, bhi aapki kundli ke anukool hain.',
    gemstoneAvoid:
      '{list} ke ratnon se bachiye, jo aapki kundli mein kathin houses (6th, 8th, 12th) ke swami hain.',
    gemstoneCaution:
      'Koi bhi ratna pehenne se pehle kisi anubhavi jyotishi se salah lijiye, kuch din test kijiye, aur kabhi pressure mein ya badhe daam par mat khareediye; free upay iske bina bhi kaam karte hain.',
    mantraFor: 'Aapka mantra aapke lagnesh {planet} ka hai: "{mantra}".',
    mantraDasha: 'Aapki {planet} ki mahadasha mein unka mantra bhi madad karta hai: "{mantra}".',
    mantraHow:
      'Subah shaant mann se 108 baar jaap kijiye; ginti se zyada regularity matter karti hai.',
    rudrakshaFor: '{mukhi} rudraksha aapke liye sahi hai: yeh aapke lagnesh {planet} ka hai.',
    rudrakshaDasha: 'Aapki chal rahi {planet} ki mahadasha ke liye {mukhi} bhi achha hai.',
    rudrakshaHow:
      'Asli rudraksha sasta hota hai; ise dho kar Somvaar ko pehniye, aur "energised" ke naam par extra paise mat dijiye.',
  },
  lucky: {
    number: 'Aapka lucky number {number} hai: yeh aapke lagnesh {planet} ka number hai.',
    numberMoon:
      'Aapki Chandra rashi ke swami {planet} doosre number ke roop mein {number} jodte hain.',
    numberRule:
      'Vedic numerology mein number grahon ke hote hain: Surya 1, Chandra 2, Guru 3, Rahu 4, Budh 5, Shukra 6, Ketu 7, Shani 8, Mangal 9.',
    colour: 'Aapke lucky colour {colour} hain: aapke lagnesh {planet} ke rang.',
    colourDasha: 'Aapki {planet} ki mahadasha mein {colour} bhi madad karta hai.',
    day: 'Aapka lucky din {day} hai: aapke lagnesh {planet} ka din.',
    dayMoon: '{day}, aapki Chandra rashi ke swami {planet} ka din, bhi aapke liye achha hai.',
    basis: 'Aapka lagna {sign} hai, jiske swami {planet} aapke {house} house mein baithe hain.',
    advice:
      'Ise chhoti shuruaaton aur zaroori meetings mein use kijiye; kismat phir bhi mehnat ke peechhe chalti hai.',
  },
  match: {
    good: 'Haan, aapki Chandra rashi {moonSign} ki {sign} se achhi banti hai: {sign} aapki rashi se {house} house mein padti hai, ek sahi doori.',
    mixed:
      'Aapki Chandra rashi {moonSign} aur {sign} ki jodi chal sakti hai: {sign} aapki rashi se {house} house mein padti hai.',
    hard: 'Aapki Chandra rashi {moonSign} aur {sign} ke beech Bhakoot dosh ki doori hai (aapse {house} house mein), jis par dhyaan dena hoga.',
    lords:
      'Aapki rashi ke swami {lord} aur unki rashi ke swami {otherLord} aapas mein {relation} hain.',
    relation: { friends: 'mitra', neutral: 'sam', enemies: 'shatru' },
    note: 'Rashi sirf pehli jhalak deti hai: dono ke janam details se poora gun milan /matching par hai.',
    askMoon:
      '{sign} se milan ke liye mujhe aapki Chandra rashi chahiye, jo aapke janam details se aati hai: unhe /edit_profile par add kijiye, ya mujhe apni rashi bataiye.',
    askSign:
      'Aap kis rashi se milan karna chahte hain? Jaise: Kya Singh rashi ke saath meri jodi theek hai?',
    partner:
      'Aapki kundli aapke partner se milane ke liye mujhe dono ke janam details chahiye: janam tithi, samay aur jagah. 36 gunon ke poore milan (ashtakoot) ke liye unhe /matching par bhariye.',
    partnerYours:
      'Aapki taraf se: aapka Chandra {moonSign} ({nakshatra}) mein hai, aur aapka 7th house {sign} hai jiske swami {lord} hain.',
    partnerManglik:
      'Aapki apni manglik jaanch: {verdict}; milan mein dono kundliyon ke liye ise taula jata hai.',
  },
  panchang: {
    today:
      'Aaj, {date}, aapki jagah ka panchang: {paksha} ki {tithi} tithi, {vara}, {nakshatra} nakshatra, {yoga} yog, {karana} karan.',
    changes: 'Tithi {tithiEnd} par aur nakshatra {nakEnd} par badalta hai.',
    sun: 'Suryoday {sunrise}, suryast {sunset}.',
    rahuLine: 'Aaj Rahu Kaal {start} se {end} tak hai.',
    more: 'Muhuraton ke saath poora din /panchang par hai.',
    rahuKaal: 'Aaj, {date}, Rahu Kaal {start} se {end} tak hai.',
    yama: 'Yamaganda {start} se {end} tak, aur Gulik Kaal {gstart} se {gend} tak hai.',
    rahuRule:
      '{vara} ko Rahu Kaal suryoday {sunrise} se suryast {sunset} tak ke din ke aath hisson mein se {eighth} hissa hota hai.',
    rahuAdvice: 'Rahu Kaal mein naya kaam ya yatra shuru mat kijiye; roz ka kaam theek hai.',
    noSun:
      'Aaj aapki jagah par Surya normal tarah se uday-ast nahi hota, isliye Rahu Kaal nahi diya ja sakta.',
    placeDefault:
      'Samay Ujjain ke hain; local samay ke liye /edit_profile mein apni jagah bhariye.',
  },
  muhurta: {
    found: 'Aane wale hafton mein {event} ke liye shubh tithiyan: {dates}.',
    none: 'Agle {days} dinon mein mujhe {event} ki shastriya sharten poori karne wali koi tithi nahi mili.',
    date: '{date} ({nakshatra}, {tithi})',
    rule: 'Maine {event} ke liye shubh nakshatra wale din chune, rikta tithiyon (Chaturthi, Navami, Chaturdashi), Amavasya aur ashubh vaaron ko chhod kar (Muhurta Chintamani).',
    advice:
      'Sahi samay (lagna) ke liye, aur shaadi ke liye dono kundliyon ke saath, aakhri muhurat jyotishi tay karte hain; daily details /panchang par hain.',
    askEvent:
      'Aapko kis kaam ka muhurat chahiye: shaadi, griha pravesh, gaadi, business, property, yatra ya naamkaran?',
  },
  transit: {
    period:
      '{period} ke liye: Guru {jSign} mein honge, aapki Chandra rashi se {jHouse} house mein, aur Shani {sSign} mein, aapki Chandra rashi se {sHouse} house mein.',
    good: 'Tab dheeme grah aapke favour mein hain: apne plans aage badhane ka achha samay.',
    mixed: 'Tab dheeme grah mili-juli tasveer dete hain: lagataar mehnat se progress.',
    hard: 'Tab dheeme grah dhairya maangte hain: phailane se zyada mazboot karne ka samay.',
    dashaAt: 'Tab aapki dasha: {maha}–{antar}.',
    fast: 'Mangal {mSign} mein aur Surya {sunSign} mein honge (aapki Chandra rashi se {sunHouse} house mein).',
    rule: 'Chandra rashi se Guru 2nd, 5th, 7th, 9th aur 11th mein shubh hain; Shani 3rd, 6th aur 11th mein (Phaladeepika adhyay 26).',
    planetNow:
      '{planet} abhi {sign} mein hain, lagna se aapke {house} house mein aur aapki Chandra rashi se {moonHouse} house mein{retro}.',
    planetNoChart: '{planet} abhi {sign} mein hain{retro}.',
    retro: ', vakri hokar',
    planetGood: 'Shastriya gochar niyamon se yeh aapke liye shubh gochar hai.',
    planetHard: 'Shastriya gochar niyamon se yeh gochar savdhaani maangta hai.',
    planetNeutral: 'Yeh gochar aapke liye normal se mila-jula hai.',
    planetMeaning: 'Aapke {house} house mein yeh {meaning} ko chhoota hai.',
    planetNext: 'Ek saal baad yeh {sign} mein, aapke {house} house mein hoga.',
    askPlanet:
      'Aap kis grah ke gochar ki baat kar rahe hain? Jaise: Shani ka gochar mujh par kya asar dalega?',
    periodNoChart: '{period} ke liye: Guru {jSign} mein aur Shani {sSign} mein honge.',
  },
  horoscope: {
    today:
      'Aaj Chandra {sign} se guzar rahe hain, aapki Chandra rashi {moonSign} se {house} house mein.',
    todaySign:
      'Aaj {sign} ke liye: Chandra {moonSign} se guzar rahe hain, {sign} se {house} house mein.',
    good: 'Anukool din: meetings, shuruaaton aur lagataar progress ke liye achha.',
    mixed: 'Mila-jula din: apne plan par chaliye aur zaroorat se zyada vaade mat kijiye.',
    hard: 'Sensitive din: bade faislon mein dheere chaliye aur aaraam ka dhyaan rakhiye.',
    nakshatra: 'Aaj Chandra {nakshatra} nakshatra mein hain.',
    dasha: 'Background mein aapki {maha}–{antar} dasha chal rahi hai.',
    year: '{year} ke liye: aapki dasha {dashas} rahegi, Guru aapki Chandra rashi se {jHouse} house mein aur Shani {sHouse} house mein.',
    yearGood: 'Kul milakar {year} sahayak dikhta hai: banane aur badhane ka saal.',
    yearMixed: 'Kul milakar {year} mila-jula saal hai: dhairya aur planning se faayda.',
    yearHard:
      'Kul milakar {year} dhairya maangta hai: mazboot kijiye, bachat kijiye aur health ka dhyaan rakhiye.',
    yearDashaList: '{start} se {maha}–{antar}',
    advice: 'Aapki rashi ka poora daily rashifal /horoscope/{slug} par hai.',
    askSign:
      'Apne din ki reading ke liye mujhe apni rashi bataiye, ya /edit_profile par apne janam details add kijiye.',
  },
  chart: {
    ascendant: 'Aapka lagna {sign} hai, {nakshatra} nakshatra mein {degree}° par.',
    ascLord: 'Iske swami {planet} aapke {house} house mein {lordSign} mein baithe hain.',
    moonSign:
      'Aapki Chandra rashi {sign} hai: Chandra {nakshatra} nakshatra mein {degree}° par, aapke {house} house mein hain.',
    moonNote: 'Indian daily rashifal aapke liye isi rashi ka use karte hain.',
    sunSign:
      'Aapki Vedic (sidereal) Surya rashi {sign} hai; Western (tropical) astrology mein aapki sun sign {tropical} hai.',
    sunNote:
      'Dono mein farak isliye hai ki Vedic jyotish rashiyan taaron se ginta hai (Lahiri ayanamsa), jo tropical zodiac se lagbhag 24° peechhe hai.',
    sunPlace: 'Surya aapke {house} house mein baithe hain{dignity}.',
    nakshatra: 'Aapka janam nakshatra {nakshatra} hai, charan {pada}, jiske swami {planet} hain.',
    nakDasha: 'Isiliye aapki Vimshottari dasha {planet} ki mahadasha se shuru hui.',
    planet:
      '{planet} {sign} mein aapke {house} house mein hain, {nakshatra} nakshatra mein {degree}° par{dignity}{retro}.',
    planetRules: 'Yeh aapke {houses} house ke swami hain.',
    planetCombust: 'Yeh ast hain (Surya ke bahut paas), isliye inke phal mehnat se milte hain.',
    retroMark: ', vakri',
    house:
      'Aapke {house} house ({meaning}) mein {sign} hai, jiske swami {lord} aapke {lordHouse} house mein baithe hain.',
    houseOccupants: 'Ismein: {planets}.',
    houseEmpty: 'Ismein koi grah nahi hai, isliye iske swami hi iske phal tay karte hain.',
    houseTone: 'Kul milakar yeh house {tone} hai.',
    retrograde: 'Aapki kundli mein vakri grah: {planets}.',
    retrogradeNone:
      'Aapke janam ke samay koi grah vakri nahi tha (Rahu aur Ketu hamesha ulte chalte hain, isliye unhe nahi gina jata).',
    retrogradeNote:
      'Vakri grah andar ki taraf kaam karta hai aur aksar deri ya doosri koshish ke baad phal deta hai.',
    overview:
      'Short mein aapki kundli: {sign} lagna, Chandra {moonSign} mein ({nakshatra}), Surya {sunSign} mein.',
    overviewYogas: 'Yog: {list}.',
    overviewDasha: 'Aapki {maha} ki mahadasha mein {antar} ki antardasha {end} tak chal rahi hai.',
    overviewStrong: 'Aapke sabse strong grah: {list}.',
    overviewMore: 'Varga kundliyon ke saath poori kundli /aikundali par hai.',
  },
  product: {
    about:
      'Main Nakshatra ka AI jyotish assistant hoon. Main aapki janam kundli (Vedic, Lahiri), Vimshottari dasha, aaj ke gochar aur panchang se jawab deta hoon: doshon par haan/naa, dates ke saath timing, upay, milan aur bahut kuch, aath bhashaon mein.',
    aboutLimit: 'Aap roz {limit} sawaal free mein poochh sakte hain.',
    aboutHuman: 'Kisi insaani jyotishi se live baat ke liye /chat dekhiye.',
    quota: 'Aaj aapke {limit} mein se {left} sawaal baaki hain.',
    quotaUnknown:
      'Aapke roz ke sawaal din ke hisaab se gine jaate hain aur aadhi raat ko phir se shuru hote hain.',
    quotaNone:
      'Aap aaj ke saare {limit} sawaal poochh chuke hain; aadhi raat ko yeh phir mil jayenge.',
  },
  referral: {
    intro: 'Yeh jyotishi hain jinse aap baat kar sakte hain:',
    item: '{name}: {skills}; bhashayein {languages}; ₹{price}/min; rating {rating}. Profile: /astroProfile/{slug}',
    none: 'Abhi mujhe aisa koi jyotishi nahi mila; poori list /chat par hai.',
    note: 'Main ek AI hoon; yeh log aapki poori sthiti dekh sakte hain.',
  },
  guard: {
    death:
      'Main kisi ki bhi mrityu ya umar ki bhavishyavani nahi karta: koi kundli aisi date nahi de sakti, aur aisi baat sirf dar paida karti hai.',
    deathInstead:
      'Aapki kundli jis baare mein bata sakti hai woh hai health ki dekhbhaal: aapke lagnesh {planet} aapke {house} house mein hain, aur aapka 8th house ({sign}) badlaav aur naye shuruaat ka hai, ant ka nahi.',
    deathAdvice:
      'Apni ya kisi apne ki health ki kisi bhi chinta par please doctor se baat kijiye; aur agar mann udaas hai, to kisi bharosemand insaan se baat karna madad karta hai.',
    gambling:
      'Main koi share, lottery ya satte ki tip nahi deta: koi kundli nahi bata sakti ki kaunsa number ya share jeetega.',
    gamblingInstead:
      'Paison ki aadaton ke baare mein aapki kundli yeh kehti hai: aapka bachat ka 2nd house {sign} hai jiske swami {lord} hain, aur laabh ka 11th house {gainSign} hai jiske swami {gainLord} hain.',
    gamblingAdvice:
      'Investment ke liye SEBI-registered investment adviser se baat kijiye; aur regular bachat satte se behtar hai.',
  },
  followup: {
    askWhen: 'Kis baat ka "kab"? Topic bataiye, jaise shaadi, naukri ya ghar khareedna.',
    askWhy:
      'Kis baat ka "kyun"? Apni kundli ke baare mein koi sawaal poochhiye, main uske kaaran bataunga.',
    askNextYear: 'Agle saal kis baare mein? Jaise: Agle saal mera career kaisa rahega?',
    why: 'Mere pichhle jawab ke kaaran:',
    nextYear: 'Agle saal ({year}) ke liye:',
  },
  smalltalk: {
    hello: 'Namaste! Apni kundli, dasha ya aaj ke panchang ke baare mein kuch bhi poochhiye.',
    helloName:
      'Namaste! Aapka Chandra {moonSign} mein hai aur aapki {maha} ki mahadasha chal rahi hai; aap kya jaanna chahenge?',
    thanks: 'Aapka swagat hai! Jab chahein phir poochhiye.',
    howAreYou:
      'Main theek hoon, dhanyavaad! Aaj Chandra {moonSign} mein hai. Main kaise madad karoon?',
    bye: 'Apna dhyaan rakhiye, aur koi sawaal ho to phir aaiye.',
  },
  outOfScope:
    'Yeh mere kaam se bahar hai: main jyotish, aapki kundli aur panchang se jude sawaalon ke jawab deta hoon.',
  notUnderstood: 'Main yeh sawaal samajh nahi paaya. Aap jaise yeh poochh sakte hain:',
  clarify: 'Kya aapka matlab inmein se kisi se tha?',
};
