import type { Place, ResolveAmbiguous, ZodiacRequest, ZodiacResponse } from '@nakshatra/contracts';
import { ZODIAC_MAX_DATE, ZODIAC_MIN_DATE } from '@nakshatra/contracts';
import { Info, Search } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { cx } from '@/components/ui/cx';
import { FieldShell, inputBorder, inputClasses } from '@/components/ui/text-field';
import { PlaceCombobox } from '@/components/places/place-combobox';
import { ZodiacGlyph } from '@/components/zodiac/zodiac-glyph';
import type { ZodiacSignId } from '@/components/zodiac/signs';
import { isApiError } from '@/lib/api-client';
import { apiErrorText } from '@/lib/messages';
import { useFindZodiac } from '../api/find-zodiac';

const signId = (name: string) => name.toLowerCase() as ZodiacSignId;

/** The finder's fields and outcome: a submit checks the fields, then asks POST /api/zodiac. */
function useZodiacFinder() {
  const { t } = useTranslation(['finder', 'zodiac']);
  const [date, setDate] = useState('');
  const [time, setTime] = useState('');
  const [placeText, setPlaceText] = useState('');
  const [place, setPlace] = useState<Place | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [ambiguous, setAmbiguous] = useState<ZodiacRequest | null>(null);
  const find = useFindZodiac();

  const run = (request: ZodiacRequest) => {
    setError(null);
    setAmbiguous(null);
    find.mutate(request, {
      onError: (e) => {
        if (isApiError(e) && e.code === 'ambiguous_local_time') setAmbiguous(request);
        else setError(apiErrorText(t, e));
      },
    });
  };
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!date) return setError(t('finder:errors.date'));
    if (!time) return setError(t('finder:errors.time'));
    if (!place) return setError(t('finder:errors.place'));
    run({ date, time, placeId: place.id });
  };
  const resolve = (choice: ResolveAmbiguous) =>
    ambiguous && run({ ...ambiguous, resolveAmbiguous: choice });
  const fields = { date, setDate, time, setTime, placeText, setPlaceText, setPlace };
  return { fields, error, ambiguous, find, submit, resolve };
}

/**
 * /zodiacSign finder: date, time and place of birth give the Western sun sign (tropical), the
 * Vedic Moon sign and ascendant (sidereal, Lahiri) and the Moon's nakshatra.
 */
export function ZodiacFinder() {
  const { t } = useTranslation(['finder', 'zodiac']);
  const { fields, error, ambiguous, find, submit, resolve } = useZodiacFinder();
  const ids = { date: useId(), time: useId(), place: useId() };
  const data = find.data;

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,24rem)_1fr]">
      <form
        noValidate
        onSubmit={submit}
        className="card-light flex flex-col gap-1 self-start p-5 sm:p-6"
        aria-label={t('finder:form')}
      >
        <FieldShell id={ids.date} label={t('finder:date')}>
          <input
            id={ids.date}
            type="date"
            min={ZODIAC_MIN_DATE}
            max={ZODIAC_MAX_DATE}
            value={fields.date}
            onChange={(e) => fields.setDate(e.target.value)}
            className={cx(inputClasses, inputBorder(false))}
          />
        </FieldShell>
        <FieldShell id={ids.time} label={t('finder:time')}>
          <input
            id={ids.time}
            type="time"
            value={fields.time}
            onChange={(e) => fields.setTime(e.target.value)}
            className={cx(inputClasses, inputBorder(false))}
          />
        </FieldShell>
        <FieldShell id={ids.place} label={t('finder:place')}>
          <PlaceCombobox
            id={ids.place}
            value={fields.placeText}
            onChange={(text) => {
              fields.setPlaceText(text);
              fields.setPlace(null);
            }}
            onPick={(p) => {
              fields.setPlaceText(p.name);
              fields.setPlace(p.place ?? null);
            }}
          />
        </FieldShell>
        {error ? (
          <p
            role="alert"
            className="mb-3 rounded-xl bg-danger-700/10 px-4 py-3 text-sm text-danger-700"
          >
            {error}
          </p>
        ) : null}
        {ambiguous ? <AmbiguousTime onResolve={resolve} /> : null}
        <Button type="submit" size="lg" disabled={find.isPending}>
          <Search size={18} aria-hidden />
          {t('finder:submit')}
        </Button>
      </form>

      <div aria-live="polite" className="min-h-40">
        {data ? (
          <FinderResult data={data} />
        ) : (
          <div className="flex h-full min-h-40 items-center justify-center rounded-3xl border border-dashed border-star-300/25 p-6 text-center text-star-300">
            {find.isPending ? t('finder:working') : t('finder:empty')}
          </div>
        )}
      </div>
    </div>
  );
}

