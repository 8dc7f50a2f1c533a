/** Explanations, the product, referrals, guarded questions and small talk. */
import type { Term } from '../kinds.ts';
import { fill, hasChart, month, ord, pl, planetOf, sign, type Ctx } from './core.ts';

const TERM_PERSONAL: ReadonlySet<Term> = new Set([
  'nakshatra',
  'ascendant',
  'rashi',
  'dasha',
  'manglik',
  'sadeSati',
]);

export function explainTerm(c: Ctx): void {
  const { p, w } = c;
  const term = c.slots.term;
  if (!term) {
    w.say(p.common.askTerm, { example: p.samples['explain.term'] });
    return;
  }
  w.say(p.terms[term]);
  if (!hasChart(c) || !TERM_PERSONAL.has(term)) return;
  const moon = planetOf(c.natal, 'Moon');
  const d = p.doshaList;
  const values = {
    nakshatra: c.lex.nakshatras[moon.nakshatraIndex]!,
    pada: moon.pada,
    sign: sign(c, term === 'ascendant' ? c.natal.ascendant.signIndex : moon.signIndex),
    maha: pl(c, c.natal.dasha.mahadasha.lord),
    end: month(c, c.natal.dasha.mahadasha.end),
    verdict:
      term === 'manglik'
        ? c.bd.manglik.present
          ? d.yes
          : c.bd.manglik.raw
            ? d.cancelled
            : d.no
        : c.natal.sadeSati
          ? p.phases[c.natal.sadeSati]
          : d.no,
  };
  w.para().say(p.termYours[term as keyof typeof p.termYours], values);
}

export function productAbout(c: Ctx): void {
  const { p, w } = c;
  w.say(p.product.about);
  if (c.ask.dailyLimit) w.say(p.product.aboutLimit, { limit: c.ask.dailyLimit });
  w.para().say(p.product.aboutHuman);
}

export function productQuota(c: Ctx): void {
  const { p, w } = c;
  const { dailyLimit: limit, questionsLeft: left } = c.ask;
  if (limit === undefined || left === undefined) w.say(p.product.quotaUnknown);
  else if (left <= 0) w.say(p.product.quotaNone, { limit });
  else w.say(p.product.quota, { left, limit });
}

export function referral(c: Ctx): void {
  const { p, w } = c;
  const list = (c.ask.referrals ?? []).slice(0, 3);
  if (list.length === 0) {
    w.say(p.referral.none);
    return;
  }
  w.say(p.referral.intro);
  // One astrologer a line, so each profile link stands on its own.
  w.lines(
    list.map((r) =>
      fill(p.referral.item, {
        name: r.name,
        skills: r.skills,
        languages: r.languages,
        price: r.priceRupeesPerMin,
        rating: r.rating.toFixed(1),
        slug: r.slug,
      }),
    ),
  );
  w.say(p.referral.note);
}

export function guardDeath(c: Ctx): void {
  const { p, w } = c;
  w.say(p.guard.death);
  if (hasChart(c)) {
    const lord = c.natal.ascendant.lord;
    w.para().say(p.guard.deathInstead, {
      planet: pl(c, lord),
      house: ord(c, planetOf(c.natal, lord).house),
      sign: sign(c, c.natal.houses[7]!.signIndex),
    });
  }
  w.para().say(p.guard.deathAdvice);
}

export function guardGambling(c: Ctx): void {
  const { p, w } = c;
  w.say(p.guard.gambling);
  if (hasChart(c)) {
    const second = c.natal.houses[1]!;
    const eleventh = c.natal.houses[10]!;
    w.para().say(p.guard.gamblingInstead, {
      sign: sign(c, second.signIndex),
      lord: pl(c, second.lord),
      gainSign: sign(c, eleventh.signIndex),
      gainLord: pl(c, eleventh.lord),
    });
  }
  w.para().say(p.guard.gamblingAdvice);
}

export function smalltalk(c: Ctx, what: 'hello' | 'thanks' | 'howAreYou' | 'bye'): void {
  const { p, w } = c;
  const moonNow = c.ask.facts.transits.planets.find((q) => q.body === 'Moon')!;
  if (what === 'hello' && c.natal) {
    w.say(p.smalltalk.helloName, {
      moonSign: sign(c, planetOf(c.natal, 'Moon').signIndex),
      maha: pl(c, c.natal.dasha.mahadasha.lord),
    });
  } else w.say(p.smalltalk[what], { moonSign: sign(c, moonNow.signIndex) });
}

export function outOfScope(c: Ctx): void {
  c.w.say(c.p.outOfScope);
}

/** Sample questions, one per line. */
export function sampleLines(c: Ctx, samples: readonly string[]): void {
  c.w.lines(samples);
}
