import type { SafetyLanguagePack } from './types.ts';

/** English: the patterns speak of oneself ("myself", "me"), so "killing it at work" stays out. */
export const en: SafetyLanguagePack = {
  table: {
    latin: true,
    negationAfter: false,
    negations: ['never', 'not', 'dont', 'wont', 'wouldnt', 'isnt', 'am not'],
    patterns: {
      self_harm: [
        'suicid*',
        'kill myself|killing myself|end my life|ending my life|end my own life|take my life|take my own life|taking my own life|hang myself|hanging myself',
        'hurt myself|hurting myself|harm myself|harming myself|cut myself|cutting myself|self harm|selfharm|self harming',
        'want to die|wanna die|wish i was dead|wish i were dead|wish i could die|want to be dead|better off dead|ready to die|rather be dead|going to die by my own',
        'end it all|ending it all|end everything|finish it all|put an end to it all',
        '!no reason to live|nothing to live for|no point in living|no point living|dont want to live|dont want to be alive|do not want to live|no will to live|cant go on living|not worth living|isnt worth living|dont want to wake up|never wake up again|no longer want to live|cant live like this anymore',
        'better off without me|burden to everyone|burden on everyone|burden to my family|world without me',
        'tired of living|tired of life|tired of being alive|done with life|done with living|sick of living',
        'thinking about dying|thoughts of dying|think about dying|thoughts of ending|disappear forever|sleep forever',
        '!cant go on|cannot go on|can not go on + like this|anymore|any more|living',
        '!cant take it anymore|cannot take it anymore|cant do this anymore|cannot do this anymore',
        'reason to go on|point of going on|why should i live|why am i even alive|why am i still alive',
        'want to disappear|wish i could disappear|want to vanish|wish i could vanish|want to sleep and never wake',
        'jump off|jump from|jumping off + building|bridge|roof|terrace|balcony|train',
      ],
      abuse: [
        'husband|wife|partner|boyfriend|girlfriend|father|dad|mother|mom|in laws|inlaws|brother|he|she|family|uncle|fiance + beat me|beats me|beating me|beaten me|hits me|hit me|hitting me|slaps me|slapped me|kicks me|kicked me|punches me|punched me|chokes me|choked me|burned me|tortures me|torturing me|threatens to kill me|threatened to kill me|hurts me|hurt me|drags me',
        'abusive|domestic violence|abusing me|abuses me|abused me|sexually abused|molest*|raped me|raping me|sexual assault|sexually assaulted|harassing me|harasses me|marital rape',
        'afraid of|scared of|terrified of + my husband|my boyfriend|my partner|my in laws|my inlaws|my wife',
        'locks me|locked me + in|inside|room|house|up',
        'dowry + beat*|harass*|tortur*|burn*|threat*|kill',
        '!wont let me leave|doesnt let me leave|not allowed to leave the house',
      ],
      medical: [
        'chest pain|chest hurts|pain in my chest|pain in chest|chest is tight|tight chest + cant breathe|short of breath|breathless|out of breath|sweating|left arm',
        '!cant breathe|cannot breathe|can not breathe|unable to breathe|not able to breathe|struggling to breathe + chest|help|heart|choking|dizzy|now|collaps*',
        'took|taken|swallowed|ate|have taken + too many|whole bottle|a lot of|handful of|overdose + pills|tablets|medicine*|sleeping',
        'overdos*',
        '!father|mother|mom|dad|husband|wife|son|daughter|he|she|friend|grandfather|grandmother|grandpa|grandma|brother|sister|baby|someone|i + collapsed|fainted|is unconscious|went unconscious|passed out|not breathing|stopped breathing|unresponsive|not responding|having a seizure|having a heart attack|having a stroke|wont wake up',
        'drank|swallowed|consumed|ate|took|drunk + poison|pesticide|bleach|rat poison|acid|phenyl',
        'snake bit*|bitten by a snake|call an ambulance|need an ambulance|heavy bleeding|bleeding heavily|wont stop bleeding|lot of blood',
      ],
    },
  },
  texts: {
    answers: {
      self_harm:
        "I'm really sorry you're feeling this way. You don't have to carry this alone, and talking to someone can help right now.\n\n" +
        'In India, call Tele-MANAS on 14416 (free, 24x7) to talk to a trained counsellor. If you are in danger right now, call 112.\n' +
        'If you are outside India, call your local emergency number or find a helpline at findahelpline.com.\n\n' +
        'If you can, reach out to someone you trust and tell them how you feel. Your life matters.',
      abuse:
        "I'm so sorry this is happening to you. No one deserves to be hurt, and it is not your fault.\n\n" +
        "In India, call the women's helpline 181 (24x7), or 112 if you are in danger right now. Tele-MANAS on 14416 (free, 24x7) can also listen and help.\n" +
        'If you are outside India, call your local emergency number or find a helpline at findahelpline.com.\n\n' +
        'If you can, go to a safe place or to someone you trust.',
      medical:
        'This sounds like a medical emergency. Please call 112 now or go to the nearest hospital straight away.\n\n' +
        'Ask someone nearby to help and stay with you. If you are outside India, call your local emergency number.\n\n' +
        'If you have been thinking of harming yourself, Tele-MANAS on 14416 (free, 24x7) is there to talk.',
    },
    suggestions: [],
  },
};
