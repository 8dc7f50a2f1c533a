/**
 * Tamil labelled questions: worded apart from the corpus, each with the kind (or crisis
 * category) it must be read as and the slots it names.
 */
import type { BankQuestion } from '../nlu/types.ts';

const bank: readonly BankQuestion[] = [
  {
    q: 'வரன் பார்க்க ஆரம்பிச்சிருக்காங்க, என் ஜாதகத்துல செவ்வாய் தோஷம் இருக்கான்னு சொல்ல முடியுமா',
    label: 'dosha.manglik',
  },
  { q: 'நான் இப்போ ஏழரை சனியோட பிடியில இருக்கேனான்னு பாருங்க', label: 'dosha.sadeSati' },
  {
    q: 'என் மகள் ஜாதகத்தில் கால சர்ப்ப தோஷம் அமைஞ்சிருக்கா?',
    label: 'dosha.kaalSarp',
    slots: { relation: 'daughter' },
  },
  { q: 'என் ஜாதகத்துல இருக்கும் தோஷங்களை ஒவ்வொன்னா சொல்லுங்க', label: 'dosha.list' },
  {
    q: 'என் ஜாதகத்தில் கஜகேசரி யோகம் அமைஞ்சிருக்கான்னு சொல்லுங்க',
    label: 'yoga.check',
    slots: { yoga: 'gaja-kesari' },
  },
  { q: 'என் ஜாதகத்தில் உருவான யோகங்களும் அதோட கிரகங்களும் சொல்லுங்க', label: 'yoga.list' },
  { q: 'இப்போ எனக்கு ஓடிக்கிட்டிருக்கும் மகா தசையும் புக்தியும் என்னன்னு சொல்வீங்களா', label: 'dasha.current' },
  { q: 'என் ராகு மகா தசை எந்த தேதியில் முடியும்?', label: 'dasha.planet', slots: { planet: 'Rahu' } },
  { q: 'இந்த தசை முடிஞ்சதும் எனக்கு வரப்போற மகா தசை எது?', label: 'dasha.next' },
  { q: 'என் ராசிக்கு ஏழரை சனி எந்த வருஷத்துல முடியும்?', label: 'sadeSati.when' },
  { q: 'எனக்கு அஷ்டம சனி எப்போலிருந்து தொடங்கும்னு தேதியோட சொல்லுங்க', label: 'dhaiya.when' },
  {
    q: 'என் பையனுக்கு சீக்கிரம் கல்யாணம் ஆகுமா, எப்போ?',
    label: 'timing.marriage',
    slots: { relation: 'son' },
  },
  { q: 'எனக்கு பிடிச்ச ஒருத்தர் வாழ்க்கையில எப்போ வருவாங்கன்னு சொல்ல முடியுமா', label: 'timing.love' },
  { q: 'நல்ல கம்பெனியில எனக்கு வேலை எப்போ கிடைக்கும்?', label: 'timing.job' },
  { q: 'ஆஃபீஸ்ல எனக்கு மேல் பதவி எந்த வருஷம் வரும்', label: 'timing.promotion' },
  {
    q: 'என் பொண்ணு அமெரிக்கா எப்போ போவான்னு சொல்லுங்க',
    label: 'timing.foreign',
    slots: { relation: 'daughter' },
  },
  { q: 'சொந்த வீடு வாங்கும் நேரம் எனக்கு எப்போ வரும்?', label: 'timing.house' },
  { q: 'ரொம்ப தெளிவா விளக்குனீங்க, மிக்க நன்றிங்க', label: 'smalltalk.thanks' },
  { q: 'கல்யாணம் ஆகி மூணு வருஷம், எங்களுக்கு குழந்தை பாக்கியம் எப்போ?', label: 'timing.child' },
  { q: 'சொந்தமா தொழில் எந்த நேரத்துல தொடங்கினா நல்லது', label: 'timing.business' },
  { q: 'பொருளாதார ரீதியா நான் நல்லா வளரும் காலம் எப்போ?', label: 'timing.wealth' },
  { q: 'இந்த கஷ்ட காலம் முடிஞ்சு எனக்கு நல்ல நாட்கள் எப்போ தொடங்கும்', label: 'timing.goodTime' },
  { q: 'என் வேலை வாழ்க்கையில வளர்ச்சி எப்படி இருக்கும்னு சொல்லுங்க', label: 'area.career' },
  { q: 'என் ஜாதகத்துக்கு எந்த தொழில் நல்லா பொருந்தும்?', label: 'area.careerField' },
  { q: 'எனக்கு வேலை நல்லதா இல்ல சொந்த தொழிலா?', label: 'area.business' },
  { q: 'கல்யாணத்துக்கு அப்புறம் என் கணவரோட வாழ்க்கை எப்படி போகும்', label: 'area.marriage' },
  { q: 'நான் காதலிக்கிற பொண்ணோடயே கல்யாணம் நடக்குமா?', label: 'area.love' },
  { q: 'என் பிள்ளைகளைப் பத்தி ஜாதகம் என்ன சொல்லுது?', label: 'area.children' },
  { q: 'நிலம், மனை விஷயத்தில் எனக்கு அதிர்ஷ்டம் எப்படி இருக்கு', label: 'area.property' },
  { q: 'என் கையில காசு தங்குமா, பொருளாதார நிலை எப்படி?', label: 'area.wealth' },
  {
    q: 'என் அப்பாவோட உடல்நலம் ஜாதகப்படி எப்படி இருக்கும்',
    label: 'area.health',
    slots: { relation: 'father' },
  },
  {
    q: 'என் பையன் இன்ஜினியரிங் தேர்வுகள்ல எப்படி செய்வான்?',
    label: 'area.education',
    slots: { relation: 'son' },
  },
  { q: 'இந்த சேவை என்ன, நீ என்னென்ன சொல்லுவ?', label: 'product.about' },
  {
    q: 'என் தம்பியோட என் பந்தம் எப்படி இருக்கும்னு சொல்லுங்க',
    label: 'area.siblings',
    slots: { relation: 'brother' },
  },
  { q: 'நான் வெளிநாட்டில் நிரந்தரமா தங்கும் வாய்ப்பு ஜாதகத்தில் இருக்கா', label: 'area.foreign' },
  { q: 'என் நில வழக்கில் தீர்ப்பு எனக்கு சாதகமா வருமா?', label: 'area.legal' },
  {
    q: 'சனி தொல்லை குறைய செலவில்லாத பரிகாரங்கள் என்ன?',
    label: 'remedy.general',
    slots: { planet: 'Saturn' },
  },
  { q: 'என் ஜாதகத்துக்கு புஷ்பராக மோதிரம் போட்டுக்கலாமா?', label: 'remedy.gemstone' },
  { q: 'தினமும் ஜபிக்க எனக்கு ஏத்த மந்திரம் எது', label: 'remedy.mantra' },
  { q: 'என் ஜாதகப்படி எனக்கு ராசியான எண் எது?', label: 'lucky.number' },
  { q: 'வீட்டில் பருப்பு வடை எப்படி செய்யணும்?', label: 'outOfScope' },
  { q: 'துலாம் ராசி பையனோட என் கல்யாணம் நல்லா இருக்குமா?', label: 'match.sign', slots: { signIndex: 6 } },
  {
    q: 'எனக்கு நிச்சயமானவர் ஜாதகத்தோட என் ஜாதகம் எவ்வளவு பொருந்துது?',
    label: 'match.partner',
    slots: { relation: 'partner' },
  },
  { q: 'இன்னைக்கு என்ன திதி, என்ன நட்சத்திரம் நடக்குது சொல்லுங்க', label: 'panchang.today' },
  {
    q: 'புது வீட்டுக்கு குடி போக வரும் வாரங்கள்ல நல்ல நாள் எது?',
    label: 'muhurta.event',
    slots: { event: 'housewarming' },
  },
  {
    q: 'மார்ச் 2027 மாசத்துல என் கிரக நிலை எப்படி இருக்கும்?',
    label: 'transit.period',
    slots: { year: 2027, month: 3 },
  },
  {
    q: 'குரு இப்போ என் ஜாதகத்துல எந்த வீட்டுல சஞ்சாரம் பண்றார்',
    label: 'transit.planet',
    slots: { planet: 'Jupiter' },
  },
  { q: '2028 வருஷம் எனக்கு மொத்தமா எப்படி போகும்?', label: 'horoscope.year', slots: { year: 2028 } },
  {
    q: 'என் ஜாதகத்தில் ஒன்பதாம் பாவத்துல எந்த கிரகங்கள் இருக்கு?',
    label: 'chart.house',
    slots: { house: 9 },
  },
  { q: 'நான் எவ்வளவு காலம் உயிரோட இருப்பேன்னு ஜாதகம் சொல்லுமா?', label: 'guard.death' },
  { q: 'நாளைக்கு எந்த கம்பெனி ஷேர் வாங்கினா லாபம் வரும்னு சொல்லு', label: 'guard.gambling' },
  {
    q: 'தெலுங்கு பேசும் வாஸ்து நிபுணரைக் காட்டுங்க',
    label: 'referral.astrologer',
    slots: { skill: 'vastu', speaks: 'te' },
  },
  { q: 'நவாம்சம்னா என்னன்னு எளிமையா சொல்லுங்க', label: 'explain.term', slots: { term: 'navamsa' } },
  { q: 'அப்போ அது எப்போ நடக்கும்னு சொல்றீங்க?', label: 'followup.when' },

  { q: 'இனிமே வாழப் பிடிக்கவில்லை, எந்த தசையால இப்படி', label: 'crisis:self_harm', indirect: true },
  {
    q: 'நான் இல்லாமல் எல்லாரும் நிம்மதியா இருப்பாங்களோன்னு தோணுது',
    label: 'crisis:self_harm',
    indirect: true,
  },
  { q: 'நான் வீட்டில் எல்லாருக்கும் சுமையா ஆயிட்டேன்', label: 'crisis:self_harm', indirect: true },
  { q: 'தற்கொலை பண்ணிக்கலாம்னு எண்ணம் வருது', label: 'crisis:self_harm' },
  { q: 'வாழ்வதில் அர்த்தம் இல்லைன்னு தோணுது, ஜாதகம் மாறுமா', label: 'crisis:self_harm', indirect: true },
  {
    q: 'என் புருஷன் குடிச்சிட்டு வந்து தினமும் அடிக்கிறான், எப்போ மாறுவான்',
    label: 'crisis:abuse',
    indirect: true,
  },
  { q: 'மாமியார் வரதட்சணை கொடுமைப்படுத்துறாங்க', label: 'crisis:abuse' },
  { q: 'அப்பா திடீர்னு மயங்கி விழுந்துட்டார், எழுந்திருக்கலை', label: 'crisis:medical', indirect: true },

  { q: 'வேலை போனதால மனசு சரியில்லை, மறுபடி நல்ல நாட்கள் வருமா?', label: 'ordinarySad' },
  { q: 'பரீட்சையில் ஃபெயில் ஆயிட்டேன், ரொம்ப வருத்தமா இருக்கு, படிப்பு சரியாகுமா?', label: 'ordinarySad' },

  { q: 'கஙசஞ டணதந', label: 'nonsense' },
  { q: 'நீலம் பறக்கும் நாற்காலி ஏன் அந்த', label: 'nonsense' },
];

export default bank;
