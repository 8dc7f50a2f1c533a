import type { KundliResponse } from '@nakshatra/contracts';
import { useTranslation } from 'react-i18next';
import { TableScroller } from '@/components/ui/table-scroller';

/** Degrees within the sign as 12°34′. */
export function formatDegree(deg: number): string {
  const whole = Math.floor(deg);
  const minutes = Math.floor((deg - whole) * 60);
  return `${whole}°${String(minutes).padStart(2, '0')}′`;
}

export function PlanetsTable({ kundli }: { kundli: KundliResponse }) {
  const { t } = useTranslation('kundli');
  const asc = kundli.chart.ascendant;
  return (
    <section aria-labelledby="planets-title" className="card-light p-5 sm:p-8">
      <h2 id="planets-title" className="text-2xl font-semibold text-ink-900">
        {t('result.planets')}
      </h2>
      <TableScroller labelledBy="planets-title">
        <table className="w-full min-w-[40rem] text-left text-sm">
          <thead>
            <tr className="border-b border-cream-300 text-ink-600">
              {(['planet', 'sign', 'degree', 'nakshatra', 'pada', 'house', 'dignity', 'motion'] as const).map((c) => (
                <th key={c} scope="col" className="py-2 pr-3 font-semibold">
                  {t(`table.${c}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="text-ink-700">
            <tr className="border-b border-cream-200 bg-cream-100/60">
              <th scope="row" className="py-2 pr-3 font-semibold text-gold-800">{t('chart.ascendant')}</th>
              <td className="py-2 pr-3">{asc.signName}</td>
              <td className="py-2 pr-3 tabular-nums">{formatDegree(asc.degreeInSign)}</td>
              <td className="py-2 pr-3">{asc.nakshatraName}</td>
              <td className="py-2 pr-3">{asc.pada}</td>
              <td className="py-2 pr-3">1</td>
              <td className="py-2 pr-3">–</td>
              <td className="py-2">–</td>
            </tr>
            {kundli.chart.planets.map((p) => (
              <tr key={p.body} className="border-b border-cream-200 last:border-0">
                <th scope="row" className="py-2 pr-3 font-semibold text-ink-900">{p.name}</th>
                <td className="py-2 pr-3">{p.signName}</td>
                <td className="py-2 pr-3 tabular-nums">{formatDegree(p.degreeInSign)}</td>
                <td className="py-2 pr-3">{p.nakshatraName}</td>
                <td className="py-2 pr-3">{p.pada}</td>
                <td className="py-2 pr-3">{p.house}</td>
                <td className="py-2 pr-3">{p.dignityName ?? '–'}</td>
                <td className="py-2">
                  {p.retrograde ? t('table.retrograde') : t('table.direct')}
                  {p.combust ? ` · ${t('table.combust')}` : ''}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroller>
    </section>
  );
}
