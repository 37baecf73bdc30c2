import { formatWon } from '@jogak/domain-rules';
import { useId } from 'react';
import type { AllocationSlice } from './allocation';

const RADIUS = 40;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;
/** Slice colours in order; the legend repeats each next to its name, so colour is never the only cue. */
const SLICE_COLOURS = ['#6d3bf5', '#1d9bd6', '#f5a623', '#27ae60', '#d7261e', '#8e6fd8', '#5d6b82'];

export interface AllocationChartProps {
  readonly slices: readonly AllocationSlice[];
}

/**
 * The allocation donut: a drawn SVG hidden from screen readers, and beside it the same figures as a
 * table that everyone can read (name, amount, share).
 */
export function AllocationChart({ slices }: AllocationChartProps) {
  const lengths = slices.map((slice) => (slice.share / 100) * CIRCUMFERENCE);
  const offsets = lengths.map((_, index) => lengths.slice(0, index).reduce((sum, length) => sum + length, 0));
  const captionId = useId();
  return (
    <figure className="jg-assets-allocation" aria-labelledby={captionId}>
      <svg className="jg-assets-allocation__donut" viewBox="0 0 100 100" aria-hidden="true" focusable="false">
        <circle cx="50" cy="50" r={RADIUS} fill="none" stroke="var(--jg-color-surface-subtle)" strokeWidth="16" />
        {slices.map((slice, index) => {
          const length = lengths[index] ?? 0;
          return (
            <circle
              key={slice.key}
              cx="50"
              cy="50"
              r={RADIUS}
              fill="none"
              stroke={SLICE_COLOURS[index % SLICE_COLOURS.length]}
              strokeWidth="16"
              strokeDasharray={`${length} ${CIRCUMFERENCE - length}`}
              strokeDashoffset={-(offsets[index] ?? 0)}
              transform="rotate(-90 50 50)"
            />
          );
        })}
      </svg>
      <figcaption id={captionId} className="jg-visually-hidden">자산 구성 비중</figcaption>
      <table className="jg-assets-allocation__legend">
        <caption className="jg-visually-hidden">자산 구성</caption>
        <thead className="jg-visually-hidden">
          <tr>
            <th scope="col">자산</th>
            <th scope="col">금액</th>
            <th scope="col">비중</th>
          </tr>
        </thead>
        <tbody>
          {slices.map((slice, index) => (
            <tr key={slice.key}>
              <th scope="row">
                <span
                  className="jg-assets-allocation__swatch"
                  style={{ background: SLICE_COLOURS[index % SLICE_COLOURS.length] }}
                  aria-hidden="true"
                />
                {slice.label}
              </th>
              <td>{formatWon(slice.amount)}</td>
              <td>{slice.share.toFixed(1)}%</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
