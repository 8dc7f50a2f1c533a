import type { MatchingPerson, MatchingResponse, Place } from '@nakshatra/contracts';
import { HeartHandshake } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BirthDatePicker } from '@/components/birth-date-picker/birth-date-picker';
import { Button } from '@/components/ui/button';
import { cx } from '@/components/ui/cx';
import { TableScroller } from '@/components/ui/table-scroller';
import { FieldShell, inputBorder, inputClasses } from '@/components/ui/text-field';
import { PlaceCombobox } from '@/components/places/place-combobox';
import { currentLanguage } from '@/lib/i18n';
import { apiErrorText } from '@/lib/messages';
import { useMatchKundlis } from '../api/match-kundlis';
import { MatchDoshas } from './match-doshas';

interface PersonState {
  name: string;
  /** Wall-clock birth time at the birth place, from the same picker as Edit Profile. */
  birthDateTime: Date | null;
  placeText: string;
  place: Place | null;
}
const emptyPerson: PersonState = { name: '', birthDateTime: null, placeText: '', place: null };

function PersonFields({
  who,
  value,
  onChange,
}: {
  who: 'boy' | 'girl';
  value: PersonState;
  onChange: (v: PersonState) => void;
}) {
  const { t } = useTranslation(['matching', 'profile']);
  const ids = { name: useId(), date: useId(), place: useId() };
  return (
    <fieldset className="card-light flex flex-col gap-1 p-5 sm:p-6">
      <legend className="float-left mb-3 w-full text-xl font-semibold text-ink-900">
        {t(`${who}.title`)}
      </legend>
      <FieldShell id={ids.name} label={t('name')}>
        <input
          id={ids.name}
          value={value.name}
          maxLength={100}
          onChange={(e) => onChange({ ...value, name: e.target.value })}
          className={cx(inputClasses, inputBorder(false))}
        />
      </FieldShell>
      <FieldShell id={ids.date} label={t('profile:fields.dateTime')}>
        <BirthDatePicker
          id={ids.date}
          value={value.birthDateTime}
          onChange={(d) => onChange({ ...value, birthDateTime: d })}
          onBlur={() => undefined}
          invalid={false}
          placeholder={t('profile:fields.datePlaceholder')}
          timeCaption={t('profile:time')}
          lang={currentLanguage()}
        />
      </FieldShell>
      <FieldShell id={ids.place} label={t('place')}>
        <PlaceCombobox
          id={ids.place}
          value={value.placeText}
          onChange={(text) => onChange({ ...value, placeText: text, place: null })}
          onPick={(p) => onChange({ ...value, placeText: p.name, place: p.place ?? null })}
        />
      </FieldShell>
    </fieldset>
  );
}

const pad2 = (n: number) => String(n).padStart(2, '0');

/** 'YYYY-MM-DDTHH:MM' from the picker's wall-clock fields (the birth place's local time). */
function localDateTime(d: Date): string {
  return `${d.getFullYear()}-${pad2(d.getMonth() + 1)}-${pad2(d.getDate())}T${pad2(d.getHours())}:${pad2(d.getMinutes())}`;
}

function toPerson(p: PersonState): MatchingPerson | null {
  if (!p.birthDateTime || !p.place) return null;
  return {
    ...(p.name.trim() ? { name: p.name.trim() } : {}),
    birthDateTime: localDateTime(p.birthDateTime),
    placeId: p.place.id,
  };
}

/**
 * /matching: Ashtakoota (guna milan) for two births, with the doshas (and their cancellations),
 * the Manglik check and a verdict.
 */
export function MatchingPage() {
  const { t } = useTranslation('matching');
  const [boy, setBoy] = useState(emptyPerson);
  const [girl, setGirl] = useState(emptyPerson);
  const [error, setError] = useState<string | null>(null);
  const match = useMatchKundlis();

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const b = toPerson(boy);
    const g = toPerson(girl);
    if (!b || !g) return setError(t('incomplete'));
    setError(null);
    match.mutate(
      { boy: b, girl: g, lang: currentLanguage() },
      { onError: (e) => setError(apiErrorText(t, e)) },
    );
  };

  return (
    <div className="flex flex-col gap-6">
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <div className="grid gap-4 md:grid-cols-2">
          <PersonFields who="boy" value={boy} onChange={setBoy} />
          <PersonFields who="girl" value={girl} onChange={setGirl} />
        </div>
        {error ? (
          <p role="alert" className="rounded-xl bg-danger-700/15 px-4 py-3 text-danger-300">
            {error}
          </p>
        ) : null}
        <Button type="submit" size="lg" disabled={match.isPending} className="self-start">
          <HeartHandshake size={18} aria-hidden />
          {t('submit')}
        </Button>
      </form>
      <div aria-live="polite">{match.data ? <MatchingResult data={match.data} /> : null}</div>
    </div>
  );
}

