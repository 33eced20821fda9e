import type { PanelDay } from '../../contract/panel-home.ts';
import { formatDate, t } from '../i18n/i18n.ts';
import { TableBox } from './TableBox.tsx';

const WIDTH = 300;
const HEIGHT = 100;
/** Room above the tallest bar, so it never touches the frame. */
const HEAD = 4;

export interface DayChartProps {
  id: string;
  title: string;
  /** The table's value column. */
  column: string;
  days: PanelDay[];
  value: (day: PanelDay) => number;
  format: (value: number) => string;
}

/**
 * One bar per day, drawn by hand in SVG: 30 rectangles need no chart library. The picture is one image whose
 * name says what a reader would take from it (range, total, highest day); the exact numbers are in the table
 * behind it, which a screen reader or a partner copying figures reads instead.
 */
export function DayChart({ id, title, column, days, value, format }: DayChartProps) {
  const values = days.map(value);
  const max = Math.max(0, ...values);
  const total = values.reduce((sum, v) => sum + v, 0);
  const step = WIDTH / Math.max(1, days.length);
  const first = days[0]?.date;
  const last = days.at(-1)?.date;
  const summary = first && last
    ? t('home.chartSummary', { first: formatDate(first), last: formatDate(last), total: format(total), max: format(max) })
    : '';
  return (
    <figure class="chart" aria-labelledby={`${id}-title`}>
      <figcaption id={`${id}-title`}><h3>{title}</h3></figcaption>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-labelledby={`${id}-title`} aria-describedby={`${id}-summary`}
        preserveAspectRatio="none"
      >
        <line x1="0" y1={HEIGHT - 0.5} x2={WIDTH} y2={HEIGHT - 0.5} class="axis" />
        {values.map((v, i) => {
          const h = max === 0 ? 0 : ((HEIGHT - HEAD) * v) / max;
          return <rect key={days[i]?.date} x={i * step + step * 0.15} y={HEIGHT - h} width={step * 0.7} height={h} />;
        })}
      </svg>
      <p class="chart-scale" aria-hidden="true">
        <span>{first && formatDate(first)}</span>
        <span>{t('home.chartMax', { max: format(max) })}</span>
        <span>{last && formatDate(last)}</span>
      </p>
      <p id={`${id}-summary`}>{summary}</p>
      <details>
        <summary>{t('home.showTable', { title })}</summary>
        <TableBox label={title}>
          <table>
            <caption>{title}</caption>
            <thead><tr><th scope="col">{t('home.date')}</th><th scope="col">{column}</th></tr></thead>
            <tbody>
              {days.map((d, i) => (
                <tr key={d.date}><th scope="row">{formatDate(d.date)}</th><td>{format(values[i] ?? 0)}</td></tr>
              ))}
            </tbody>
          </table>
        </TableBox>
      </details>
    </figure>
  );
}
