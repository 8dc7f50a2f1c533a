/**
 * Japanese (日本語): mirrors en.ts key by key; written for this product, not machine-translated.
 * Polite です・ます style as in the pack; ordinals are "第10" and the templates add ハウス;
 * Jyotish terms in katakana with a gloss where a reader needs one.
 */
import type { KundliWindowsBank } from '../bank.ts';

export const ja: KundliWindowsBank = {
  areas: {
    zodiacSign: '心と感情のバランス',
    personality: '健康、自信、自己成長',
    careerProspects: '仕事と社会的地位',
    loveLife: '恋愛と結婚',
    financialSituation: '収入と貯蓄',
    happiness: '家庭・子ども・幸運からの幸せ',
    motivationalMessage: 'あなたの目標',
  },
  who: {
    lord: '{house}ハウスの支配星である{planet}',
    karaka: '{area}のカーラカ（表示星）である{planet}',
    maha: '現在のマハーダシャーの支配星である{planet}',
    antar: '現在のアンタルダシャーの支配星である{planet}',
  },
  points: {
    exalted: '{who}が{sign}で高揚している',
    own: '{who}が自分の星座である{sign}にある',
    debilitated: '{who}が{sign}で減衰している',
    enemy: '{who}が敵対星座の{sign}にある',
    combust: '{who}がコンバスト（太陽に近すぎる状態）にある',
    goodHouse: '{who}がケンドラまたはトリコーナである{to}ハウスにある',
    dusthana: '{who}がドゥシュターナである{to}ハウスにある',
    benefic: '生来の吉星である{planet}が{house}ハウスにある',
    malefic: '生来の凶星である{planet}が{house}ハウスにある',
    maleficUpachaya:
      '{planet}が{house}ハウスにある（凶星でも意欲と成果をもたらすウパチャヤ・ハウス）',
    beneficAspect: '吉星の{planet}が{house}ハウスにアスペクトしている',
    maleficAspect: '凶星の{planet}が{house}ハウスにアスペクトしている',
    yoga: '{yoga}（{grade}）',
  },
  separator: '／',
  strengths: '強み：{points}。',
  weaknesses: '弱み：{points}。',
  verdicts: {
    strong: '総合すると、{area}についてあなたのチャートは強い力を持っています。',
    mixed: '総合すると、{area}についてあなたのチャートは支えと抵抗の両方をもたらします。',
    weak: '総合すると、{area}についてあなたのチャートは忍耐と着実な努力を求めています。',
  },
  grades: { strong: '強力', moderate: '中程度', weak: '控えめ' },
  yogaLine:
    'あなたのチャートの{yoga}（強さ：{grade}）は{placements}によって作られ、{area}に{effect}をもたらします。',
  placement: '{house}ハウスの{planet}',
  yogaEffects: {
    'gaja-kesari': '知恵と名声、良き助言による守り',
    'budha-aditya': '知性と学び、言葉の巧みさ',
    ruchaka: '勇気とエネルギー、リーダーシップ',
    bhadra: '知性と雄弁さ、商才',
    hamsa: '徳と知恵、周囲からの尊敬',
    malavya: '魅力と快適さ、芸術的センス',
    sasa: '権威と忍耐力、組織をまとめる力',
    'chandra-mangala': '行動力と稼ぐ力',
    'raj-yoga': '地位の向上と成功',
    'dhana-yoga': '富と繁栄',
    'neecha-bhanga': '初期の苦労から生まれる成功',
  },
  windowsLead: '{from}から{to}までの主な時期：',
  windowsNone:
    '{from}から{to}までの間、この分野に関わるアンタルダシャーや大きなトランジットはありません。',
  dashaWindow: '{maha}–{antar}のアンタルダシャー、{start}から{end}まで：{effect}（{reasons}）。',
  dashaEffects: {
    good: '{area}に追い風となる時期です',
    mixed: '{area}に注目が集まり、いくらかの努力が求められます',
    hard: '{area}が試される時期なので、焦らず進みましょう',
  },
  dashaReasons: {
    rules: '{planet}は{houses}ハウスの支配星',
    occupies: '{planet}は{house}ハウスに在住',
    karaka: '{planet}は{area}のカーラカ',
  },
  transitMoon:
    '{planet}が月から数えて{house}ハウス（{sign}）をトランジット、{start}から{end}まで：{effect}。',
  transitLagna:
    '{planet}がアセンダントから数えて{house}ハウス（{sign}）をトランジット、{start}から{end}まで：{effect}。',
  transitBoth:
    '{planet}が月とアセンダントの両方から数えて{house}ハウス（{sign}）をトランジット、{start}から{end}まで：{effect}。',
  jupiterFromMoon: [
    '住まいの変化や落ち着かなさがありますが、木星が守ってくれます',
    '金運、家族の和、説得力のある言葉',
    '仕事での障害や変化。忍耐が大切です',
    '家庭や親族をめぐる心配。穏やかに対応しましょう',
    '子ども、恋愛、良き助言、創造的な成功',
    '競争があり、健康にも注意が必要です',
    '結婚、パートナーシップ、楽しい旅行',
    '遅れ、疲れ、思わぬ出費',
    '幸運、信仰、師との縁、長距離の旅',
    '立場や仕事量の変化。評判を大切に',
    '利益、昇進、願いの成就',
    '出費や旅行、精神世界への関心の高まり',
  ],
  saturnFromMoon: [
    'サーデー・サーティーの最盛期：責任が重く、心身のケアが必要です',
    'サーデー・サーティーの下降期：貯蓄、家族、言葉に負担がかかります',
    '勇気、努力による成功、ライバルへの勝利',
    'カンタカ・シャニ（ダイヤー）：家庭、不動産、心の平安に負担がかかります',
    '子どもや計画への心配。投機は避けましょう',
    'ライバルへの勝利、借金や病からの回復',
    'パートナーシップでの緊張と遅れ。旅は疲れやすい',
    'アシュタマ・シャニ（ダイヤー）：障害、疲労、挫折。慎重に進みましょう',
    '幸運や目上の人との関係での遅れ。信念を保ちましょう',
    '懸命な努力、重い責任、ゆっくりとした評価',
    '利益、安定した収入、上司の支え',
    'サーデー・サーティーの上昇期：出費、旅行、浅い眠り',
  ],
  jupiterFromLagna: '{topic}における成長と支え',
  saturnFromLagna: '{topic}についての地道で着実な努力',
  sadeSatiWindow: 'サーデー・サーティーの{phase}（土星は{sign}）、{start}から{end}まで：{effect}。',
  sadeSatiEffects: {
    rising: '出費と浅い眠り。支出の計画を立てましょう',
    peak: '心身にとって最も重い時期。規則正しい生活を保ちましょう',
    setting: '貯蓄、家族、言葉への負担が、終わりに向けて和らいでいきます',
  },
  dhaiyaWindow:
    '{kind}（土星は{sign}、月から数えて{house}ハウス）、{start}から{end}まで：{effect}。',
  dhaiyaEffects: {
    kantaka: '家庭、不動産、心の平安に気を配りましょう',
    ashtama: '障害と疲れ。リスクを避け、健康に気をつけましょう',
  },
  dhaiya: {
    name: 'シャニ・ダイヤー',
    kinds: { kantaka: 'カンタカ（アルダーシュタマ）・シャニ', ashtama: 'アシュタマ・シャニ' },
    definition:
      'シャニ・ダイヤー：土星が月星座から4番目（カンタカまたはアルダーシュタマ・シャニ）または8番目の星座（アシュタマ・シャニ）に約2年半とどまる時期で、『パラディーピカー』はサーデー・サーティーと並んで困難な時期に数えています。',
    now: '現在進行中：{kind}。土星は{sign}、月から数えて{house}ハウスにあり、{start}から{end}までです。',
    notNow: '現在は進行していません。',
    next: '次回：{kind}。土星は{sign}、{start}から{end}までです。',
  },
  yogaReasons: {
    notInKendraFromMoon: '{planet}が月から見てケンドラにない',
    debilitated: '{planet}が減衰している',
    combust: '{planet}がコンバストの状態にある',
    enemySign: '{planet}が敵対星座にある',
    inDusthana: '{planet}がドゥシュターナ（第6・第8・第12ハウス）にある',
    notOwnOrExalted: '{planet}が自分の星座にも高揚の星座にもない',
    notInKendra: '{planet}がアセンダントから見てケンドラにない',
    yogakarakaWellPlaced: '{planet}はヨーガカーラカで、良い配置にある',
    yogakarakaUnfit: '{planet}はヨーガカーラカだが、配置が良くない',
    debilitatedNotCancelled: '{planet}が減衰しており、それを打ち消す条件がない',
    sunMercuryApart: '太陽と水星が別々の星座にある',
    moonMarsApart: '月と火星が別々の星座にある',
    pairInDusthana: '{a}と{b}は結びついているが、一方がドゥシュターナにある',
    conjunction: '{a}と{b}が同じ星座でコンジャンクションしている',
    mutualAspect: '{a}と{b}が互いにアスペクトしている',
    exchange: '{a}と{b}が星座交換（パリヴァルタナ）している',
    dispositorKendra: '{planet}の減衰が打ち消される：その星座の支配星である{by}がケンドラにある',
    exaltationLordKendra:
      '{planet}の減衰が打ち消される：その高揚星座の支配星である{by}がケンドラにある',
    exaltedPlanetKendra: '{planet}の減衰が打ち消される：同じ星座で高揚する{by}がケンドラにある',
    dispositorAspect:
      '{planet}の減衰が打ち消される：その星座の支配星である{by}がアスペクトしている',
  },
};
