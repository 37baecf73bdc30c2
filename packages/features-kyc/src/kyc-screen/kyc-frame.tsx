import { Stepper } from '@jogak/ui-kit';
import type { ReactNode } from 'react';
import { KYC_STEPS } from '../kyc-form/kyc-draft';

/** The screen's title and step progress around whatever the step shows. */
export function KycFrame({ step, children, action }: { step: number; children: ReactNode; action?: ReactNode }) {
  return (
    <section className="jg-kyc" aria-labelledby="jg-kyc-title">
      <div className="jg-kyc__head">
        <h1 id="jg-kyc-title" className="jg-kyc__title">
          고객확인
        </h1>
        {action}
      </div>
      <Stepper steps={KYC_STEPS} current={step} label="고객확인 단계" />
      {children}
    </section>
  );
}
