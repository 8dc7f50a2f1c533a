import type { AnswerPack } from './types.ts';

/**
 * Spanish phrase bank of the kind answers (neutral Spanish, "tú"), with the terms of
 * ../../lexicon/es.ts. House ordinals are bare numbers ("tu casa 7"), as the lexicon writes
 * them. Planet names carry their article ("el Sol"), so no template puts "de" or "a" right
 * before a planet placeholder ("de el Sol" would need the contraction "del"): the sentences say
 * "regida por {planet}" or set the planet in apposition instead.
 */
export const es: AnswerPack = {
  lang: 'es',
  houseOrdinals: ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12'],
  planets: {
    Sun: 'el Sol',
    Moon: 'la Luna',
    Mars: 'Marte',
    Mercury: 'Mercurio',
    Jupiter: 'Júpiter',
    Venus: 'Venus',
    Saturn: 'Saturno',
    Rahu: 'Rahu',
    Ketu: 'Ketu',
  },
  relations: {
    spouse: 'cónyuge',
    partner: 'pareja',
    son: 'hijo',
    daughter: 'hija',
    child: 'hijo o hija',
    mother: 'madre',
    father: 'padre',
    brother: 'hermano',
    sister: 'hermana',
    friend: 'amigo o amiga',
  },
  phases: {
    rising: 'inicial (primera)',
    peak: 'central (segunda)',
    setting: 'final (tercera)',
  },
  tones: {
    strong: 'está bien apoyada',
    mixed: 'da resultados mixtos',
    challenging: 'está bajo tensión',
  },
  yogaNames: {
    'gaja-kesari': 'el yoga Gaja Kesari',
    'budha-aditya': 'el yoga Budha-Aditya',
    ruchaka: 'el yoga Ruchaka',
    bhadra: 'el yoga Bhadra',
    hamsa: 'el yoga Hamsa',
    malavya: 'el yoga Malavya',
    sasa: 'el yoga Sasa',
    'chandra-mangala': 'el yoga Chandra-Mangala',
    'raj-yoga': 'un Raj yoga',
    'dhana-yoga': 'un Dhana yoga',
    'neecha-bhanga': 'el Neecha Bhanga Raj yoga',
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
  paksha: {
    shukla: 'Shukla paksha (quincena creciente)',
    krishna: 'Krishna paksha (quincena menguante)',
  },
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
  weekdays: ['domingo', 'lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado'],
  events: {
    wedding: 'una boda',
    housewarming: 'la entrada a una casa nueva (griha pravesh)',
    vehicle: 'comprar un vehículo',
    business: 'empezar un negocio',
    property: 'comprar una propiedad',
    travel: 'un viaje',
    naming: 'una ceremonia de imposición del nombre (namakarana)',
  },
  colours: {
    Sun: 'el rojo rubí y el naranja',
    Moon: 'el blanco y el plateado',
    Mars: 'el rojo y el coral',
    Mercury: 'el verde',
    Jupiter: 'el amarillo y el dorado',
    Venus: 'el blanco y el rosa pastel',
    Saturn: 'el azul oscuro y el negro',
    Rahu: 'el gris humo',
    Ketu: 'el marrón y los tonos multicolores',
  },
  gemstones: {
    Sun: 'el rubí (manik)',
    Moon: 'la perla (moti)',
    Mars: 'el coral rojo (moonga)',
    Mercury: 'la esmeralda (panna)',
    Jupiter: 'el zafiro amarillo (pukhraj)',
    Venus: 'el diamante (heera) o el zafiro blanco',
    Saturn: 'el zafiro azul (neelam)',
    Rahu: 'el granate hesonita (gomed)',
    Ketu: 'el ojo de gato (lehsunia)',
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
    Sun: 'trigo o azúcar de caña sin refinar (jaggery) a alguien que lo necesite, un domingo',
    Moon: 'arroz, leche o tela blanca, un lunes',
    Mars: 'lentejas rojas (masoor dal), un martes',
    Mercury: 'moong (mungo verde) o libros escolares, un miércoles',
    Jupiter:
      'garbanzos partidos (chana dal), cúrcuma o libros a un maestro o a un estudiante, un jueves',
    Venus: 'ropa blanca, yogur o arroz a mujeres que lo necesiten, un viernes',
    Saturn: 'sésamo negro, aceite de mostaza o una comida a un trabajador, un sábado',
    Rahu: 'mantas o comida a personas pobres, un sábado',
    Ketu: 'comida a perros callejeros, o una manta a alguien que lo necesite, un martes',
  },
  fasting: {
    Sun: 'un ayuno ligero o una comida sencilla los domingos',
    Moon: 'un ayuno los lunes',
    Mars: 'un ayuno los martes',
    Mercury: 'un ayuno los miércoles',
    Jupiter: 'un ayuno los jueves',
    Venus: 'un ayuno los viernes',
    Saturn: 'un ayuno los sábados',
    Rahu: 'un ayuno los sábados',
    Ketu: 'un ayuno los martes',
  },
  habits: {
    Sun: 'levántate temprano, ofrece agua al Sol naciente y respeta a tu padre',
    Moon: 'duerme con horarios regulares, bebe suficiente agua y mantente cerca de tu madre',
    Mars: 'haz ejercicio con regularidad y canaliza el enfado hacia el trabajo',
    Mercury: 'lee y escribe a diario y cumple tu palabra en asuntos de dinero',
    Jupiter: 'respeta a maestros y mayores y sigue aprendiendo',
    Venus: 'mantén tu casa limpia y tus relaciones respetuosas',
    Saturn: 'lleva una rutina disciplinada, sé puntual y sirve a los mayores y a los trabajadores',
    Rahu: 'evita los atajos, las sustancias tóxicas y los chismes',
    Ketu: 'medita a diario y mantén tus compromisos sencillos',
  },
  rudraksha: {
    Sun: 'de una cara (ek mukhi, o de doce caras)',
    Moon: 'de dos caras (do mukhi)',
    Mars: 'de tres caras (teen mukhi)',
    Mercury: 'de cuatro caras (char mukhi)',
    Jupiter: 'de cinco caras (panch mukhi)',
    Venus: 'de seis caras (chhah mukhi)',
    Saturn: 'de siete caras (saat mukhi)',
    Rahu: 'de ocho caras (aath mukhi)',
    Ketu: 'de nueve caras (nau mukhi)',
  },
  terms: {
    nakshatra:
      'Un nakshatra es una de las 27 mansiones lunares, cada una de 13°20′ del zodiaco. El nakshatra en el que estaba tu Luna al nacer es tu estrella natal, y marca el comienzo de tu dasha Vimshottari.',
    retrograde:
      'Un planeta está retrógrado cuando, visto desde la Tierra, parece moverse hacia atrás durante un tiempo. En Jyotish, un planeta retrógrado actúa con más intensidad interior y suele traer retrasos y segundas oportunidades en sus asuntos.',
    dasha:
      'Un dasha es un periodo planetario. En el sistema Vimshottari tu vida recorre nueve mahadashas (120 años en total), cada una dividida en antardashas; los regentes en curso dan color a lo que ocurre en cada momento.',
    ascendant:
      'El ascendente (lagna) es el signo que se elevaba en el horizonte este en el momento de tu nacimiento. Es tu casa 1: el cuerpo, el temperamento y el punto de partida de todas las casas.',
    rashi:
      'Rashi significa signo. En la India, "tu rashi" suele referirse a tu signo lunar, el signo en el que estaba la Luna cuando naciste; los horóscopos diarios se basan en él.',
    house:
      'Las doce casas (bhavas) son los ámbitos de la vida: uno mismo, el dinero, los hermanos, el hogar, los hijos, la salud, el matrimonio, la longevidad, la fortuna, la carrera, las ganancias y los gastos. Aquí se usan signos enteros contados desde el ascendente.',
    yoga: 'Un yoga es una combinación de planetas que da un resultado concreto, como Gaja Kesari (Júpiter en un kendra desde la Luna) o un Raj yoga (regentes de kendras y trikonas unidos).',
    dosha:
      'Un dosha es una aflicción en la carta, como el Manglik, el Kaal Sarp o el Pitra dosha. La mayoría tiene cancelaciones clásicas, y ninguno es un veredicto sobre tu vida.',
    manglik:
      'El Manglik (Kuja) dosha se da cuando Marte está en la casa 1, 2, 4, 7, 8 o 12 desde el ascendente o desde la Luna. Importa en la compatibilidad para el matrimonio, y varias excepciones clásicas lo cancelan.',
    sadeSati:
      'Sade Sati es el tránsito de Saturno, de unos siete años y medio, por los signos 12, 1 y 2 contados desde tu Luna natal. Pide paciencia y disciplina; no es una maldición.',
    kaalSarp:
      'Kaal Sarp dosha es el nombre popular de la situación en la que los siete planetas quedan a un lado del eje Rahu-Ketu. Es una regla moderna que no aparece en los textos clásicos.',
    panchang:
      'El panchang es el almanaque hindú del día, con cinco elementos: tithi (día lunar), vara (día de la semana), nakshatra, yoga y karana. Se usa para elegir momentos propicios.',
    tithi:
      'Un tithi es un día lunar: el tiempo que tarda la Luna en adelantar 12° al Sol. Hay 30 en un mes lunar, 15 en la quincena creciente (shukla) y 15 en la menguante (krishna).',
    rahuKaal:
      'El Rahu Kaal es una octava parte del tiempo diurno, distinta para cada día de la semana, que tradicionalmente se evita para empezar algo nuevo. Dura alrededor de hora y media.',
    ayanamsa:
      'El ayanamsa es la diferencia entre el zodiaco tropical y el sideral, hoy de unos 24°. La astrología védica usa el zodiaco sideral con el ayanamsa Lahiri, igual que nosotros.',
    navamsa:
      'El navamsa (D9) divide cada signo en nueve partes. Es la carta divisional más importante: se consulta para el matrimonio, el dharma y la fuerza real de cada planeta.',
    transit:
      'Un tránsito (gochara) es la posición actual de un planeta, contada desde tu Luna natal o tu ascendente. Los planetas lentos, como Saturno y Júpiter, marcan el tono de años enteros.',
    combust:
      'Un planeta está quemado (asta) cuando está demasiado cerca del Sol y pierde fuerza en sus asuntos; la distancia cambia según el planeta, por ejemplo 17° para Marte.',
    kundli:
      'Una kundli (janam kundli) es tu carta natal: las posiciones de los planetas en los signos y las casas en el momento y el lugar de tu nacimiento.',
    muhurta:
      'Un muhurta es un momento propicio elegido para un comienzo importante, como una boda o la entrada a una casa nueva, a partir del tithi, el nakshatra, el día de la semana y el lagna de ese momento.',
  },
  termYours: {
    nakshatra: 'El tuyo es {nakshatra}, pada {pada}.',
    ascendant: 'El tuyo es {sign}.',
    rashi: 'El tuyo es {sign}.',
    dasha: 'Estás en la mahadasha regida por {maha} hasta {end}.',
    manglik: 'En tu propia carta: {verdict}.',
    sadeSati: 'En tu propia carta: {verdict}.',
  },
  samples: {
    'dosha.manglik': '¿Soy manglik?',
    'dosha.sadeSati': '¿Estoy en Sade Sati ahora?',
    'dosha.kaalSarp': '¿Tengo Kaal Sarp dosha?',
    'dosha.pitra': '¿Tengo Pitra dosha?',
    'dosha.list': '¿Qué doshas hay en mi carta?',
    'yoga.check': '¿Tengo el yoga Gaja Kesari?',
    'yoga.list': '¿Qué yogas hay en mi carta?',
    'dasha.current': '¿En qué dasha estoy?',
    'dasha.planet': '¿Cuándo empieza mi mahadasha de Saturno?',
    'dasha.next': '¿Cuál es mi próximo dasha?',
    'sadeSati.when': '¿Cuándo empieza y termina mi Sade Sati?',
    'dhaiya.when': '¿Cuándo es mi Shani Dhaiya?',
    'timing.marriage': '¿Cuándo me casaré?',
    'timing.love': '¿Cuándo encontraré el amor?',
    'timing.job': '¿Cuándo conseguiré un nuevo trabajo?',
    'timing.promotion': '¿Cuándo me ascenderán?',
    'timing.foreign': '¿Cuándo iré al extranjero?',
    'timing.house': '¿Cuándo compraré una casa?',
    'timing.vehicle': '¿Cuándo compraré un vehículo?',
    'timing.child': '¿Cuándo tendré un hijo?',
    'timing.business': '¿Cuándo debería empezar mi negocio?',
    'timing.wealth': '¿Cuándo me llegará el dinero?',
    'timing.goodTime': '¿Cuándo empezará mi buena época?',
    'area.career': '¿Cómo va mi carrera?',
    'area.careerField': '¿Qué campo profesional me conviene?',
    'area.business': '¿Me conviene tener un negocio?',
    'area.marriage': '¿Cómo será mi vida matrimonial?',
    'area.love': '¿Cómo va mi vida amorosa?',
    'area.children': '¿Qué dice mi carta sobre los hijos?',
    'area.property': '¿Tendré una propiedad?',
    'area.wealth': '¿Llegaré a tener riqueza?',
    'area.health': '¿Cómo está mi salud?',
    'area.education': '¿Cómo me irá en los estudios?',
    'area.family': '¿Cómo es mi vida familiar?',
    'area.siblings': '¿Qué dice mi carta sobre mis hermanos?',
    'area.foreign': '¿Está en mi carta vivir en el extranjero?',
    'area.spirituality': '¿Cuál es mi camino espiritual?',
    'area.legal': '¿Ganaré mi juicio?',
    'area.personality': '¿Cómo es mi carácter?',
    'remedy.general': '¿Qué remedios debería hacer?',
    'remedy.gemstone': '¿Qué piedra preciosa debería llevar?',
    'remedy.mantra': '¿Qué mantra debería recitar?',
    'remedy.rudraksha': '¿Qué rudraksha me conviene?',
    'lucky.number': '¿Cuál es mi número de la suerte?',
    'lucky.colour': '¿Cuál es mi color de la suerte?',
    'lucky.day': '¿Cuál es mi día de la suerte?',
    'match.sign': '¿Soy compatible con Leo?',
    'match.partner': 'Compara mi kundli con la de mi pareja',
    'panchang.today': '¿Cuál es el panchang de hoy?',
    'panchang.rahuKaal': '¿Cuándo es el Rahu Kaal hoy?',
    'muhurta.event': '¿Hay una buena fecha para entrar a una casa nueva?',
    'transit.period': '¿Cómo me irá el mes que viene?',
    'transit.planet': '¿Cómo me afecta el tránsito de Saturno?',
    'horoscope.today': '¿Cómo será mi día hoy?',
    'horoscope.year': '¿Cómo me irá el año que viene?',
    'chart.ascendant': '¿Cuál es mi ascendente?',
    'chart.moonSign': '¿Cuál es mi signo lunar?',
    'chart.sunSign': '¿Cuál es mi signo solar?',
    'chart.nakshatra': '¿Cuál es mi nakshatra?',
    'chart.planet': '¿Dónde está Marte en mi carta?',
    'chart.house': '¿Qué hay en mi casa 7?',
    'chart.retrograde': '¿Qué planetas están retrógrados en mi carta?',
    'chart.overview': 'Lee mi carta',
    'explain.term': '¿Qué es un nakshatra?',
    'product.about': '¿Qué puedes hacer?',
    'product.quota': '¿Cuántas preguntas me quedan hoy?',
    'referral.astrologer': 'Quiero hablar con un astrólogo de verdad',
    'guard.death': '¿Cuánto tiempo viviré?',
    'guard.gambling': '¿Qué número de la lotería va a ganar?',
    'followup.when': '¿Y cuándo?',
    'followup.why': '¿Por qué?',
    'followup.nextYear': '¿Y el año que viene?',
    'smalltalk.hello': 'Hola, namaste',
    'smalltalk.thanks': 'Gracias',
    'smalltalk.howAreYou': '¿Qué tal estás?',
    'smalltalk.bye': 'Adiós',
    outOfScope: '¿Qué tiempo hace hoy?',
  },
  common: {
    needBirth:
      'Para responderte desde tu propia carta necesito tu fecha, hora y lugar de nacimiento. Añádelos en /edit_profile y vuelve a preguntar.',
    relation:
      'La carta que leo es la tuya, no la de tu {relation}: para una lectura propia de tu {relation} necesito su fecha, hora y lugar de nacimiento, y para comparar dos cartas para el matrimonio está /matching. Esto es lo que dice tu propia carta sobre el tema.',
    window: 'de {start} a {end} (mahadasha: {maha}; antardasha: {antar})',
    jupiterNow:
      'Júpiter transita ahora por {sign}, tu casa {house}; dentro de un año estará en {nextSign}, tu casa {nextHouse}.',
    dashaLordRules: '{planet} rige la casa {houses} de tu carta.',
    varga: 'En tu carta {varga}, {planet} está en {sign}, su casa {house}.',
    askPlanet: '¿A qué planeta te refieres? Por ejemplo: {example}',
    askHouse: '¿A qué casa te refieres, de la 1 a la 12? Por ejemplo: {example}',
    notAdvice: 'Esto es una orientación a partir de tu carta, no una certeza.',
    dignityNote: ' ({dignity})',
    listEmpty: 'ninguno',
    askTerm: '¿Qué término quieres que te explique? Por ejemplo: {example}',
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
    yes: 'Sí, eres manglik: Marte está en tu casa {house} contada desde {from}, en {sign}.',
    yesHigh:
      'Sí, eres manglik, y de forma marcada: Marte está en una casa de dosha tanto desde tu ascendente como desde tu Luna (casa {house} desde el ascendente, en {sign}).',
    cancelled:
      'No, no eres manglik: Marte sí ocupa una casa manglik (la {house} contada desde {from}), pero el dosha queda cancelado en tu carta.',
    no: 'No, no eres manglik: Marte está en tu casa {house} desde el ascendente y en la {moonHouse} desde la Luna, fuera de las casas de dosha 1, 2, 4, 7, 8 y 12.',
    why: 'La regla: Marte en la casa 1, 2, 4, 7, 8 o 12 desde el ascendente o desde la Luna (Muhurta Chintamani, según B. V. Raman).',
    cancellation: {
      'own-or-exalted': 'Marte está en su propio signo o en su signo de exaltación ({sign}).',
      'sign-exception': 'Marte en {sign} en esa casa es una de las excepciones clásicas por signo.',
      jupiter: 'Júpiter acompaña o aspecta a Marte, y eso lo protege.',
      'moon-conjunct': 'Marte está junto a la Luna (yoga Chandra-Mangala).',
    },
    fromNames: { lagna: 'el ascendente', moon: 'la Luna', venus: 'Venus' },
    advice:
      'Para el matrimonio, compara las cartas con un guna milan completo en /matching: la respuesta clásica es unir una carta manglik con otra manglik, o con una carta que tenga sus propias cancelaciones. Por sí solo, nunca decide un matrimonio.',
  },
  sadeSati: {
    yes: 'Sí, ahora estás en Sade Sati, en su fase {phase}: Saturno está en {sign}, el signo {house} contado desde tu Luna en {moonSign}.',
    dates: 'Este Sade Sati va de {start} a {end}; la fase actual termina en {phaseEnd}.',
    no: 'No, ahora no estás en Sade Sati: Saturno está en {sign}, el signo {house} contado desde tu Luna en {moonSign}.',
    nextStart: 'Tu próximo Sade Sati empieza en {start} y termina en {end}.',
    lastEnded: 'El último terminó en {end}.',
    advice:
      'El Sade Sati pide paciencia, trabajo honrado y disciplina, y a menudo construye resultados duraderos. La caridad de los sábados y el mantra de Shani son los remedios tradicionales gratuitos.',
  },
  sadeSatiWhen: {
    now: 'Tu Sade Sati está en curso: empezó en {start} y termina en {end}.',
    future: 'Tu próximo Sade Sati empieza en {start} y termina en {end}.',
    phase: 'Fase {phase}: de {start} a {end}, con Saturno en {sign}.',
    after: 'El siguiente empieza en {start}.',
    basis:
      'El Sade Sati es el paso de Saturno por los signos 12, 1 y 2 contados desde tu signo lunar, {moonSign} (Phaladeepika, cap. 26).',
  },
  dhaiya: {
    now: 'Sí, ahora estás en un Shani Dhaiya: Saturno está en {sign}, el signo {house} contado desde tu Luna, de {start} a {end}.',
    next: 'Tu próximo Shani Dhaiya (pequeña panoti) será con Saturno en {sign}, el signo {house} contado desde tu Luna, de {start} a {end}.',
    later:
      'El siguiente: Saturno en {sign}, el signo {house} contado desde tu Luna, de {start} a {end}.',
    basis:
      'El Dhaiya es la estancia de dos años y medio de Saturno en el signo 4 (kantaka) o en el 8 (ashtama) contados desde tu signo lunar, {moonSign}.',
    advice:
      'Durante esos años cuida la salud, el hogar y los papeles, y mantén los remedios de los sábados.',
  },
  kaalSarp: {
    yes: 'Sí, tu carta tiene Kaal Sarp dosha completo ({variety}): los siete planetas quedan entre Rahu, en tu casa {rahuHouse}, y Ketu, en tu casa {ketuHouse}.',
    partial:
      'No hay Kaal Sarp dosha completo: solo {planet} queda fuera del eje Rahu-Ketu, así que como mucho sería parcial, y eso no se cuenta.',
    no: 'No, tu carta no tiene Kaal Sarp dosha: los planetas están a ambos lados del eje Rahu-Ketu (Rahu en tu casa {rahuHouse}, Ketu en la {ketuHouse}).',
    note: 'El Kaal Sarp es una regla popular moderna que no aparece en el BPHS, el Phaladeepika ni el Saravali, así que dale poco peso.',
    advice:
      'Si quieres un remedio, basta con recitar el mantra Maha Mrityunjaya o visitar un templo de Shiva los lunes; no hace falta ningún ritual costoso.',
  },
  pitra: {
    yes: 'Sí, la carta muestra Pitra dosha: {reasons}.',
    no: 'No, tu carta no tiene Pitra dosha: el Sol y tu casa 9 ({sign}, regida por {lord}) están libres de Rahu, Ketu y Saturno.',
    reason: {
      'sun-node': 'el Sol está con {planet} en tu casa {house}',
      'sun-saturn': 'el Sol está con Saturno en tu casa {house}',
      'ninth-afflicted': '{planet} ocupa tu casa 9',
      'ninth-lord-node': 'el regente de tu casa 9, {lord}, está con {planet}',
    },
    basis:
      'El Pitra dosha se lee en el Sol (el padre) y la casa 9 (los antepasados) cuando los afligen Rahu, Ketu o Saturno, una regla que nace del capítulo parashari sobre las maldiciones de vidas pasadas.',
    advice:
      'Los remedios tradicionales son gratuitos: ofrece agua y sésamo a los antepasados en Amavasya, da de comer a quien lo necesite durante el Pitru Paksha y honra a tus mayores.',
  },
  doshaList: {
    intro: 'Estos son los cuatro doshas por los que más se pregunta, revisados en tu carta:',
    manglik: 'Manglik: {verdict}.',
    kaalSarp: 'Kaal Sarp: {verdict}.',
    pitra: 'Pitra: {verdict}.',
    sadeSati: 'Sade Sati: {verdict}.',
    yes: 'sí',
    no: 'no',
    cancelled: 'no (cancelado)',
    partial: 'no (solo parcial)',
    sadeSatiYes: 'sí, fase {phase} hasta {end}',
    advice: 'Pregúntame por cualquiera de ellos para conocer sus razones y sus remedios gratuitos.',
  },
  yoga: {
    yes: 'Sí, tienes {yoga}: lo forman {planets}.',
    yesStrong: 'Sí, tienes {yoga}, y es fuerte: lo forman {planets}.',
    yesWeak: 'Sí, tienes {yoga}, aunque de forma débil: lo forman {planets}.',
    no: 'No, {yoga} no se forma en tu carta.',
    unknown: 'En tu carta reviso estos yogas: {list}. Pregúntame por uno de ellos por su nombre.',
    rule: {
      'gaja-kesari':
        'Regla: Júpiter en un kendra (1, 4, 7, 10) desde la Luna (Phaladeepika, cap. 6).',
      'budha-aditya': 'Regla: el Sol y Mercurio en el mismo signo.',
      ruchaka:
        'Regla: Marte en su propio signo o en su signo de exaltación, en un kendra desde el ascendente (BPHS, Pancha Mahapurusha).',
      bhadra:
        'Regla: Mercurio en su propio signo o en su signo de exaltación, en un kendra desde el ascendente (BPHS, Pancha Mahapurusha).',
      hamsa:
        'Regla: Júpiter en su propio signo o en su signo de exaltación, en un kendra desde el ascendente (BPHS, Pancha Mahapurusha).',
      malavya:
        'Regla: Venus en su propio signo o en su signo de exaltación, en un kendra desde el ascendente (BPHS, Pancha Mahapurusha).',
      sasa: 'Regla: Saturno en su propio signo o en su signo de exaltación, en un kendra desde el ascendente (BPHS, Pancha Mahapurusha).',
      'chandra-mangala': 'Regla: la Luna y Marte en el mismo signo.',
      'raj-yoga': 'Regla: el regente de un kendra unido al regente de un trikona (BPHS, cap. 39).',
      'dhana-yoga':
        'Regla: el regente de la casa 2 o de la 11 unido al regente de la casa 1, 5 o 9 (BPHS, cap. 41).',
      'neecha-bhanga':
        'Regla: un planeta en caída cuya debilidad queda cancelada por un planeta en un kendra (Phaladeepika, cap. 7).',
    },
    listIntro: 'Tu carta tiene {count} de los yogas clásicos que reviso:',
    listItem: '{yoga}: {planets}.',
    listNone:
      'En tu carta no se forma ninguno de los yogas clásicos que reviso, así que son los regentes de las casas los que cuentan tu historia.',
    listAdvice:
      'Un yoga da sus resultados sobre todo durante los dashas de los planetas que lo forman.',
  },
  dasha: {
    current:
      'Estás en la mahadasha regida por {maha} hasta {mahaEnd}, y dentro de ella en la antardasha regida por {antar} hasta {antarEnd}.',
    pratyantar: 'El subperiodo más fino (pratyantardasha) lo rige ahora {planet}, hasta {end}.',
    lordPlace:
      'El regente de tu mahadasha, {planet}, está en tu casa {house}, en {sign}{dignity}, y rige la casa {houses} de tu carta.',
    antarPlace:
      'El regente de tu antardasha, {planet}, está en tu casa {house}, en {sign}{dignity}.',
    nextAntar: 'Después viene la antardasha regida por {antar}, desde {start}.',
    planetNow:
      'Tu mahadasha regida por {planet} está en curso: empezó en {start} y termina en {end}.',
    planetPast: 'Tu mahadasha regida por {planet} ya pasó: fue de {start} a {end}.',
    planetFuture:
      'Tu mahadasha regida por {planet} empieza en {start}, cuando tengas {age} años, y dura hasta {end}.',
    planetAntar:
      'Dentro de tu mahadasha actual, regida por {maha}, la antardasha regida por {planet} va de {start} a {end}.',
    planetAntarIsMaha:
      'Su primera antardasha la rige el mismo planeta, {planet}, de {start} a {end}.',
    planetPlace:
      '{planet} está en tu casa {house}, en {sign}{dignity}, así que su periodo pone en primer plano los asuntos de esa casa.',
    next: 'Tu próxima antardasha es {maha}–{antar}, de {start} a {end}.',
    nextMaha: 'Tu próxima mahadasha la rige {planet}, de {start} a {end}.',
    nextPlace:
      '{planet} está en tu casa {house}, en {sign}{dignity}, y rige la casa {houses} de tu carta.',
    advice:
      'Planea los grandes pasos para los subperiodos de los planetas fuertes en tu carta, y usa los demás para el trabajo constante.',
  },
  timing: {
    marriage: {
      now: 'Ahora mismo estás en una ventana para el matrimonio: {window}.',
      next: 'La próxima ventana fuerte para el matrimonio es {window}.',
      basis:
        'El matrimonio se lee en tu casa 7 ({sign}, regida por {lord}), en Venus y Júpiter, y en el navamsa (D9).',
      advice:
        'Las propuestas que lleguen en estas ventanas merecen una atención seria; cuando tengas un nombre, un guna milan en /matching te ayudará.',
      area: 'el matrimonio',
    },
    love: {
      now: 'El amor tiene ahora la puerta abierta: estás en {window}.',
      next: 'Tu próxima ventana para el amor y una relación es {window}.',
      basis: 'El amor se lee en tu casa 5 (el romance), tu casa 7 (la pareja) y Venus.',
      advice:
        'En estos meses conoce gente a través de tus aficiones y tus amigos, y deja que las cosas crezcan sin prisa.',
      area: 'el amor',
    },
    job: {
      now: 'La ventana para un trabajo está abierta ahora: {window}.',
      next: 'La próxima buena ventana para un nuevo trabajo es {window}.',
      basis:
        'Un cambio de trabajo se lee en tu casa 10 (la carrera; {sign}, regida por {lord}), tu casa 6 (el servicio) y Saturno.',
      advice:
        'Envía muchas solicitudes y pon al día tus habilidades antes de que se abra la ventana, y no dejes tu empleo antes de tener una oferta en la mano.',
      area: 'un nuevo trabajo',
    },
    promotion: {
      now: 'Ahora hay apoyo para un ascenso: estás en {window}.',
      next: 'La próxima ventana para un ascenso o un aumento de sueldo es {window}.',
      basis:
        'El ascenso se lee en tu casa 10 (la posición; regida por {lord}), tu casa 11 (las ganancias) y el Sol (la autoridad).',
      advice:
        'Asume responsabilidades visibles y deja constancia de tus resultados antes de la ventana, para que pedirlo resulte fácil.',
      area: 'un ascenso',
    },
    foreign: {
      now: 'Ahora hay apoyo para viajar al extranjero: estás en {window}.',
      next: 'La próxima ventana para ir al extranjero es {window}.',
      basis:
        'Los viajes y la residencia en el extranjero se leen en tu casa 12 (las tierras lejanas; {sign}, regida por {lord}), tu casa 9 (los viajes largos) y Rahu.',
      advice:
        'Empieza los trámites, exámenes y solicitudes unos meses antes de que se abra la ventana.',
      area: 'ir al extranjero',
    },
    house: {
      now: 'Este es un buen periodo para comprar una vivienda: {window}.',
      next: 'La próxima ventana para comprar una casa o una propiedad es {window}.',
      basis:
        'La propiedad se lee en tu casa 4 ({sign}, regida por {lord}), en Marte (la tierra) y Venus (las comodidades), y en el chaturthamsa (D4).',
      advice:
        'Revisa con cuidado los papeles legales y las condiciones del préstamo, y cierra la compra dentro de la ventana si puedes.',
      area: 'comprar una casa',
    },
    vehicle: {
      now: 'Ahora hay apoyo para comprar un vehículo: estás en {window}.',
      next: 'La próxima buena ventana para comprar un vehículo es {window}.',
      basis:
        'Los vehículos se leen en tu casa 4 ({sign}, regida por {lord}) y en Venus, el planeta de las comodidades.',
      advice:
        'Elige la fecha de entrega en un día de la semana favorable con /panchang, y compra dentro de tu presupuesto.',
      area: 'comprar un vehículo',
    },
    child: {
      now: 'El periodo para los hijos está abierto ahora: {window}.',
      next: 'La próxima ventana favorable para tener un hijo es {window}.',
      basis:
        'Los hijos se leen en tu casa 5 ({sign}, regida por {lord}), en Júpiter (putra karaka) y en el saptamsa (D7).',
      advice:
        'Cuida la salud junto a tu pareja y consulta a un médico ante cualquier duda; la carta muestra momentos, no datos médicos.',
      area: 'tener un hijo',
    },
    business: {
      now: 'Ahora hay apoyo para empezar un negocio: estás en {window}.',
      next: 'La próxima buena ventana para empezar un negocio es {window}.',
      basis:
        'Los negocios se leen en tu casa 7 (el comercio y los socios; {sign}, regida por {lord}), tu casa 10 (el trabajo) y Mercurio.',
      advice:
        'Prepara el plan, el capital y los socios antes de la ventana, y empieza a pequeña escala; un asesor financiero te ayudará con los números.',
      area: 'empezar un negocio',
    },
    wealth: {
      now: 'Ahora mismo está en curso una ventana de dinero: {window}.',
      next: 'Tu próxima ventana fuerte para los ingresos y el ahorro es {window}.',
      basis:
        'La riqueza se lee en tu casa 2 (los ahorros; {sign}, regida por {lord}), tu casa 11 (las ganancias) y Júpiter.',
      advice:
        'Ahorra una parte fija de lo que entre en esos años, e invierte solo después de informarte bien.',
      area: 'el dinero',
    },
    goodTime: {
      now: 'Tu buena época ya ha llegado: {window}.',
      next: 'Tu próximo periodo favorable empieza con {window}.',
      basis:
        'Los periodos favorables son los del regente de tu ascendente ({lord}), los de los regentes de tus casas 5 y 9 (los trikonas) y los de Júpiter.',
      advice:
        'Usa los meses actuales para prepararte, y así podrás actuar cuando se abra el periodo favorable.',
      area: 'una buena etapa',
    },
    later: 'Ventanas posteriores: {windows}.',
    none: 'Ningún subperiodo de los próximos {years} años lo rigen los planetas de este tema ({area}), así que depende más de tu esfuerzo y de los tránsitos que de una ventana del dasha.',
    yearIn: 'Para {area}, {year} cae dentro de una ventana favorable: {window}.',
    yearOut:
      'Para {area}, {year} no cae dentro de una de las ventanas principales; la más cercana es {window}.',
    age: 'Para {area} después de los {age} años, la primera ventana es {window}.',
    ageNone:
      'Para {area} después de los {age} años, no hay ninguna ventana fuerte en los próximos {years} años.',
    planets: 'Los planetas con los que calculo el momento: {planets}.',
  },
  area: {
    career: {
      strong: 'Tus indicaciones profesionales son fuertes: la casa 10 está bien apoyada.',
      mixed:
        'Tus indicaciones profesionales son mixtas: el crecimiento llega más por la constancia que por saltos repentinos.',
      challenging:
        'Tu casa de la carrera está bajo tensión, así que el avance puede sentirse lento; la formación y la paciencia dan fruto.',
      basis:
        'La carrera se lee en tu casa 10, su regente, el Sol y Saturno, y en el dasamsa (D10).',
      advice:
        'Desarrolla a fondo una habilidad, cuida la relación con tus superiores y planifica los grandes cambios para tus dashas favorables.',
    },
    careerField: {
      strong:
        'Los campos que mejor te encajan los marca el regente de tu casa 10, {lord}: {fields}.',
      mixed: 'El regente de tu casa 10, {lord}, apunta a {fields}.',
      challenging:
        'El regente de tu casa 10, {lord}, apunta a {fields}, con esfuerzo constante más que resultados rápidos.',
      basis:
        'El campo profesional se lee en el regente de la casa 10, los planetas que ocupan la casa 10 y el dasamsa (D10).',
      advice:
        'Prueba primero el campo a pequeña escala (unas prácticas, un curso) antes de dedicarle años.',
    },
    business: {
      strong: 'Los negocios te van bien: tu casa 7 del comercio y Mercurio están bien apoyados.',
      mixed:
        'Puedes dedicarte a los negocios, mejor con un socio o, al principio, compaginándolo con un empleo.',
      challenging:
        'Por ahora te conviene más un empleo que un negocio: tu casa 7 del comercio está bajo tensión.',
      basis:
        'Los negocios se leen en tu casa 7 (el comercio), tu casa 10 (el trabajo), tu casa 11 (las ganancias) y Mercurio.',
      advice:
        'Empieza a pequeña escala, lleva las cuentas en orden y ten cerca a un asesor financiero.',
    },
    marriage: {
      strong: 'Tu vida matrimonial está bien apoyada: la casa 7 y Venus son fuertes.',
      mixed:
        'Tu vida matrimonial muestra un buen vínculo que crece con paciencia y una comunicación clara.',
      challenging:
        'Tu casa 7 está bajo cierta tensión, así que el matrimonio pide madurez y capacidad de adaptación por ambas partes.',
      basis:
        'La vida matrimonial se lee en tu casa 7, su regente, Venus y Júpiter, y en el navamsa (D9).',
      advice:
        'Elige una pareja con la que compartas valores y revisa la compatibilidad en /matching.',
    },
    love: {
      strong: 'Tu vida amorosa está bien apoyada: la casa 5 del romance y Venus son fuertes.',
      mixed:
        'Tu vida amorosa es mixta: el cariño está ahí, con algunos altibajos que conviene llevar con calma.',
      challenging:
        'Tus casas del romance están bajo tensión, así que las relaciones necesitan tiempo y sinceridad para asentarse.',
      basis: 'El amor se lee en tu casa 5 (el romance), tu casa 7 (el compromiso) y Venus.',
      advice: 'Si deseas un matrimonio por amor, habla pronto y con franqueza con tu familia.',
    },
    children: {
      strong: 'Tu carta apoya bien los hijos: la casa 5 y Júpiter son fuertes.',
      mixed: 'Tu carta muestra hijos, con algunos retrasos o con esfuerzo.',
      challenging:
        'Tu casa 5 está bajo cierta tensión, lo que puede significar retrasos; no es una negación.',
      basis: 'Los hijos se leen en tu casa 5, su regente, Júpiter y el saptamsa (D7).',
      advice: 'Para cualquier pregunta médica sobre la concepción, un médico es la guía adecuada.',
    },
    property: {
      strong: 'La propiedad está bien apoyada en tu carta: la casa 4 es fuerte.',
      mixed: 'La propiedad te llega con esfuerzo y planificación.',
      challenging:
        'Tu casa 4 está bajo tensión, así que la propiedad requiere un cuidado especial con los papeles y los préstamos.',
      basis:
        'La propiedad se lee en tu casa 4, su regente, Marte (la tierra) y el chaturthamsa (D4).',
      advice:
        'Antes de comprar, revisa los títulos y las condiciones del préstamo con un profesional.',
    },
    wealth: {
      strong:
        'Tus casas de riqueza son fuertes: los ingresos pueden crecer de forma estable con tu propio esfuerzo.',
      mixed: 'Tus finanzas tienen altibajos: ahorrar con constancia te irá bien.',
      challenging:
        'Tus casas de riqueza están bajo tensión, así que los gastos suben con facilidad; el presupuesto importa.',
      basis:
        'La riqueza se lee en tu casa 2 (los ahorros), tu casa 11 (las ganancias), Júpiter y la hora (D2).',
      advice: 'Ahorra primero, pide prestado con cuidado e invierte después de informarte.',
    },
    health: {
      strong: 'Tu carta muestra buena vitalidad de base: el ascendente y el Sol son fuertes.',
      mixed:
        'Tu vitalidad es moderada: la rutina, el sueño y la alimentación marcan una diferencia visible.',
      challenging:
        'Tu carta pide un cuidado especial de la salud: los chequeos regulares son importantes.',
      basis:
        'La salud se lee en tu ascendente (el cuerpo), tu casa 6 (la enfermedad), tu casa 8 (los asuntos crónicos) y el Sol.',
      advice:
        'Mantén una rutina estable y haz ejercicio, y lleva cualquier síntoma a un médico, no a las estrellas.',
    },
    education: {
      strong: 'Tus estudios están bien apoyados: las casas del aprendizaje son fuertes.',
      mixed: 'Tus estudios van bien con una rutina fija más que con esfuerzos de última hora.',
      challenging:
        'La concentración necesita cuidado: tus casas del aprendizaje están bajo cierta tensión.',
      basis:
        'Los estudios se leen en tu casa 4 (el aprendizaje), tu casa 5 (la inteligencia), Mercurio, Júpiter y la D24.',
      advice:
        'Estudia en bloques regulares y repasa a menudo; elige materias que encajen con tus intereses.',
    },
    family: {
      strong: 'Tu vida familiar está bien apoyada: el hogar te da fuerza.',
      mixed: 'Tu vida familiar es cálida, con diferencias que se resuelven hablando.',
      challenging:
        'Tus casas familiares están bajo cierta tensión: la paciencia en casa es importante.',
      basis:
        'La familia se lee en tu casa 2 (la familia), tu casa 4 (el hogar y la madre), tu casa 9 (el padre), la Luna y el Sol.',
      advice:
        'Dedica tiempo a la familia y mantén claros y transparentes los asuntos de dinero en casa.',
    },
    siblings: {
      strong: 'Tu vínculo con tus hermanos está bien apoyado: la casa 3 y Marte son fuertes.',
      mixed: 'Tu relación con tus hermanos es mixta: cercana a veces, distante otras.',
      challenging:
        'Tu casa 3 está bajo tensión, así que la relación con tus hermanos necesita paciencia.',
      basis: 'Los hermanos se leen en tu casa 3 (los menores), tu casa 11 (los mayores) y Marte.',
      advice:
        'Deja por escrito los asuntos de dinero y propiedades compartidos, y mantén el contacto con ellos.',
    },
    foreign: {
      strong:
        'Sí, los vínculos con el extranjero son fuertes en tu carta: las casas 12 y 9 los apoyan.',
      mixed:
        'Los viajes al extranjero están en tu carta; establecerte fuera requiere planificación y paciencia.',
      challenging:
        'Vivir en el extranjero no es el tema más fuerte de tu carta, aunque los viajes son posibles.',
      basis:
        'La residencia en el extranjero se lee en tu casa 12 (las tierras lejanas), tu casa 9 (los viajes largos), tu casa 4 (el hogar) y Rahu.',
      advice: 'Ten los documentos listos y presenta las solicitudes en los periodos favorables.',
    },
    spirituality: {
      strong: 'Tu lado espiritual es fuerte: las casas 9 y 12 están bien apoyadas.',
      mixed: 'Tu camino espiritual crece poco a poco con la práctica y el estudio.',
      challenging:
        'Tus casas espirituales están bajo tensión, así que la práctica necesita disciplina para echar raíces.',
      basis:
        'El camino espiritual se lee en tu casa 9 (el dharma), tu casa 12 (el moksha), Júpiter y Ketu.',
      advice:
        'Una práctica diaria breve (meditación, japa o lectura) hace más que largos rituales ocasionales.',
    },
    legal: {
      strong: 'Tu casa 6 es fuerte, lo que tradicionalmente te ayuda a imponerte a tus oponentes.',
      mixed:
        'Las indicaciones sobre el litigio son mixtas: un acuerdo puede servirte más que una larga batalla.',
      challenging:
        'Tu casa 6 está bajo tensión, así que los litigios pueden alargarse; la documentación y la paciencia ayudan.',
      basis: 'Los litigios se leen en tu casa 6 (los oponentes), su regente y Marte.',
      advice: 'Mantén tus documentos en orden y evita que el conflicto escale.',
    },
    personality: {
      strong:
        'Tienes ascendente {sign} y la Luna en {moonSign}: una naturaleza fuerte e independiente.',
      mixed: 'Tienes ascendente {sign} y la Luna en {moonSign}: una naturaleza de muchas facetas.',
      challenging:
        'Tienes ascendente {sign} y la Luna en {moonSign}: una naturaleza sensible que se fortalece con los retos.',
      basis:
        'La personalidad se lee en tu ascendente, su regente, la Luna (la mente) y el Sol (el alma).',
      advice:
        'El regente de tu ascendente, {lord}, es tu principal apoyo: sus remedios gratuitos son los que más te ayudan.',
    },
  },
  fields: {
    Sun: 'la administración pública, la gestión, la medicina y los puestos de liderazgo',
    Moon: 'la enfermería, los cuidados, la hostelería, la alimentación y la atención al público',
    Mars: 'la ingeniería, la defensa, la policía, el deporte, la cirugía y el sector inmobiliario',
    Mercury:
      'la contabilidad, el comercio, la informática, la escritura, los medios y la enseñanza',
    Jupiter: 'la enseñanza, el derecho, las finanzas, la orientación y la asesoría',
    Venus:
      'las artes, el diseño, la moda, el entretenimiento, la hostelería y los artículos de lujo',
    Saturn:
      'la industria, la minería, los trabajos que exigen mucha mano de obra, la ingeniería y el servicio público',
    Rahu: 'la tecnología, la investigación, las empresas extranjeras, la aviación y los medios',
    Ketu: 'la investigación, la sanación, la espiritualidad, la programación y el trabajo técnico especializado',
  },
  remedy: {
    forPlanet: 'Para {planet} ({reason}), empieza por los remedios gratuitos:',
    reasonWeak: 'el planeta que más apoyo necesita en tu carta',
    reasonDasha: 'el regente de tu mahadasha actual',
    reasonAsked: 'el planeta por el que preguntas',
    reasonHouse: 'regente de tu casa {house}',
    mantra: 'Mantra: recita "{mantra}" 108 veces, preferiblemente un {day}.',
    charity: 'Caridad: dona {charity}.',
    fasting: 'Ayuno: {fasting}, si tu salud lo permite.',
    habits: 'Hábitos: {habits}.',
    caution:
      'Los remedios son prácticas tradicionales, no garantías: nunca necesitas un ritual ni una piedra caros para beneficiarte.',
    gemstoneYes:
      'La piedra del regente de tu ascendente, {planet}, es {stone}; para ti es la piedra más segura que puedes considerar.',
    gemstoneBenefic:
      'Las piedras de los regentes de tus casas 5 y 9, {list}, también son favorables para tu carta.',
    gemstoneAvoid:
      'Evita las piedras de estos planetas: {list}; en tu carta rigen casas difíciles (6, 8 y 12).',
    gemstoneCaution:
      'Antes de llevar cualquier piedra preciosa, consulta a un astrólogo con experiencia, pruébala unos días y nunca la compres bajo presión ni a un precio inflado; los remedios gratuitos funcionan sin ella.',
    mantraFor: 'Tu mantra es el del regente de tu ascendente, {planet}: "{mantra}".',
    mantraDasha: 'Durante tu mahadasha regida por {planet}, su mantra también ayuda: "{mantra}".',
    mantraHow:
      'Recítalo 108 veces por la mañana, con la mente tranquila; la regularidad importa más que el número.',
    rudrakshaFor:
      'Te conviene el rudraksha {mukhi}: corresponde al regente de tu ascendente, {planet}.',
    rudrakshaDasha: 'Para tu mahadasha actual, regida por {planet}, también es bueno el {mukhi}.',
    rudrakshaHow:
      'Un rudraksha auténtico es barato; póntelo después de lavarlo, un lunes, y no pagues suplementos por rudrakshas "energizados".',
  },
  lucky: {
    number:
      'Tu número de la suerte es el {number}: pertenece al regente de tu ascendente, {planet}.',
    numberMoon: 'El regente de tu signo lunar, {planet}, añade el {number} como segundo número.',
    numberRule:
      'En la numerología védica los números pertenecen a los planetas: Sol 1, Luna 2, Júpiter 3, Rahu 4, Mercurio 5, Venus 6, Ketu 7, Saturno 8, Marte 9.',
    colour:
      'Tus colores de la suerte son {colour}: los colores del regente de tu ascendente, {planet}.',
    colourDasha: 'Durante tu mahadasha regida por {planet}, también te ayudan {colour}.',
    day: 'Tu día de la suerte es el {day}: el día del regente de tu ascendente, {planet}.',
    dayMoon: 'El {day}, día del regente de tu signo lunar, {planet}, también es bueno para ti.',
    basis: 'Tu ascendente es {sign}, regido por {planet}, que está en tu casa {house}.',
    advice:
      'Úsalo para pequeños comienzos y reuniones importantes; la suerte sigue necesitando esfuerzo.',
  },
  match: {
    good: 'Sí, tu signo lunar {moonSign} combina bien con {sign}: {sign} es el signo {house} contado desde el tuyo, una distancia armoniosa.',
    mixed:
      'Tu signo lunar {moonSign} y {sign} forman una pareja viable: {sign} es el signo {house} contado desde el tuyo.',
    hard: 'Tu signo lunar {moonSign} y {sign} están a una distancia de Bhakoot dosha (el signo {house} contado desde el tuyo), que pide cuidado.',
    lords: 'El regente de tu signo, {lord}, y el del suyo, {otherLord}, son {relation}.',
    relation: { friends: 'amigos', neutral: 'neutrales entre sí', enemies: 'poco amistosos' },
    note: 'Un signo da solo una primera impresión: el guna milan completo con los datos de nacimiento de ambos está en /matching.',
    askMoon:
      'Para compararte con {sign} necesito tu signo lunar, que sale de tus datos de nacimiento: añádelos en /edit_profile o dime tu signo lunar.',
    askSign: '¿Con qué signo quieres compararte? Por ejemplo: ¿Soy compatible con Leo?',
    partner:
      'Para comparar tu kundli con la de tu pareja necesito los datos de nacimiento de ambos: fecha, hora y lugar. Introdúcelos en /matching para el guna milan completo de 36 puntos (ashtakoota).',
    partnerYours:
      'Por tu parte: tu Luna está en {moonSign} ({nakshatra}), y tu casa 7 está en {sign}, regida por {lord}.',
    partnerManglik:
      'Tu propia comprobación manglik: {verdict}; el emparejamiento lo valora en ambas cartas.',
  },
  panchang: {
    today:
      'Hoy, {date}, el panchang de tu localidad es: tithi {tithi} de {paksha}, {vara}, nakshatra {nakshatra}, yoga {yoga}, karana {karana}.',
    changes: 'El tithi cambia a las {tithiEnd} y el nakshatra a las {nakEnd}.',
    sun: 'Amanecer a las {sunrise}, puesta de sol a las {sunset}.',
    rahuLine: 'El Rahu Kaal de hoy va de {start} a {end}.',
    more: 'El día completo, con sus muhurtas, está en /panchang.',
    rahuKaal: 'Hoy, {date}, el Rahu Kaal va de {start} a {end}.',
    yama: 'El Yamaganda va de {start} a {end}, y el Gulika Kaal de {gstart} a {gend}.',
    rahuRule:
      'El Rahu Kaal es la parte {eighth} de las ocho en que se divide el día de un {vara}, entre el amanecer ({sunrise}) y la puesta de sol ({sunset}).',
    rahuAdvice:
      'Evita empezar trabajos nuevos o viajes durante el Rahu Kaal; las tareas rutinarias no tienen problema.',
    noSun:
      'Hoy el Sol no sale ni se pone con normalidad en tu localidad, así que no hay Rahu Kaal que indicar.',
    placeDefault:
      'Las horas son las de Ujjain; indica tu localidad en /edit_profile para ver las horas locales.',
  },
  muhurta: {
    found: 'Buenas fechas para {event} en las próximas semanas: {dates}.',
    none: 'No encuentro ninguna fecha en los próximos {days} días que cumpla las condiciones clásicas para {event}.',
    date: '{date} ({nakshatra}, {tithi})',
    rule: 'He elegido días con un nakshatra favorable para {event}, evitando los tithis rikta (4, 9 y 14), Amavasya y los días de la semana desfavorables (Muhurta Chintamani).',
    advice:
      'Para la hora exacta (el lagna), y en el caso de una boda con las dos cartas, un astrólogo fija el muhurta definitivo; los detalles de cada día están en /panchang.',
    askEvent:
      '¿Para qué acontecimiento necesitas un muhurta: una boda, la entrada a una casa nueva, un vehículo, un negocio, una propiedad, un viaje o una ceremonia de imposición del nombre?',
  },
  transit: {
    periodNoChart: 'Para {period}: Júpiter estará en {jSign} y Saturno en {sSign}.',
    period:
      'Para {period}: Júpiter estará en {jSign}, la casa {jHouse} desde tu Luna, y Saturno en {sSign}, la casa {sHouse} desde tu Luna.',
    good: 'Los planetas lentos te favorecen en ese momento: es un buen periodo para impulsar tus planes.',
    mixed:
      'Los planetas lentos dan un panorama mixto en ese momento: avanza con esfuerzo constante.',
    hard: 'Los planetas lentos piden paciencia en ese momento: consolida en lugar de expandirte.',
    dashaAt:
      'Tu dasha en ese momento: mahadasha regida por {maha} y antardasha regida por {antar}.',
    fast: 'Marte estará en {mSign} y el Sol en {sunSign} (casa {sunHouse} desde tu Luna).',
    rule: 'Júpiter es favorable en las casas 2, 5, 7, 9 y 11 desde la Luna; Saturno, en la 3, la 6 y la 11 (Phaladeepika, cap. 26).',
    planetNow:
      '{planet} está ahora en {sign}, tu casa {house} desde el ascendente y la {moonHouse} desde tu Luna{retro}.',
    planetNoChart: '{planet} está ahora en {sign}{retro}.',
    retro: ', en movimiento retrógrado',
    planetGood: 'Según las reglas clásicas del gochara, es un tránsito favorable para ti.',
    planetHard: 'Según las reglas clásicas del gochara, ese tránsito pide cuidado.',
    planetNeutral: 'Para ti, ese tránsito es entre neutral y mixto.',
    planetMeaning: 'En tu casa {house} toca {meaning}.',
    planetNext: 'Dentro de un año estará en {sign}, tu casa {house}.',
    askPlanet:
      '¿El tránsito de qué planeta te interesa? Por ejemplo: ¿Cómo me afecta el tránsito de Saturno?',
  },
  horoscope: {
    today: 'Hoy la Luna recorre {sign}, la casa {house} contada desde tu signo lunar, {moonSign}.',
    todaySign: 'Hoy para {sign}: la Luna recorre {moonSign}, la casa {house} contada desde {sign}.',
    good: 'Un día favorable: bueno para reuniones, comienzos y avances constantes.',
    mixed: 'Un día mixto: cíñete a tus planes y no te comprometas de más.',
    hard: 'Un día delicado: ve despacio con las grandes decisiones y cuida tu descanso.',
    nakshatra: 'Hoy la Luna está en el nakshatra {nakshatra}.',
    dasha: 'De fondo, estás en el periodo {maha}–{antar}.',
    year: 'Para {year}: estarás en {dashas}, con Júpiter en la casa {jHouse} desde tu Luna y Saturno en la {sHouse}.',
    yearGood: 'En conjunto, {year} se ve favorable: un año para construir y crecer.',
    yearMixed:
      'En conjunto, {year} es un año mixto: las ganancias llegan con paciencia y planificación.',
    yearHard: 'En conjunto, {year} pide paciencia: consolida, ahorra y cuida tu salud.',
    yearDashaList: '{maha}–{antar} desde {start}',
    advice: 'El horóscopo diario completo de tu signo está en /horoscope/{slug}.',
    askSign: 'Dime tu signo, o añade tus datos de nacimiento en /edit_profile, para leer tu día.',
  },
  chart: {
    ascendant: 'Tu ascendente (lagna) es {sign}, a {degree}° en el nakshatra {nakshatra}.',
    ascLord: 'Su regente, {planet}, está en tu casa {house}, en {lordSign}.',
    moonSign:
      'Tu signo lunar (rashi) es {sign}: la Luna está a {degree}° en el nakshatra {nakshatra}, en tu casa {house}.',
    moonNote: 'Los horóscopos diarios de la India usan este signo para ti.',
    sunSign:
      'Tu signo solar védico (sideral) es {sign}; en la astrología occidental (tropical) tu signo solar es {tropical}.',
    sunNote:
      'Son distintos porque la astrología védica cuenta los signos desde las estrellas (ayanamsa Lahiri), unos 24° por detrás del zodiaco tropical.',
    sunPlace: 'El Sol está en tu casa {house}{dignity}.',
    nakshatra:
      'Tu estrella natal (janma nakshatra) es {nakshatra}, pada {pada}, regida por {planet}.',
    nakDasha: 'Por eso tu dasha Vimshottari empezó con la mahadasha regida por {planet}.',
    planet:
      '{planet} está en {sign}, en tu casa {house}, a {degree}° en el nakshatra {nakshatra}{dignity}{retro}.',
    planetRules: 'Rige la casa {houses} de tu carta.',
    planetCombust:
      'Está quemado (demasiado cerca del Sol), así que sus resultados llegan con esfuerzo.',
    retroMark: ', retrógrado',
    house:
      'Tu casa {house} ({meaning}) está en {sign}, regida por {lord}, que se encuentra en tu casa {lordHouse}.',
    houseOccupants: 'En ella están: {planets}.',
    houseEmpty: 'Ningún planeta la ocupa, así que su regente decide sus resultados.',
    houseTone: 'En conjunto, esta casa {tone}.',
    retrograde: 'Retrógrados en tu carta: {planets}.',
    retrogradeNone:
      'Ningún planeta estaba retrógrado cuando naciste (Rahu y Ketu siempre se mueven hacia atrás, así que no cuentan).',
    retrogradeNote:
      'Un planeta retrógrado actúa hacia dentro y a menudo da sus resultados tras retrasos o segundos intentos.',
    overview:
      'Tu carta en pocas palabras: ascendente {sign}, Luna en {moonSign} ({nakshatra}), Sol en {sunSign}.',
    overviewYogas: 'Yogas: {list}.',
    overviewDasha:
      'Estás en la mahadasha regida por {maha}, con la antardasha regida por {antar}, hasta {end}.',
    overviewStrong: 'Tus planetas más fuertes: {list}.',
    overviewMore: 'La carta completa, con las vargas, está en /aikundali.',
  },
  product: {
    about:
      'Soy el asistente de astrología con IA de Nakshatra. Respondo a partir de tu carta natal (védica, Lahiri), tu dasha Vimshottari, los tránsitos de hoy y el panchang: doshas con un sí o un no, momentos con fechas, remedios, compatibilidad y más, en ocho idiomas.',
    aboutLimit: 'Puedes hacer {limit} preguntas al día sin coste.',
    aboutHuman: 'Para una consulta en directo con un astrólogo humano, visita /chat.',
    quota: 'Hoy te quedan {left} de tus {limit} preguntas.',
    quotaUnknown: 'Tus preguntas se cuentan por día y se renuevan a medianoche.',
    quotaNone: 'Ya has usado las {limit} preguntas de hoy; se renuevan a medianoche.',
  },
  referral: {
    intro: 'Estos son astrólogos con los que puedes hablar:',
    item: '{name}: {skills}; habla {languages}; ₹{price}/min; valoración {rating}. Perfil: /astroProfile/{slug}',
    none: 'Ahora mismo no encuentro ningún astrólogo que encaje con eso; el directorio completo está en /chat.',
    note: 'Yo soy una IA; ellos son personas que pueden mirar toda tu situación.',
  },
  guard: {
    death:
      'No predigo la muerte ni la duración de la vida de nadie: ninguna carta puede dar esa fecha, y una predicción así solo causa miedo.',
    deathInstead:
      'Lo que tu carta sí puede decirte es cómo cuidar tu salud: el regente de tu ascendente, {planet}, está en tu casa {house}, y tu casa 8 ({sign}) habla de transformación y renovación, no de un final.',
    deathAdvice:
      'Ante cualquier preocupación por tu salud o la de un ser querido, habla con un médico; y si estás pasando un mal momento, hablar con alguien de confianza ayuda.',
    gambling:
      'No doy recomendaciones de bolsa, lotería ni apuestas: ninguna carta puede decir qué número o qué acción va a ganar.',
    gamblingInstead:
      'Lo que tu carta dice sobre tus hábitos con el dinero: tu casa 2, la del ahorro, está en {sign}, regida por {lord}, y tu casa 11, la de las ganancias, está en {gainSign}, regida por {gainLord}.',
    gamblingAdvice:
      'Para invertir, habla con un asesor de inversiones registrado (en la India, registrado en la SEBI); el ahorro constante gana a la especulación.',
  },
  followup: {
    askWhen:
      '¿Cuándo qué, exactamente? Dime el tema, por ejemplo el matrimonio, un trabajo o comprar una casa.',
    askWhy: '¿Por qué qué, exactamente? Hazme una pregunta sobre tu carta y te daré sus razones.',
    askNextYear:
      '¿El año que viene en qué aspecto? Por ejemplo: ¿Cómo irá mi carrera el año que viene?',
    why: 'Las razones de mi última respuesta:',
    nextYear: 'Para el año que viene ({year}):',
  },
  smalltalk: {
    hello: '¡Namaste! Pregúntame lo que quieras sobre tu carta, tu dasha o el panchang de hoy.',
    helloName:
      '¡Namaste! Tu Luna está en {moonSign} y estás en la mahadasha regida por {maha}; ¿qué te gustaría saber?',
    thanks: '¡De nada! Pregunta de nuevo cuando quieras.',
    howAreYou: '¡Muy bien, gracias! Hoy la Luna está en {moonSign}. ¿En qué puedo ayudarte?',
    bye: 'Cuídate, y vuelve cuando tengas una pregunta.',
  },
  outOfScope:
    'Eso queda fuera de lo que hago: respondo preguntas sobre astrología, tu carta y el panchang.',
  notUnderstood: 'No he entendido esa pregunta. Podrías preguntar, por ejemplo:',
  clarify: '¿Querías decir alguna de estas?',
};
