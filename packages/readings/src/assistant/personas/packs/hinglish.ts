import type { PersonaPack } from '../types.ts';
import { minorHinglish } from './minor/hinglish.ts';

/** Hinglish: Hindi in Latin letters, as typed on Indian phones. */
export const hinglish: PersonaPack = {
  opening: {
    numerology: (name) => `${name} ki numerology ke hisaab se:`,
    tarot: (name) => `${name} ki tarot reading ke hisaab se:`,
    vastu: (name) => `${name} ki vastu salah ke hisaab se:`,
    palmistry: (name) => `${name} ki hast rekha (palmistry) ke hisaab se:`,
    'face-reading': (name) => `${name} ki face reading ke hisaab se:`,
    'life-coach': (name) => `${name} ke life coaching style mein:`,
    psychologist: (name) => `${name} ke counselling style mein:`,
  },
  suggestions: {
    numerology: [
      'Mera lucky number kya hai?',
      'Numerology se mera career kaisa hai?',
      'Agla saal mere liye kaisa rahega?',
    ],
    tarot: [
      'Mere career ke liye teen card nikaliye',
      'Kya mujhe job milegi?',
      'Meri love life ke baare mein cards kya kehte hain?',
    ],
    vastu: [
      'Kitchen kis disha mein honi chahiye?',
      'Pooja ghar kahan hona chahiye?',
      'Kya south facing ghar kharab hota hai?',
    ],
    palmistry: [
      'Mera career kaisa hai?',
      'Meri shaadi kab hogi?',
      'Mujhe asli astrologer se baat karni hai',
    ],
    'face-reading': [
      'Mera career kaisa hai?',
      'Mera swabhav kaisa hai?',
      'Mujhe asli astrologer se baat karni hai',
    ],
    'life-coach': [
      'Mera career kaisa hai?',
      'Mera accha time kab shuru hoga?',
      'Mujhe kaun se upay karne chahiye?',
    ],
    psychologist: [
      'Meri love life kaisi hai?',
      'Mera swabhav kaisa hai?',
      'Mera accha time kab shuru hoga?',
    ],
  },
  numerology: {
    needName:
      'Name number ke liye mujhe aapka poora naam chahiye: please /edit_profile par add kariye.',
    needBirthDate:
      'Life path aur personal year ke liye mujhe aapki date of birth chahiye: please /edit_profile par add kariye.',
    latinName: (name) =>
      `Naam ki numerology English (Latin) letters ginti hai, isliye "${name}" jaisa likha hai waise main uska number nahi nikaal sakta. Bataiye aap apna naam English letters mein kaise likhte hain (ya woh spelling /edit_profile par daaliye), phir main aapke name numbers nikaalunga.`,
    chaldean: (line) => `Chaldean name number: ${line}`,
    pythagorean: (line) => `Pythagorean name number: ${line}`,
    lifePath: (line) => `Life path number (bhagyank): ${line}`,
    birthday: (day, n) => `Mulank: aapka janam ${day} tareekh ko hua, ${day} -> ${n}.`,
    personalYear: (year, line) => `Personal year ${year}: ${line}`,
    numbers: {
      1: {
        trait: 'khud pehal karne wale, independent aur seedhe, lead karke sabse khush.',
        career:
          'leadership, apna business, management aur aisa kaam jahan direction aap tay karein.',
        love: 'aap wafadari se pyaar karte hain par apni azaadi chahte hain; aapki independence ki respect karne wala partner sahi hai.',
      },
      2: {
        trait: 'naram, diplomatic aur intuitive, swabhav se shanti banane wale.',
        career:
          'partnership, counselling, teaching, HR, design aur aisa kaam jisme samajhdari chahiye.',
        love: 'aap samarpit aur sensitive hain; drama se zyada harmony aur bharosa maayne rakhta hai.',
      },
      3: {
        trait: 'expressive, creative aur milansaar, baaton ke dhani.',
        career: 'writing, media, teaching, sales, design aur performing arts.',
        love: 'aap rishte mein garmahat aur hasi laate hain; aisa partner chahiye jo aapse khulkar baat kare.',
      },
      4: {
        trait: 'stable, practical aur mehnati, system banane wale.',
        career: 'engineering, accounts, administration, construction aur technical kaam.',
        love: 'aap bharosemand ban kar pyaar jataate hain; dheere banta vishwas aur saath ke plans aapko suit karte hain.',
      },
      5: {
        trait: 'curious, flexible aur azaadi pasand, logon aur ideas mein tez.',
        career: 'sales, travel, media, marketing, vyapaar aur variety wala kaam.',
        love: 'aapko variety aur azaadi chahiye; saath ghoomne aur seekhne wala partner pyaar ko fresh rakhta hai.',
      },
      6: {
        trait: 'care karne wale, zimmedar aur ghar-pasand, sundarta aur seva ki taraf jhuke.',
        career: 'healing, teaching, hospitality, design, arts aur care ke profession.',
        love: 'aap samarpit jeevansaathi aur family person hain; dene ke saath lene ka balance rakhiye.',
      },
      7: {
        trait: 'vichaarsheel, analytical aur spiritual, gehre sach ke khoji.',
        career: 'research, science, technology, writing, analysis aur spiritual teaching.',
        love: 'aap dheere khulte hain; dikhawe se zyada gehrai, shaant samay aur sacchi baatcheet maayne rakhti hai.',
      },
      8: {
        trait: 'mahatvakanshi, anushasit aur paise va power ke maamle mein practical.',
        career: 'finance, law, management, real estate aur badi sansthaayein.',
        love: 'aap protective aur committed hain; kaam ko partner ke time par haavi mat hone dijiye.',
      },
      9: {
        trait: 'udaar, aadarshvaadi aur dayalu, zindagi ko bade nazariye se dekhne wale.',
        career: 'public service, medicine, teaching, arts, NGO aur humanitarian kaam.',
        love: 'aap khule dil se pyaar karte hain; aisa partner chuniye jo aapke aadarsh share kare.',
      },
      11: {
        trait: 'intuition aur inspiration ka master number, sensitive aur visionary.',
        career: 'teaching, counselling, arts, spiritual guidance aur doosron ko inspire karna.',
        love: 'aap rooh ka rishta dhoondhte hain; shaanti aur samajh aapki sensitivity ko sahara deti hai.',
      },
      22: {
        trait: 'builder ka master number: bade sapnon ko practical banane wale.',
        career: 'bade projects, architecture, institutions, engineering aur team ki leadership.',
        love: 'aap stable aur wafadar hain; apne plans partner se share kariye taaki woh bhi unka hissa mehsoos kare.',
      },
      33: {
        trait: 'teacher ka master number, pyaar bhare aur doosron ko upar uthane mein samarpit.',
        career: 'teaching, healing, counselling, arts aur samaj seva.',
        love: 'aap bahut pyaar dete hain; apni zarooraton ka bhi dhyaan rakhiye.',
      },
    },
    years: {
      1: 'nayi shuruaat ka saal: projects shuru kariye, apply kariye, pehla kadam uthaiye.',
      2: 'dhairya aur partnership ka saal: sahyog kariye, rishte banaiye, cheezon ko pakne dijiye.',
      3: 'expression aur social growth ka saal: banaiye, baat kariye, enjoy kariye.',
      4: 'mehnat aur neev ka saal: plan kariye, organise kariye, step by step banaiye.',
      5: 'badlav aur movement ka saal: travel, naye contacts, naye options.',
      6: 'ghar, parivaar aur zimmedari ka saal: vaade aur care pehle.',
      7: 'chintan aur seekhne ka saal: padhai, aaraam, bade kadam se pehle andar dekhiye.',
      8: 'achievement aur paise ka saal: mehnat se pehchaan aur result milte hain.',
      9: 'poora karne ka saal: jo khatam ho gaya use chhodiye, agle cycle ke liye jagah banaiye.',
    },
    colours: {
      1: 'sunehra, orange aur copper (Surya)',
      2: 'safed, cream aur chandi jaisa (Chandra)',
      3: 'peela (Guru)',
      4: 'grey aur dhuandhla neela (Rahu)',
      5: 'hara (Budh)',
      6: 'safed aur halka gulabi (Shukra)',
      7: 'grey aur mile-jule rang (Ketu)',
      8: 'gehra neela aur kaala (Shani)',
      9: 'laal aur moonga rang (Mangal)',
    },
    days: {
      1: 'Ravivaar (Surya)',
      2: 'Somvaar (Chandra)',
      3: 'Guruvaar (Guru)',
      4: 'Shanivaar (Rahu)',
      5: 'Budhvaar (Budh)',
      6: 'Shukravaar (Shukra)',
      7: 'Mangalvaar (Ketu)',
      8: 'Shanivaar (Shani)',
      9: 'Mangalvaar (Mangal)',
    },
    luckyNumber: (n, friends) =>
      `aapka lucky number ${n} hai, yahi aapka mulank hai; ${friends} isse mel khaate hain.`,
    luckyColour: (n, colour) => `aapke lucky rang ${colour} hain, aapke mulank ${n} se.`,
    luckyDay: (n, day) => `aapka lucky din ${day} hai, aapke mulank ${n} se.`,
    career: (n, text) => `aapka number ${n} in fields ki taraf ishaara karta hai: ${text}`,
    love: (n, text) => `number ${n} ke saath, ${text}`,
    timing: (year, n, text) => `${year} aapke liye personal year ${n} hai, ${text}`,
    profile: (n, text) => `aapka number ${n} aapko aisa batata hai: ${text}`,
    closing:
      'Numbers tendency dikhate hain, fixed kismat nahi: aap unse kya banate hain, yeh aapke faislon aur mehnat par hai.',
  },
  tarot: {
    cards: {
      fool: {
        name: 'The Fool (moorkh)',
        upright: 'nayi shuruaat, bharosa aur khula mann.',
        reversed: 'jaldbaazi ki chhalaang; koodne se pehle dekhiye.',
      },
      magician: {
        name: 'The Magician (jaadugar)',
        upright: 'hunar, ichhashakti aur kaam poora karne ke saadhan.',
        reversed: 'bikhri energy ya anchhua talent.',
      },
      'high-priestess': {
        name: 'The High Priestess (mahapujaarin)',
        upright: 'intuition, maun samajh, jo abhi samne nahi aaya.',
        reversed: 'ansuni intuition, chhupe tathya.',
      },
      empress: {
        name: 'The Empress (samragyi)',
        upright: 'vikaas, dekhbhaal, sukh aur samriddhi.',
        reversed: 'apni care ki anadekhi, ruka hua vikaas.',
      },
      emperor: {
        name: 'The Emperor (samraat)',
        upright: 'vyavastha, adhikaar aur sthirta.',
        reversed: 'sakhti ya control ki kheenchtaan.',
      },
      hierophant: {
        name: 'The Hierophant (dharmaguru)',
        upright: 'parampara, guru ka margdarshan, sahi raasta.',
        reversed: 'parampara se hatkar, apni raah.',
      },
      lovers: {
        name: 'The Lovers (premi)',
        upright: 'milan, harmony aur dil se kiya chunaav.',
        reversed: 'imbalance ya apne values ke khilaaf chunaav.',
      },
      chariot: {
        name: 'The Chariot (rath)',
        upright: 'pakka iraada aur control ke saath aage badhna.',
        reversed: 'disha kho jaana; pehle khud ko sambhaliye.',
      },
      strength: {
        name: 'Strength (shakti)',
        upright: 'himmat, dhairya aur naram andar ki taakat.',
        reversed: 'khud par shak; confidence phir se banaiye.',
      },
      hermit: {
        name: 'The Hermit (sanyasi)',
        upright: 'chintan, ekaant aur gyaan ki khoj.',
        reversed: 'zaroorat se zyada akelapan; logon se judiye.',
      },
      wheel: {
        name: 'Wheel of Fortune (bhagya chakra)',
        upright: 'kismat ka mod, chakra aur naye mauke.',
        reversed: 'deri; chakra phir ghoomega.',
      },
      justice: {
        name: 'Justice (nyay)',
        upright: 'nishpakshta, sach aur santulit faisle.',
        reversed: 'anyay ya jawabdehi se bachna.',
      },
      'hanged-man': {
        name: 'The Hanged Man (latka vyakti)',
        upright: 'thehraav, naya nazariya, chhod dena.',
        reversed: 'taalmatol; woh faisla jo aap taal rahe hain.',
      },
      death: {
        name: 'Death (parivartan)',
        upright: 'ek ant jo nayi shuruaat ka raasta kholta hai (badlav, asli maut nahi).',
        reversed: 'zaroori badlav ka virodh.',
      },
      temperance: {
        name: 'Temperance (sanyam)',
        upright: 'balance, sanyam aur dhairya.',
        reversed: 'ati ya imbalance; dheere chaliye.',
      },
      devil: {
        name: 'The Devil (bandhan)',
        upright: 'moh, lalach, phansa hua mehsoos karna.',
        reversed: 'baandhne wali cheezon se mukti.',
      },
      tower: {
        name: 'The Tower (meenar)',
        upright: 'achanak uthal-puthal jo sach saamne laati hai.',
        reversed: 'tali ya ruki hui uthal-puthal.',
      },
      star: {
        name: 'The Star (taara)',
        upright: 'umeed, healing aur naya vishwas.',
        reversed: 'niraasha; vishwas banaye rakhiye.',
      },
      moon: {
        name: 'The Moon (chandrama)',
        upright: 'anishchitta aur bhram; abhi sab saaf nahi hai.',
        reversed: 'bhram chhatna, sach saamne aana.',
      },
      sun: {
        name: 'The Sun (surya)',
        upright: 'khushi, safalta aur spashtata.',
        reversed: 'pheeki khushi jo waqt ke saath laut aayegi.',
      },
      judgement: {
        name: 'Judgement (punarjagran)',
        upright: 'jaagriti, pukaar aur naya hisaab.',
        reversed: 'khud par shak zaroori faisle ko rok raha hai.',
      },
      world: {
        name: 'The World (sansaar)',
        upright: 'poornata, santosh aur ek chakra ka poora hona.',
        reversed: 'kuch adhoora reh gaya; use poora kariye.',
      },
    },
    minor: minorHinglish,
    positions: { past: 'Ateet', present: 'Vartmaan', future: 'Bhavishya', answer: 'Aapka card' },
    upright: 'seedha',
    reversed: 'ulta',
    spreadIntro: 'Maine aapke liye teen card nikaale: ateet, vartmaan aur bhavishya.',
    singleIntro: 'Aapke haan-ya-na sawaal ke liye maine ek card nikaala.',
    leaning: {
      yes: 'Yeh haan ki taraf jhukta hai.',
      maybe: 'Yeh "abhi nahi" ki taraf jhukta hai: yeh aapke agle kadam par nirbhar hai.',
      no: 'Yeh filhaal na ki taraf jhukta hai.',
    },
    topics: {
      career: 'aapke career',
      love: 'aapki love life',
      money: 'aapki financial condition',
      health: 'aapki sehat aur mann',
      education: 'aapki padhai',
      family: 'aapke parivaar',
      travel: 'travel aur videsh',
      legal: 'aapke court case',
      spiritual: 'aapke spiritual raaste',
      general: 'aapke sawaal',
    },
    synthesis: {
      bright: (topic) =>
        `Kul milakar, ${topic} ke liye cards utsaah badhane wale hain: raftaar aapke saath hai, iska fayda uthaiye.`,
      mixed: (topic) =>
        `Kul milakar, ${topic} ke liye cards mile-jule hain: dhairya aur saaf chunaav se progress hogi.`,
      hard: (topic) =>
        `Kul milakar, ${topic} ke liye cards saavdhaani maangte hain: dheere chaliye, jo saaf nahi hai uska saamna kariye, aur jo badal sakte hain use badaliye.`,
    },
    healthNote:
      'Cards bimaari ka diagnosis nahi karte: sehat ki kisi bhi chinta ke liye please doctor se miliye.',
    legalNote: 'Kanooni paksh ke liye please kisi qualified vakeel par bharosa kariye.',
    closing:
      'Tarot abhi ki dhaaraayein dikhata hai, fixed bhavishya nahi: result aapke faisle banate hain.',
  },
  vastu: {
    roomNames: {
      entrance: 'main darwaza',
      kitchen: 'rasoi (kitchen)',
      bedroom: 'master bedroom',
      study: 'study room',
      pooja: 'pooja ghar',
      toilet: 'toilet',
      living: 'living room',
      locker: 'tijori',
      mirror: 'sheesha',
      colour: 'rang',
    },
    directionNames: {
      'north-east': 'uttar-poorv (ishaan)',
      'south-east': 'dakshin-poorv (agneya)',
      'south-west': 'dakshin-paschim (nairitya)',
      'north-west': 'uttar-paschim (vayavya)',
      north: 'uttar',
      east: 'poorv',
      south: 'dakshin',
      west: 'paschim',
    },
    rules: {
      entrance:
        'Sabse accha main darwaza uttar, poorv ya uttar-poorv mein hota hai, jo Kuber, Indra aur Ishaan ki dishayein hain; ise roshan, saaf aur bina rukawat rakhiye.',
      kitchen:
        'Rasoi ki jagah dakshin-poorv hai, jo Agni ka kona hai; doosra accha option uttar-paschim hai. Poorv ki taraf mooh karke khana banaiye.',
      bedroom:
        'Master bedroom dakshin-paschim mein hona chahiye, jo prithvi tatva ka bhaari aur sthir kona hai. Sir dakshin ya poorv ki taraf rakh kar soiye.',
      study:
        'Padhai uttar-poorv, poorv ya uttar mein kariye aur poorv ya uttar ki taraf mooh karke baithiye: yeh gyaan aur clarity ki dishayein hain.',
      pooja:
        'Pooja ghar uttar-poorv (ishaan) mein, warna poorv ya uttar mein ho; pooja karte waqt poorv ya uttar ki taraf mooh rakhiye.',
      toilet:
        'Toilet uttar-paschim ya paschim mein ho; use uttar-poorv aur ghar ke beech (brahmasthan) se door rakhiye.',
      living:
        'Living room uttar, poorv ya uttar-poorv mein accha rehta hai, jahan se roshni aur mehmaan aate hain.',
      locker:
        'Tijori dakshin ya dakshin-paschim ki deewar se laga kar rakhiye taaki woh uttar ki taraf khule, jo Kuber ki disha hai.',
      mirror:
        'Sheesha uttar ya poorv ki deewar par lagaiye; bistar ya main darwaze ke saamne sheesha mat rakhiye.',
      colour:
        'Uttar aur poorv ke liye halke rang (safed, cream, halka hara, halka neela); dakshin aur dakshin-paschim ke liye garam mitti jaise rang (peach, beige, halka bhoora); dakshin-poorv ke liye orange ya gulabi.',
    },
    fixes: {
      entrance:
        'Pehle aasaan upay: tez roshni aur saaf dehleez, nameplate, darwaze ke upar toran ya swastik, aur entrance par joote ya saamaan ka dher nahi.',
      kitchen:
        'Pehle aasaan upay: chulha rasoi ke apne dakshin-poorv kone mein rakhiye, poorv ki taraf mooh karke pakaiye, sink aur chulha alag rakhiye, aur garam rang use kariye.',
      bedroom:
        'Pehle aasaan upay: palang kamre ke dakshin-paschim hisse mein, sir dakshin ya poorv ki taraf, palang ke saamne sheesha nahi, aur palang ke neeche kabaad nahi.',
      study:
        'Pehle aasaan upay: table aise ghumaiye ki mooh poorv ya uttar ki taraf ho, table saaf rakhiye aur din ki roshni aane dijiye.',
      pooja:
        'Pehle aasaan upay: uttar-poorv kone mein ek chhoti shelf bhi kaafi hai; use saaf rakhiye, poorv ki taraf mooh karke pooja kariye, aur toilet ki deewar se door rakhiye.',
      toilet:
        'Pehle aasaan upay: darwaza band aur kamra sookha-saaf rakhiye, chhota exhaust fan lagaiye, aur katori mein samudri namak rakhiye jo har hafte badlein.',
      living:
        'Pehle aasaan upay: uttar-poorv kona khula aur roshan rakhiye, bhaari furniture dakshin-paschim mein, aur baithne ki vyavastha aisi ki mooh uttar ya poorv ki taraf ho.',
      locker:
        'Pehle aasaan upay: tijori uttar ki taraf khulne wali rakhiye, vyavasthit rakhiye, aur uttar-poorv kone mein kabhi mat rakhiye.',
      mirror:
        'Pehle aasaan upay: bistar ke saamne wala sheesha hataiye ya dhakiye, aur sheeshe saaf aur bina toote rakhiye.',
      colour:
        'Pehle aasaan upay: poore ghar ki jagah ek deewar ka rang ya parde aur cushion badliye.',
    },
    placementGood: (room, direction) =>
      `Haan: ${direction} mein ${room} vastu mein acchi jagah hai.`,
    placementFix: (room, direction) =>
      `${direction} mein ${room} shastriya jagah nahi hai, par bina tod-phod ke ise balance kiya ja sakta hai.`,
    facing: {
      'north-east':
        'Uttar-poorv (ishaan) facing entrance bahut shubh hai: ise khula, saaf aur roshan rakhiye.',
      'south-east':
        'Dakshin-poorv facing entrance chal sakta hai: ise roshan rakhiye aur darwaze par paani ki sajawat mat rakhiye.',
      'south-west':
        'Dakshin-paschim ka entrance sabse mushkil hai: darwaza bhaari aur achhe se band rakhiye, dehleez par peetal ki patti aur tez roshni lagaiye.',
      'north-west':
        'Uttar-paschim facing entrance aane-jaane aur contacts ke liye theek hai: darwaza mazboot aur durust rakhiye.',
      north: 'North facing ghar bahut accha hai (Kuber, dhan): entrance saaf aur roshan rakhiye.',
      east: 'East facing ghar bahut accha hai (Surya, sehat aur tarakki): entrance subah ki roshni ke liye khula rakhiye.',
      south:
        'South facing ghar apne aap mein kharab nahi hai: bahut log aise gharon mein accha karte hain. Darwaza dakshin deewar ke beech ya dakshin-poorv hisse mein ho, saath mein tez roshni aur toran.',
      west: 'West facing ghar business aur sthir laabh ke liye accha hai: darwaza paschim deewar ke beech mein rakhiye.',
    },
    general:
      'Bataiye aap kis kamre ya disha ke baare mein pooch rahe hain (main darwaza, kitchen, bedroom, study, pooja ghar, toilet, rang, sheesha). Basic baatein: uttar-poorv khula, saaf aur roshan, dakshin-paschim bhaari aur mazboot, aur ghar ka beech khaali rakhiye.',
    closing:
      'Pehle aasaan, bina tod-phod wale upay kariye; darr ke maare kabhi deewarein mat todiye. Construction ke kaam ke liye site par vastu expert aur engineer se salah lijiye.',
    words: {
      rooms: {
        entrance: ['main darwaz', 'main door', 'main gate', 'entrance', 'darwaz', 'dwar', 'gate'],
        kitchen: ['kitchen', 'rasoi', 'chulha', 'chulhe'],
        bedroom: ['bedroom', 'bed room', 'sone ka kamra', 'palang', 'bistar'],
        study: ['study', 'padhai ka kamra', 'office'],
        pooja: ['pooja', 'puja', 'mandir', 'temple'],
        toilet: ['toilet', 'bathroom', 'washroom', 'shauchalay'],
        living: ['living room', 'hall', 'drawing room', 'baithak'],
        locker: ['tijori', 'locker'],
        mirror: ['sheesha', 'sheeshe', 'shisha', 'aaina', 'aina', 'mirror'],
        colour: ['rang', 'colour', 'color', 'paint'],
      },
      directions: {
        'north-east': [
          'north east',
          'north-east',
          'northeast',
          'uttar purv',
          'uttar poorv',
          'uttar-poorv',
          'uttar-purv',
          'ishaan',
          'ishan',
        ],
        'south-east': [
          'south east',
          'south-east',
          'southeast',
          'dakshin purv',
          'dakshin poorv',
          'dakshin-poorv',
          'agneya',
          'agney',
        ],
        'south-west': [
          'south west',
          'south-west',
          'southwest',
          'dakshin paschim',
          'dakshin-paschim',
          'nairitya',
          'nairutya',
        ],
        'north-west': [
          'north west',
          'north-west',
          'northwest',
          'uttar paschim',
          'uttar-paschim',
          'vayavya',
          'vayvya',
        ],
        north: ['north', 'uttar'],
        east: ['east', 'purab', 'poorab', 'poorv', 'purv'],
        south: ['south', 'dakshin'],
        west: ['west', 'paschim', 'pashchim'],
      },
    },
  },
  look: {
    palmistry: (link) =>
      `Sacchi palm reading ke liye aapki hatheliyan dekhni padti hain: rekhayein, parvat aur hatheli ka aakaar. Main unhe yahan nahi dekh sakta, isliye sahi reading ke liye ${link} par live session book kariye aur video call par apni hatheliyan dikhaiye.`,
    'face-reading': (link) =>
      `Sacchi face reading ke liye aapka chehra dekhna padta hai: maatha, aankhein, naak aur unka anupaat. Main use yahan nahi dekh sakta, isliye sahi reading ke liye ${link} par video call ka live session book kariye.`,
    meanwhile: 'Tab tak, aapki janam kundli yeh kehti hai:',
  },
  care: {
    'life-coach':
      'Chaliye ise practical rakhte hain: jyotish bata sakta hai ki aap kis daur mein hain, par cheezein aapke agle chhote, thos kadam se aage badhti hain. Is hafte ke liye ek kaam aur nibhane ke liye ek aadat chuniye.',
    psychologist:
      'Aap jo bhi mehsoos kar rahe hain woh samajh mein aata hai, aur aapko isse akele nahi joojhna hai. Main yahan koi diagnosis nahi kar sakta; agar aap hafton se udaas ya bechain mehsoos kar rahe hain, to please kisi qualified counsellor se baat kariye ya Tele-MANAS ko 14416 par call kariye (free, 24x7).',
    meanwhile: 'Tab tak, aapki janam kundli yeh kehti hai:',
  },
  askWords: {
    numerology: ['numerology', 'ank jyotish', 'mulank', 'bhagyank', 'name number', 'number'],
    tarot: ['tarot', 'card'],
  },
  yesNo: {
    marker: /^kya\s|\s(ga|gi|ge|hai|hoga|hogi|milegi|milega)\s*\??$|ki nahi\s*\??$/,
    wh: /\b(kab|kaun|kaisa|kaisi|kaise|kyun|kyon|kahan|kis|kitna|kitni|kitne)\b/,
  },
};
