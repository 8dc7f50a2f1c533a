import { useTranslation } from 'react-i18next';
import { TableScroller } from '@/components/ui/table-scroller';
import { formatRupees } from '@/lib/money';
import { useEarnings } from '../api/console';

/** Earnings per day over 30 days: sessions, minutes, gross, the platform's commission, net. */
export function ConsoleEarnings({ labelledBy }: { labelledBy: string }) {
  const { t, i18n } = useTranslation('consultations');
  const { data } = useEarnings();
  if (!data) return <div className="h-32 animate-pulse rounded-2xl bg-white/5" aria-hidden />;
  const day = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeZone: 'UTC' });
  const rows = [
    ...data.days.map((d) => ({ key: d.day, label: day.format(new Date(`${d.day}T00:00:00Z`)), ...d })),
    { key: 'total', label: t('console.total'), ...data.totals },
  ];
  return (
    <TableScroller labelledBy={labelledBy}>
      <table className="w-full text-left text-sm text-star-100">
        <thead className="text-star-300">
          <tr>
            <th scope="col" className="py-2 pr-4 font-medium">{t('console.day')}</th>
            <th scope="col" className="py-2 pr-4 font-medium">{t('console.sessions')}</th>
            <th scope="col" className="py-2 pr-4 font-medium">{t('console.minutes')}</th>
            <th scope="col" className="py-2 pr-4 font-medium">{t('console.gross')}</th>
            <th scope="col" className="py-2 pr-4 font-medium">{t('console.commission')}</th>
            <th scope="col" className="py-2 font-medium">{t('console.net')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.key} className={r.key === 'total' ? 'border-t border-star-300/20 font-semibold' : ''} data-testid={r.key === 'total' ? 'earnings-total' : undefined}>
              <th scope="row" className="whitespace-nowrap py-2 pr-4 font-medium">{r.label}</th>
              <td className="py-2 pr-4 tabular-nums">{r.sessions}</td>
              <td className="py-2 pr-4 tabular-nums">{r.minutes}</td>
              <td className="py-2 pr-4 tabular-nums">{formatRupees(r.grossPaise)}</td>
              <td className="py-2 pr-4 tabular-nums">{formatRupees(r.commissionPaise)}</td>
              <td className="py-2 tabular-nums">{formatRupees(r.netPaise)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroller>
  );
}
