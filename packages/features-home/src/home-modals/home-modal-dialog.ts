import { CUSTOMER_SERVICE_PHONE } from '@jogak/app-core';
import type { DialogDefinition } from '@jogak/ui-kit';
import type { HomeModal } from '../home-search/home-search';

/** Who the modal is for and the number it shows. */
export interface HomeModalOptions {
  readonly corporate: boolean;
  readonly customerServicePhone?: string;
}

const ok = { text: '확인', style: 'primary', response: true } as const;

/**
 * The dialog of a /home query modal. The 403 codes lead here (A0009 CDD, A0006 WLF 200, A0008
 * WLF 400, A0010 INPROGRESS). An individual's CDD dialog answers `true` for "go to customer
 * verification"; a corporation's CDD is done with the partner, so its dialog only informs.
 *
 * @example
 * homeModalDialog({ modal: 'WLF', code: '200' }, { corporate: false }).title // '거래 가능 여부를 확인하고 있어요'
 */
export function homeModalDialog(modal: HomeModal, options: HomeModalOptions): DialogDefinition {
  const phone = options.customerServicePhone ?? CUSTOMER_SERVICE_PHONE;
  switch (modal.modal) {
    case 'CDD':
      return options.corporate
        ? {
            name: 'HOME_CDD_CORPORATE',
            title: '법인 고객확인을 진행하고 있어요',
            contents: `법인 고객확인(CDD)이 끝나면 거래할 수 있어요. 궁금한 점은 고객센터(${phone})로 문의해주세요.`,
            buttons: [ok],
          }
        : {
            name: 'HOME_CDD',
            title: '고객확인이 필요해요',
            contents: '안전한 금융거래를 위해 고객확인(CDD) 정보를 다시 확인해야 해요.',
            buttons: [
              { text: '다음에 하기', style: 'outline', response: false },
              { text: '고객확인하기', style: 'primary', response: true },
            ],
          };
    case 'WLF':
      return modal.code === '200'
        ? {
            name: 'HOME_WLF_200',
            title: '거래 가능 여부를 확인하고 있어요',
            contents: '요주의 인물 확인(WLF)이 진행 중이에요. 확인이 끝나면 거래할 수 있어요.',
            buttons: [ok],
          }
        : {
            name: 'HOME_WLF_400',
            title: '거래가 제한되었어요',
            contents: `요주의 인물 확인(WLF) 결과 거래가 제한되었어요. 자세한 내용은 고객센터(${phone})로 문의해주세요.`,
            buttons: [ok],
          };
    case 'INPROGRESS':
      return {
        name: 'HOME_INPROGRESS',
        title: '처리 중인 신청이 있어요',
        contents: '투자자 정보 변경 신청을 심사하고 있어요. 심사가 끝나면 다시 거래할 수 있어요.',
        buttons: [ok],
      };
  }
}
