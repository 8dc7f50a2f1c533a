import type { GrahaName } from '@nakshatra/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CHART_SIZE,
  SOUTH_CELL,
  SOUTH_CELLS,
  houseOfSign,
  lines,
  northHouses,
  signOfHouse,
  type ChartPlacement,
} from '../lib/chart-layout';

export type ChartStyle = 'north' | 'south';

export interface ChartProps {
  style: ChartStyle;
  ascendantSignIndex: number;
  placements: readonly ChartPlacement[];
  /** Sign names in the reading's language, Aries first. */
  signNames: readonly string[];
  planetNames: Partial<Record<GrahaName, string>>;
  /** "Birth chart (D1)", "Navamsa (D9)"... */
  title: string;
}

interface Label {
  key: string;
  text: string;
  asc?: boolean;
  retrograde?: boolean;
}

const LINE_PX = 17;

/**
 * A Vedic chart as an accessible SVG (role="img" with <title> and <desc>), followed by a
 * visually hidden list of the placements house by house for screen readers and text search.
 */
export function ChartSvg({ style, ascendantSignIndex, placements, signNames, planetNames, title }: ChartProps) {
  const { t } = useTranslation('kundli');
  const titleId = useId();
  const descId = useId();
  const abbr = (body: GrahaName) => t(`abbr.${body}`);

  const labelsBySign = new Map<number, Label[]>();
  for (let s = 0; s < 12; s++) labelsBySign.set(s, []);
  labelsBySign.get(ascendantSignIndex)!.push({ key: 'asc', text: t('abbr.Asc'), asc: true });
  for (const p of placements) {
    labelsBySign.get(p.signIndex)!.push({ key: p.body, text: abbr(p.body), retrograde: p.retrograde });
  }

  const houses = Array.from({ length: 12 }, (_, i) => {
    const house = i + 1;
    const sign = signOfHouse(house, ascendantSignIndex);
    const names = [
      ...(house === 1 ? [t('chart.ascendant')] : []),
      ...placements
        .filter((p) => p.signIndex === sign)
        .map((p) => (p.retrograde ? t('chart.retrogradeName', { name: planetNames[p.body] ?? p.body }) : (planetNames[p.body] ?? p.body))),
    ];
    return { house, sign, names };
  });
  const description = t(style === 'north' ? 'chart.descNorth' : 'chart.descSouth', {
    sign: signNames[ascendantSignIndex],
  });

  return (
    <figure className="m-0">
      <svg
        viewBox={`-2 -2 ${CHART_SIZE + 4} ${CHART_SIZE + 4}`}
        role="img"
        aria-labelledby={`${titleId} ${descId}`}
        className="block aspect-square w-full max-w-[26rem] select-none"
        data-chart-style={style}
      >
        <title id={titleId}>{title}</title>
        <desc id={descId}>{description}</desc>
        <rect x={0} y={0} width={CHART_SIZE} height={CHART_SIZE} rx={6} className="fill-cream-50 stroke-gold-800" strokeWidth={2} />
        {style === 'north' ? (
          <NorthBody ascendantSignIndex={ascendantSignIndex} labelsBySign={labelsBySign} />
        ) : (
          <SouthBody ascendantSignIndex={ascendantSignIndex} labelsBySign={labelsBySign} signNames={signNames} title={title} />
        )}
      </svg>
      <figcaption className="sr-only">
        <ul>
          {houses.map((h) => (
            <li key={h.house}>
              {t('chart.houseLine', {
                house: h.house,
                sign: signNames[h.sign],
                planets: h.names.length ? h.names.join(', ') : t('chart.empty'),
              })}
            </li>
          ))}
        </ul>
      </figcaption>
    </figure>
  );
}

function LabelLines({ labels, x, y, perLine }: { labels: Label[]; x: number; y: number; perLine: number }) {
  const rows = lines(labels, perLine);
  const top = y - ((rows.length - 1) * LINE_PX) / 2;
  return (
    <>
      {rows.map((row, r) => (
        <text key={r} x={x} y={top + r * LINE_PX} textAnchor="middle" dominantBaseline="central" className="text-[14px] font-semibold">
          {row.map((l, i) => (
            <tspan
              key={l.key}
              dx={i === 0 ? 0 : 6}
              data-body={l.key}
              className={l.asc ? 'fill-gold-800' : 'fill-ink-900'}
            >
              {l.text}
              {l.retrograde ? <tspan className="text-[10px]">ᴿ</tspan> : null}
            </tspan>
          ))}
        </text>
      ))}
    </>
  );
}

function NorthBody({ ascendantSignIndex, labelsBySign }: { ascendantSignIndex: number; labelsBySign: Map<number, Label[]> }) {
  const S = CHART_SIZE;
  return (
    <g>
      <g className="fill-none stroke-gold-800" strokeWidth={1.5}>
        <line x1={0} y1={0} x2={S} y2={S} />
        <line x1={S} y1={0} x2={0} y2={S} />
        <polygon points={`${S / 2},0 ${S},${S / 2} ${S / 2},${S} 0,${S / 2}`} />
      </g>
      {northHouses.map((h) => {
        const sign = signOfHouse(h.house, ascendantSignIndex);
        return (
          <g key={h.house} data-house={h.house} data-sign={sign}>
            <polygon points={h.points.map((p) => p.join(',')).join(' ')} className={h.house === 1 ? 'fill-gold-300/25' : 'fill-transparent'} />
            <text
              x={h.numberAt[0]}
              y={h.numberAt[1]}
              textAnchor="middle"
              dominantBaseline="central"
              className="fill-ink-600 text-[12px]"
              data-sign-number
            >
              {sign + 1}
            </text>
            <LabelLines labels={labelsBySign.get(sign)!} x={h.centre[0]} y={h.centre[1]} perLine={h.perLine} />
          </g>
        );
      })}
    </g>
  );
}

function SouthBody({
  ascendantSignIndex,
  labelsBySign,
  signNames,
  title,
}: {
  ascendantSignIndex: number;
  labelsBySign: Map<number, Label[]>;
  signNames: readonly string[];
  title: string;
}) {
  const c = SOUTH_CELL;
  return (
    <g>
      {SOUTH_CELLS.map(([col, row], sign) => {
        const x = col * c;
        const y = row * c;
        const house = houseOfSign(sign, ascendantSignIndex);
        const asc = sign === ascendantSignIndex;
        return (
          <g key={sign} data-house={house} data-sign={sign}>
            <rect x={x} y={y} width={c} height={c} className={asc ? 'fill-gold-300/25 stroke-gold-800' : 'fill-transparent stroke-gold-800'} strokeWidth={1.5} />
            {/* The South Indian convention: a diagonal stroke across the lagna cell's corner. */}
            {asc ? <line x1={x} y1={y + 22} x2={x + 22} y2={y} className="stroke-gold-800" strokeWidth={1.5} /> : null}
            <text x={x + c - 6} y={y + 13} textAnchor="end" className="fill-ink-600 text-[10px]">
              {signNames[sign]}
            </text>
            <LabelLines labels={labelsBySign.get(sign)!} x={x + c / 2} y={y + c / 2 + 8} perLine={2} />
          </g>
        );
      })}
      <text x={CHART_SIZE / 2} y={CHART_SIZE / 2} textAnchor="middle" dominantBaseline="central" className="fill-gold-800 font-display text-[18px] font-semibold">
        {title}
      </text>
    </g>
  );
}
