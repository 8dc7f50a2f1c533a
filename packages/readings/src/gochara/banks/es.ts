/**
 * Spanish gochara bank (español): mirrors en.ts key by key, written for this product in the voice
 * of a Spanish-language horoscope column with the customary Vedic terms (Sade Sati, Dhaiya,
 * Kantaka Shani, Ashtama Shani, Chandra bala, drishti). The reader is «tú» and never takes a
 * gendered adjective. {planet} fills in with its article («el Sol», «la Luna»), so templates
 * never write «de {planet}» or «a {planet}» and avoid opening a sentence with it; {house} is a
 * feminine ordinal that goes before «casa» («tu décima casa»); {date} is «5 de diciembre».
 */
import type { GocharaBank } from '../bank.ts';

export const es: GocharaBank = {
  verdictLabels: { good: 'Favorable', mixed: 'Variable', hard: 'Exigente' },
  factors: {
    general: {
      'saturn-rising': [
        'Saturno en {sign}, tu {house} casa contada desde la Luna, mantiene activa la primera fase del Sade Sati: vigila los gastos y el descanso.',
        'La fase ascendente del Sade Sati sigue su curso con Saturno en tu {house} casa ({sign}); los gastos y los asuntos lejanos piden paciencia.',
        'Saturno recorre {sign}, la {house} casa desde tu Luna: es el tramo inicial del Sade Sati, cuando los cabos sueltos salen más caros de lo que deberían.',
        'Con Saturno en tu {house} casa desde la Luna, el Sade Sati está en su primera etapa: las noches inquietas y los gastos imprevistos son sus señales habituales.',
      ],
      'saturn-peak': [
        'Saturno transita {sign}, tu propio signo lunar: es la culminación del Sade Sati, y tu {house} casa, la del cuerpo y la mente, soporta un peso extra.',
        'El Sade Sati llega a su punto álgido: Saturno recorre {sign}, tu signo lunar ({house} casa), y pone a prueba tu aguante y tu serenidad.',
        'Saturno sobre tu Luna natal en {sign}, en la {house} casa y en el corazón del Sade Sati, frena los resultados y exige un esfuerzo constante.',
        'La fase central del Sade Sati transcurre con Saturno en tu {house} casa ({sign}); la presión sobre la mente es real, así que administra bien tus energías.',
      ],
      'saturn-setting': [
        'Saturno en {sign}, tu {house} casa contada desde la Luna, marca la última fase del Sade Sati: el dinero de la familia y las palabras requieren cuidado.',
        'El Sade Sati entra en su fase descendente con Saturno en tu {house} casa ({sign}); se ponen a prueba los ahorros y lo que se dice en casa.',
        'Saturno atraviesa {sign}, la {house} casa desde tu Luna, el tramo final del Sade Sati, cuando las obligaciones familiares pesan en el bolsillo.',
        'Con Saturno en tu {house} casa desde la Luna, la etapa final del Sade Sati te pide proteger tus ahorros y suavizar tu forma de hablar.',
      ],
      'saturn-kantaka': [
        'Saturno en {sign}, tu {house} casa contada desde la Luna, forma el Kantaka Shani (Dhaiya): el hogar y la paz interior se resienten.',
        'El Dhaiya de Saturno pasa por tu {house} casa ({sign}) y altera la comodidad doméstica y los planes de vivienda o de propiedades.',
        'Saturno transita {sign}, la {house} casa desde tu Luna: es la Panoti menor de la cuarta casa, y los asuntos del hogar y de tu madre piden paciencia.',
        'Con Saturno en tu {house} casa desde la Luna (Kantaka Shani), la tranquilidad en casa solo llega después de cumplir con las tareas pendientes.',
      ],
      'saturn-ashtama': [
        'Saturno en {sign}, tu {house} casa contada desde la Luna, es el Ashtama Shani, el Dhaiya de la octava casa: obstáculos repentinos y cansancio.',
        'El Dhaiya del Ashtama Shani sigue activo con Saturno en tu {house} casa ({sign}); no arriesgues dinero que no es tuyo.',
        'Saturno transita {sign}, la {house} casa desde tu Luna, un Dhaiya que trae retrasos y saca a la superficie preocupaciones ocultas.',
        'Con Saturno en tu {house} casa desde la Luna (Ashtama Shani), la salud y los recursos compartidos exigen prudencia.',
      ],
      'saturn-good': [
        'Saturno en {sign}, tu {house} casa contada desde la Luna, recorre uno de sus mejores tránsitos: el esfuerzo constante da ahora todo su fruto.',
        'Saturno te favorece desde tu {house} casa ({sign}): premia la disciplina y te ayuda a aguantar más que tus rivales.',
        'Con Saturno en {sign}, la {house} casa desde tu Luna, el trabajo de largo aliento empieza a dar frutos y la oposición pierde fuerza.',
        'Saturno transita tu {house} casa ({sign}), una posición que los textos clásicos elogian: la paciencia se convierte en ganancias sólidas.',
      ],
      'saturn-hard': [
        'Saturno en {sign}, tu {house} casa contada desde la Luna, ralentiza los asuntos de esa casa: cuenta con demoras, no con negativas.',
        'Saturno pesa sobre tu {house} casa ({sign}); ahí se avanza a pasos cortos y a base de trabajo duro.',
        'Con Saturno en {sign}, la {house} casa desde tu Luna, las obligaciones se amontonan y los frutos se hacen esperar.',
        'Saturno transita tu {house} casa ({sign}) y te pide paciencia con {topic}.',
      ],
      'jupiter-good': [
        'Júpiter en {sign}, tu {house} casa contada desde la Luna, es una bendición: la ayuda de los mayores y los buenos consejos llegan con facilidad.',
        'Júpiter te favorece desde tu {house} casa ({sign}) y amplía tus oportunidades en {topic}.',
        'Con Júpiter en {sign}, la {house} casa desde tu Luna, la gracia y el buen momento están de tu parte.',
        'Júpiter transita tu {house} casa ({sign}), una de sus posiciones más propicias, y trae crecimiento a {topic}.',
      ],
      'jupiter-hard': [
        'Júpiter en {sign}, tu {house} casa contada desde la Luna, te respalda menos de lo habitual: contrasta los consejos antes de seguirlos.',
        'Júpiter transita tu {house} casa ({sign}), una posición débil para él, así que crecer en {topic} exige más esfuerzo.',
        'Con Júpiter en {sign}, la {house} casa desde tu Luna, las promesas pueden ir por delante de los resultados: comprométete solo con lo que puedas sostener.',
        'Júpiter ocupa tu {house} casa ({sign}), donde los textos no lo consideran de ayuda: evita el exceso de confianza y de gasto.',
      ],
      'rahu-good': [
        'Rahu en {sign}, tu {house} casa contada desde la Luna, aviva la ambición y te ayuda a imponerte a la competencia.',
        'Rahu te favorece desde tu {house} casa ({sign}): los movimientos audaces y los contactos nuevos salen bien.',
        'Con Rahu en {sign}, la {house} casa desde tu Luna, las ideas poco convencionales encuentran quien las acoja.',
        'Rahu transita tu {house} casa ({sign}), una de sus buenas posiciones, y alimenta el empuje y las ganancias rápidas.',
      ],
      'rahu-hard': [
        'Rahu en {sign}, tu {house} casa contada desde la Luna, nubla el juicio en lo relativo a {topic}: comprueba antes de confiar.',
        'Rahu transita tu {house} casa ({sign}) y despierta inquietud y la tentación de atajos que no compensan.',
        'Con Rahu en {sign}, la {house} casa desde tu Luna, la confusión y las expectativas infladas necesitan un baño de realidad.',
        'Rahu ocupa tu {house} casa ({sign}): mantente lejos de los negocios que suenan demasiado bien para ser verdad.',
      ],
      'ketu-good': [
        'Ketu en {sign}, tu {house} casa contada desde la Luna, despeja las distracciones y te ayuda a cerrar tareas antiguas.',
        'Ketu te favorece desde tu {house} casa ({sign}), con una intuición certera y ventaja sobre tus rivales.',
        'Con Ketu en {sign}, la {house} casa desde tu Luna, el desapego juega a tu favor: suelta y ganarás.',
        'Ketu transita tu {house} casa ({sign}), una posición útil para la concentración y la práctica espiritual.',
      ],
      'ketu-hard': [
        'Ketu en {sign}, tu {house} casa contada desde la Luna, trae rupturas repentinas en {topic}: mantén tus planes flexibles.',
        'Ketu transita tu {house} casa ({sign}), una posición inquieta que puede dejarte la sensación de que te falta apoyo.',
        'Con Ketu en {sign}, la {house} casa desde tu Luna, el interés por {topic} puede apagarse sin previo aviso.',
        'Ketu ocupa tu {house} casa ({sign}), así que aclara cuanto antes los pequeños malentendidos.',
      ],
      'sun-good': [
        'El Sol en {sign}, tu {house} casa contada desde la Luna, te presta autoridad y reconocimiento este mes.',
        'El Sol te favorece desde tu {house} casa ({sign}): los funcionarios y los superiores están de tu lado.',
        'Con el Sol en {sign}, la {house} casa desde tu Luna, la confianza y la energía están en lo alto.',
        'El Sol transita tu {house} casa ({sign}), una de sus posiciones ganadoras.',
      ],
      'sun-hard': [
        'El Sol en {sign}, tu {house} casa contada desde la Luna, trae roces con la autoridad: mantén el ego a raya.',
        'El Sol transita tu {house} casa ({sign}), una posición agotadora que puede minar tu vitalidad.',
        'Con el Sol en {sign}, la {house} casa desde tu Luna, los trámites con funcionarios requieren un cuidado especial.',
        'El Sol ocupa tu {house} casa ({sign}), donde el orgullo puede costar más de lo que aporta.',
      ],
      'mars-good': [
        'Marte en {sign}, tu {house} casa contada desde la Luna, te da valor y energía para rematar las tareas difíciles.',
        'Marte te favorece desde tu {house} casa ({sign}): dejas atrás a tus rivales y te abres camino.',
        'Con Marte en {sign}, la {house} casa desde tu Luna, actuar con decisión da resultado.',
        'Marte transita tu {house} casa ({sign}), una de sus buenas posiciones, propicia para las propiedades y los negocios propios.',
      ],
      'mars-hard': [
        'Marte en {sign}, tu {house} casa contada desde la Luna, calienta los ánimos: cuenta hasta diez antes de responder.',
        'Marte transita tu {house} casa ({sign}) y aumenta el riesgo de discusiones y de cortes; baja el ritmo.',
        'Con Marte en {sign}, la {house} casa desde tu Luna, las prisas llevan a cometer errores.',
        'Marte ocupa tu {house} casa ({sign}), donde conviene protegerse de la ira y de los accidentes.',
      ],
    },
    love: {
      'venus-good': [
        'Venus en {sign}, tu {house} casa contada desde la Luna, trae calidez, encanto y una compañía agradable.',
        'Venus favorece tu corazón desde la {house} casa ({sign}): el cariño que das vuelve a ti.',
        'Con Venus en {sign}, la {house} casa desde tu Luna, florecen el romance y los placeres compartidos.',
        'Venus transita tu {house} casa ({sign}), una posición dulce para el amor y la armonía en el hogar.',
      ],
      'venus-hard': [
        'Venus en {sign}, tu {house} casa contada desde la Luna, enfría el afecto: los pequeños desaires parecen mayores de lo que son.',
        'Venus transita tu {house} casa ({sign}), un lugar difícil para este planeta, así que la pareja puede parecer distante.',
        'Con Venus en {sign}, la {house} casa desde tu Luna, los malentendidos amorosos piden palabras pacientes.',
        'Venus ocupa tu {house} casa ({sign}), donde el deseo y el deber tiran en direcciones distintas.',
      ],
      'jupiter-7th': [
        'Júpiter, desde tu {house} casa ({sign}), bendice la séptima casa, la de la pareja: crecen el compromiso y la buena voluntad.',
        'Júpiter, situado en tu {house} casa ({sign}), proyecta su drishti benéfico sobre la séptima y favorece las conversaciones de matrimonio.',
        'Con Júpiter en {sign} (tu {house} casa) velando por la séptima casa, las relaciones ganan en confianza.',
        'La bendición de Júpiter alcanza tu séptima casa desde la {house} ({sign}): buena racha para declaraciones y pedidas de mano.',
      ],
      'malefic-7th': [
        'En {sign}, tu {house} casa contada desde la Luna, {planet} presiona la séptima casa, la de la pareja: evita las palabras duras.',
        'Desde tu {house} casa ({sign}), {planet} afecta a la séptima, y tu pareja puede sentirse criticada.',
        'Con {planet} en {sign} (tu {house} casa) pesando sobre la séptima casa, dale espacio a tu pareja.',
        'Mientras {planet} ocupa tu {house} casa ({sign}), la séptima casa se tensa: resuelve los desacuerdos con calma.',
      ],
    },
    career: {
      'sun-good': [
        'El Sol en {sign}, tu {house} casa contada desde la Luna, favorece tu visibilidad en el trabajo y el apoyo de tus superiores.',
        'En el trabajo, el Sol te ayuda desde tu {house} casa ({sign}): toma la iniciativa y pide el reconocimiento que mereces.',
        'Con el Sol en {sign}, la {house} casa desde tu Luna, la autoridad y las conversaciones sobre un ascenso se inclinan a tu favor.',
        'El Sol transita tu {house} casa ({sign}) y refuerza tu posición en el entorno laboral.',
      ],
      'sun-hard': [
        'El Sol en {sign}, tu {house} casa contada desde la Luna, tensa la relación con los jefes: mantén la diplomacia.',
        'En el trabajo, el Sol en tu {house} casa ({sign}) trae exigencias agotadoras y poco reconocimiento.',
        'Con el Sol en {sign}, la {house} casa desde tu Luna, evita los choques con quienes mandan.',
        'El Sol transita tu {house} casa ({sign}), una mala posición para pedir favores en el trabajo.',
      ],
      'saturn-good': [
        'Saturno en {sign}, tu {house} casa contada desde la Luna, premia el trabajo perseverante: tus esfuerzos se notan.',
        'En tu carrera, Saturno ayuda desde la {house} casa ({sign}) y te da la constancia para dejar atrás a la competencia.',
        'Con Saturno en {sign}, la {house} casa desde tu Luna, los proyectos largos llegan a buen término.',
        'Saturno transita tu {house} casa ({sign}) y construye una base estable para tu profesión.',
      ],
      'saturn-hard': [
        'Saturno en {sign}, tu {house} casa contada desde la Luna, frena el avance profesional: sigue trabajando sin atajos.',
        'En tu carrera, Saturno en la {house} casa ({sign}) significa más trabajo y un reconocimiento más lento.',
        'Con Saturno en {sign}, la {house} casa desde tu Luna, los resultados en el trabajo tardan en llegar: toca perseverar.',
        'Saturno transita tu {house} casa ({sign}) y pone a prueba tu paciencia con los superiores y el papeleo.',
      ],
      'jupiter-10th': [
        'Júpiter, desde tu {house} casa ({sign}), bendice la décima casa, la de la carrera: buenos consejos y nuevas responsabilidades.',
        'El drishti de Júpiter sobre tu décima casa, lanzado desde la {house} ({sign}), te gana el favor en el trabajo.',
        'Con Júpiter en {sign} (tu {house} casa) velando por la décima, tu reputación crece.',
        'Júpiter, en tu {house} casa ({sign}), sostiene la décima: un mentor puede abrirte una puerta.',
      ],
      'mars-good': [
        'Marte en {sign}, tu {house} casa contada desde la Luna, te da empuje para sacar adelante los proyectos.',
        'En el trabajo, Marte te ayuda desde tu {house} casa ({sign}): la competencia se queda atrás.',
        'Con Marte en {sign}, la {house} casa desde tu Luna, el trabajo técnico y físico sale bien.',
        'Marte transita tu {house} casa ({sign}) y te presta la energía para cumplir los plazos.',
      ],
      'mars-hard': [
        'Marte en {sign}, tu {house} casa contada desde la Luna, invita a los conflictos laborales: no fuerces las cosas.',
        'En el trabajo, Marte en tu {house} casa ({sign}) empuja a decisiones precipitadas de las que podrías arrepentirte.',
        'Con Marte en {sign}, la {house} casa desde tu Luna, mantén la calma en las disputas con tus compañeros.',
        'Marte transita tu {house} casa ({sign}), así que revisa dos veces las máquinas y los detalles.',
      ],
    },
    money: {
      'jupiter-good': [
        'Júpiter en {sign}, tu {house} casa contada desde la Luna, sostiene los ingresos y las inversiones sensatas.',
        'En lo económico, Júpiter te ayuda desde tu {house} casa ({sign}): las ganancias llegan de la mano de un buen consejo.',
        'Con Júpiter en {sign}, la {house} casa desde tu Luna, los ahorros crecen y se cobran deudas antiguas.',
        'Júpiter transita tu {house} casa ({sign}), una de sus posiciones de prosperidad.',
      ],
      'jupiter-hard': [
        'Júpiter en {sign}, tu {house} casa contada desde la Luna, ayuda poco con el dinero: evita prestar.',
        'En lo económico, Júpiter en tu {house} casa ({sign}) dispara los gastos en la familia o en asuntos de fe.',
        'Con Júpiter en {sign}, la {house} casa desde tu Luna, los rendimientos llegan más despacio de lo prometido.',
        'Júpiter transita tu {house} casa ({sign}), así que reduce la especulación al mínimo.',
      ],
      'venus-good': [
        'Venus en {sign}, tu {house} casa contada desde la Luna, favorece las comodidades, los regalos y los ingresos del arte o del comercio.',
        'En lo económico, Venus te ayuda desde tu {house} casa ({sign}): lo que compras ahora conserva su valor.',
        'Con Venus en {sign}, la {house} casa desde tu Luna, mejoran los ingresos que llegan a través de socios.',
        'Venus transita tu {house} casa ({sign}), una buena posición para joyas, vehículos y pequeños caprichos.',
      ],
      'venus-hard': [
        'Venus en {sign}, tu {house} casa contada desde la Luna, te tienta a gastar en lujos.',
        'En lo económico, Venus en tu {house} casa ({sign}) trae facturas por los placeres: primero, el presupuesto.',
        'Con Venus en {sign}, la {house} casa desde tu Luna, no mezcles la amistad con el dinero.',
        'Venus transita tu {house} casa ({sign}), así que resiste las compras por impulso.',
      ],
      'mercury-good': [
        'Mercurio en {sign}, tu {house} casa contada desde la Luna, ayuda en el comercio, las cuentas y las negociaciones.',
        'En lo económico, Mercurio te ayuda desde tu {house} casa ({sign}): un acuerdo bien redactado da dinero.',
        'Con Mercurio en {sign}, la {house} casa desde tu Luna, tu olfato para los negocios está afinado.',
        'Mercurio transita tu {house} casa ({sign}), una buena posición para las comisiones y el comercio.',
      ],
      'mercury-hard': [
        'Mercurio en {sign}, tu {house} casa contada desde la Luna, trae errores en los papeles: lee la letra pequeña.',
        'En lo económico, Mercurio en tu {house} casa ({sign}) puede confundirte en los tratos; comprueba las cifras dos veces.',
        'Con Mercurio en {sign}, la {house} casa desde tu Luna, las promesas verbales sobre dinero no son fiables.',
        'Mercurio transita tu {house} casa ({sign}), así que aplaza la firma de cualquier documento complejo.',
      ],
    },
    health: {
      'mars-good': [
        'Marte en {sign}, tu {house} casa contada desde la Luna, refuerza tu resistencia física y tus defensas.',
        'En cuanto a la salud, Marte te ayuda desde tu {house} casa ({sign}): el ejercicio da resultados rápidos.',
        'Con Marte en {sign}, la {house} casa desde tu Luna, te recuperas bien de los esfuerzos.',
        'Marte transita tu {house} casa ({sign}) y mantiene alta tu energía.',
      ],
      'mars-hard': [
        'Marte en {sign}, tu {house} casa contada desde la Luna, aumenta el riesgo de fiebre, cortes y quemaduras: ten cuidado.',
        'En cuanto a la salud, Marte en tu {house} casa ({sign}) trae calor e inflamación; busca la sombra y el frescor.',
        'Con Marte en {sign}, la {house} casa desde tu Luna, conduce con prudencia y evita los sobreesfuerzos.',
        'Marte transita tu {house} casa ({sign}), así que vigila la tensión arterial y las lesiones.',
      ],
      'saturn-good': [
        'Saturno en {sign}, tu {house} casa contada desde la Luna, favorece la rutina y la curación a largo plazo.',
        'En cuanto a la salud, Saturno te ayuda desde tu {house} casa ({sign}): las dolencias crónicas se alivian con disciplina.',
        'Con Saturno en {sign}, la {house} casa desde tu Luna, un horario regular obra maravillas.',
        'Saturno transita tu {house} casa ({sign}) y te da aguante.',
      ],
      'saturn-hard': [
        'Saturno en {sign}, tu {house} casa contada desde la Luna, trae cansancio y dolores: descansa como es debido.',
        'En cuanto a la salud, Saturno en tu {house} casa ({sign}) pide atención a las articulaciones, los dientes y el sueño.',
        'Con Saturno en {sign}, la {house} casa desde tu Luna, la falta de energía pide paciencia, no forzar la máquina.',
        'Saturno transita tu {house} casa ({sign}), así que no ignores las dolencias de siempre.',
      ],
      'sun-good': [
        'El Sol en {sign}, tu {house} casa contada desde la Luna, sostiene la vitalidad y una recuperación rápida.',
        'En cuanto a la salud, el Sol te ayuda desde tu {house} casa ({sign}): la luz de la mañana y la rutina te sientan bien.',
        'Con el Sol en {sign}, la {house} casa desde tu Luna, tus niveles de energía son buenos.',
        'El Sol transita tu {house} casa ({sign}) y fortalece la digestión y el vigor.',
      ],
      'sun-hard': [
        'El Sol en {sign}, tu {house} casa contada desde la Luna, puede traer dolores de cabeza y acidez: come a tus horas.',
        'En cuanto a la salud, el Sol en tu {house} casa ({sign}) resta vitalidad; evita el calor del mediodía.',
        'Con el Sol en {sign}, la {house} casa desde tu Luna, los ojos y el corazón necesitan cuidados.',
        'El Sol transita tu {house} casa ({sign}), así que bebe agua suficiente y descansa lo necesario.',
      ],
    },
  },
  moon: {
    general: {
      good: [
        'Hoy la Luna recorre tu {house} casa en {nakshatra}, un Chandra bala favorable que te levanta el ánimo.',
        'La Luna en tu {house} casa ({nakshatra}) te da un buen Chandra bala: un día para sacar las cosas adelante.',
        'Con la Luna en el nakshatra {nakshatra}, en tu {house} casa, el día fluye a tu favor.',
      ],
      mixed: [
        'La Luna pasa por tu {house} casa en {nakshatra}, un día intermedio para empezar algo nuevo.',
        'Hoy la Luna está en tu {house} casa ({nakshatra}): una jornada estable, sin grandes altibajos.',
        'Con la Luna en el nakshatra {nakshatra}, en tu {house} casa, lo mejor es ceñirse a la rutina.',
      ],
      hard: [
        'Hoy la Luna transita tu {house} casa en {nakshatra}, con un Chandra bala débil: evita las grandes decisiones.',
        'La Luna en tu {house} casa ({nakshatra}) inquieta la mente; mantén el día sencillo.',
        'Con la Luna en el nakshatra {nakshatra}, en tu {house} casa, las preocupaciones pueden parecer mayores de lo que son.',
      ],
    },
    love: {
      good: [
        'La Luna en tu {house} casa ({nakshatra}) ablanda el corazón: acércate a la persona que quieres.',
        'Hoy la Luna en {nakshatra}, tu {house} casa, favorece las palabras tiernas y el tiempo en compañía.',
        'Bajo la Luna de {nakshatra}, en tu {house} casa, los sentimientos encuentran respuesta.',
      ],
      mixed: [
        'La Luna en tu {house} casa ({nakshatra}) deja hoy el amor en calma.',
        'Hoy la Luna en {nakshatra}, tu {house} casa, pide pequeños gestos más que grandes demostraciones.',
        'Bajo la Luna de {nakshatra}, en tu {house} casa, deja respirar la relación.',
      ],
      hard: [
        'La Luna en tu {house} casa ({nakshatra}) vuelve el ánimo susceptible: no te tomes los comentarios como algo personal.',
        'Hoy la Luna en {nakshatra}, tu {house} casa, puede despertar celos; háblalo con calma.',
        'Bajo la Luna de {nakshatra}, en tu {house} casa, evita reabrir viejas discusiones.',
      ],
    },
    career: {
      good: [
        'La Luna en tu {house} casa ({nakshatra}) ayuda hoy a que el trabajo avance deprisa.',
        'Hoy la Luna en {nakshatra}, tu {house} casa, favorece las reuniones y las peticiones en el trabajo.',
        'Con la Luna en tu {house} casa, en {nakshatra}, los compañeros colaboran.',
      ],
      mixed: [
        'La Luna en tu {house} casa ({nakshatra}) trae una jornada laboral corriente.',
        'Hoy la Luna en {nakshatra}, tu {house} casa, se presta más a lo pendiente que a lo nuevo.',
        'Con la Luna en tu {house} casa, en {nakshatra}, el trabajo constante rinde más que los golpes de audacia.',
      ],
      hard: [
        'La Luna en tu {house} casa ({nakshatra}) trae atascos en el trabajo: cuenta con retrasos.',
        'Hoy la Luna en {nakshatra}, tu {house} casa, dificulta la concentración; haz una sola cosa cada vez.',
        'Con la Luna en tu {house} casa, en {nakshatra}, aplaza las presentaciones importantes si puedes.',
      ],
    },
    money: {
      good: [
        'La Luna en tu {house} casa ({nakshatra}) favorece los cobros y las pequeñas ganancias.',
        'Hoy la Luna en {nakshatra}, tu {house} casa, es buena compañera para comprar lo que necesitas.',
        'Con la Luna en tu {house} casa, en {nakshatra}, los asuntos de dinero marchan sin tropiezos.',
      ],
      mixed: [
        'La Luna en tu {house} casa ({nakshatra}) deja hoy el dinero sin grandes movimientos.',
        'Hoy la Luna en {nakshatra}, tu {house} casa, invita más a hacer cuentas que a gastar.',
        'Con la Luna en tu {house} casa, en {nakshatra}, deja en espera las compras grandes.',
      ],
      hard: [
        'La Luna en tu {house} casa ({nakshatra}) trae gastos imprevistos: lleva menos efectivo encima.',
        'Hoy la Luna en {nakshatra}, tu {house} casa, hace de este un mal día para prestar o invertir.',
        'Con la Luna en tu {house} casa, en {nakshatra}, los pagos pueden retrasarse.',
      ],
    },
    health: {
      good: [
        'La Luna en tu {house} casa ({nakshatra}) mantiene en equilibrio el cuerpo y la mente.',
        'Hoy la Luna en {nakshatra}, tu {house} casa, favorece el descanso y la recuperación.',
        'Con la Luna en tu {house} casa, en {nakshatra}, la energía se mantiene estable.',
      ],
      mixed: [
        'La Luna en tu {house} casa ({nakshatra}) pide comidas y horas de sueño regulares.',
        'Hoy la Luna en {nakshatra}, tu {house} casa, marca un día para el ejercicio suave.',
        'Con la Luna en tu {house} casa, en {nakshatra}, escucha las pequeñas señales del cuerpo.',
      ],
      hard: [
        'La Luna en tu {house} casa ({nakshatra}) puede traer cansancio o un resfriado: acuéstate temprano.',
        'Hoy la Luna en {nakshatra}, tu {house} casa, pide cuidado con la comida y el agua.',
        'Con la Luna en tu {house} casa, en {nakshatra}, el estrés se nota en el cuerpo; baja el ritmo.',
      ],
    },
  },
  weekMoon: [
    'Esta semana la Luna viaja de tu {from} casa a tu {to} casa.',
    'A lo largo de la semana la Luna recorre tus casas, desde la {from} hasta la {to}.',
    'La Luna empieza la semana en tu {from} casa y la termina en la {to}.',
  ],
  monthSunMove: [
    'El Sol pasa de tu {from} casa a tu {to} casa el {date}.',
    'El {date} el Sol deja tu {from} casa y entra en la {to}.',
    'A mitad de recorrido, el {date}, el Sol cruza este mes de tu {from} casa a la {to}.',
  ],
  monthSunStay: [
    'El Sol pasa todo el mes en tu {house} casa.',
    'Durante todo el mes el Sol ilumina tu {house} casa.',
    'El Sol permanece en tu {house} casa el mes entero.',
  ],
  yearOpener: [
    'En {year}, los planetas lentos marcan el tono para tu signo lunar.',
    'Tu {year} lo moldean ante todo Saturno, Júpiter y el eje Rahu-Ketu.',
    'Para {year}, lee primero los tránsitos largos: son ellos los que deciden el año.',
  ],
  events: {
    ingress: [
      'El {date} entra {planet} en {sign}, tu {house} casa contada desde la Luna.',
      'A partir del {date}, {planet} transita {sign}, tu {house} casa.',
    ],
    ingressRetro: [
      'En movimiento retrógrado, {planet} regresa a {sign}, tu {house} casa, el {date}.',
      'El {date}, {planet} retrocede de nuevo hasta {sign}, tu {house} casa.',
    ],
    moonIngress: [
      'La Luna entra en {sign}, tu {house} casa, a las {time}.',
      'A las {time} la Luna pasa a {sign}, tu {house} casa.',
    ],
    stationRetro: [
      'En {sign}, tu {house} casa, {planet} inicia su movimiento retrógrado el {date}.',
      'El {date}, {planet} se estaciona y empieza a retrogradar en tu {house} casa ({sign}).',
    ],
    stationDirect: [
      'El {date}, {planet} retoma su marcha directa en {sign}, tu {house} casa.',
      'Tras su retrogradación, {planet} recupera el movimiento directo en tu {house} casa ({sign}) el {date}.',
    ],
    combustBegins: [
      'En tu {house} casa, {planet} entra en combustión junto al Sol el {date}.',
      'El {date}, {planet} se pierde entre los rayos del Sol (combustión) en tu {house} casa.',
    ],
    combustEnds: [
      'El {date}, {planet} sale de la combustión en tu {house} casa.',
      'A partir del {date}, {planet} emerge de los rayos del Sol en tu {house} casa.',
    ],
    purnima: [
      'El {date} es Purnima: la Luna llena brilla en {sign}, tu {house} casa.',
      'La Luna llena del {date} ilumina tu {house} casa ({sign}).',
    ],
    amavasya: [
      'El {date} es Amavasya: la Luna nueva cae en {sign}, tu {house} casa.',
      'La Luna nueva del {date} se produce en tu {house} casa ({sign}).',
    ],
    solarEclipse: [
      'El {date} hay un eclipse solar en {sign}, tu {house} casa contada desde la Luna.',
      'Un eclipse de Sol tiene lugar el {date} en tu {house} casa ({sign}).',
    ],
    lunarEclipse: [
      'El {date} se produce un eclipse lunar en {sign}, tu {house} casa contada desde la Luna.',
      'La Luna se eclipsa el {date} en tu {house} casa ({sign}).',
    ],
  },
  advice: {
    general: {
      good: [
        'Con {planet} ayudándote desde tu {house} casa, empieza lo que llevas tiempo aplazando.',
        'Aprovecha el respaldo que te da {planet} desde tu {house} casa: pide, preséntate, empieza.',
        'Mientras {planet} brilla en tu {house} casa, fija una meta clara y ve a por ella.',
        'Apóyate en la fuerza que {planet} te presta desde tu {house} casa y avanza con confianza.',
      ],
      mixed: [
        'Equilibra los empujes y los frenos que {planet} trae a tu {house} casa: termina antes de empezar algo nuevo.',
        'Con {planet} en tu {house} casa, ve paso a paso y ten un plan alternativo.',
        'Deja que {planet} en tu {house} casa marque el ritmo: lo constante gana a lo rápido.',
        'Mientras {planet} ocupe tu {house} casa, sopesa dos veces cada oferta.',
      ],
      hard: [
        'Mientras {planet} pone a prueba tu {house} casa, asume compromisos pequeños y haz pocas promesas.',
        'Con {planet} presionando tu {house} casa, descansa, reza y deja que pase el temporal.',
        'Toma la presión que {planet} ejerce sobre tu {house} casa como un entrenamiento, no como un castigo.',
        'Mientras {planet} siga en tu {house} casa, evita riesgos nuevos y protege tu rutina.',
      ],
    },
    love: {
      good: [
        'Con {planet} en tu {house} casa, organiza una salida o di lo que sientes.',
        'Deja que {planet} en tu {house} casa impulse una declaración o una reconciliación.',
        'Mientras {planet} favorece tu {house} casa, dedica tiempo a las personas que quieres.',
        'Aprovecha que {planet} está en tu {house} casa para llevar calidez al hogar: un regalo, una comida, una llamada.',
      ],
      mixed: [
        'Con {planet} en tu {house} casa, en el amor escucha más de lo que hablas.',
        'Mientras {planet} ocupa tu {house} casa, mantén expectativas moderadas con tu pareja.',
        'Que {planet} en tu {house} casa te recuerde que un pequeño gesto de cariño arregla mucho.',
        'Con {planet} en tu {house} casa, prefiere una velada tranquila a un gran plan.',
      ],
      hard: [
        'Mientras {planet} tensa tu {house} casa, no tomes decisiones sobre una relación en pleno enfado.',
        'Con {planet} en tu {house} casa, dale a tu pareja espacio y tiempo.',
        'Mientras {planet} presiona tu {house} casa, evita las comparaciones y los reproches.',
        'Con {planet} en tu {house} casa, guarda para ti los asuntos privados.',
      ],
    },
    career: {
      good: [
        'Con {planet} en tu {house} casa, pide la responsabilidad que deseas.',
        'Deja que {planet} en tu {house} casa respalde tu propuesta, tu entrevista o tu solicitud.',
        'Mientras {planet} favorece tu {house} casa, muestra tu trabajo a quienes deciden.',
        'Aprovecha que {planet} está en tu {house} casa para cerrar los acuerdos pendientes en el trabajo.',
      ],
      mixed: [
        'Con {planet} en tu {house} casa, termina las tareas en curso antes de aceptar otras.',
        'Mientras {planet} ocupa tu {house} casa, documenta tu trabajo y guarda copias.',
        'Deja que {planet} en tu {house} casa te enseñe paciencia con la política de la oficina.',
        'Con {planet} en tu {house} casa, prefiere el progreso constante a los grandes saltos.',
      ],
      hard: [
        'Mientras {planet} pesa sobre tu {house} casa, no dimitas ni cambies de empleo a la ligera.',
        'Con {planet} en tu {house} casa, trabaja con discreción y con precisión.',
        'Mientras {planet} presiona tu {house} casa, evita las discusiones con tus superiores.',
        'Con {planet} en tu {house} casa, deja que hablen tus resultados y no tus palabras.',
      ],
    },
    money: {
      good: [
        'Con {planet} en tu {house} casa, destina al ahorro una parte de cualquier ganancia.',
        'Deja que {planet} en tu {house} casa oriente una inversión sólida y a largo plazo.',
        'Mientras {planet} favorece tu {house} casa, reclama el dinero que te deben.',
        'Aprovecha que {planet} está en tu {house} casa para negociar una tarifa o un precio mejor.',
      ],
      mixed: [
        'Con {planet} en tu {house} casa, gasta en lo necesario y aplaza los caprichos.',
        'Mientras {planet} ocupa tu {house} casa, compara precios antes de comprar.',
        'Deja que {planet} en tu {house} casa mantenga honesto tu presupuesto.',
        'Con {planet} en tu {house} casa, no prestes lo que no puedas permitirte perder.',
      ],
      hard: [
        'Mientras {planet} tensa tu {house} casa, no pidas prestado, no prestes y no avales a nadie.',
        'Con {planet} en tu {house} casa, deja la especulación y los juegos de azar fuera de tus planes.',
        'Mientras {planet} presiona tu {house} casa, recorta un gasto evitable.',
        'Con {planet} en tu {house} casa, guarda los recibos y revisa cada factura.',
      ],
    },
    health: {
      good: [
        'Con {planet} en tu {house} casa, empieza ese hábito de ejercicio que vienes aplazando.',
        'Deja que {planet} en tu {house} casa te acompañe en una revisión médica.',
        'Mientras {planet} favorece tu {house} casa, camina bajo el sol de la mañana.',
        'Aprovecha que {planet} está en tu {house} casa para ordenar tus horas de sueño.',
      ],
      mixed: [
        'Con {planet} en tu {house} casa, come ligero y bebe suficiente agua.',
        'Mientras {planet} ocupa tu {house} casa, equilibra el trabajo con el descanso.',
        'Que {planet} en tu {house} casa te recuerde estirarte y respirar.',
        'Con {planet} en tu {house} casa, mantén horarios regulares de comida.',
      ],
      hard: [
        'Mientras {planet} tensa tu {house} casa, acude al médico en lugar de esperar.',
        'Con {planet} en tu {house} casa, evita los deportes de riesgo y la conducción rápida.',
        'Mientras {planet} presiona tu {house} casa, acuéstate temprano y evita las cenas tardías.',
        'Con {planet} en tu {house} casa, reduce el estrés con pranayama o un paseo.',
      ],
    },
  },
  remedies: {
    Sun: [
      'Remedio para el Sol en tu {house} casa: el domingo, ofrece agua (arghya) al Sol naciente.',
      'El domingo, recita el Aditya Hridayam para afianzar el Sol en tu {house} casa.',
    ],
    Moon: [
      'Remedio para la Luna en tu {house} casa: el lunes, ofrece leche a un Shivalinga.',
      'El lunes, ayuna hasta la tarde para serenar la Luna en tu {house} casa.',
    ],
    Mars: [
      'Remedio para Marte en tu {house} casa: el martes, recita el Hanuman Chalisa.',
      'El martes, dona lentejas rojas (masoor dal) para aplacar a Marte en tu {house} casa.',
    ],
    Mercury: [
      'Remedio para Mercurio en tu {house} casa: el miércoles, da de comer hierba fresca a una vaca.',
      'El miércoles, reza a Ganesha para dar estabilidad a Mercurio en tu {house} casa.',
    ],
    Jupiter: [
      'Remedio para Júpiter en tu {house} casa: el jueves, ofrece flores amarillas a un maestro o en un templo.',
      'El jueves, dona cúrcuma o chana dal para fortalecer a Júpiter en tu {house} casa.',
    ],
    Venus: [
      'Remedio para Venus en tu {house} casa: el viernes, ofrece flores blancas a la diosa Lakshmi.',
      'El viernes, dona arroz o dulces para suavizar a Venus en tu {house} casa.',
    ],
    Saturn: [
      'Remedio para Saturno en tu {house} casa: el sábado, enciende una lámpara de aceite de sésamo bajo un árbol pipal.',
      'El sábado, dona sésamo negro o ayuda a un trabajador para aliviar el peso de Saturno en tu {house} casa.',
    ],
    Rahu: [
      'Remedio para Rahu en tu {house} casa: el sábado, recita el Durga Chalisa.',
      'El sábado, da de comer a un perro callejero para calmar a Rahu en tu {house} casa.',
    ],
    Ketu: [
      'Remedio para Ketu en tu {house} casa: el martes, venera a Ganesha.',
      'El martes, dona una manta para suavizar a Ketu en tu {house} casa.',
    ],
  },
  why: 'Tránsito {effect}: {planet} en {sign}, tu {house} casa contada desde la Luna',
  effects: { good: 'favorable', hard: 'exigente', neutral: 'neutro' },
  drishti: 'Desde tu {from} casa, {planet} proyecta su drishti (aspecto) sobre tus casas {houses}',
};
