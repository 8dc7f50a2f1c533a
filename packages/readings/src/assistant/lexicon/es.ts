import { NAKSHATRAS } from '@nakshatra/astro';
import type { Lexicon } from './types.ts';

function list(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} y ${items[items.length - 1]}`;
}

export const es: Lexicon = {
  lang: 'es',
  locale: 'es-ES',
  sep: ' ',
  signs: [
    'Aries',
    'Tauro',
    'Géminis',
    'Cáncer',
    'Leo',
    'Virgo',
    'Libra',
    'Escorpio',
    'Sagitario',
    'Capricornio',
    'Acuario',
    'Piscis',
  ],
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
  nakshatras: [...NAKSHATRAS],
  dignity: {
    exalted: 'exaltado',
    debilitated: 'en caída',
    moolatrikona: 'moolatrikona',
    own: 'en su propio signo',
    friendly: 'signo amigo',
    neutral: 'signo neutral',
    enemy: 'signo enemigo',
  },
  houseMeaning: [
    'el yo, el cuerpo y la vitalidad',
    'el dinero, la palabra y la familia',
    'el valor, los hermanos y los viajes cortos',
    'el hogar, la madre y la paz interior',
    'la inteligencia, el romance y los hijos',
    'la salud, el trabajo diario y los rivales',
    'el matrimonio y las asociaciones',
    'la longevidad, los cambios repentinos y lo oculto',
    'la fortuna, el dharma y los estudios superiores',
    'la carrera y la posición pública',
    'las ganancias, los ingresos y los amigos',
    'los gastos, el extranjero y el desapego',
  ],
  planetMeaning: {
    Sun: 'el alma, la autoridad y el padre',
    Moon: 'la mente, las emociones y la madre',
    Mars: 'la energía, el valor y las propiedades',
    Mercury: 'el intelecto, la palabra y el comercio',
    Jupiter: 'la sabiduría, la riqueza y los hijos',
    Venus: 'el amor, el confort y las artes',
    Saturn: 'la disciplina, el trabajo y la resistencia',
    Rahu: 'la ambición, lo poco convencional y lo extranjero',
    Ketu: 'el desapego, la intuición y el karma pasado',
  },
  list,

  ascMoon: (asc, moon, nak) =>
    `Tu ascendente (lagna) es ${asc} y tu Luna está en ${moon}, en el nakshatra ${nak}.`,
  houseLord: (h, sign, lord, lh, lsign, dig) =>
    `Tu casa ${h} está en ${sign}, y su regente, ${lord}, se encuentra en tu casa ${lh}, en ${lsign}${dig ? ` (${dig})` : ''}.`,
  occupants: (h, ps) => `${cap(list(ps))} ${ps.length > 1 ? 'ocupan' : 'ocupa'} tu casa ${h}.`,
  emptyHouse: (h) =>
    `Ningún planeta ocupa tu casa ${h}, así que su regente cuenta la mayor parte de la historia.`,
  planetPlacement: (p, sign, h, nak, dig, retro) =>
    `${cap(p)} está en ${sign}${dig ? ` (${dig})` : ''} en tu casa ${h}, en el nakshatra ${nak}${retro ? ', y está retrógrado' : ''}.`,
  lordships: (p, hs) =>
    `${cap(p)} rige tu${hs.length > 1 ? 's casas' : ' casa'} ${list(hs.map(String))}.`,
  dasha: (maha, antar, end) =>
    `Estás en la mahadasha ${de(maha)} con la antardasha ${de(antar)} hasta ${end}.`,
  dashaActive:
    'Este periodo activa directamente los planetas que rigen este ámbito, así que es un momento activo para él.',
  dashaQuiet:
    'Este periodo no rige este ámbito directamente, así que aquí el avance depende más de tu esfuerzo que del momento.',
  timingNow: (lord, end) =>
    `Ya estás en un subperiodo favorable (antardasha ${de(lord)}) hasta ${end}.`,
  timingNext: (lord, start, end) =>
    `La próxima ventana favorable es la antardasha ${de(lord)}, de ${start} a ${end}.`,
  timingNone:
    'Ningún subperiodo de los próximos 15 años está regido por los planetas de este ámbito, así que el esfuerzo y los tránsitos pesan más que el dasha.',
  transit: (p, sign, h) =>
    h === null ? `Hoy ${p} transita por ${sign}.` : `Hoy ${p} transita por ${sign}, tu casa ${h}.`,
  nextYearIntro: 'Mirando al próximo año:',
  nextYearDasha: (maha, antar) =>
    `estarás en la mahadasha ${de(maha)} con la antardasha ${de(antar)}.`,
  nextYearTransit: (p, sign, h) =>
    `Dentro de un año ${p} estará en ${sign}${h === null ? '' : `, tu casa ${h}`}.`,
  tone: {
    strong: 'En conjunto, es una posición bien apoyada.',
    mixed:
      'En conjunto, el panorama es mixto: los buenos resultados llegan con esfuerzo constante.',
    challenging: 'En conjunto, esta posición está bajo cierta tensión y pide paciencia.',
  },
  topics: {
    career: {
      intro:
        'Para la carrera, la casa 10 y su regente son la clave, con Saturno como significador del trabajo.',
      strong:
        'Las indicaciones profesionales son fuertes: favorecen un crecimiento estable, reconocimiento y responsabilidad en el trabajo.',
      mixed:
        'Las indicaciones profesionales son mixtas: el progreso es probable, pero llega con constancia más que con saltos repentinos.',
      challenging:
        'Las indicaciones profesionales están bajo tensión, así que el avance puede sentirse lento o encontrar obstáculos; la paciencia y la formación dan fruto.',
      advice:
        'Céntrate en un trabajo constante y en buenas relaciones con tus superiores, y planifica los grandes cambios para los periodos favorables.',
      suggestions: [
        '¿Cuándo es buen momento para cambiar de trabajo?',
        '¿Me conviene más un negocio propio que un empleo?',
        '¿Cómo será mi carrera el próximo año?',
        '¿Qué remedio ayuda a mi carrera?',
        '¿Cómo está mi situación de dinero?',
      ],
    },
    love: {
      intro: 'Para el matrimonio y las relaciones, la casa 7, su regente y Venus son la clave.',
      strong:
        'Las indicaciones de pareja son favorables: la relación tiende a traer estabilidad y crecimiento.',
      mixed:
        'Las indicaciones de pareja son mixtas: es posible un buen vínculo con paciencia, comunicación clara y expectativas realistas.',
      challenging:
        'La casa 7 está bajo cierta tensión, así que son posibles retrasos o ajustes en las relaciones; la madurez y la paciencia ayudan mucho.',
      advice: 'Toma las decisiones de compromiso sin prisa, e incluye a la familia cuando ayude.',
      suggestions: [
        '¿Cuándo me casaré?',
        '¿Tendré un matrimonio por amor o concertado?',
        '¿Tengo Manglik dosha?',
        '¿Cómo será mi vida de pareja?',
        '¿Qué remedio ayuda en el matrimonio?',
      ],
    },
    health: {
      intro: 'Para la salud, el ascendente, la casa 6, el Sol y la Luna son la clave.',
      strong: 'Tu carta muestra buena vitalidad de base y buena capacidad de recuperación.',
      mixed:
        'Tu vitalidad es moderada: la rutina, el sueño y la alimentación marcan una diferencia visible.',
      challenging:
        'Tu carta pide un cuidado especial de la salud: los chequeos regulares y una rutina estable son importantes.',
      advice:
        'Mantén una rutina regular, y trata cualquier síntoma como asunto de un médico y no de las estrellas.',
      suggestions: [
        '¿Cómo cuido mi salud este año?',
        '¿Qué remedio es bueno para mi salud?',
        '¿Cómo será mi salud el próximo año?',
        '¿Qué dice mi casa 6?',
        '¿Qué dice mi Luna sobre mi mente?',
      ],
    },
    money: {
      intro: 'Para el dinero, la casa 2 (ahorros), la casa 11 (ganancias) y Júpiter son la clave.',
      strong:
        'Tus casas de riqueza están bien apoyadas: los ingresos pueden crecer de forma estable, sobre todo con tu propio esfuerzo.',
      mixed:
        'Tus finanzas muestran altibajos: ahorrar con cuidado y evitar riesgos impulsivos te irá bien.',
      challenging:
        'Las casas de riqueza están bajo tensión, así que los gastos pueden subir con facilidad; el presupuesto y la prudencia con los préstamos importan.',
      advice: 'Primero construye ahorros e invierte solo después de informarte bien.',
      suggestions: [
        '¿Cuándo mejorará mi situación económica?',
        '¿Es buen momento para invertir?',
        '¿Cómo serán mis ingresos el próximo año?',
        '¿Qué remedio ayuda con el dinero?',
        '¿Cómo se ve mi carrera?',
      ],
    },
    education: {
      intro:
        'Para los estudios, la casa 4 (aprendizaje), la casa 5 (inteligencia), Mercurio y Júpiter son la clave.',
      strong:
        'Tus casas de aprendizaje están bien apoyadas: el estudio te resulta natural y el esfuerzo se recompensa.',
      mixed:
        'Las indicaciones de estudio son mixtas: los resultados llegan con un plan constante más que con esfuerzos de última hora.',
      challenging:
        'Tus casas de aprendizaje están bajo cierta tensión, así que la concentración necesita cuidado; una rutina fija y buena orientación ayudan.',
      advice:
        'Estudia en bloques regulares, repasa a menudo y elige materias que encajen con tus intereses.',
      suggestions: [
        '¿Aprobaré mis exámenes?',
        '¿Me conviene estudiar en el extranjero?',
        '¿Cómo irán mis estudios el próximo año?',
        '¿Qué remedio ayuda a concentrarme en los estudios?',
        '¿Qué carrera profesional me conviene después de estudiar?',
      ],
    },
    family: {
      intro:
        'Para la familia y el hogar, la casa 4 (hogar y madre), la casa 2 (familia) y la Luna son la clave.',
      strong:
        'Tus casas familiares están bien apoyadas: la vida en casa tiende a darte fuerza y bienestar.',
      mixed:
        'Las indicaciones familiares son mixtas: hay cariño, con diferencias ocasionales que se resuelven hablando.',
      challenging:
        'Tus casas familiares están bajo cierta tensión, así que la paciencia y la comunicación clara en casa importan.',
      advice:
        'Dedica tiempo a la familia, escucha antes de reaccionar y mantén claros los asuntos de dinero en casa.',
      suggestions: [
        '¿Cómo me llevo con mis padres?',
        '¿Cuándo compraré mi propio hogar?',
        '¿Qué dice mi carta sobre los hijos?',
        '¿Cómo será la vida familiar el próximo año?',
        '¿Qué remedio trae paz al hogar?',
      ],
    },
    travel: {
      intro:
        'Para los viajes y la vida en el extranjero, la casa 12 (tierras lejanas), la casa 9 (viajes largos) y Rahu son la clave.',
      strong:
        'Tu carta favorece los viajes y los vínculos con el extranjero: los viajes tienden a abrirte puertas.',
      mixed:
        'Las indicaciones de viaje son mixtas: viajar es posible, con planificación y algo de paciencia con los trámites.',
      challenging:
        'Tus casas de viaje están bajo cierta tensión, así que los planes pueden retrasarse; ten los documentos en orden y sé flexible.',
      advice:
        'Planifica con tiempo, ten los documentos listos y deja los grandes cambios para los periodos favorables.',
      suggestions: [
        '¿Cuándo podré viajar al extranjero?',
        '¿Me estableceré en el extranjero?',
        '¿Es el próximo año bueno para viajar?',
        '¿Me aprobarán el visado?',
        '¿Qué remedio ayuda a viajar al extranjero?',
      ],
    },
    legal: {
      intro:
        'Para los conflictos y asuntos legales, la casa 6 (disputas), su regente y Marte son la clave.',
      strong: 'Tu casa 6 es fuerte, lo que tradicionalmente ayuda a imponerse a los adversarios.',
      mixed:
        'Las indicaciones de conflicto son mixtas: un acuerdo negociado puede servirte más que una larga pelea.',
      challenging:
        'La casa 6 está bajo cierta tensión, así que los conflictos pueden alargarse; una buena documentación y paciencia ayudan.',
      advice:
        'Mantén tus papeles en orden, evita la escalada y sigue de cerca el consejo profesional.',
      suggestions: [
        '¿Cuándo se resolverá mi juicio?',
        '¿Qué remedio ayuda en los conflictos?',
        '¿Qué dice mi casa 6?',
        '¿Cómo irá mi juicio el próximo año?',
        '¿Cómo es mi dasha actual?',
      ],
    },
  },

  planetIntro: (p, meaning) => `${cap(p)} es el planeta ${de(meaning)}.`,
  planetDasha: (p) =>
    `${cap(p)} es además uno de los regentes de tu dasha actual, así que sus temas pesan mucho ahora.`,
  planetSuggestions: (p) => [
    `¿Qué remedio fortalece ${a(p)}?`,
    `¿Cómo afecta ${p} a mi carrera?`,
    `¿Cómo afecta ${p} a mi matrimonio?`,
    '¿Cómo es mi dasha actual?',
    '¿Cuál es mi ascendente?',
  ],
  houseIntro: (h, meaning) => `Tu casa ${h} abarca ${meaning}.`,
  houseSuggestions: (h) => [
    `¿Qué remedio ayuda a mi casa ${h}?`,
    `¿Qué dice mi casa ${h === 10 ? 7 : 10}?`,
    '¿Cuál es mi ascendente?',
    '¿Cómo es mi dasha actual?',
    '¿Qué dice mi carta natal sobre mí?',
  ],
  sign: {
    intro: (sign) => `Este es el papel de ${sign} en tu carta.`,
    asc: (sign) =>
      `${sign} es tu ascendente (lagna): tiñe tu cuerpo, tu temperamento y tu manera de vivir.`,
    moon: (sign) =>
      `${sign} es tu signo lunar (rashi), el que usan los horóscopos diarios de la India.`,
    sun: (sign) => `En la astrología occidental (tropical) tu signo solar es ${sign}.`,
    inHouse: (sign, h, meaning) => `${sign} cae en tu casa ${h}, la casa ${de(meaning)}.`,
    suggestions: (sign) => [
      `¿Cómo es hoy para ${sign}?`,
      '¿Cuál es mi signo lunar?',
      '¿Cuál es mi ascendente?',
      '¿Cuál es mi nakshatra?',
      '¿Qué dice mi carta natal sobre mí?',
    ],
  },
  nakshatra: {
    intro: (nak, lord) => `El nakshatra ${nak} está regido por ${lord}.`,
    planets: (nak, ps) => `En tu carta, ${list(ps)} ${ps.length > 1 ? 'están' : 'está'} en ${nak}.`,
    none: (nak) => `Ningún planeta de tu carta está en ${nak}.`,
    moon: (nak, pada, lord) =>
      `Tu estrella de nacimiento (janma nakshatra) es ${nak}, pada ${pada}, regida por ${lord}; tu dasha Vimshottari comenzó por ${lord}.`,
    asc: (nak) => `Tu ascendente está en el nakshatra ${nak}.`,
    suggestions: [
      '¿Cuál es mi signo lunar?',
      '¿Cómo es mi dasha actual?',
      '¿Cuál es mi ascendente?',
      '¿Qué remedio conviene al regente de mi nakshatra?',
      '¿Qué dice mi carta natal sobre mí?',
    ],
  },
  dashaTopic: {
    intro: 'Tu dasha Vimshottari muestra qué planeta dirige el capítulo actual de tu vida.',
    next: (maha, antar, start) =>
      `El siguiente subperiodo es el ${de(antar)} (dentro de la mahadasha ${de(maha)}), desde ${start}.`,
    suggestions: [
      '¿Qué traerá mi próximo dasha?',
      '¿Qué remedio conviene a mi dasha actual?',
      '¿Cómo irá mi carrera en este dasha?',
      '¿Cómo será el próximo año para mí?',
      '¿Cuándo me casaré?',
    ],
  },
  horoscope: {
    intro: (sign) => `Hoy para ${sign}:`,
    moon: (moonSign, h) => `la Luna pasa por ${moonSign}, la casa ${h} desde tu signo.`,
    favourable:
      'Es una posición favorable: buen día para iniciativas, reuniones y avances constantes.',
    neutral: 'Es una posición mixta: mantén tus planes y evita comprometerte de más.',
    unfavourable:
      'Es una posición delicada: ve despacio con las grandes decisiones y cuida el descanso y las relaciones.',
    slow: (p, sign, h) => `${cap(p)} está en ${sign}, la casa ${h} desde tu signo.`,
    context: (sign, h) =>
      `Pensando en el día de ${sign}: hoy la Luna está en la casa ${h} desde ${sign}.`,
    suggestions: [
      '¿Cómo va mi trabajo hoy?',
      '¿Cómo va mi vida amorosa hoy?',
      '¿Cuál es mi color de la suerte hoy?',
      '¿Qué remedio es bueno para hoy?',
      '¿Cómo será el próximo año para mí?',
    ],
  },
  remedies: {
    intro:
      'Los remedios del Jyotish apoyan a los planetas que más necesitas; esto es lo que encaja con tu carta.',
    dashaLord: (p) =>
      `El regente de tu mahadasha actual es ${p}, así que apoyarlo ayuda en todo ahora.`,
    weakPlanet: (p) => `${cap(p)} es el planeta que más apoyo necesita en este ámbito.`,
    forPlanet: {
      Sun: 'Para el Sol: ofrece agua al sol naciente y recita el Aditya Hridayam los domingos.',
      Moon: 'Para la Luna: mantén la calma los lunes, respeta a tu madre y dona leche o arroz blanco.',
      Mars: 'Para Marte: canaliza la energía en el ejercicio, recita el Hanuman Chalisa los martes y dona lentejas rojas.',
      Mercury:
        'Para Mercurio: recita el Vishnu Sahasranama los miércoles y dona judías mungo verdes.',
      Jupiter:
        'Para Júpiter: respeta a tus maestros, recita "Om Gurave Namah" los jueves y dona libros u objetos amarillos.',
      Venus:
        'Para Venus: mantén tu entorno limpio y bello, honra a las mujeres de tu familia y dona ropa blanca los viernes.',
      Saturn:
        'Para Saturno: ayuda a las personas mayores y a los trabajadores, dona sésamo negro o aceite de mostaza los sábados y recita "Om Shanaishcharaya Namah".',
      Rahu: 'Para Rahu: recita el mantra de Durga, evita los atajos y ayuda a quien lo necesite los sábados.',
      Ketu: 'Para Ketu: venera a Ganesha, medita con regularidad y alimenta a perros callejeros.',
    },
    caution:
      'Los remedios son prácticas tradicionales, no garantías: evita gemas o rituales caros sin una consulta de confianza.',
    suggestions: [
      '¿Qué gema me conviene?',
      '¿Qué mantra debo recitar?',
      '¿Cómo es mi dasha actual?',
      '¿Qué remedio ayuda a mi carrera?',
      '¿Qué remedio ayuda en el matrimonio?',
    ],
  },
  general: {
    intro: 'Este es un resumen de tu carta natal.',
    yogas: (names) => `Yogas en tu carta: ${names}.`,
    noYogas:
      'No se forma ninguno de los grandes yogas clásicos, así que los regentes de las casas cuentan la historia.',
    manglik: (present) =>
      present
        ? 'Marte forma Manglik dosha en tu carta; tradicionalmente se aconseja compararla con una carta compatible.'
        : 'Tu carta no tiene Manglik dosha tras aplicar las excepciones clásicas.',
    sadeSati: (phase) =>
      `Estás en Sade Sati (fase ${phase === 'rising' ? 'inicial' : phase === 'peak' ? 'central' : 'final'}): Saturno pide paciencia y disciplina.`,
    suggestions: [
      '¿Cómo será mi carrera?',
      '¿Cuándo me casaré?',
      '¿Cómo está mi salud?',
      '¿Cómo es mi dasha actual?',
      '¿Cuál es mi nakshatra?',
    ],
  },
  hedges: {
    medical:
      'La astrología no puede diagnosticar ni tratar enfermedades: consulta a un médico cualificado ante cualquier problema de salud.',
    financial:
      'Esto no es asesoramiento financiero: para inversiones, préstamos o impuestos habla con un asesor financiero registrado.',
    legal:
      'La astrología no puede predecir la decisión de un tribunal: confía en un abogado cualificado para el asesoramiento legal.',
  },
  noProfile:
    'Tu perfil aún no tiene datos de nacimiento, así que esta respuesta usa solo los tránsitos planetarios de hoy. Completa tu perfil (fecha, hora y lugar de nacimiento) en Edit Profile para recibir respuestas desde tu propia carta.',
  crisis:
    'Siento mucho que te sientas así. No tienes que pasar por esto a solas, y mereces apoyo ahora mismo.\n' +
    'Por favor, contacta con alguien que pueda ayudarte:\n' +
    '• En España: Línea 024 (atención a la conducta suicida, gratuita, 24 horas)\n' +
    '• En la India: Tele-MANAS 14416 o 1-800-891-4416; AASRA: +91-9820466726\n' +
    '• En otros países: tu número local de emergencias (112 en gran parte del mundo, 911 en EE. UU. y México).\n' +
    'Si estás en peligro inmediato, llama a emergencias o acude al hospital más cercano. Hablar con alguien de confianza también ayuda. Soy una IA y no puedo dar la atención que da una persona formada, pero ellos sí.',
  outOfScope:
    'Eso queda fuera de lo que puedo hacer: solo respondo preguntas sobre astrología y tu carta. Puedes preguntarme por tu carrera, tus relaciones, tu salud, tu dinero o tu horóscopo de hoy.',
  outOfScopeSuggestions: [
    '¿Cómo será mi carrera?',
    '¿Cuándo me casaré?',
    '¿Cuál es mi horóscopo de hoy?',
    '¿Qué dice mi carta natal sobre mí?',
    '¿Qué puedes hacer?',
  ],
  smallTalk: {
    hello: '¡Namaste! Me alegra que estés aquí.',
    thanks: '¡De nada! Me alegra ayudarte.',
    howAreYou: '¡Estoy bien, gracias por preguntar!',
    bye: 'Cuídate, y vuelve cuando tengas una pregunta.',
  },
  smallTalkInvite: 'Pregúntame lo que quieras sobre tu carta, tu dasha o los tránsitos de hoy.',
  smallTalkSuggestions: [
    '¿Qué dice mi carta natal sobre mí?',
    '¿Cómo será mi carrera?',
    '¿Cuándo me casaré?',
    '¿Cuál es mi horóscopo de hoy?',
    '¿Cuál es mi nakshatra?',
  ],
  product: (limit) =>
    'Soy el asistente de astrología de Nakshatra, una IA. Leo tu carta natal a partir de tu perfil, tu dasha Vimshottari actual y los tránsitos planetarios de hoy, y respondo preguntas sobre carrera, relaciones, salud, dinero, estudios, familia, viajes, momentos y remedios en inglés, hindi, maratí, español, japonés, telugu, tamil o hinglish.' +
    (limit ? ` Puedes hacer ${limit} preguntas al día.` : '') +
    ' Mis respuestas son orientación, no certezas, y no soy un astrólogo humano.',
  productSuggestions: [
    '¿Qué dice mi carta natal sobre mí?',
    '¿Cómo será mi carrera?',
    '¿Cuál es mi nakshatra?',
    '¿Cuál es mi horóscopo de hoy?',
    '¿Cuándo me casaré?',
  ],
  persona: {
    answer: (name, skills, exp) =>
      `(Asistente de IA al estilo de ${name}: ${skills}, ${exp} años de experiencia.)`,
    greeting: (name, skills, exp) =>
      `¡Namaste! Soy un asistente de IA al estilo de ${name}, basado en ${skills} y ${exp} años de experiencia. No soy ${name} en persona. ¿En qué puedo ayudarte hoy?`,
  },
  greeting: '¡Namaste! ¿En qué puedo ayudarte hoy?',
  interrupted:
    '(Se interrumpió la conexión con el modelo de IA, así que esta respuesta puede estar incompleta. Vuelve a preguntar para obtener el resto.)',
};

/** "el Sol" -> "El Sol" at the start of a sentence. */
function cap(s: string): string {
  return s.length === 0 ? s : s[0]!.toUpperCase() + s.slice(1);
}
/** "de" + name, contracting "de el" to "del" ("la mahadasha del Sol"). */
function de(s: string): string {
  return s.startsWith('el ') ? `del ${s.slice(3)}` : `de ${s}`;
}
/** "a" + name, contracting "a el" to "al" ("fortalece al Sol"). */
function a(s: string): string {
  return s.startsWith('el ') ? `al ${s.slice(3)}` : `a ${s}`;
}
