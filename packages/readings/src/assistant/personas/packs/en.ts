import type { PersonaPack } from '../types.ts';
import { minorEn } from './minor/en.ts';

/** English. */
export const en: PersonaPack = {
  opening: {
    numerology: (name) => `Speaking as ${name}'s numerology:`,
    tarot: (name) => `Speaking as ${name}'s tarot reading:`,
    vastu: (name) => `Speaking as ${name}'s Vastu advice:`,
    palmistry: (name) => `Speaking as ${name}'s palmistry:`,
    'face-reading': (name) => `Speaking as ${name}'s face reading:`,
    'life-coach': (name) => `Speaking in ${name}'s life-coaching style:`,
    psychologist: (name) => `Speaking in ${name}'s counselling style:`,
  },
  suggestions: {
    numerology: [
      'What is my lucky number?',
      'How is my career by numerology?',
      'How will next year be for me?',
    ],
    tarot: [
      'Draw three cards for my career',
      'Will I get the job?',
      'What do the cards say about my love life?',
    ],
    vastu: [
      'Which direction is best for the kitchen?',
      'Where should the pooja room be?',
      'Is a south-facing house bad?',
    ],
    palmistry: ['How is my career?', 'When will I marry?', 'I want to talk to a real astrologer'],
    'face-reading': [
      'How is my career?',
      'What is my nature?',
      'I want to talk to a real astrologer',
    ],
    'life-coach': [
      'How is my career?',
      'When will my good time start?',
      'What remedies should I do?',
    ],
    psychologist: ['How is my love life?', 'What is my nature?', 'When will my good time start?'],
  },
  numerology: {
    needName: 'For your name numbers I need your full name: please add it at /edit_profile.',
    needBirthDate:
      'For your life path and personal year I need your date of birth: please add it at /edit_profile.',
    latinName: (name) =>
      `Name numerology counts the letters of the Latin alphabet, so I cannot compute "${name}" as it is written. Tell me how you spell your name in English letters (or add that spelling at /edit_profile) and I will work out your name numbers.`,
    chaldean: (line) => `Chaldean name number: ${line}`,
    pythagorean: (line) => `Pythagorean name number: ${line}`,
    lifePath: (line) => `Life path number: ${line}`,
    birthday: (day, n) => `Birthday number: you were born on the ${day}, ${day} -> ${n}.`,
    personalYear: (year, line) => `Personal year ${year}: ${line}`,
    numbers: {
      1: {
        trait: 'a self-starter, independent and direct, happiest when leading.',
        career:
          'leadership, your own business, management and any work where you set the direction.',
        love: 'you love loyally but need room to lead your own life; a partner who respects your independence suits you.',
      },
      2: {
        trait: 'gentle, diplomatic and intuitive, a natural peacemaker.',
        career: 'partnerships, counselling, teaching, HR, design and work that needs tact.',
        love: 'you are devoted and sensitive; harmony and reassurance matter more to you than drama.',
      },
      3: {
        trait: 'expressive, creative and sociable, with a gift for words.',
        career: 'writing, media, teaching, sales, design and the performing arts.',
        love: 'you bring warmth and fun; you need a partner who talks with you and shares laughter.',
      },
      4: {
        trait: 'steady, practical and hard-working, a builder of systems.',
        career: 'engineering, accounts, administration, construction and technical work.',
        love: 'you show love through reliability; slow trust-building and shared plans suit you.',
      },
      5: {
        trait: 'curious, adaptable and freedom-loving, quick with people and ideas.',
        career: 'sales, travel, media, marketing, trading of goods and work with variety.',
        love: 'you need variety and freedom; a partner who travels and learns with you keeps love fresh.',
      },
      6: {
        trait: 'caring, responsible and home-loving, drawn to beauty and service.',
        career: 'healing, teaching, hospitality, design, the arts and caring professions.',
        love: 'you are a devoted partner and family person; balance giving with receiving.',
      },
      7: {
        trait: 'thoughtful, analytical and spiritual, a seeker of deeper truths.',
        career: 'research, science, technology, writing, analysis and spiritual teaching.',
        love: 'you open up slowly; depth, quiet time and honest talk matter more than display.',
      },
      8: {
        trait: 'ambitious, disciplined and practical about power and money.',
        career: 'finance, law, management, real estate and large organisations.',
        love: 'you are protective and committed; do not let work crowd out time for your partner.',
      },
      9: {
        trait: 'generous, idealistic and compassionate, with a wide view of life.',
        career: 'public service, medicine, teaching, the arts, NGOs and humanitarian work.',
        love: 'you love generously; choose a partner who shares your ideals and gives back.',
      },
      11: {
        trait: 'a master number of intuition and inspiration, sensitive and visionary.',
        career: 'teaching, counselling, the arts, spiritual guidance and inspiring others.',
        love: 'you seek a soul connection; calm and understanding help your sensitivity.',
      },
      22: {
        trait: 'a master number of the builder: big visions made practical.',
        career: 'large projects, architecture, institutions, engineering and leadership of teams.',
        love: 'you are steady and loyal; share your plans so your partner feels part of them.',
      },
      33: {
        trait: 'a master number of the teacher, caring and devoted to uplifting others.',
        career: 'teaching, healing, counselling, the arts and service to the community.',
        love: 'you give a great deal of love; remember your own needs too.',
      },
    },
    years: {
      1: 'a year of new beginnings: start projects, apply, take the first step.',
      2: 'a year of patience and partnership: cooperate, build relationships, let things ripen.',
      3: 'a year of expression and social growth: create, communicate, enjoy.',
      4: 'a year of hard work and foundations: plan, organise, build step by step.',
      5: 'a year of change and movement: travel, new contacts, fresh choices.',
      6: 'a year of home, family and responsibility: commitments and care come first.',
      7: 'a year of reflection and learning: study, rest, look inward before big moves.',
      8: 'a year of achievement and money matters: effort brings recognition and results.',
      9: 'a year of completion: finish, let go of what is over, make room for the next cycle.',
    },
    colours: {
      1: 'gold, orange and copper (the Sun)',
      2: 'white, cream and silver (the Moon)',
      3: 'yellow (Jupiter)',
      4: 'grey and smoky blue (Rahu)',
      5: 'green (Mercury)',
      6: 'white and light pink (Venus)',
      7: 'grey and mixed shades (Ketu)',
      8: 'dark blue and black (Saturn)',
      9: 'red and coral (Mars)',
    },
    days: {
      1: 'Sunday (the Sun)',
      2: 'Monday (the Moon)',
      3: 'Thursday (Jupiter)',
      4: 'Saturday (Rahu)',
      5: 'Wednesday (Mercury)',
      6: 'Friday (Venus)',
      7: 'Tuesday (Ketu)',
      8: 'Saturday (Saturn)',
      9: 'Tuesday (Mars)',
    },
    luckyNumber: (n, friends) =>
      `your lucky number is ${n}, your root number; ${friends} are in harmony with it.`,
    luckyColour: (n, colour) => `your lucky colours are ${colour}, from your root number ${n}.`,
    luckyDay: (n, day) => `your lucky day is ${day}, from your root number ${n}.`,
    career: (n, text) => `your number ${n} points to ${text}`,
    love: (n, text) => `with number ${n}, ${text}`,
    timing: (year, n, text) => `${year} is personal year ${n} for you, ${text}`,
    profile: (n, text) => `your number ${n} describes you as ${text}`,
    closing:
      'Numbers show tendencies, not fixed fate: your choices and effort decide what you make of them.',
  },
  tarot: {
    cards: {
      fool: {
        name: 'The Fool',
        upright: 'a fresh start, trust and an open mind.',
        reversed: 'a rash leap; look before you jump.',
      },
      magician: {
        name: 'The Magician',
        upright: 'skill, willpower and the means to make it happen.',
        reversed: 'scattered energy or talents not yet used.',
      },
      'high-priestess': {
        name: 'The High Priestess',
        upright: 'intuition, quiet knowing, what is not yet revealed.',
        reversed: 'ignored intuition, hidden facts.',
      },
      empress: {
        name: 'The Empress',
        upright: 'growth, care, comfort and abundance.',
        reversed: 'neglected self-care, growth held back.',
      },
      emperor: {
        name: 'The Emperor',
        upright: 'structure, authority and stability.',
        reversed: 'rigidity or a struggle over control.',
      },
      hierophant: {
        name: 'The Hierophant',
        upright: 'tradition, guidance from a mentor, proper channels.',
        reversed: 'breaking with convention, your own way.',
      },
      lovers: {
        name: 'The Lovers',
        upright: 'union, harmony and a heartfelt choice.',
        reversed: 'imbalance or a choice made against your values.',
      },
      chariot: {
        name: 'The Chariot',
        upright: 'determination and moving forward with control.',
        reversed: 'loss of direction; gather yourself first.',
      },
      strength: {
        name: 'Strength',
        upright: 'courage, patience and gentle inner strength.',
        reversed: 'self-doubt; rebuild your confidence.',
      },
      hermit: {
        name: 'The Hermit',
        upright: 'reflection, solitude and seeking wisdom.',
        reversed: 'too much isolation; reach out.',
      },
      wheel: {
        name: 'Wheel of Fortune',
        upright: 'a turn of luck, cycles and new chances.',
        reversed: 'a delay; the wheel turns again later.',
      },
      justice: {
        name: 'Justice',
        upright: 'fairness, truth and balanced decisions.',
        reversed: 'unfairness or avoiding accountability.',
      },
      'hanged-man': {
        name: 'The Hanged Man',
        upright: 'a pause, a new perspective, letting go.',
        reversed: 'stalling; a decision you keep postponing.',
      },
      death: {
        name: 'Death',
        upright: 'an ending that clears the way for a new beginning (change, not literal death).',
        reversed: 'resisting a change that is due.',
      },
      temperance: {
        name: 'Temperance',
        upright: 'balance, moderation and patience.',
        reversed: 'excess or imbalance; slow down.',
      },
      devil: {
        name: 'The Devil',
        upright: 'attachment, temptation, feeling stuck.',
        reversed: 'breaking free from what binds you.',
      },
      tower: {
        name: 'The Tower',
        upright: 'a sudden shake-up that reveals the truth.',
        reversed: 'an upheaval avoided or delayed.',
      },
      star: {
        name: 'The Star',
        upright: 'hope, healing and renewed faith.',
        reversed: 'discouragement; keep faith.',
      },
      moon: {
        name: 'The Moon',
        upright: 'uncertainty and illusion; not everything is clear yet.',
        reversed: 'confusion lifting, truth coming out.',
      },
      sun: {
        name: 'The Sun',
        upright: 'joy, success and clarity.',
        reversed: 'a dimmed joy that returns with time.',
      },
      judgement: {
        name: 'Judgement',
        upright: 'awakening, a calling and a fresh reckoning.',
        reversed: 'self-doubt holding back a needed decision.',
      },
      world: {
        name: 'The World',
        upright: 'completion, fulfilment and a cycle achieved.',
        reversed: 'something left unfinished; close it out.',
      },
    },
    minor: minorEn,
    positions: { past: 'Past', present: 'Present', future: 'Future', answer: 'Your card' },
    upright: 'upright',
    reversed: 'reversed',
    spreadIntro: 'I drew three cards for you: past, present and future.',
    singleIntro: 'I drew one card for your yes-or-no question.',
    leaning: {
      yes: 'It leans towards yes.',
      maybe: 'It leans towards "not yet": it depends on what you do next.',
      no: 'It leans towards no, for now.',
    },
    topics: {
      career: 'your career',
      love: 'your love life',
      money: 'your finances',
      health: 'your well-being',
      education: 'your studies',
      family: 'your family',
      travel: 'travel and going abroad',
      legal: 'your legal matter',
      spiritual: 'your spiritual path',
      general: 'your question',
    },
    synthesis: {
      bright: (topic) =>
        `Taken together, the cards are encouraging for ${topic}: momentum is with you, so act on it.`,
      mixed: (topic) =>
        `Taken together, the cards are mixed for ${topic}: progress comes with patience and a clear choice.`,
      hard: (topic) =>
        `Taken together, the cards ask for care with ${topic}: slow down, face what is unclear, and change what you can.`,
    },
    healthNote: 'Cards do not diagnose: for any health worry, please see a doctor.',
    legalNote: 'For the legal side, please rely on a qualified lawyer.',
    closing:
      'Tarot reflects the present currents, not a fixed future: your choices shape the outcome.',
  },
  vastu: {
    roomNames: {
      entrance: 'main entrance',
      kitchen: 'kitchen',
      bedroom: 'master bedroom',
      study: 'study',
      pooja: 'pooja room',
      toilet: 'toilet',
      living: 'living room',
      locker: 'cash locker',
      mirror: 'mirror',
      colour: 'colours',
    },
    directionNames: {
      'north-east': 'north-east',
      'south-east': 'south-east',
      'south-west': 'south-west',
      'north-west': 'north-west',
      north: 'north',
      east: 'east',
      south: 'south',
      west: 'west',
    },
    rules: {
      entrance:
        'The best main entrance is in the north, east or north-east, the directions of Kubera, Indra and Ishana; keep it well lit, clean and unobstructed.',
      kitchen:
        'The kitchen belongs in the south-east, the corner of Agni (fire); the north-west is the next best. Cook facing east.',
      bedroom:
        'The master bedroom belongs in the south-west, the heavy and stable corner of earth. Sleep with your head to the south or east.',
      study:
        'Study in the north-east, east or north, and sit facing east or north: the directions of learning and clarity.',
      pooja:
        'The pooja room belongs in the north-east (Ishana), or else the east or north; face east or north while praying.',
      toilet:
        'Toilets belong in the north-west or west; keep them away from the north-east and the centre (Brahmasthan).',
      living:
        'The living room does well in the north, east or north-east, where light and visitors come in.',
      locker:
        'Keep the cash locker against the south or south-west wall so that it opens towards the north, the direction of Kubera.',
      mirror:
        'Mirrors belong on the north or east walls; avoid a mirror facing the bed or the main door.',
      colour:
        'Light colours suit the north and east (white, cream, light green, light blue); warm earthy colours suit the south and south-west (peach, beige, light brown); orange or pink suits the south-east.',
    },
    fixes: {
      entrance:
        'Simple fixes first: a bright light and a clean threshold, a nameplate, a toran or swastika symbol above the door, and no shoes or clutter at the entrance.',
      kitchen:
        "Simple fixes first: keep the stove in the kitchen's own south-east corner, cook facing east, keep water and fire (sink and stove) apart, and use warm colours.",
      bedroom:
        "Simple fixes first: place the bed in the room's south-west part, head to the south or east, no mirror facing the bed, and no clutter under it.",
      study:
        'Simple fixes first: turn the desk so you face east or north, keep the desk clear, and let daylight in.',
      pooja:
        'Simple fixes first: even a small shelf in the north-east corner works; keep it clean, face east while praying, and keep it away from the toilet wall.',
      toilet:
        'Simple fixes first: keep the door closed and the room dry and clean, add a small exhaust fan, and a bowl of sea salt changed weekly.',
      living:
        'Simple fixes first: keep the north-east corner open and light, heavy furniture to the south-west, and seating so that you face north or east.',
      locker:
        'Simple fixes first: turn the locker to open towards the north, keep it tidy, and never keep it in the north-east corner.',
      mirror:
        'Simple fixes first: move or cover a mirror that faces the bed, and keep mirrors clean and unbroken.',
      colour:
        'Simple fixes first: repaint one wall or change curtains and cushions rather than the whole house.',
    },
    placementGood: (room, direction) =>
      `Yes: a ${room} in the ${direction} is a good placement in Vastu.`,
    placementFix: (room, direction) =>
      `A ${room} in the ${direction} is not the classical placement, but it can be balanced without breaking anything.`,
    facing: {
      'north-east':
        'A north-east facing entrance is very auspicious (Ishana): keep it open, clean and well lit.',
      'south-east':
        'A south-east facing entrance is workable: keep it bright and avoid water features at the door.',
      'south-west':
        'A south-west entrance is the hardest: keep it heavy and well closed, use a brass strip at the threshold and bright lights.',
      'north-west':
        'A north-west facing entrance is fine for movement and contacts: keep the door sturdy and in good repair.',
      north:
        'A north-facing house is very good (Kubera, wealth): keep the entrance clear and bright.',
      east: 'An east-facing house is very good (Surya, health and growth): keep the entrance open to the morning light.',
      south:
        'A south-facing house is not bad in itself: many do well. Prefer a door in the middle or south-east part of the south side, with a bright light and a toran.',
      west: 'A west-facing house is good for business and steady gains: keep the door in the middle of the west side.',
    },
    general:
      'Tell me which room or direction you are asking about (entrance, kitchen, bedroom, study, pooja room, toilet, colours, mirrors). The basics: keep the north-east open, clean and light, the south-west heavy and solid, and the centre of the home free.',
    closing:
      'Start with the simple, non-structural fixes; never break walls on a fear. For building work, consult a Vastu expert and an engineer on site.',
    words: {
      rooms: {
        entrance: ['main door', 'entrance', 'front door', 'main gate', 'door'],
        kitchen: ['kitchen', 'stove'],
        bedroom: ['bedroom', 'bed room', 'bed '],
        study: ['study', 'desk', 'office'],
        pooja: ['pooja', 'puja', 'prayer room', 'temple', 'mandir'],
        toilet: ['toilet', 'bathroom', 'washroom'],
        living: ['living room', 'hall', 'drawing room', 'sofa'],
        locker: ['locker', 'cash box', 'tijori', 'money safe'],
        mirror: ['mirror'],
        colour: ['colour', 'color', 'paint'],
      },
      directions: {
        'north-east': ['north-east', 'northeast', 'north east'],
        'south-east': ['south-east', 'southeast', 'south east'],
        'south-west': ['south-west', 'southwest', 'south west'],
        'north-west': ['north-west', 'northwest', 'north west'],
        north: ['north'],
        east: ['east'],
        south: ['south'],
        west: ['west'],
      },
    },
  },
  look: {
    palmistry: (link) =>
      `A real palm reading needs a look at your hands: the lines, the mounts and the shape of the palm. I cannot see them here, so for a true reading please book a live session at ${link} and show your palms on a video call.`,
    'face-reading': (link) =>
      `A real face reading needs a look at your face: the forehead, eyes, nose and their proportions. I cannot see it here, so for a true reading please book a live session at ${link} on a video call.`,
    meanwhile: 'Meanwhile, here is what your birth chart says:',
  },
  care: {
    'life-coach':
      'Let us keep this practical: astrology can show the season you are in, but your next small, concrete step is what moves things. Pick one action for this week and one habit to keep.',
    psychologist:
      'Whatever you are going through, your feelings make sense and you do not have to sort them out alone. I cannot diagnose anything here; if you feel low or anxious for weeks, please talk to a qualified counsellor or call Tele-MANAS at 14416 (free, 24x7).',
    meanwhile: 'Meanwhile, here is what your birth chart says:',
  },
  askWords: {
    numerology: ['numerology', 'name number', 'life path', 'my number', 'lucky number'],
    tarot: ['tarot', 'card', 'draw'],
  },
  yesNo: {
    marker: /^(will|should|shall|can|could|is|am|are|do|does|would|did|has|have)\b/,
    wh: /\b(when|which|what|how|why|where|who)\b/,
  },
};
