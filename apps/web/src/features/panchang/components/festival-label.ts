import type { FestivalView, LunarMonthView } from '@nakshatra/contracts';
import type { TFunction } from 'i18next';

/** "Adhika Jyeshtha" in the UI language. */
export function monthLabel(t: TFunction<'panchang'>, m: LunarMonthView): string {
  const name = t(`months.${m.index}`);
  return m.adhika ? t('adhikaMonth', { month: name }) : name;
}

/** A festival's name in the UI language, from its key (and month, Ekadashi or sign). */
export function festivalLabel(t: TFunction<'panchang'>, f: FestivalView): string {
  if (f.kind === 'ekadashi' && f.ekadashi)
    return t(`ekadashis.${f.ekadashi}`, { defaultValue: f.ekadashi });
  if ((f.kind === 'purnima' || f.kind === 'amavasya') && f.month)
    return t(`festivalNames.${f.kind}`, { month: monthLabel(t, f.month) });
  if (f.key === 'sankranti' && f.rashi !== undefined)
    return t('festivalNames.sankranti', { rashi: t(`rashis.${f.rashi}`) });
  return t(`festivalNames.${f.key}`, { defaultValue: f.key });
}
