export interface StepperProps {
  /** Step names in order, e.g. the KYC steps. */
  steps: readonly string[];
  /** Zero-based index of the current step. */
  current: number;
  label?: string;
}

/**
 * Progress through a multi-step flow: an ordered list with `aria-current="step"`.
 *
 * @example
 * <Stepper steps={['고객 동의', '기본 정보', '상세 정보', '신분증 인증', '계좌 인증', '완료']} current={1} />
 */
export function Stepper({ steps, current, label = '진행 단계' }: StepperProps) {
  const at = Math.min(Math.max(current, 0), steps.length - 1);
  return (
    <nav className="jg-stepper" aria-label={label}>
      <p className="jg-stepper__count">
        <span className="jg-visually-hidden">전체 {steps.length}단계 중 </span>
        <strong>{at + 1}</strong>
        <span aria-hidden="true"> / {steps.length}</span>
        <span className="jg-visually-hidden">단계</span>
      </p>
      <ol className="jg-stepper__list">
        {steps.map((step, i) => {
          const state = i < at ? 'done' : i === at ? 'current' : 'upcoming';
          return (
            <li key={step} className="jg-stepper__step" data-state={state} aria-current={i === at ? 'step' : undefined}>
              <span className="jg-stepper__bar" aria-hidden="true" />
              {/* Only the current step's name is drawn; the others are read to screen readers. */}
              <span className={state === 'current' ? 'jg-stepper__name' : 'jg-stepper__name jg-visually-hidden'}>
                {step}
                {state === 'done' ? <span className="jg-visually-hidden"> (완료)</span> : null}
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
