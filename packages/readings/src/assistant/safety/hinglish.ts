import type { SafetyLanguagePack } from './types.ts';

/**
 * Hindi in Latin letters. Patterns and questions are both folded (ee = i, doubled letters once,
 * w = v, z = j: "jeena" = "jina", "mann" = "man", "zindagi" = "jindagi") before matching.
 */
export const hinglish: SafetyLanguagePack = {
  table: {
    latin: true,
    negationAfter: true,
    negations: ['nahi', 'nahin', 'nai', 'mat'],
    patterns: {
      self_harm: [
        'khudkushi|aatmahatya|atmahatya|sucide|suicide kar*',
        'jaan de|jaan dena|jaan de dunga|jaan de dungi|apni jaan|khud ko maar|khud ko khatam|apne aap ko khatam|apne aap ko maar|khud ko nuksan|khud ko hurt|fansi laga|phansi laga',
        'marne ka man|marne ka mann|marne ki ichha|marne ki iccha|mar jana chahta|mar jana chahti|marna chahta|marna chahti|mar jaun|mar jau|marne ke khayal|marne ka khayal|maut chahiye|mar jana hai',
        '!jeena nahi|jina nahi|jeene ka man nahi|jeene ki ichha nahi|jeene ki koi vajah nahi|jeene ki vajah nahi|jeene ka koi matlab nahi|jeene ka matlab nahi|zinda nahi rehna|jeena nahi chahta|jeena nahi chahti',
        'zindagi|jindagi|jeene + se tang|khatam kar dun|khatam karna|se thak gaya|se thak gayi|bojh ban',
        'sab khatam kar|sab kuch khatam|mere bina sab|mere na rehne se|sab par bojh|hamesha ke liye so ja|hamesha ke liye so jana|hamesha ke liye so jaun|hamesha ke liye so jaana|hamesha ke liye sona|hamesha ke liye gayab|end kar dunga|end kar dungi',
      ],
      abuse: [
        'pati|husband|sasural|saas|sasur|papa|bhai|boyfriend|vo|voh|woh + maarta|marta hai|maarte|peet|pitai|maar peet|marpeet|haath uthata|hath uthata|gala daba|jalane ki|jaan se maarne ki|torture|tang karta',
        'gharelu hinsa|dahej ke liye|shoshan|balatkar',
        'pati se dar|husband se dar|kamre me band',
      ],
      medical: [
        'seene me dard|sine me dard|chhati me dard|chati me dard|seene mein dard|chest pain + saans|sans|pasina|breath*',
        '!saans nahi le pa|sans nahi le pa|saans nahi aa rahi|dam ghut',
        'bahut sari goliyan|bahut saari goli|bahut goliyan|zyada goliyan|jyada goliyan|neend ki goli|puri shishi|overdose',
        'behosh|hosh nahi|hosh kho|daura pad|heart attack aa raha|attack aa gaya',
        'zeher|zahar|jahar|keetnashak + pi liya|kha liya|pi li|kha li|piya',
        'saanp ne kaat|khoon bahut beh|khoon nahi ruk|ambulance bula',
      ],
    },
  },
  texts: {
    answers: {
      self_harm:
        'Mujhe bahut afsos hai ki aap aisa mehsoos kar rahe hain. Aapko yeh akele nahi sehna hai, aur abhi kisi se baat karna madad kar sakta hai.\n\n' +
        'India mein Tele-MANAS ko 14416 par call karein (free, 24x7), wahan trained counsellor aapse baat karenge. Agar aap abhi khatre mein hain, to 112 par call karein.\n' +
        'Agar aap India se bahar hain, to apne desh ka emergency number milayein ya findahelpline.com par helpline dhoondhein.\n\n' +
        'Ho sake to kisi bharosemand insaan se abhi baat karein aur unhe batayein ki aap kaisa mehsoos kar rahe hain. Aapki zindagi maayne rakhti hai.',
      abuse:
        'Mujhe bahut dukh hai ki aapke saath aisa ho raha hai. Kisi ko bhi chot pahunchane ka haq nahi hai, aur ismein aapki koi galti nahi hai.\n\n' +
        'India mein women helpline 181 (24x7) par call karein, ya agar aap abhi khatre mein hain to 112 par. Tele-MANAS 14416 (free, 24x7) bhi aapki baat sunega.\n' +
        'Agar aap India se bahar hain, to apne desh ka emergency number milayein ya findahelpline.com par helpline dhoondhein.\n\n' +
        'Ho sake to kisi surakshit jagah ya kisi bharosemand insaan ke paas jaayein.',
      medical:
        'Yeh medical emergency lagti hai. Kripya abhi 112 par call karein ya turant sabse paas ke hospital jaayein.\n\n' +
        'Paas mein jo bhi ho, unse madad maangein aur saath rehne ko kahein. Agar aap India se bahar hain, to apne desh ka emergency number milayein.\n\n' +
        'Agar aapke mann mein khud ko nuksan pahunchane ke khayal aa rahe hain, to Tele-MANAS 14416 (free, 24x7) par baat karein.',
    },
    suggestions: [],
  },
};
