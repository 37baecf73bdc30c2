import { Button } from '@jogak/ui-kit';
import { useId } from 'react';
import { customPeriod, PERIOD_PRESETS, periodDateText, presetPeriod, type PeriodPreset, type SearchPeriod } from './period';

/**
 * What 조회 기간 holds: the preset chosen, the dates typed for 직접 입력 with the reason they were
 * refused, and the period searched. The screen keeps it above its tabs, so switching tabs loses
 * none of it.
 */
export interface PeriodChoice {
  readonly preset: PeriodPreset;
  /** 직접 입력's dates as typed (`yyyy-MM-dd`, a date input's value). */
  readonly begin: string;
  readonly end: string;
  /** Why the typed dates were not searched; null when they were, or none were asked. */
  readonly problem: string | null;
  /**
   * The period searched. A preset's ends on the day it was worked out: a screen that outlives
   * Seoul midnight asks `periodChoiceOn` for today's before searching.
   */
  readonly period: SearchPeriod;
}

/**
 * 1개월 up to today in Seoul (the day of `now`, the clock's when absent), nothing typed.
 *
 * @example
 * const [choice, setChoice] = useState(() => defaultPeriodChoice(now));
 */
export function defaultPeriodChoice(now?: Date): PeriodChoice {
  return { preset: '1M', begin: '', end: '', problem: null, period: presetPeriod('1M', now) };
}

/**
 * The choice as searched on the Seoul day of `now` (the clock's when absent): a preset's dates
 * worked out again, so 1개월 chosen yesterday ends today; 직접 입력 keeps the dates searched.
 *
 * @example
 * periodChoiceOn(choiceMadeYesterday, new Date('2025-03-05T00:05:00+09:00')).period // { searchBeginAt: '20250205', searchEndAt: '20250305' }
 */
export function periodChoiceOn(choice: PeriodChoice, now?: Date | number): PeriodChoice {
  if (choice.preset === 'CUSTOM') return choice;
  return { ...choice, period: presetPeriod(choice.preset, now) };
}

export interface PeriodPickerProps {
  readonly value: PeriodChoice;
  readonly onChange: (choice: PeriodChoice) => void;
  /** The instant whose Seoul day is 오늘 for the presets and 직접 입력's check; the clock's when absent. */
  readonly now?: Date;
}

/**
 * 조회 기간: 1주일, 1개월, 3개월, 6개월 ending today in Seoul, or 직접 입력 with two dates
 * checked before the search (a wrong range keeps both dates and says why, the reason tied to both).
 */
export function PeriodPicker({ value, onChange, now }: PeriodPickerProps) {
  const id = useId();
  const problemId = `${id}-problem`;

  const choose = (preset: PeriodPreset) => {
    onChange({ ...value, preset, problem: null, ...(preset === 'CUSTOM' ? {} : { period: presetPeriod(preset, now) }) });
  };
  const searchCustom = () => {
    const period = customPeriod(value.begin, value.end, now);
    onChange(typeof period === 'string' ? { ...value, problem: period } : { ...value, problem: null, period });
  };
  // A refused range concerns both dates: each is marked and described by the reason.
  const dateProblem = value.problem ? { 'aria-invalid': true, 'aria-describedby': problemId } : {};

  return (
    <div className="jg-assets-period">
      {/* Chips that each stay pressed while chosen, as the app's other filter chips (공모 상태, 정렬, 차트 기간): Tab reaches each one. */}
      <div className="jg-assets-period__presets" role="group" aria-label="조회 기간">
        {[...PERIOD_PRESETS, { value: 'CUSTOM' as const, label: '직접 입력' }].map((item) => (
          <button
            key={item.value}
            type="button"
            aria-pressed={value.preset === item.value}
            className="jg-assets-period__preset"
            onClick={() => choose(item.value)}
          >
            {item.label}
          </button>
        ))}
      </div>
      {value.preset === 'CUSTOM' ? (
        <div className="jg-assets-period__custom">
          <label htmlFor={`${id}-begin`}>시작일</label>
          <input
            id={`${id}-begin`}
            type="date"
            value={value.begin}
            onChange={(event) => onChange({ ...value, begin: event.target.value })}
            // 조회 refuses a range without both dates (조회 기간을 모두 입력해주세요.).
            aria-required
            {...dateProblem}
          />
          <label htmlFor={`${id}-end`}>종료일</label>
          <input
            id={`${id}-end`}
            type="date"
            value={value.end}
            onChange={(event) => onChange({ ...value, end: event.target.value })}
            aria-required
            {...dateProblem}
          />
          <Button status="outline" size="small" onClick={searchCustom}>
            조회
          </Button>
          {value.problem ? (
            <p id={problemId} role="alert" className="jg-assets-period__problem">
              {value.problem}
            </p>
          ) : null}
        </div>
      ) : null}
      <p className="jg-assets-period__range">
        {periodDateText(value.period.searchBeginAt)} ~ {periodDateText(value.period.searchEndAt)}
      </p>
    </div>
  );
}