/** A birth time that happened twice (clocks went back): the earlier or the later one. */
function AmbiguousTime({ onResolve }: { onResolve: (choice: ResolveAmbiguous) => void }) {
  const { t } = useTranslation('finder');
  return (
    <div
      role="alert"
      className="mb-3 flex flex-col gap-2 rounded-xl bg-cream-100 p-4 text-sm text-ink-900"
    >
      <p>{t('finder:ambiguous')}</p>
      <div className="flex gap-2">
        <Button variant="outline-light" onClick={() => onResolve('earlier')}>
          {t('finder:earlier')}
        </Button>
        <Button variant="outline-light" onClick={() => onResolve('later')}>
          {t('finder:later')}
        </Button>
      </div>
    </div>
  );
}

function FinderResult({ data }: { data: ZodiacResponse }) {
  const { t } = useTranslation(['finder', 'zodiac']);
  const sign = (name: string) => t(`zodiac:signs.${signId(name)}`);
  const cards = [
    { key: 'sun', glyph: data.sunSign, value: sign(data.sunSign) },
    { key: 'moon', glyph: data.moonSign, value: sign(data.moonSign) },
    { key: 'ascendant', glyph: data.ascendant, value: sign(data.ascendant) },
  ] as const;
  return (
    <div className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        {cards.map((c) => (
          <section key={c.key} className="card-light flex gap-4 p-5" aria-labelledby={`f-${c.key}`}>
            <span className="flex size-14 shrink-0 items-center justify-center rounded-2xl bg-night-900 text-gold-300">
              <ZodiacGlyph sign={signId(c.glyph)} size={30} />
            </span>
            <div className="min-w-0">
              <h2 id={`f-${c.key}`} className="text-sm font-semibold text-ink-600">
                {t(`finder:${c.key}.title`)}
              </h2>
              <p className="font-display text-2xl font-semibold text-ink-900">{c.value}</p>
              <p className="mt-1 text-sm leading-relaxed text-ink-700">
                {t(`finder:${c.key}.explain`)}
              </p>
            </div>
          </section>
        ))}
        <section className="card-light flex gap-4 p-5" aria-labelledby="f-nakshatra">
          <span className="flex size-14 shrink-0 items-center justify-center rounded-2xl bg-night-900 font-display text-xl font-semibold text-gold-300">
            {data.pada}
          </span>
          <div className="min-w-0">
            <h2 id="f-nakshatra" className="text-sm font-semibold text-ink-600">
              {t('finder:nakshatra.title')}
            </h2>
            <p className="font-display text-2xl font-semibold text-ink-900">
              {t('finder:nakshatra.value', {
                name: t(`zodiac:nakshatras.${data.nakshatra}`),
                pada: data.pada,
              })}
            </p>
            <p className="mt-1 text-sm leading-relaxed text-ink-700">
              {t('finder:nakshatra.explain')}
            </p>
          </div>
        </section>
      </div>
      {data.sunSign !== data.sunSignByDate ? (
        <p className="flex gap-3 rounded-2xl border border-gold-300/30 bg-gold-400/10 p-4 text-gold-200">
          <Info size={20} aria-hidden className="mt-0.5 shrink-0" />
          {t('finder:cusp', { byDate: sign(data.sunSignByDate), real: sign(data.sunSign) })}
        </p>
      ) : null}
      <p className="text-sm text-star-300">
        {t('finder:cast', {
          place: [data.place.name, data.place.state, data.place.country].filter(Boolean).join(', '),
          zone: data.place.timezone,
          offset: data.utcOffset,
        })}
      </p>
    </div>
  );
}
