/**
 * Phrases of "Your personal reading" (the horoscope from the reader's own chart), in the seven
 * languages. Placeholders: {nakshatra} the Moon's nakshatra today, {birthStar} the natal one,
 * {tara} the tara's name, {maha} / {antar} dasha lords, {end} a date, {planet}, {house} an
 * ordinal from the natal Moon, {lagna} the ascendant's sign, {saturn} / {jupiter} ordinals
 * counted from it.
 */
import type { Lang } from '../lang.ts';

export interface PersonalBank {
  taraGood: string;
  taraHard: string;
  taraJanma: string;
  dasha: string;
  dashaLordGood: string;
  dashaLordHard: string;
  ascendant: string;
}

export const PERSONAL_BANKS: Record<Lang, PersonalBank> = {
  en: {
    taraGood:
      'Today the Moon in {nakshatra} is {tara} tara from your birth star {birthStar}, a supportive day for you.',
    taraHard:
      'Today the Moon in {nakshatra} is {tara} tara from your birth star {birthStar}, so keep important starts for another day.',
    taraJanma:
      'Today the Moon returns to your birth star {birthStar} (Janma tara), a sensitive day to take gently.',
    dasha: 'You are running the {maha} mahadasha with the {antar} antardasha until {end}.',
    dashaLordGood:
      '{planet}, lord of your running antardasha, transits your {house} house from the Moon, which helps its results come through.',
    dashaLordHard:
      '{planet}, lord of your running antardasha, transits your {house} house from the Moon, which slows its results.',
    ascendant:
      'Counted from your ascendant {lagna}, Saturn is in your {saturn} house and Jupiter in your {jupiter}.',
  },
  hi: {
    taraGood:
      'आज चंद्रमा {nakshatra} नक्षत्र में है, जो आपके जन्म नक्षत्र {birthStar} से {tara} तारा है: आपके लिए सहायक दिन।',
    taraHard:
      'आज चंद्रमा {nakshatra} नक्षत्र में है, जो आपके जन्म नक्षत्र {birthStar} से {tara} तारा है, इसलिए ज़रूरी शुरुआत किसी और दिन करें।',
    taraJanma:
      'आज चंद्रमा आपके जन्म नक्षत्र {birthStar} में लौट आया है (जन्म तारा): संवेदनशील दिन है, सहजता से चलें।',
    dasha: 'आप पर {maha} की महादशा और {antar} की अंतर्दशा {end} तक चल रही है।',
    dashaLordGood:
      'आपकी चल रही अंतर्दशा के स्वामी {planet} चंद्र राशि से {house} भाव में गोचर कर रहे हैं, जिससे उसके फल मिलने में मदद मिलती है।',
    dashaLordHard:
      'आपकी चल रही अंतर्दशा के स्वामी {planet} चंद्र राशि से {house} भाव में गोचर कर रहे हैं, जिससे उसके फल धीमे पड़ते हैं।',
    ascendant: 'आपके लग्न {lagna} से गिनें तो शनि {saturn} भाव में और गुरु {jupiter} भाव में है।',
  },
  mr: {
    taraGood:
      'आज चंद्र {nakshatra} नक्षत्रात आहे, जो तुमच्या जन्मनक्षत्र {birthStar} पासून {tara} तारा आहे: तुमच्यासाठी साथ देणारा दिवस.',
    taraHard:
      'आज चंद्र {nakshatra} नक्षत्रात आहे, जो तुमच्या जन्मनक्षत्र {birthStar} पासून {tara} तारा आहे, म्हणून महत्त्वाची सुरुवात दुसऱ्या दिवशी करा.',
    taraJanma: 'आज चंद्र तुमच्या जन्मनक्षत्र {birthStar} मध्ये परत आला आहे (जन्म तारा): नाजूक दिवस, शांतपणे घ्या.',
    dasha: 'तुमची {maha} महादशा आणि {antar} अंतर्दशा {end} पर्यंत चालू आहे.',
    dashaLordGood:
      'तुमच्या चालू अंतर्दशेचा स्वामी {planet} चंद्र राशीपासून {house} स्थानातून भ्रमण करत आहे, त्यामुळे तिची फळे मिळायला मदत होते.',
    dashaLordHard:
      'तुमच्या चालू अंतर्दशेचा स्वामी {planet} चंद्र राशीपासून {house} स्थानातून भ्रमण करत आहे, त्यामुळे तिची फळे मंदावतात.',
    ascendant: 'तुमच्या लग्न {lagna} पासून मोजल्यास शनी {saturn} स्थानी आणि गुरू {jupiter} स्थानी आहे.',
  },
  es: {
    taraGood:
      'Hoy la Luna en {nakshatra} es tara {tara} desde tu estrella natal {birthStar}: un día que te apoya.',
    taraHard:
      'Hoy la Luna en {nakshatra} es tara {tara} desde tu estrella natal {birthStar}, así que deja los comienzos importantes para otro día.',
    taraJanma:
      'Hoy la Luna vuelve a tu estrella natal {birthStar} (Janma tara): un día sensible para tomárselo con calma.',
    dasha: 'Estás en la mahadasha de {maha} con la antardasha de {antar} hasta el {end}.',
    dashaLordGood:
      '{planet}, regente de tu antardasha actual, transita tu {house} casa desde la Luna, lo que ayuda a que den fruto sus resultados.',
    dashaLordHard:
      '{planet}, regente de tu antardasha actual, transita tu {house} casa desde la Luna, lo que frena sus resultados.',
    ascendant:
      'Contando desde tu ascendente {lagna}, Saturno está en tu {saturn} casa y Júpiter en tu {jupiter}.',
  },
  ja: {
    taraGood:
      '今日の月は「{nakshatra}」にあり、あなたの誕生星「{birthStar}」から数えて{tara}・ターラーにあたるため、あなたを後押しする日です。',
    taraHard:
      '今日の月は「{nakshatra}」にあり、あなたの誕生星「{birthStar}」から数えて{tara}・ターラーにあたるため、大事な始めごとは別の日にしましょう。',
    taraJanma:
      '今日は月があなたの誕生星「{birthStar}」に戻るジャンマ・ターラーの日なので、穏やかに過ごしましょう。',
    dasha:
      'あなたはいま{maha}のマハーダシャー、{antar}のアンタルダシャーの中にあり、それは{end}まで続きます。',
    dashaLordGood:
      'いまのアンタルダシャーの支配星である{planet}は月から{house}ハウスを運行しており、その時期の成果が実りやすくなります。',
    dashaLordHard:
      'いまのアンタルダシャーの支配星である{planet}は月から{house}ハウスを運行しており、その時期の成果は遅れがちです。',
    ascendant:
      'アセンダントの{lagna}から数えると、土星は{saturn}ハウス、木星は{jupiter}ハウスにあります。',
  },
  te: {
    taraGood:
      'ఈరోజు చంద్రుడు {nakshatra} నక్షత్రంలో ఉన్నాడు, ఇది మీ జన్మ నక్షత్రం {birthStar} నుండి {tara} తార: మీకు తోడ్పడే రోజు.',
    taraHard:
      'ఈరోజు చంద్రుడు {nakshatra} నక్షత్రంలో ఉన్నాడు, ఇది మీ జన్మ నక్షత్రం {birthStar} నుండి {tara} తార, కాబట్టి ముఖ్యమైన ప్రారంభాలను మరో రోజుకు ఉంచండి.',
    taraJanma:
      'ఈరోజు చంద్రుడు మీ జన్మ నక్షత్రం {birthStar}కు తిరిగి వచ్చాడు (జన్మ తార): సున్నితమైన రోజు, నెమ్మదిగా నడుచుకోండి.',
    dasha: 'మీకు {maha} మహాదశలో {antar} అంతర్దశ {end} వరకు నడుస్తోంది.',
    dashaLordGood:
      'మీ ప్రస్తుత అంతర్దశాధిపతి {planet} చంద్ర రాశి నుండి {house} ఇంట సంచరిస్తున్నాడు, దాంతో ఆ దశ ఫలాలు అందడానికి తోడ్పాటు ఉంటుంది.',
    dashaLordHard:
      'మీ ప్రస్తుత అంతర్దశాధిపతి {planet} చంద్ర రాశి నుండి {house} ఇంట సంచరిస్తున్నాడు, దాంతో ఆ దశ ఫలాలు ఆలస్యమవుతాయి.',
    ascendant: 'మీ లగ్నం {lagna} నుండి లెక్కిస్తే శని {saturn} ఇంట, గురువు {jupiter} ఇంట ఉన్నారు.',
  },
  ta: {
    taraGood:
      'இன்று சந்திரன் {nakshatra} நட்சத்திரத்தில் இருக்கிறார், இது உங்கள் ஜென்ம நட்சத்திரம் {birthStar} இலிருந்து {tara} தாரை: உங்களுக்குத் துணை நிற்கும் நாள்.',
    taraHard:
      'இன்று சந்திரன் {nakshatra} நட்சத்திரத்தில் இருக்கிறார், இது உங்கள் ஜென்ம நட்சத்திரம் {birthStar} இலிருந்து {tara} தாரை, எனவே முக்கியமான தொடக்கங்களை வேறு நாளுக்கு வையுங்கள்.',
    taraJanma:
      'இன்று சந்திரன் உங்கள் ஜென்ம நட்சத்திரம் {birthStar} க்குத் திரும்புகிறார் (ஜென்ம தாரை): மென்மையாகக் கடக்க வேண்டிய நாள்.',
    dasha: 'உங்களுக்கு {maha} மகாதசையில் {antar} புக்தி {end} வரை நடக்கிறது.',
    dashaLordGood:
      'உங்கள் நடப்பு புக்தியின் அதிபதி {planet} சந்திர ராசியிலிருந்து {house} வீட்டில் சஞ்சரிக்கிறார், இதனால் அதன் பலன்கள் கைகூட உதவி கிடைக்கும்.',
    dashaLordHard:
      'உங்கள் நடப்பு புக்தியின் அதிபதி {planet} சந்திர ராசியிலிருந்து {house} வீட்டில் சஞ்சரிக்கிறார், இதனால் அதன் பலன்கள் தாமதமாகும்.',
    ascendant:
      'உங்கள் லக்னம் {lagna} இலிருந்து எண்ணினால் சனி {saturn} வீட்டிலும் குரு {jupiter} வீட்டிலும் இருக்கிறார்கள்.',
  },
};
