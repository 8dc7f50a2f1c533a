import type { MatchDoshaBank } from './bank.ts';

export const es: MatchDoshaBank = {
  names: {
    nadi: 'Dosha de Nadi',
    bhakoot: 'Dosha de Bhakoot',
    gana: 'Dosha de Gana',
    manglik: 'Dosha manglik (Kuja)',
  },
  nadi: {
    present:
      'Los dos tienen nadi {nadi}, algo que los textos consideran un riesgo para la salud y para los hijos.',
    absent:
      'El novio tiene nadi {boy} y la novia nadi {girl}; con nadis distintos no se forma el dosha.',
  },
  bhakoot: {
    present: {
      '2/12':
        'Los signos lunares, {boy} del novio y {girl} de la novia, quedan en 2.ª y 12.ª posición uno del otro, lo que los textos asocian con apuros de dinero y grandes gastos.',
      '5/9':
        'Los signos lunares, {boy} del novio y {girl} de la novia, quedan en 5.ª y 9.ª posición uno del otro, lo que los textos asocian con preocupaciones por los hijos.',
      '6/8':
        'Los signos lunares, {boy} del novio y {girl} de la novia, quedan en 6.ª y 8.ª posición uno del otro, la más difícil de las tres, que los textos asocian con enfermedades, peleas y separación.',
    },
    absent:
      'Los signos lunares, {boy} del novio y {girl} de la novia, no están en 2/12, 5/9 ni 6/8 entre sí, así que no se forma el dosha de Bhakoot.',
  },
  gana: {
    present:
      'El novio es de gana {boy} y la novia de gana {girl}; una naturaleza rakshasa junto a otra más apacible se interpreta como choque de caracteres y peleas frecuentes.',
    absent:
      'El novio es de gana {boy} y la novia de gana {girl}, naturalezas que los textos admiten juntas, así que no se forma el dosha de Gana.',
  },
  manglik: {
    present: {
      boy: 'Marte está en una casa manglik (la 1, 2, 4, 7, 8 o 12) en la carta del novio, lo que los textos leen como prisas, roces y tensión en la vida de casados.',
      girl: 'Marte está en una casa manglik (la 1, 2, 4, 7, 8 o 12) en la carta de la novia, lo que los textos leen como prisas, roces y tensión en la vida de casados.',
      both: 'Marte está en una casa manglik (la 1, 2, 4, 7, 8 o 12) en las dos cartas, lo que los textos leen como prisas, roces y tensión en la vida de casados.',
    },
    absent:
      'Marte no ocupa ninguna casa manglik en ninguna de las dos cartas, así que no hay dosha manglik.',
  },
  cancellations: {
    'same-rashi-different-nakshatra':
      'las dos Lunas están en {sign} pero en nakshatras distintos, {boyNakshatra} y {girlNakshatra}',
    'same-nakshatra-different-rashi':
      'las dos Lunas están en {nakshatra} pero en signos distintos, {boySign} y {girlSign}',
    'same-nakshatra-different-pada':
      'las dos Lunas están en {nakshatra} pero en padas distintos, el {boyPada} y el {girlPada}',
    'rashi-lords-same': 'los dos signos lunares están regidos por {lord}',
    'rashi-lords-friends':
      'los regentes de los signos lunares, {boyLord} y {girlLord}, son amigos entre sí',
    'both-manglik': 'los dos son manglik, así que el dosha se compensa (Kuja dosha samya)',
    'mars-cancelled':
      'cada Marte manglik queda anulado en su propia carta por las excepciones clásicas, como Marte en su propio signo o bajo el aspecto de Júpiter',
  },
  reasonsJoin: ', y además ',
  cancelledBecause: 'Queda anulado porque {reasons}.',
  pointsRestored:
    'Por eso el veredicto cuenta este koota completo: {max} de {max} puntos en lugar de {points}.',
  standsKoota:
    'No se aplica ninguna anulación clásica, así que el dosha se mantiene; conviene valorarlo con un astrólogo experimentado antes de decidir.',
  standsManglik:
    'Tras las excepciones, el dosha manglik solo sigue en una de las cartas ({who}), así que no se compensa; la tradición aconseja prudencia o remedios.',
  adjustedTotal:
    'La tabla de gunas da {total} de 36 puntos; contando completos los doshas anulados ({doshas}), la puntuación del veredicto es {adjusted}.',
};
