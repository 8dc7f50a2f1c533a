/**
 * Spanish (español): mirrors en.ts key by key; written for this product, not machine-translated.
 * As in the pack: «tú», no gendered adjectives on planets (la Luna, el Sol), ordinals feminine
 * before «casa», and no «de {planet}» or «a {planet}» (which would need «del» / «al»).
 */
import type { KundliWindowsBank } from '../bank.ts';

export const es: KundliWindowsBank = {
  areas: {
    zodiacSign: 'tu mente y tu equilibrio emocional',
    personality: 'tu salud, tu confianza y tu crecimiento personal',
    careerProspects: 'tu carrera y tu posición',
    loveLife: 'el amor y el matrimonio',
    financialSituation: 'tus ingresos y ahorros',
    happiness: 'la felicidad en el hogar, con los hijos y en la fortuna',
    motivationalMessage: 'tus metas',
  },
  who: {
    lord: '{planet}, regente de tu {house} casa,',
    karaka: '{planet}, significador de {area},',
    maha: '{planet}, regente de tu mahadasha en curso,',
    antar: '{planet}, regente de tu antardasha en curso,',
  },
  points: {
    exalted: '{who} está en su signo de exaltación, {sign}',
    own: '{who} está en su propio signo, {sign}',
    debilitated: '{who} está en su signo de caída, {sign}',
    enemy: '{who} está en un signo enemigo, {sign}',
    combust: '{who} sufre combustión, demasiado cerca del Sol',
    goodHouse: '{who} se sitúa en tu {to} casa, un kendra o trikona',
    dusthana: '{who} se sitúa en tu {to} casa, un dusthana',
    benefic: 'tu {house} casa alberga a un benéfico natural: {planet}',
    malefic: 'tu {house} casa alberga a un maléfico natural: {planet}',
    maleficUpachaya:
      'tu {house} casa, un upachaya donde los maléficos dan empuje y resultados, alberga a {planet}',
    beneficAspect: 'un benéfico, {planet}, aspecta tu {house} casa',
    maleficAspect: 'un maléfico, {planet}, aspecta tu {house} casa',
    yoga: '{yoga} ({grade})',
  },
  separator: '; ',
  strengths: 'Puntos fuertes: {points}.',
  weaknesses: 'Puntos débiles: {points}.',
  verdicts: {
    strong: 'En conjunto, tu carta es fuerte en lo que toca a {area}.',
    mixed: 'En conjunto, tu carta da tanto apoyo como resistencia en lo que toca a {area}.',
    weak: 'En conjunto, tu carta pide paciencia y un esfuerzo constante en lo que toca a {area}.',
  },
  grades: { strong: 'fuerte', moderate: 'moderado', weak: 'débil' },
  yogaLine:
    'El {yoga}, {grade} en tu carta, lo forman {placements}: aporta {effect} en lo que toca a {area}.',
  placement: '{planet} en tu {house} casa',
  yogaEffects: {
    'gaja-kesari': 'sabiduría, buen nombre y la protección del buen consejo',
    'budha-aditya': 'inteligencia, estudio y destreza con las palabras',
    ruchaka: 'valor, energía y liderazgo',
    bhadra: 'intelecto, elocuencia y olfato para los negocios',
    hamsa: 'virtud, sabiduría y respeto',
    malavya: 'encanto, comodidad y gusto artístico',
    sasa: 'autoridad, resistencia y capacidad de organización',
    'chandra-mangala': 'iniciativa y capacidad de ganar dinero',
    'raj-yoga': 'ascenso de posición y éxito',
    'dhana-yoga': 'riqueza y prosperidad',
    'neecha-bhanga': 'un éxito que nace de las dificultades iniciales',
  },
  windowsLead: 'Periodos clave entre el {from} y el {to}:',
  windowsNone:
    'Ninguna antardasha ni tránsito importante toca este ámbito entre el {from} y el {to}.',
  dashaWindow: 'Antardasha {maha}–{antar}, del {start} al {end}: {effect} ({reasons}).',
  dashaEffects: {
    good: 'favorece {area}',
    mixed: 'pone en primer plano {area}, con algo de esfuerzo',
    hard: 'pone a prueba {area}; ve con calma',
  },
  dashaReasons: {
    rules: '{planet} rige tu {houses} casa',
    occupies: '{planet} ocupa tu {house} casa',
    karaka: '{planet} es significador de {area}',
  },
  transitMoon:
    '{planet} transita tu {house} casa contada desde la Luna ({sign}), del {start} al {end}: {effect}.',
  transitLagna:
    '{planet} transita tu {house} casa contada desde el ascendente ({sign}), del {start} al {end}: {effect}.',
  transitBoth:
    '{planet} transita tu {house} casa contada tanto desde la Luna como desde el ascendente ({sign}), del {start} al {end}: {effect}.',
  jupiterFromMoon: [
    'cambios de lugar y cierta inquietud, aunque Júpiter protege',
    'dinero, armonía familiar y palabra persuasiva',
    'obstáculos y cambios en el trabajo; ten paciencia',
    'preocupaciones en casa y con los parientes; ve con suavidad',
    'hijos, romance, buenos consejos y éxito creativo',
    'competencia y una salud que pide atención',
    'matrimonio, sociedades y viajes agradables',
    'retrasos, cansancio y gastos ocultos',
    'fortuna, fe, maestros y viajes largos',
    'cambios de puesto y de carga de trabajo; cuida tu reputación',
    'ganancias, ascensos y deseos cumplidos',
    'gastos, viajes y una inclinación hacia la vida espiritual',
  ],
  saturnFromMoon: [
    'la fase culminante de Sade Sati: grandes responsabilidades; cuida cuerpo y mente',
    'la fase descendente de Sade Sati: presión sobre los ahorros, la familia y la palabra',
    'valor, éxito gracias al esfuerzo y victoria sobre los rivales',
    'Kantaka Shani (Dhaiya): tensión en el hogar, en las propiedades y en la paz interior',
    'preocupaciones por los hijos y los proyectos; evita especular',
    'victoria sobre los rivales y recuperación de deudas y enfermedades',
    'tensiones y retrasos en la pareja; los viajes cansan',
    'Ashtama Shani (Dhaiya): obstáculos, cansancio y contratiempos; avanza con cuidado',
    'retrasos en la fortuna y con los mayores; mantén la fe',
    'trabajo duro, deberes pesados y un reconocimiento lento',
    'ganancias, ingresos estables y apoyo de los superiores',
    'la fase ascendente de Sade Sati: gastos, viajes y sueño inquieto',
  ],
  jupiterFromLagna: 'crecimiento y apoyo en {topic}',
  saturnFromLagna: 'trabajo lento y constante en {topic}',
  sadeSatiWindow: 'Sade Sati, fase {phase} (Saturno en {sign}), del {start} al {end}: {effect}.',
  sadeSatiEffects: {
    rising: 'gastos y sueño inquieto; planifica lo que gastas',
    peak: 'el tramo más pesado para el cuerpo y la mente; mantén una rutina estable',
    setting: 'presión sobre los ahorros, la familia y la palabra, que afloja hacia el final',
  },
  dhaiyaWindow:
    '{kind} (Saturno en {sign}, tu {house} casa contada desde la Luna), del {start} al {end}: {effect}.',
  dhaiyaEffects: {
    kantaka: 'el hogar, las propiedades y la paz interior piden cuidado',
    ashtama: 'obstáculos y cansancio; evita riesgos y cuida tu salud',
  },
  dhaiya: {
    name: 'Shani Dhaiya',
    kinds: { kantaka: 'Kantaka (Ardhashtama) Shani', ashtama: 'Ashtama Shani' },
    definition:
      'Shani Dhaiya: la estancia de Saturno, de unos dos años y medio, en el cuarto signo (Kantaka o Ardhashtama Shani) o en el octavo (Ashtama Shani) contados desde tu signo lunar, que el Phaladeepika considera adversa junto con Sade Sati.',
    now: 'En curso: {kind}, con Saturno en {sign}, tu {house} casa contada desde la Luna, del {start} al {end}.',
    notNow: 'No está en curso.',
    next: 'La próxima: {kind}, con Saturno en {sign}, del {start} al {end}.',
  },
  yogaReasons: {
    notInKendraFromMoon: '{planet} no está en un kendra contado desde la Luna',
    debilitated: '{planet} está en su signo de caída',
    combust: '{planet} sufre combustión',
    enemySign: '{planet} está en un signo enemigo',
    inDusthana: '{planet} está en un dusthana (la casa sexta, octava o duodécima)',
    notOwnOrExalted: '{planet} no está en su propio signo ni en su signo de exaltación',
    notInKendra: '{planet} no está en un kendra contado desde el ascendente',
    yogakarakaWellPlaced: '{planet} es yogakaraka y está bien situado en la carta',
    yogakarakaUnfit: '{planet} es yogakaraka, pero su posición no lo favorece',
    debilitatedNotCancelled: '{planet} está en su signo de caída y nada lo compensa',
    sunMercuryApart: 'el Sol y Mercurio están en signos distintos',
    moonMarsApart: 'la Luna y Marte están en signos distintos',
    pairInDusthana: '{a} y {b} están vinculados, pero uno de los dos está en un dusthana',
    conjunction: '{a} y {b} están en conjunción',
    mutualAspect: '{a} y {b} se aspectan mutuamente',
    exchange: '{a} y {b} intercambian signos (parivartana)',
    dispositorKendra:
      'queda anulada la caída que sufre {planet}: {by}, regente de su signo, está en un kendra',
    exaltationLordKendra:
      'queda anulada la caída que sufre {planet}: {by}, regente de su signo de exaltación, está en un kendra',
    exaltedPlanetKendra:
      'queda anulada la caída que sufre {planet}: {by}, que se exalta en ese signo, está en un kendra',
    dispositorAspect:
      'queda anulada la caída que sufre {planet}: {by}, regente de su signo, aspecta ese signo',
  },
};
