import { Button } from '@jogak/ui-kit';
import { useId, useState } from 'react';
import { customPeriod, PERIOD_PRESETS, periodDateText, presetPeriod, type PeriodPreset, type SearchPeriod } from './period';

export interface PeriodPickerProps {
  readonly value: SearchPeriod;
  readonly onChange: (period: SearchPeriod) => void;
}

/**
 * 조회 기간: 1주일, 1개월, 3개월, 6개월 ending today in Seoul, or 직접 입력 with two dates
 * checked before the search (a wrong range keeps both dates and says why).
 */
export function PeriodPicker({ value, onChange }: PeriodPickerProps) {
  const [preset, setPreset] = useState<PeriodPreset>('1M');
  const [begin, setBegin] = useState('');
  const [end, setEnd] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const id = useId();

  const choose = (next: PeriodPreset) => {
    setPreset(next);
    setProblem(null);
    if (next !== 'CUSTOM') onChange(presetPeriod(next));
  };
  const searchCustom = () => {
    const period = customPeriod(begin, end);
    if (typeof period === 'string') {
      setProblem(period);
      return;
    }
    setProblem(null);
    onChange(period);
  };

  return (
    <div className="jg-assets-period">
      <div className="jg-assets-period__presets" role="radiogroup" aria-label="조회 기간">
        {[...PERIOD_PRESETS, { value: 'CUSTOM' as const, label: '직접 입력' }].map((item) => (
          <button
            key={item.value}
            type="button"
            role="radio"
            aria-checked={preset === item.value}
            className="jg-assets-period__preset"
            onClick={() => choose(item.value)}
          >
            {item.label}
          </button>
        ))}
      </div>
      {preset === 'CUSTOM' ? (
        <div className="jg-assets-period__custom">
          <label htmlFor={`${id}-begin`}>시작일</label>
          <input id={`${id}-begin`} type="date" value={begin} onChange={(event) => setBegin(event.target.value)} />
          <label htmlFor={`${id}-end`}>종료일</label>
          <input id={`${id}-end`} type="date" value={end} onChange={(event) => setEnd(event.target.value)} />
          <Button status="outline" size="small" onClick={searchCustom}>
            조회
          </Button>
          {problem ? (
            <p role="alert" className="jg-assets-period__problem">
              {problem}
            </p>
          ) : null}
        </div>
      ) : null}
      <p className="jg-assets-period__range">
        {periodDateText(value.searchBeginAt)} ~ {periodDateText(value.searchEndAt)}
      </p>
    </div>
  );
}
