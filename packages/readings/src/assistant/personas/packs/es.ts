import type { PersonaPack } from '../types.ts';
import { minorEs } from './minor/es.ts';

/** Spanish. */
export const es: PersonaPack = {
  opening: {
    numerology: (name) => `Según la numerología de ${name}:`,
    tarot: (name) => `Según la lectura de tarot de ${name}:`,
    vastu: (name) => `Según el consejo de Vastu de ${name}:`,
    palmistry: (name) => `Según la quiromancia de ${name}:`,
    'face-reading': (name) => `Según la lectura del rostro de ${name}:`,
    'life-coach': (name) => `Al estilo de coaching de ${name}:`,
    psychologist: (name) => `Al estilo de orientación de ${name}:`,
  },
  suggestions: {
    numerology: [
      '¿Cuál es mi número de la suerte?',
      '¿Cómo va mi carrera según la numerología?',
      '¿Cómo será el próximo año para mí?',
    ],
    tarot: [
      'Saca tres cartas para mi carrera',
      '¿Conseguiré el trabajo?',
      '¿Qué dicen las cartas de mi vida amorosa?',
    ],
    vastu: [
      '¿En qué dirección debe estar la cocina?',
      '¿Dónde debe ir el cuarto de oración?',
      '¿Es mala una casa orientada al sur?',
    ],
    palmistry: [
      '¿Cómo va mi carrera?',
      '¿Cuándo me casaré?',
      'Quiero hablar con un astrólogo de verdad',
    ],
    'face-reading': [
      '¿Cómo va mi carrera?',
      '¿Cómo es mi carácter?',
      'Quiero hablar con un astrólogo de verdad',
    ],
    'life-coach': [
      '¿Cómo va mi carrera?',
      '¿Cuándo empezará mi buena época?',
      '¿Qué remedios debo hacer?',
    ],
    psychologist: [
      '¿Cómo va mi vida amorosa?',
      '¿Cómo es mi carácter?',
      '¿Cuándo empezará mi buena época?',
    ],
  },
  numerology: {
    needName:
      'Para los números de tu nombre necesito tu nombre completo: añádelo en /edit_profile.',
    needBirthDate:
      'Para tu camino de vida y tu año personal necesito tu fecha de nacimiento: añádela en /edit_profile.',
    latinName: (name) =>
      `La numerología del nombre cuenta las letras del alfabeto latino, así que no puedo calcular "${name}" tal como está escrito. Dime cómo escribes tu nombre en letras latinas (o añade esa grafía en /edit_profile) y calcularé tus números.`,
    chaldean: (line) => `Número del nombre caldeo: ${line}`,
    pythagorean: (line) => `Número del nombre pitagórico: ${line}`,
    lifePath: (line) => `Número del camino de vida: ${line}`,
    birthday: (day, n) => `Número del cumpleaños: naciste el día ${day}, ${day} -> ${n}.`,
    personalYear: (year, line) => `Año personal ${year}: ${line}`,
    numbers: {
      1: {
        trait: 'emprendedor, independiente y directo, más feliz cuando lideras.',
        career:
          'el liderazgo, tu propio negocio, la dirección y cualquier trabajo donde tú marcas el rumbo.',
        love: 'amas con lealtad pero necesitas espacio propio; te conviene una pareja que respete tu independencia.',
      },
      2: {
        trait: 'amable, diplomático e intuitivo, un pacificador natural.',
        career:
          'las sociedades, la orientación, la enseñanza, recursos humanos, el diseño y los trabajos que piden tacto.',
        love: 'eres entregado y sensible; la armonía y la confianza te importan más que el drama.',
      },
      3: {
        trait: 'expresivo, creativo y sociable, con don de palabra.',
        career:
          'la escritura, los medios, la enseñanza, las ventas, el diseño y las artes escénicas.',
        love: 'aportas calidez y alegría; necesitas una pareja que converse y ría contigo.',
      },
      4: {
        trait: 'estable, práctico y trabajador, un constructor de sistemas.',
        career:
          'la ingeniería, la contabilidad, la administración, la construcción y el trabajo técnico.',
        love: 'demuestras amor con fiabilidad; te convienen la confianza construida despacio y los planes compartidos.',
      },
      5: {
        trait: 'curioso, adaptable y amante de la libertad, ágil con la gente y las ideas.',
        career:
          'las ventas, los viajes, los medios, el marketing, el comercio y los trabajos con variedad.',
        love: 'necesitas variedad y libertad; una pareja que viaje y aprenda contigo mantiene vivo el amor.',
      },
      6: {
        trait: 'protector, responsable y hogareño, atraído por la belleza y el servicio.',
        career:
          'la sanación, la enseñanza, la hostelería, el diseño, las artes y las profesiones de cuidado.',
        love: 'eres una pareja y un familiar entregado; equilibra dar con recibir.',
      },
      7: {
        trait: 'reflexivo, analítico y espiritual, buscador de verdades profundas.',
        career:
          'la investigación, la ciencia, la tecnología, la escritura, el análisis y la enseñanza espiritual.',
        love: 'te abres despacio; la profundidad, la calma y la conversación sincera valen más que las apariencias.',
      },
      8: {
        trait: 'ambicioso, disciplinado y práctico con el poder y el dinero.',
        career:
          'las finanzas, el derecho, la dirección, el sector inmobiliario y las grandes organizaciones.',
        love: 'eres protector y comprometido; no dejes que el trabajo le quite tiempo a tu pareja.',
      },
      9: {
        trait: 'generoso, idealista y compasivo, con una visión amplia de la vida.',
        career:
          'el servicio público, la medicina, la enseñanza, las artes, las ONG y el trabajo humanitario.',
        love: 'amas con generosidad; elige una pareja que comparta tus ideales.',
      },
      11: {
        trait: 'un número maestro de intuición e inspiración, sensible y visionario.',
        career: 'la enseñanza, la orientación, las artes, la guía espiritual e inspirar a otros.',
        love: 'buscas una conexión del alma; la calma y la comprensión cuidan tu sensibilidad.',
      },
      22: {
        trait: 'un número maestro del constructor: grandes visiones hechas realidad.',
        career:
          'los grandes proyectos, la arquitectura, las instituciones, la ingeniería y el liderazgo de equipos.',
        love: 'eres estable y leal; comparte tus planes para que tu pareja se sienta parte de ellos.',
      },
      33: {
        trait: 'un número maestro del maestro, cariñoso y dedicado a elevar a los demás.',
        career:
          'la enseñanza, la sanación, la orientación, las artes y el servicio a la comunidad.',
        love: 'das mucho amor; recuerda también tus propias necesidades.',
      },
    },
    years: {
      1: 'un año de nuevos comienzos: inicia proyectos, preséntate, da el primer paso.',
      2: 'un año de paciencia y alianzas: coopera, cultiva relaciones, deja que las cosas maduren.',
      3: 'un año de expresión y vida social: crea, comunica, disfruta.',
      4: 'un año de trabajo y cimientos: planifica, organiza, construye paso a paso.',
      5: 'un año de cambio y movimiento: viajes, contactos nuevos, decisiones frescas.',
      6: 'un año de hogar, familia y responsabilidad: los compromisos y el cuidado primero.',
      7: 'un año de reflexión y aprendizaje: estudia, descansa, mira hacia dentro antes de grandes pasos.',
      8: 'un año de logros y asuntos de dinero: el esfuerzo trae reconocimiento y resultados.',
      9: 'un año de cierre: termina, suelta lo que acabó y haz sitio al próximo ciclo.',
    },
    colours: {
      1: 'dorado, naranja y cobre (el Sol)',
      2: 'blanco, crema y plateado (la Luna)',
      3: 'amarillo (Júpiter)',
      4: 'gris y azul humo (Rahu)',
      5: 'verde (Mercurio)',
      6: 'blanco y rosa claro (Venus)',
      7: 'gris y tonos mezclados (Ketu)',
      8: 'azul oscuro y negro (Saturno)',
      9: 'rojo y coral (Marte)',
    },
    days: {
      1: 'el domingo (el Sol)',
      2: 'el lunes (la Luna)',
      3: 'el jueves (Júpiter)',
      4: 'el sábado (Rahu)',
      5: 'el miércoles (Mercurio)',
      6: 'el viernes (Venus)',
      7: 'el martes (Ketu)',
      8: 'el sábado (Saturno)',
      9: 'el martes (Marte)',
    },
    luckyNumber: (n, friends) =>
      `tu número de la suerte es el ${n}, tu número raíz; los números ${friends} armonizan con él.`,
    luckyColour: (n, colour) => `tus colores de la suerte son ${colour}, por tu número raíz ${n}.`,
    luckyDay: (n, day) => `tu día de la suerte es ${day}, por tu número raíz ${n}.`,
    career: (n, text) => `tu número ${n} apunta hacia ${text}`,
    love: (n, text) => `con el número ${n}, ${text}`,
    timing: (year, n, text) => `${year} es para ti el año personal ${n}, ${text}`,
    profile: (n, text) => `tu número ${n} te describe como ${text}`,
    closing:
      'Los números muestran tendencias, no un destino fijo: tus decisiones y tu esfuerzo deciden lo que haces con ellas.',
  },
  tarot: {
    cards: {
      fool: {
        name: 'El Loco',
        upright: 'un nuevo comienzo, confianza y mente abierta.',
        reversed: 'un salto imprudente; mira antes de saltar.',
      },
      magician: {
        name: 'El Mago',
        upright: 'habilidad, voluntad y los medios para lograrlo.',
        reversed: 'energía dispersa o talentos sin usar.',
      },
      'high-priestess': {
        name: 'La Sacerdotisa',
        upright: 'intuición, saber silencioso, lo que aún no se revela.',
        reversed: 'intuición ignorada, hechos ocultos.',
      },
      empress: {
        name: 'La Emperatriz',
        upright: 'crecimiento, cuidado, bienestar y abundancia.',
        reversed: 'autocuidado descuidado, crecimiento frenado.',
      },
      emperor: {
        name: 'El Emperador',
        upright: 'estructura, autoridad y estabilidad.',
        reversed: 'rigidez o lucha por el control.',
      },
      hierophant: {
        name: 'El Hierofante',
        upright: 'tradición, guía de un mentor, los cauces adecuados.',
        reversed: 'romper con lo establecido, tu propio camino.',
      },
      lovers: {
        name: 'Los Enamorados',
        upright: 'unión, armonía y una elección sentida.',
        reversed: 'desequilibrio o una elección contra tus valores.',
      },
      chariot: {
        name: 'El Carro',
        upright: 'determinación y avance con control.',
        reversed: 'pérdida de rumbo; recupérate primero.',
      },
      strength: {
        name: 'La Fuerza',
        upright: 'valor, paciencia y fuerza interior serena.',
        reversed: 'dudas de ti; reconstruye tu confianza.',
      },
      hermit: {
        name: 'El Ermitaño',
        upright: 'reflexión, soledad y búsqueda de sabiduría.',
        reversed: 'demasiado aislamiento; busca a los demás.',
      },
      wheel: {
        name: 'La Rueda de la Fortuna',
        upright: 'un giro de suerte, ciclos y nuevas oportunidades.',
        reversed: 'un retraso; la rueda volverá a girar.',
      },
      justice: {
        name: 'La Justicia',
        upright: 'equidad, verdad y decisiones equilibradas.',
        reversed: 'injusticia o evitar responsabilidades.',
      },
      'hanged-man': {
        name: 'El Colgado',
        upright: 'una pausa, una perspectiva nueva, soltar.',
        reversed: 'estancamiento; una decisión que sigues aplazando.',
      },
      death: {
        name: 'La Muerte',
        upright: 'un final que abre paso a un nuevo comienzo (cambio, no muerte literal).',
        reversed: 'resistirse a un cambio que toca.',
      },
      temperance: {
        name: 'La Templanza',
        upright: 'equilibrio, moderación y paciencia.',
        reversed: 'exceso o desequilibrio; ve más despacio.',
      },
      devil: {
        name: 'El Diablo',
        upright: 'apego, tentación, sentirse atrapado.',
        reversed: 'liberarte de lo que te ata.',
      },
      tower: {
        name: 'La Torre',
        upright: 'una sacudida repentina que revela la verdad.',
        reversed: 'una conmoción evitada o aplazada.',
      },
      star: {
        name: 'La Estrella',
        upright: 'esperanza, sanación y fe renovada.',
        reversed: 'desánimo; mantén la fe.',
      },
      moon: {
        name: 'La Luna',
        upright: 'incertidumbre e ilusión; aún no todo está claro.',
        reversed: 'la confusión se disipa, la verdad sale a la luz.',
      },
      sun: {
        name: 'El Sol',
        upright: 'alegría, éxito y claridad.',
        reversed: 'una alegría apagada que vuelve con el tiempo.',
      },
      judgement: {
        name: 'El Juicio',
        upright: 'despertar, una llamada y un nuevo balance.',
        reversed: 'las dudas frenan una decisión necesaria.',
      },
      world: {
        name: 'El Mundo',
        upright: 'culminación, plenitud y un ciclo cumplido.',
        reversed: 'algo quedó sin terminar; ciérralo.',
      },
    },
    minor: minorEs,
    positions: { past: 'Pasado', present: 'Presente', future: 'Futuro', answer: 'Tu carta' },
    upright: 'al derecho',
    reversed: 'invertida',
    spreadIntro: 'He sacado tres cartas para ti: pasado, presente y futuro.',
    singleIntro: 'He sacado una carta para tu pregunta de sí o no.',
    leaning: {
      yes: 'Se inclina hacia el sí.',
      maybe: 'Se inclina hacia un "todavía no": depende de lo que hagas ahora.',
      no: 'Se inclina hacia el no, por ahora.',
    },
    topics: {
      career: 'tu carrera',
      love: 'tu vida amorosa',
      money: 'tus finanzas',
      health: 'tu bienestar',
      education: 'tus estudios',
      family: 'tu familia',
      travel: 'los viajes y el extranjero',
      legal: 'tu asunto legal',
      spiritual: 'tu camino espiritual',
      general: 'tu pregunta',
    },
    synthesis: {
      bright: (topic) =>
        `En conjunto, las cartas son alentadoras para ${topic}: el impulso está de tu lado, aprovéchalo.`,
      mixed: (topic) =>
        `En conjunto, las cartas son mixtas para ${topic}: el progreso llega con paciencia y una elección clara.`,
      hard: (topic) =>
        `En conjunto, las cartas piden cuidado con ${topic}: ve despacio, afronta lo que no está claro y cambia lo que puedas.`,
    },
    healthNote:
      'Las cartas no diagnostican: ante cualquier preocupación de salud, consulta a un médico.',
    legalNote: 'Para la parte legal, confía en un abogado cualificado.',
    closing:
      'El tarot refleja las corrientes del presente, no un futuro fijo: tus decisiones dan forma al resultado.',
  },
  vastu: {
    roomNames: {
      entrance: 'la entrada principal',
      kitchen: 'la cocina',
      bedroom: 'el dormitorio principal',
      study: 'el estudio',
      pooja: 'el cuarto de oración',
      toilet: 'el baño',
      living: 'la sala de estar',
      locker: 'la caja fuerte',
      mirror: 'el espejo',
      colour: 'los colores',
    },
    directionNames: {
      'north-east': 'el noreste',
      'south-east': 'el sureste',
      'south-west': 'el suroeste',
      'north-west': 'el noroeste',
      north: 'el norte',
      east: 'el este',
      south: 'el sur',
      west: 'el oeste',
    },
    rules: {
      entrance:
        'La mejor entrada principal está al norte, al este o al noreste, las direcciones de Kubera, Indra e Ishana; mantenla iluminada, limpia y despejada.',
      kitchen:
        'La cocina va en el sureste, el rincón de Agni (el fuego); el noroeste es la segunda opción. Cocina mirando al este.',
      bedroom:
        'El dormitorio principal va en el suroeste, el rincón pesado y estable de la tierra. Duerme con la cabeza hacia el sur o el este.',
      study:
        'Estudia en el noreste, el este o el norte, sentado mirando al este o al norte: las direcciones del aprendizaje y la claridad.',
      pooja:
        'El cuarto de oración va en el noreste (Ishana), o si no en el este o el norte; reza mirando al este o al norte.',
      toilet:
        'Los baños van en el noroeste o el oeste; mantenlos lejos del noreste y del centro de la casa (Brahmasthan).',
      living:
        'La sala de estar funciona bien al norte, al este o al noreste, por donde entran la luz y las visitas.',
      locker:
        'Coloca la caja fuerte contra la pared sur o suroeste para que se abra hacia el norte, la dirección de Kubera.',
      mirror:
        'Los espejos van en las paredes norte o este; evita un espejo frente a la cama o a la puerta principal.',
      colour:
        'Los colores claros van al norte y al este (blanco, crema, verde claro, azul claro); los tonos cálidos y terrosos al sur y al suroeste (melocotón, beige, marrón claro); naranja o rosa al sureste.',
    },
    fixes: {
      entrance:
        'Primero los arreglos sencillos: buena luz y un umbral limpio, una placa con el nombre, un torán o un símbolo auspicioso sobre la puerta, y nada de zapatos ni trastos en la entrada.',
      kitchen:
        'Primero los arreglos sencillos: pon los fogones en el rincón sureste de la propia cocina, cocina mirando al este, separa el agua del fuego (fregadero y fogones) y usa colores cálidos.',
      bedroom:
        'Primero los arreglos sencillos: la cama en la parte suroeste del cuarto, la cabeza al sur o al este, ningún espejo frente a la cama y nada acumulado debajo.',
      study:
        'Primero los arreglos sencillos: gira el escritorio para mirar al este o al norte, mantenlo despejado y deja entrar la luz del día.',
      pooja:
        'Primero los arreglos sencillos: basta una pequeña repisa en el rincón noreste; mantenla limpia, reza mirando al este y aléjala de la pared del baño.',
      toilet:
        'Primero los arreglos sencillos: puerta cerrada, el baño seco y limpio, un pequeño extractor y un cuenco de sal marina que se cambie cada semana.',
      living:
        'Primero los arreglos sencillos: el rincón noreste abierto y luminoso, los muebles pesados al suroeste y los asientos mirando al norte o al este.',
      locker:
        'Primero los arreglos sencillos: gira la caja fuerte para que se abra hacia el norte, mantenla ordenada y nunca la pongas en el rincón noreste.',
      mirror:
        'Primero los arreglos sencillos: mueve o cubre el espejo que da a la cama, y mantén los espejos limpios y sin roturas.',
      colour:
        'Primero los arreglos sencillos: pinta una sola pared o cambia cortinas y cojines en vez de toda la casa.',
    },
    placementGood: (room, direction) =>
      `Sí: ${room} en ${direction} es una buena ubicación según el Vastu.`,
    placementFix: (room, direction) =>
      `${room} en ${direction} no es la ubicación clásica, pero se puede equilibrar sin romper nada.`,
    facing: {
      'north-east':
        'Una entrada orientada al noreste es muy auspiciosa (Ishana): mantenla abierta, limpia y bien iluminada.',
      'south-east':
        'Una entrada orientada al sureste es viable: mantenla luminosa y evita fuentes de agua junto a la puerta.',
      'south-west':
        'Una entrada al suroeste es la más difícil: puerta sólida y bien cerrada, una tira de latón en el umbral y buena luz.',
      'north-west':
        'Una entrada orientada al noroeste va bien para el movimiento y los contactos: mantén la puerta firme y en buen estado.',
      north:
        'Una casa orientada al norte es muy buena (Kubera, la riqueza): mantén la entrada despejada y luminosa.',
      east: 'Una casa orientada al este es muy buena (Surya, salud y crecimiento): deja la entrada abierta a la luz de la mañana.',
      south:
        'Una casa orientada al sur no es mala en sí: a muchos les va bien. Mejor una puerta en el centro o en la parte sureste del lado sur, con buena luz y un torán.',
      west: 'Una casa orientada al oeste es buena para los negocios y las ganancias estables: pon la puerta en el centro del lado oeste.',
    },
    general:
      'Dime por qué habitación o dirección preguntas (entrada, cocina, dormitorio, estudio, cuarto de oración, baño, colores, espejos). Lo básico: el noreste abierto, limpio y luminoso, el suroeste pesado y sólido, y el centro de la casa libre.',
    closing:
      'Empieza por los arreglos sencillos, sin obras; nunca tires paredes por miedo. Para cualquier obra, consulta en el lugar a un experto en Vastu y a un ingeniero.',
    words: {
      rooms: {
        entrance: ['entrada', 'puerta principal', 'puerta'],
        kitchen: ['cocina', 'fogón', 'fogones'],
        bedroom: ['dormitorio', 'habitación', 'recámara', 'cama'],
        study: ['estudio', 'escritorio', 'oficina'],
        pooja: ['cuarto de oración', 'oración', 'altar', 'pooja', 'templo'],
        toilet: ['baño', 'inodoro', 'aseo', 'váter'],
        living: ['sala', 'salón', 'living'],
        locker: ['caja fuerte', 'dinero en casa'],
        mirror: ['espejo'],
        colour: ['color', 'pintura', 'pintar'],
      },
      directions: {
        'north-east': ['noreste', 'nordeste'],
        'south-east': ['sureste', 'sudeste'],
        'south-west': ['suroeste', 'sudoeste'],
        'north-west': ['noroeste'],
        north: ['norte'],
        east: ['este', 'oriente'],
        south: ['sur'],
        west: ['oeste', 'poniente'],
      },
    },
  },
  look: {
    palmistry: (link) =>
      `Una lectura de manos de verdad necesita ver tus palmas: las líneas, los montes y la forma de la mano. Aquí no puedo verlas, así que para una lectura real reserva una sesión en vivo en ${link} y muestra tus palmas por videollamada.`,
    'face-reading': (link) =>
      `Una lectura del rostro de verdad necesita ver tu cara: la frente, los ojos, la nariz y sus proporciones. Aquí no puedo verla, así que para una lectura real reserva una sesión en vivo por videollamada en ${link}.`,
    meanwhile: 'Mientras tanto, esto dice tu carta natal:',
  },
  care: {
    'life-coach':
      'Vamos a lo práctico: la astrología puede mostrar la etapa en que estás, pero lo que mueve las cosas es tu siguiente paso pequeño y concreto. Elige una acción para esta semana y un hábito que mantener.',
    psychologist:
      'Lo que sientes tiene sentido y no tienes que resolverlo a solas. Aquí no puedo diagnosticar nada; si llevas semanas sintiéndote triste o con ansiedad, habla con un profesional de la salud mental o, en la India, llama a Tele-MANAS al 14416 (gratis, 24 horas).',
    meanwhile: 'Mientras tanto, esto dice tu carta natal:',
  },
  askWords: {
    numerology: ['numerología', 'numerologia', 'número', 'numero'],
    tarot: ['tarot', 'carta'],
  },
  yesNo: {
    marker:
      /^¿?\s*(debo|debería|puedo|podré|podría|será|seré|voy a|tendré|hay|es|me|conseguiré|encontraré|ganaré|habrá|estoy)(?![\p{L}])/u,
    wh: /(?<![\p{L}])(cuándo|cuando|cuál|cual|qué|cómo|por qué|dónde|donde|quién)(?![\p{L}])/u,
  },
};
