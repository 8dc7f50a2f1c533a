import type { SafetyLanguagePack } from './types.ts';

/** Spanish, accents folded ("corazón" = "corazon"); negation precedes the verb ("no quiero morir"). */
export const es: SafetyLanguagePack = {
  table: {
    latin: true,
    negationAfter: false,
    negations: ['no', 'nunca', 'jamas'],
    patterns: {
      self_harm: [
        '!no + sentido + despertar*|levantarme|vivir|seguir',
        '!no volver a despertar|no despertar nunca mas|no despertarme nunca',
        'autolesion*|me lastimo|me corto|me hago dano',
        'suicid*',
        'quitarme la vida|me quitare la vida|matarme|me voy a matar|acabar con mi vida|terminar con mi vida|hacerme dano|lastimarme|cortarme|ahorcarme',
        'quiero morir|quiero morirme|me quiero morir|deseo morir|desearia estar muert*|ojala estuviera muert*|prefiero estar muert*|ganas de morir',
        'acabar con todo|terminar con todo|ponerle fin a todo|desaparecer para siempre|dormir para siempre',
        '!no quiero vivir|no tengo razones para vivir|no hay razon para vivir|no tengo motivos para vivir|nada por que vivir|no vale la pena vivir|no quiero seguir viviendo|ya no quiero seguir|no quiero despertar|no le encuentro sentido a la vida|sin ganas de vivir',
        'estarian mejor sin mi|estaria mejor sin mi|mejor sin mi|soy una carga',
        'cansad* de vivir|harta de vivir|harto de vivir',
      ],
      abuse: [
        'marido|esposo|pareja|novio|suegra|el + me empuja|me empujo|me insulta|me humilla|me amenaza + miedo',
        'miedo de volver a casa|miedo de llegar a casa|miedo a volver a casa',
        'marido|esposo|esposa|pareja|novio|novia|padre|papa|madre|el|ella|suegra + me pega|me golpea|me maltrata|me pego|me golpeo|abusa de mi|abuso de mi|me amenaza con matarme|me patea|me ahorca|me quema',
        'violencia domestica|violencia de genero|violencia intrafamiliar|maltrato|abusivo|abusiva|me violo|abuso sexual|acoso sexual',
        'miedo a mi marido|miedo de mi marido|miedo a mi esposo|miedo de mi pareja|miedo a mi pareja|me encierra',
      ],
      medical: [
        'se ha tragado|se trago|se tomo|ha tomado + pastillas|medicamentos|veneno|lejia',
        'dolor en el pecho|dolor de pecho|me duele el pecho + respirar|aire|sudor|brazo',
        '!no puedo respirar|me falta el aire|me ahogo',
        'demasiadas pastillas|muchas pastillas|un frasco entero|sobredosis|demasiados medicamentos',
        'se desmayo|me desmaye|esta inconsciente|perdio el conocimiento|no respira|no responde|convulsion|un infarto ahora|esta teniendo un infarto|derrame cerebral',
        'veneno|pesticida|lejia + tome|tomo|bebio|bebi|trago',
        'me mordio una serpiente|sangra mucho|no para de sangrar|llamar una ambulancia|llamen una ambulancia',
      ],
    },
  },
  texts: {
    answers: {
      self_harm:
        'Siento mucho que te sientas así. No tienes que cargar con esto a solas, y hablar con alguien ahora puede ayudar.\n\n' +
        'En la India, llama a Tele-MANAS al 14416 (gratis, 24x7) para hablar con un consejero. Si estás en peligro ahora mismo, llama al 112.\n' +
        'Si estás fuera de la India, llama al número de emergencias de tu país o busca una línea de ayuda en findahelpline.com.\n\n' +
        'Si puedes, habla con alguien de confianza y cuéntale cómo te sientes. Tu vida importa.',
      abuse:
        'Siento mucho que te esté pasando esto. Nadie merece que le hagan daño, y no es tu culpa.\n\n' +
        'En la India, llama a la línea de ayuda para mujeres 181 (24x7), o al 112 si estás en peligro ahora mismo. Tele-MANAS en el 14416 (gratis, 24x7) también puede escucharte.\n' +
        'Si estás fuera de la India, llama al número de emergencias de tu país o busca una línea de ayuda en findahelpline.com.\n\n' +
        'Si puedes, ve a un lugar seguro o con alguien de confianza.',
      medical:
        'Esto parece una emergencia médica. Por favor, llama al 112 ahora o ve de inmediato al hospital más cercano.\n\n' +
        'Pide ayuda a alguien cercano y que se quede contigo. Si estás fuera de la India, llama al número de emergencias de tu país.\n\n' +
        'Si has pensado en hacerte daño, Tele-MANAS en el 14416 (gratis, 24x7) está para escucharte.',
    },
    suggestions: [],
  },
};
