import { formatWon } from '@jogak/domain-rules';
import { useId } from 'react';

const WIDTH = 320;
const HEIGHT = 160;
const AXIS = 20;

export interface DividendChartProps {
  /** Payments oldest first. */
  readonly payments: ReadonlyArray<{ readonly paidAt: string; readonly netAmt: number }>;
}

/**
 * Net dividend per payment date as bars: the drawing is hidden from screen readers, which read
 * the table of the same figures under it.
 */
export function DividendChart({ payments }: DividendChartProps) {
  const highest = Math.max(1, ...payments.map((payment) => payment.netAmt));
  const slot = WIDTH / Math.max(1, payments.length);
  const barWidth = Math.min(40, slot * 0.6);
  const captionId = useId();
  return (
    <figure className="jg-assets-dividend-chart" aria-labelledby={captionId}>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT + AXIS}`} className="jg-assets-dividend-chart__bars" aria-hidden="true" focusable="false">
        <line x1="0" y1={HEIGHT} x2={WIDTH} y2={HEIGHT} stroke="var(--jg-color-border)" />
        {payments.map((payment, index) => {
          const height = Math.max(2, (payment.netAmt / highest) * (HEIGHT - 8));
          const x = index * slot + (slot - barWidth) / 2;
          return (
            <g key={payment.paidAt}>
              <rect x={x} y={HEIGHT - height} width={barWidth} height={height} rx="3" fill="var(--jg-color-primary)" />
              <text x={x + barWidth / 2} y={HEIGHT + 14} textAnchor="middle" fontSize="10" fill="var(--jg-color-text-secondary)">
                {payment.paidAt.slice(2, 7).replace('-', '.')}
              </text>
            </g>
          );
        })}
      </svg>
      <figcaption id={captionId} className="jg-assets-dividend-chart__caption">지급일별 배당금 (세후)</figcaption>
      <table className="jg-visually-hidden">
        <caption>지급일별 배당금</caption>
        <thead>
          <tr>
            <th scope="col">지급일</th>
            <th scope="col">세후 배당금</th>
          </tr>
        </thead>
        <tbody>
          {payments.map((payment) => (
            <tr key={payment.paidAt}>
              <th scope="row">{payment.paidAt.replaceAll('-', '.')}</th>
              <td>{formatWon(payment.netAmt)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
