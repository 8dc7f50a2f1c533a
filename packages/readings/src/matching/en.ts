import type { MatchDoshaBank } from './bank.ts';

const sign = (rel: string, meaning: string) =>
  `The Moon signs, {boy} for the boy and {girl} for the girl, stand ${rel} from each other, ${meaning}.`;
const mars = (whose: string) =>
  `Mars is in a Manglik house (the 1st, 2nd, 4th, 7th, 8th or 12th) in ${whose}, which the texts read as haste, friction and strain in married life.`;

export const en: MatchDoshaBank = {
  names: {
    nadi: 'Nadi dosha',
    bhakoot: 'Bhakoot dosha',
    gana: 'Gana dosha',
    manglik: 'Manglik (Kuja) dosha',
  },
  nadi: {
    present:
      'Both partners are of {nadi} nadi, which the texts read as a risk to health and to children.',
    absent: 'The boy is of {boy} nadi and the girl of {girl} nadi; different nadis form no dosha.',
  },
  bhakoot: {
    present: {
      '2/12': sign('2nd and 12th', 'which the texts link to money troubles and heavy expenses'),
      '5/9': sign('5th and 9th', 'which the texts link to worries over children'),
      '6/8': sign(
        '6th and 8th',
        'the hardest of the three, which the texts link to illness, quarrels and separation',
      ),
    },
    absent:
      'The Moon signs, {boy} for the boy and {girl} for the girl, are not 2/12, 5/9 or 6/8 from each other, so no Bhakoot dosha forms.',
  },
  gana: {
    present:
      'The boy is of {boy} gana and the girl of {girl} gana; a Rakshasa nature beside a gentler one is read as clashing temperaments and frequent quarrels.',
    absent:
      'The boy is of {boy} gana and the girl of {girl} gana, natures the texts allow together, so no Gana dosha forms.',
  },
  manglik: {
    present: {
      boy: mars("the boy's chart"),
      girl: mars("the girl's chart"),
      both: mars('both charts'),
    },
    absent: 'Mars is in no Manglik house in either chart, so there is no Manglik dosha.',
  },
  cancellations: {
    'same-rashi-different-nakshatra':
      'both Moons are in {sign} but in different nakshatras, {boyNakshatra} and {girlNakshatra}',
    'same-nakshatra-different-rashi':
      'both Moons are in {nakshatra} but in different signs, {boySign} and {girlSign}',
    'same-nakshatra-different-pada':
      'both Moons are in {nakshatra} but in different padas, {boyPada} and {girlPada}',
    'rashi-lords-same': 'both Moon signs are ruled by {lord}',
    'rashi-lords-friends':
      'the lords of the Moon signs, {boyLord} and {girlLord}, are friends of each other',
    'both-manglik': 'both partners are Manglik, so the dosha balances out (Kuja dosha samya)',
    'mars-cancelled':
      "every Manglik Mars is cancelled within its own chart by the classical exceptions, such as Mars in its own sign or under Jupiter's aspect",
  },
  reasonsJoin: ', and ',
  cancelledBecause: 'It is cancelled because {reasons}.',
  pointsRestored:
    'The verdict therefore counts this koota in full: {max} of {max} points instead of {points}.',
  standsKoota:
    'No classical cancellation applies, so the dosha stands; weigh it with an experienced astrologer before deciding.',
  standsManglik:
    'After the exceptions the Manglik dosha remains in one chart only ({who}), so it is not balanced; tradition advises caution or remedies.',
  adjustedTotal:
    'The guna table gives {total} of 36 points; counting the kootas of the cancelled doshas ({doshas}) in full, the score for the verdict is {adjusted}.',
};