function MatchingResult({ data }: { data: MatchingResponse }) {
  const { t } = useTranslation('matching');
  const pct = Math.round((data.total / data.max) * 100);
  const good = data.verdict === 'excellent' || data.verdict === 'good';
  return (
    <div className="flex flex-col gap-4">
      <section aria-labelledby="score-title" className="card-light p-5 sm:p-8">
        <h2 id="score-title" className="text-2xl font-semibold text-ink-900">
          {t('result.title')}
        </h2>
        <p className="mt-3 font-display text-5xl font-semibold text-ink-900">
          {data.total}
          <span className="text-2xl text-ink-600"> / {data.max}</span>
        </p>
        <div
          role="meter"
          aria-valuemin={0}
          aria-valuemax={data.max}
          aria-valuenow={data.total}
          aria-label={t('result.meter')}
          className="mt-3 h-4 overflow-hidden rounded-full bg-cream-200"
        >
          <div
            className={cx(
              'h-full rounded-full',
              good ? 'bg-gradient-to-r from-gold-400 to-gold-500' : 'bg-ink-600',
            )}
            style={{ width: `${pct}%` }}
          />
        </div>
        <p className="mt-4 text-lg font-semibold text-ink-900">{data.verdictLabel}</p>
        <p className="mt-1 leading-relaxed text-ink-700">{data.verdictText}</p>
        <p className="mt-4 rounded-xl bg-cream-100 px-4 py-3 text-ink-700">
          {t('result.manglik', {
            boy: data.manglik.boy ? t('result.yes') : t('result.no'),
            girl: data.manglik.girl ? t('result.yes') : t('result.no'),
          })}{' '}
          {data.manglik.compatible ? t('result.manglikOk') : t('result.manglikMismatch')}
        </p>
      </section>
      <MatchDoshas data={data} />
      <KootasTable data={data} />
    </div>
  );
}

/** The eight kootas: each side's value, the points out of the koota's maximum, and the meaning. */
function KootasTable({ data }: { data: MatchingResponse }) {
  const { t } = useTranslation('matching');
  return (
    <section aria-labelledby="kootas-title" className="card-light p-5 sm:p-8">
      <h2 id="kootas-title" className="text-2xl font-semibold text-ink-900">
        {t('result.kootas')}
      </h2>
      <TableScroller labelledBy="kootas-title">
        <table className="w-full min-w-[34rem] text-left text-sm">
          <thead>
            <tr className="border-b border-cream-300 text-ink-600">
              <th scope="col" className="py-2 pr-3 font-semibold">
                {t('result.koota')}
              </th>
              <th scope="col" className="py-2 pr-3 font-semibold">
                {t('boy.title')}
              </th>
              <th scope="col" className="py-2 pr-3 font-semibold">
                {t('girl.title')}
              </th>
              <th scope="col" className="py-2 pr-3 font-semibold">
                {t('result.points')}
              </th>
              <th scope="col" className="py-2 font-semibold">
                {t('result.meaning')}
              </th>
            </tr>
          </thead>
          <tbody className="align-top text-ink-700">
            {data.kootas.map((k) => (
              <tr key={k.name} className="border-b border-cream-200 last:border-0">
                <th scope="row" className="py-2 pr-3 font-semibold text-ink-900">
                  {k.label}
                </th>
                <td className="py-2 pr-3">{k.boyValue}</td>
                <td className="py-2 pr-3">{k.girlValue}</td>
                <td className="py-2 pr-3 font-semibold whitespace-nowrap text-ink-900 tabular-nums">
                  {k.points} / {k.max}
                </td>
                <td className="py-2 leading-relaxed">{k.explanation}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroller>
    </section>
  );
}
