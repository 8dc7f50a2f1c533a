/**
 * English gochara bank, the reference the other languages mirror key by key. Written for this
 * product from the classical transit results counted from the Moon sign (Phaladeepika ch. 26,
 * BPHS ch. 11 for the houses) and the customs of Indian rashifal columns (Sade Sati, Dhaiya,
 * the Rahu-Ketu axis, upayas on the planet's weekday). Tendencies, never certainties.
 */
import type { GocharaBank } from '../bank.ts';

export const en: GocharaBank = {
  verdictLabels: { good: 'Favourable', mixed: 'Mixed', hard: 'Challenging' },
  factors: {
    general: {
      'saturn-rising': [
        'Saturn in {sign}, your {house} house from the Moon, keeps the first phase of Sade Sati running: spending and sleep need watching.',
        'The rising phase of Sade Sati continues with Saturn in your {house} house ({sign}); expenses and distant matters ask for patience.',
        'Saturn crosses {sign}, the {house} from your Moon, the opening stretch of Sade Sati, when loose ends cost more than they should.',
        'With Saturn in your {house} house from the Moon, Sade Sati is in its first phase: restless nights and unplanned costs are its usual signs.',
      ],
      'saturn-peak': [
        'Saturn sits on your Moon sign in {sign}, the peak of Sade Sati, so the {house} house of body and mind carries extra weight.',
        'Sade Sati is at its peak: Saturn transits {sign}, your own Moon sign ({house} house), testing stamina and composure.',
        'Saturn over your natal Moon in {sign}, the {house} house and the heart of Sade Sati, slows results and asks for steady effort.',
        'The middle phase of Sade Sati runs with Saturn in your {house} house ({sign}); pressure on the mind is real, so pace yourself.',
      ],
      'saturn-setting': [
        'Saturn in {sign}, your {house} house from the Moon, marks the last phase of Sade Sati: family money and speech need care.',
        'Sade Sati is in its setting phase with Saturn in your {house} house ({sign}); savings and words spoken at home are tested.',
        'Saturn crosses {sign}, the {house} from your Moon, the closing stretch of Sade Sati, when family duties weigh on the purse.',
        'With Saturn in your {house} house from the Moon, the final phase of Sade Sati asks you to guard savings and soften your speech.',
      ],
      'saturn-kantaka': [
        'Saturn in {sign}, your {house} house from the Moon, is the Kantaka Shani (Dhaiya): home and peace of mind feel the strain.',
        'The Dhaiya of Saturn runs through your {house} house ({sign}), unsettling domestic comfort and property plans.',
        'Saturn transits {sign}, the {house} from your Moon, the small Panoti of the 4th: matters of home and mother need patience.',
        'With Saturn in your {house} house from the Moon (Kantaka Shani), comfort at home comes only after chores are done.',
      ],
      'saturn-ashtama': [
        'Saturn in {sign}, your {house} house from the Moon, is Ashtama Shani, the Dhaiya of the 8th: sudden obstacles and fatigue.',
        'The Ashtama Shani Dhaiya runs with Saturn in your {house} house ({sign}); avoid risks with money that is not yours.',
        'Saturn transits {sign}, the {house} from your Moon, a Dhaiya that brings delays and hidden worries to the surface.',
        'With Saturn in your {house} house from the Moon (Ashtama Shani), health and shared resources ask for caution.',
      ],
      'saturn-good': [
        'Saturn in {sign}, your {house} house from the Moon, is one of its best transits: steady effort now pays in full.',
        'Saturn favours you from your {house} house ({sign}), rewarding discipline and helping you outlast rivals.',
        'With Saturn in {sign}, the {house} from your Moon, long work begins to bear fruit and rivals lose ground.',
        'Saturn transits your {house} house ({sign}), a placement the texts praise: patience turns into solid gains.',
      ],
      'saturn-hard': [
        'Saturn in {sign}, your {house} house from the Moon, slows the matters of that house: expect delays, not denials.',
        'Saturn weighs on your {house} house ({sign}); progress there comes in small steps and through hard work.',
        'With Saturn in {sign}, the {house} from your Moon, duties pile up before anything moves.',
        'Saturn transits your {house} house ({sign}), asking for patience with {topic}.',
      ],
      'jupiter-good': [
        'Jupiter in {sign}, your {house} house from the Moon, is a blessing: help from elders and good counsel come easily.',
        'Jupiter favours you from your {house} house ({sign}), widening opportunities in {topic}.',
        'With Jupiter in {sign}, the {house} from your Moon, grace and good timing are on your side.',
        'Jupiter transits your {house} house ({sign}), one of its auspicious positions, bringing growth to {topic}.',
      ],
      'jupiter-hard': [
        'Jupiter in {sign}, your {house} house from the Moon, gives less support than usual: check advice before acting on it.',
        'Jupiter transits your {house} house ({sign}), a weak position for it, so growth in {topic} needs more effort.',
        'With Jupiter in {sign}, the {house} from your Moon, promises may outrun results: commit only to what you can carry.',
        'Jupiter sits in your {house} house ({sign}), where the texts find it unhelpful: avoid overconfidence and overspending.',
      ],
      'rahu-good': [
        'Rahu in {sign}, your {house} house from the Moon, sharpens ambition and helps you win against competition.',
        'Rahu favours you from your {house} house ({sign}): bold moves and new contacts work out.',
        'With Rahu in {sign}, the {house} from your Moon, unconventional ideas find takers.',
        'Rahu transits your {house} house ({sign}), one of its good positions, feeding drive and quick gains.',
      ],
      'rahu-hard': [
        'Rahu in {sign}, your {house} house from the Moon, clouds judgement about {topic}: verify before you trust.',
        'Rahu transits your {house} house ({sign}), stirring restlessness and shortcuts that do not pay.',
        'With Rahu in {sign}, the {house} from your Moon, confusion and inflated hopes need a reality check.',
        'Rahu sits in your {house} house ({sign}): keep away from schemes that sound too good.',
      ],
      'ketu-good': [
        'Ketu in {sign}, your {house} house from the Moon, cuts away distractions and helps you finish old tasks.',
        'Ketu favours you from your {house} house ({sign}), giving insight and an edge over rivals.',
        'With Ketu in {sign}, the {house} from your Moon, detachment works for you: let go and gain.',
        'Ketu transits your {house} house ({sign}), a helpful position for focus and spiritual practice.',
      ],
      'ketu-hard': [
        'Ketu in {sign}, your {house} house from the Moon, brings sudden breaks in {topic}: keep plans flexible.',
        'Ketu transits your {house} house ({sign}), a restless placement that can leave you feeling unsupported.',
        'With Ketu in {sign}, the {house} from your Moon, interest in {topic} may fade without warning.',
        'Ketu sits in your {house} house ({sign}), so small misunderstandings need clearing up quickly.',
      ],
      'sun-good': [
        'The Sun in {sign}, your {house} house from the Moon, lends authority and recognition this month.',
        'The Sun favours you from your {house} house ({sign}): officials and seniors are on your side.',
        'With the Sun in {sign}, the {house} from your Moon, confidence and energy run high.',
        'The Sun transits your {house} house ({sign}), one of its winning positions.',
      ],
      'sun-hard': [
        'The Sun in {sign}, your {house} house from the Moon, brings friction with authority: keep your ego in check.',
        'The Sun transits your {house} house ({sign}), a tiring position that can drain vitality.',
        'With the Sun in {sign}, the {house} from your Moon, dealings with officials need extra care.',
        'The Sun sits in your {house} house ({sign}), where pride can cost more than it earns.',
      ],
      'mars-good': [
        'Mars in {sign}, your {house} house from the Moon, gives courage and the energy to finish hard tasks.',
        'Mars favours you from your {house} house ({sign}): you get the better of rivals.',
        'With Mars in {sign}, the {house} from your Moon, decisive action pays off.',
        'Mars transits your {house} house ({sign}), one of its good positions, for property and enterprise.',
      ],
      'mars-hard': [
        'Mars in {sign}, your {house} house from the Moon, heats tempers: count to ten before you reply.',
        'Mars transits your {house} house ({sign}), raising the risk of quarrels and cuts; slow down.',
        'With Mars in {sign}, the {house} from your Moon, haste leads to mistakes.',
        'Mars sits in your {house} house ({sign}), where anger and accidents need guarding against.',
      ],
    },
    love: {
      'venus-good': [
        'Venus in {sign}, your {house} house from the Moon, brings warmth, charm and pleasant company.',
        'Venus favours your heart from the {house} house ({sign}): affection is returned in kind.',
        'With Venus in {sign}, the {house} from your Moon, romance and shared pleasures flourish.',
        'Venus transits your {house} house ({sign}), a sweet position for love and harmony at home.',
      ],
      'venus-hard': [
        'Venus in {sign}, your {house} house from the Moon, cools affection: small slights feel larger than they are.',
        'Venus transits your {house} house ({sign}), a difficult place for it, so partners may seem distant.',
        'With Venus in {sign}, the {house} from your Moon, misunderstandings in love need patient words.',
        'Venus sits in your {house} house ({sign}), where desire and duty pull in different ways.',
      ],
      'jupiter-7th': [
        'Jupiter from your {house} house ({sign}) blesses the 7th house of partnership: commitment and goodwill grow.',
        'Jupiter, placed in your {house} house ({sign}), casts its gracious drishti on the 7th, favouring marriage talks.',
        'With Jupiter in {sign} (your {house}) watching over the 7th house, relationships gain trust.',
        "Jupiter's blessing falls on your 7th house from the {house} ({sign}): a good spell for proposals.",
      ],
      'malefic-7th': [
        '{planet} in {sign}, your {house} house from the Moon, presses on the 7th house of partnership: avoid harsh words.',
        '{planet} from your {house} house ({sign}) afflicts the 7th, so partners may feel criticised.',
        'With {planet} in {sign} (your {house}) bearing on the 7th house, give your partner room.',
        '{planet} in your {house} house ({sign}) strains the 7th house: settle disagreements calmly.',
      ],
    },
    career: {
      'sun-good': [
        'The Sun in {sign}, your {house} house from the Moon, favours visibility at work and support from superiors.',
        'At work the Sun helps from your {house} house ({sign}): take the lead and ask for recognition.',
        'With the Sun in {sign}, the {house} from your Moon, authority and promotion talks go your way.',
        'The Sun transits your {house} house ({sign}), strengthening your standing in the workplace.',
      ],
      'sun-hard': [
        'The Sun in {sign}, your {house} house from the Moon, strains relations with bosses: stay diplomatic.',
        'At work the Sun in your {house} house ({sign}) brings tiring demands and little credit.',
        'With the Sun in {sign}, the {house} from your Moon, avoid clashes with those in charge.',
        'The Sun transits your {house} house ({sign}), a poor time to ask seniors for anything.',
      ],
      'saturn-good': [
        'Saturn in {sign}, your {house} house from the Moon, rewards persistent work: your efforts are noticed.',
        'For your career Saturn helps from the {house} house ({sign}), giving staying power over competitors.',
        'With Saturn in {sign}, the {house} from your Moon, long projects reach completion.',
        'Saturn transits your {house} house ({sign}), building a stable base for your profession.',
      ],
      'saturn-hard': [
        'Saturn in {sign}, your {house} house from the Moon, slows career progress: keep working without shortcuts.',
        'For your career Saturn in the {house} house ({sign}) means more work and slower recognition.',
        'With Saturn in {sign}, the {house} from your Moon, results at work come late but they come.',
        'Saturn transits your {house} house ({sign}), testing your patience with superiors and paperwork.',
      ],
      'jupiter-10th': [
        'Jupiter from your {house} house ({sign}) blesses the 10th house of career: good guidance and new responsibility.',
        "Jupiter's drishti on your 10th house from the {house} ({sign}) brings favour at work.",
        'With Jupiter in {sign} (your {house}) watching over the 10th house, your reputation grows.',
        'Jupiter, in your {house} house ({sign}), supports the 10th: a mentor may open a door.',
      ],
      'mars-good': [
        'Mars in {sign}, your {house} house from the Moon, gives drive to push projects through.',
        'At work Mars helps from your {house} house ({sign}): competitors fall behind.',
        'With Mars in {sign}, the {house} from your Moon, technical and physical work goes well.',
        'Mars transits your {house} house ({sign}), lending the energy to meet deadlines.',
      ],
      'mars-hard': [
        'Mars in {sign}, your {house} house from the Moon, invites conflicts at work: do not force matters.',
        'At work Mars in your {house} house ({sign}) makes for hasty decisions you may regret.',
        'With Mars in {sign}, the {house} from your Moon, keep disputes with colleagues cool.',
        'Mars transits your {house} house ({sign}), so check machines and details twice.',
      ],
    },
    money: {
      'jupiter-good': [
        'Jupiter in {sign}, your {house} house from the Moon, supports income and wise investment.',
        'For money Jupiter helps from your {house} house ({sign}): gains come through good advice.',
        'With Jupiter in {sign}, the {house} from your Moon, savings grow and old dues come in.',
        'Jupiter transits your {house} house ({sign}), one of its prosperous positions.',
      ],
      'jupiter-hard': [
        'Jupiter in {sign}, your {house} house from the Moon, gives little help with money: avoid lending.',
        'For money Jupiter in your {house} house ({sign}) means expenses on family or faith run high.',
        'With Jupiter in {sign}, the {house} from your Moon, returns are slower than promised.',
        'Jupiter transits your {house} house ({sign}), so keep speculation to a minimum.',
      ],
      'venus-good': [
        'Venus in {sign}, your {house} house from the Moon, favours comforts, gifts and earnings from art or trade.',
        'For money Venus helps from your {house} house ({sign}): purchases bring lasting value.',
        'With Venus in {sign}, the {house} from your Moon, income from partnerships improves.',
        'Venus transits your {house} house ({sign}), good for jewellery, vehicles and small luxuries.',
      ],
      'venus-hard': [
        'Venus in {sign}, your {house} house from the Moon, tempts you into spending on luxuries.',
        'For money Venus in your {house} house ({sign}) brings bills for pleasures: budget first.',
        'With Venus in {sign}, the {house} from your Moon, do not mix friendship and money.',
        'Venus transits your {house} house ({sign}), so resist impulse buys.',
      ],
      'mercury-good': [
        'Mercury in {sign}, your {house} house from the Moon, helps with trade, accounts and negotiations.',
        'For money Mercury helps from your {house} house ({sign}): a well-written deal pays.',
        'With Mercury in {sign}, the {house} from your Moon, business sense is sharp.',
        'Mercury transits your {house} house ({sign}), good for commissions and commerce.',
      ],
      'mercury-hard': [
        'Mercury in {sign}, your {house} house from the Moon, brings errors in papers: read the fine print.',
        'For money Mercury in your {house} house ({sign}) can mislead in deals; double-check figures.',
        'With Mercury in {sign}, the {house} from your Moon, verbal promises about money are unreliable.',
        'Mercury transits your {house} house ({sign}), so delay signing anything complex.',
      ],
    },
    health: {
      'mars-good': [
        'Mars in {sign}, your {house} house from the Moon, strengthens stamina and resistance to illness.',
        'For health Mars helps from your {house} house ({sign}): exercise gives quick results.',
        'With Mars in {sign}, the {house} from your Moon, you bounce back quickly after effort.',
        'Mars transits your {house} house ({sign}), keeping energy high.',
      ],
      'mars-hard': [
        'Mars in {sign}, your {house} house from the Moon, raises the risk of fever, cuts and burns: take care.',
        'For health Mars in your {house} house ({sign}) brings heat and inflammation; stay cool.',
        'With Mars in {sign}, the {house} from your Moon, drive carefully and avoid overexertion.',
        'Mars transits your {house} house ({sign}), so blood pressure and injuries need watching.',
      ],
      'saturn-good': [
        'Saturn in {sign}, your {house} house from the Moon, favours routine and long-term healing.',
        'For health Saturn helps from your {house} house ({sign}): chronic complaints ease with discipline.',
        'With Saturn in {sign}, the {house} from your Moon, a regular schedule works wonders.',
        'Saturn transits your {house} house ({sign}), giving endurance.',
      ],
      'saturn-hard': [
        'Saturn in {sign}, your {house} house from the Moon, brings fatigue and aches: rest properly.',
        'For health Saturn in your {house} house ({sign}) calls for attention to joints, teeth and sleep.',
        'With Saturn in {sign}, the {house} from your Moon, low energy needs patience, not pushing.',
        'Saturn transits your {house} house ({sign}), so do not ignore old complaints.',
      ],
      'sun-good': [
        'The Sun in {sign}, your {house} house from the Moon, supports vitality and a quick recovery.',
        'For health the Sun helps from your {house} house ({sign}): morning sunlight and routine help.',
        'With the Sun in {sign}, the {house} from your Moon, energy levels are good.',
        'The Sun transits your {house} house ({sign}), strengthening digestion and vigour.',
      ],
      'sun-hard': [
        'The Sun in {sign}, your {house} house from the Moon, can bring headaches and acidity: eat on time.',
        'For health the Sun in your {house} house ({sign}) drains vitality; avoid the midday heat.',
        'With the Sun in {sign}, the {house} from your Moon, eyes and heart need care.',
        'The Sun transits your {house} house ({sign}), so keep hydrated and rested.',
      ],
    },
  },
  moon: {
    general: {
      good: [
        'Today the Moon moves through your {house} house in {nakshatra}, a favourable Chandra bala that lifts your mood.',
        'The Moon in your {house} house ({nakshatra}) gives good Chandra bala: a day to get things done.',
        'With the Moon in {nakshatra}, your {house} house, the day flows in your favour.',
      ],
      mixed: [
        'The Moon passes through your {house} house in {nakshatra}, a middling day for new starts.',
        'Today the Moon is in your {house} house ({nakshatra}): steady, neither high nor low.',
        'With the Moon in {nakshatra}, your {house} house, keep to routine work.',
      ],
      hard: [
        'Today the Moon transits your {house} house in {nakshatra}, a weak Chandra bala: avoid big decisions.',
        'The Moon in your {house} house ({nakshatra}) makes the mind uneasy; keep the day simple.',
        'With the Moon in {nakshatra}, your {house} house, worries can feel larger than they are.',
      ],
    },
    love: {
      good: [
        'The Moon in your {house} house ({nakshatra}) softens the heart: reach out to someone you love.',
        'Today the Moon in {nakshatra}, your {house} house, favours tender words and time together.',
        'With the Moon in your {house} house in {nakshatra}, feelings are returned.',
      ],
      mixed: [
        'The Moon in your {house} house ({nakshatra}) leaves love quiet today.',
        'Today the Moon in {nakshatra}, your {house} house, asks for small gestures rather than big ones.',
        'With the Moon in your {house} house in {nakshatra}, let the relationship breathe.',
      ],
      hard: [
        'The Moon in your {house} house ({nakshatra}) makes moods touchy: do not take remarks personally.',
        'Today the Moon in {nakshatra}, your {house} house, can stir jealousy; talk it through.',
        'With the Moon in your {house} house in {nakshatra}, avoid reopening old quarrels.',
      ],
    },
    career: {
      good: [
        'The Moon in your {house} house ({nakshatra}) helps work move quickly today.',
        'Today the Moon in {nakshatra}, your {house} house, favours meetings and requests at work.',
        'With the Moon in your {house} house in {nakshatra}, colleagues cooperate.',
      ],
      mixed: [
        'The Moon in your {house} house ({nakshatra}) makes for an ordinary working day.',
        'Today the Moon in {nakshatra}, your {house} house, suits pending tasks more than new ones.',
        'With the Moon in your {house} house in {nakshatra}, steady work beats bold moves.',
      ],
      hard: [
        'The Moon in your {house} house ({nakshatra}) brings hold-ups at work: plan for delays.',
        'Today the Moon in {nakshatra}, your {house} house, makes focus harder; single-task.',
        'With the Moon in your {house} house in {nakshatra}, postpone important presentations if you can.',
      ],
    },
    money: {
      good: [
        'The Moon in your {house} house ({nakshatra}) favours collections and small gains.',
        'Today the Moon in {nakshatra}, your {house} house, is good for buying what you need.',
        'With the Moon in your {house} house in {nakshatra}, money matters run smoothly.',
      ],
      mixed: [
        'The Moon in your {house} house ({nakshatra}) keeps money flat today.',
        'Today the Moon in {nakshatra}, your {house} house, suits budgeting more than spending.',
        'With the Moon in your {house} house in {nakshatra}, hold big purchases.',
      ],
      hard: [
        'The Moon in your {house} house ({nakshatra}) brings unplanned expenses: carry less cash.',
        'Today the Moon in {nakshatra}, your {house} house, is a poor day to lend or invest.',
        'With the Moon in your {house} house in {nakshatra}, payments may be delayed.',
      ],
    },
    health: {
      good: [
        'The Moon in your {house} house ({nakshatra}) keeps body and mind in balance.',
        'Today the Moon in {nakshatra}, your {house} house, supports rest and recovery.',
        'With the Moon in your {house} house in {nakshatra}, energy is steady.',
      ],
      mixed: [
        'The Moon in your {house} house ({nakshatra}) asks for regular meals and sleep.',
        'Today the Moon in {nakshatra}, your {house} house, is a day for gentle exercise.',
        'With the Moon in your {house} house in {nakshatra}, listen to small signals from the body.',
      ],
      hard: [
        'The Moon in your {house} house ({nakshatra}) can bring tiredness or a cold: rest early.',
        'Today the Moon in {nakshatra}, your {house} house, calls for care with food and water.',
        'With the Moon in your {house} house in {nakshatra}, stress shows in the body; slow down.',
      ],
    },
  },
  weekMoon: [
    'This week the Moon travels from your {from} house to your {to}.',
    'Over the week the Moon moves through your houses from the {from} to the {to}.',
    'The Moon begins the week in your {from} house and ends it in your {to}.',
  ],
  monthSunMove: [
    'The Sun moves from your {from} house into your {to} on {date}.',
    'On {date} the Sun leaves your {from} house for your {to}.',
    'Mid-course this month, on {date}, the Sun passes from your {from} house to the {to}.',
  ],
  monthSunStay: [
    'The Sun spends the month in your {house} house.',
    'All month the Sun lights up your {house} house.',
    'The Sun stays in your {house} house for the whole month.',
  ],
  yearOpener: [
    'In {year} the slow planets set the tone for your Moon sign.',
    'Your {year} is shaped first by Saturn, Jupiter and the Rahu-Ketu axis.',
    'For {year}, read the long transits first: they decide the year.',
  ],
  events: {
    ingress: [
      '{planet} enters {sign}, your {house} house from the Moon, on {date}.',
      'On {date} {planet} moves into {sign}, your {house} house.',
    ],
    ingressRetro: [
      '{planet}, retrograde, slips back into {sign}, your {house} house, on {date}.',
      'On {date} a retrograde {planet} returns to {sign}, your {house} house.',
    ],
    moonIngress: [
      'The Moon enters {sign}, your {house} house, at {time}.',
      'At {time} the Moon moves into {sign}, your {house} house.',
    ],
    stationRetro: [
      '{planet} turns retrograde in {sign}, your {house} house, on {date}.',
      'On {date} {planet} stations retrograde in your {house} house ({sign}).',
    ],
    stationDirect: [
      '{planet} turns direct in {sign}, your {house} house, on {date}.',
      'On {date} {planet} resumes direct motion in your {house} house ({sign}).',
    ],
    combustBegins: [
      '{planet} becomes combust near the Sun in your {house} house on {date}.',
      'On {date} {planet} is lost in the Sun’s rays (combust) in your {house} house.',
    ],
    combustEnds: [
      '{planet} comes out of combustion in your {house} house on {date}.',
      'On {date} {planet} rises clear of the Sun in your {house} house.',
    ],
    purnima: [
      'Purnima falls on {date}, with the full Moon in {sign}, your {house} house.',
      'The full Moon of {date} lights your {house} house ({sign}).',
    ],
    amavasya: [
      'Amavasya falls on {date}, the new Moon in {sign}, your {house} house.',
      'The new Moon of {date} falls in your {house} house ({sign}).',
    ],
    solarEclipse: [
      'A solar eclipse on {date} falls in {sign}, your {house} house from the Moon.',
      'On {date} the Sun is eclipsed in your {house} house ({sign}).',
    ],
    lunarEclipse: [
      'A lunar eclipse on {date} falls in {sign}, your {house} house from the Moon.',
      'On {date} the Moon is eclipsed in your {house} house ({sign}).',
    ],
  },
  advice: {
    general: {
      good: [
        'With {planet} helping from your {house} house, start what you have been putting off.',
        'Use the support of {planet} in your {house} house: ask, apply, begin.',
        'Make the most of {planet} in your {house} house and commit to one clear goal.',
        'Lean on the strength of {planet} in your {house} house and move ahead with confidence.',
      ],
      mixed: [
        'Balance the push and pull of {planet} in your {house} house: finish before you begin anew.',
        'With {planet} in your {house} house, go step by step and keep a fallback plan.',
        'Let {planet} in your {house} house set the pace: steady beats fast.',
        'Weigh every offer twice while {planet} holds your {house} house.',
      ],
      hard: [
        'While {planet} tests your {house} house, keep commitments small and promises few.',
        'With {planet} pressing on your {house} house, rest, pray and wait for better days.',
        'Treat the pressure of {planet} in your {house} house as training, not punishment.',
        'While {planet} holds your {house} house, avoid new risks and guard your routine.',
      ],
    },
    love: {
      good: [
        'With {planet} in your {house} house, plan an outing or say what you feel.',
        'Let {planet} in your {house} house carry a proposal or a reconciliation.',
        'While {planet} favours your {house} house, make time for the people you love.',
        'Use {planet} in your {house} house to bring warmth home: a gift, a meal, a call.',
      ],
      mixed: [
        'With {planet} in your {house} house, listen more than you speak in love.',
        'While {planet} holds your {house} house, keep expectations of your partner modest.',
        'Let {planet} in your {house} house remind you that small kindness mends a lot.',
        'With {planet} in your {house} house, choose a quiet evening over a big plan.',
      ],
      hard: [
        'While {planet} strains your {house} house, do not decide anything about a relationship in anger.',
        'With {planet} in your {house} house, give your partner space and time.',
        'While {planet} presses on your {house} house, avoid comparing and blaming.',
        'With {planet} in your {house} house, keep private matters private.',
      ],
    },
    career: {
      good: [
        'With {planet} in your {house} house, ask for the responsibility you want.',
        'Let {planet} in your {house} house back your pitch, interview or application.',
        'While {planet} favours your {house} house, show your work to those who decide.',
        'Use {planet} in your {house} house to close pending deals at work.',
      ],
      mixed: [
        'With {planet} in your {house} house, finish current tasks before taking new ones.',
        'While {planet} holds your {house} house, document your work and keep copies.',
        'Let {planet} in your {house} house teach patience in office politics.',
        'With {planet} in your {house} house, prefer steady progress to big moves.',
      ],
      hard: [
        'While {planet} weighs on your {house} house, do not resign or switch jobs in haste.',
        'With {planet} in your {house} house, keep your head down and your work exact.',
        'While {planet} presses on your {house} house, avoid arguments with seniors.',
        'With {planet} in your {house} house, let results speak instead of words.',
      ],
    },
    money: {
      good: [
        'With {planet} in your {house} house, put part of any gain into savings.',
        'Let {planet} in your {house} house guide a sound, long-term investment.',
        'While {planet} favours your {house} house, follow up on money owed to you.',
        'Use {planet} in your {house} house to negotiate a better rate or price.',
      ],
      mixed: [
        'With {planet} in your {house} house, spend on needs and postpone wants.',
        'While {planet} holds your {house} house, compare prices before you buy.',
        'Let {planet} in your {house} house keep your budget honest.',
        'With {planet} in your {house} house, avoid lending what you cannot lose.',
      ],
      hard: [
        'While {planet} strains your {house} house, do not borrow, lend or stand guarantee.',
        'With {planet} in your {house} house, keep speculation and gambling out of your plans.',
        'While {planet} presses on your {house} house, cut one avoidable expense.',
        'With {planet} in your {house} house, keep receipts and check every bill.',
      ],
    },
    health: {
      good: [
        'With {planet} in your {house} house, start the exercise habit you have delayed.',
        'Let {planet} in your {house} house carry you through a health check-up.',
        'While {planet} favours your {house} house, walk in the morning sun.',
        'Use {planet} in your {house} house to fix your sleep routine.',
      ],
      mixed: [
        'With {planet} in your {house} house, eat light and drink enough water.',
        'While {planet} holds your {house} house, balance work with rest.',
        'Let {planet} in your {house} house remind you to stretch and breathe.',
        'With {planet} in your {house} house, keep meals regular.',
      ],
      hard: [
        'While {planet} strains your {house} house, see a doctor rather than wait.',
        'With {planet} in your {house} house, avoid risky sports and fast driving.',
        'While {planet} presses on your {house} house, sleep early and skip late meals.',
        'With {planet} in your {house} house, reduce stress with pranayama or a walk.',
      ],
    },
  },
  remedies: {
    Sun: [
      'Remedy for the Sun in your {house} house: offer water to the rising Sun on Sunday.',
      'On Sunday, recite the Aditya Hridayam to steady the Sun in your {house} house.',
    ],
    Moon: [
      'Remedy for the Moon in your {house} house: offer milk to a Shivalinga on Monday.',
      'On Monday, fast until evening to calm the Moon in your {house} house.',
    ],
    Mars: [
      'Remedy for Mars in your {house} house: recite the Hanuman Chalisa on Tuesday.',
      'On Tuesday, donate red lentils to ease Mars in your {house} house.',
    ],
    Mercury: [
      'Remedy for Mercury in your {house} house: feed green grass to a cow on Wednesday.',
      'On Wednesday, pray to Ganesha to steady Mercury in your {house} house.',
    ],
    Jupiter: [
      'Remedy for Jupiter in your {house} house: offer yellow flowers to a teacher or at a temple on Thursday.',
      'On Thursday, donate turmeric or chana dal to strengthen Jupiter in your {house} house.',
    ],
    Venus: [
      'Remedy for Venus in your {house} house: offer white flowers to Goddess Lakshmi on Friday.',
      'On Friday, donate rice or sweets to ease Venus in your {house} house.',
    ],
    Saturn: [
      'Remedy for Saturn in your {house} house: light a sesame-oil lamp under a peepal tree on Saturday.',
      'On Saturday, donate black sesame or help a worker to ease Saturn in your {house} house.',
    ],
    Rahu: [
      'Remedy for Rahu in your {house} house: recite the Durga Chalisa on Saturday.',
      'On Saturday, feed a stray dog to calm Rahu in your {house} house.',
    ],
    Ketu: [
      'Remedy for Ketu in your {house} house: worship Ganesha on Tuesday.',
      'On Tuesday, donate a blanket to ease Ketu in your {house} house.',
    ],
  },
  why: '{planet} in {sign}, your {house} house from the Moon: {effect}',
  effects: { good: 'favourable', hard: 'challenging', neutral: 'neutral' },
  drishti: '{planet} in your {from} house aspects your {houses}',
};
