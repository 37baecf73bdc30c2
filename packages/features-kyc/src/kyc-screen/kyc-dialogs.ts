import type { DialogDefinition } from '@jogak/ui-kit';

/** Leaving the KYC flow before it is done (our copy: the spec names no dialog for it). */
export const KYC_LEAVE_DIALOG: DialogDefinition = {
  name: 'KYC_LEAVE',
  title: '고객확인을 그만할까요?',
  contents: '지금까지 입력한 내용이 모두 지워져요.',
  buttons: [
    { text: '계속하기', style: 'outline', response: false },
    { text: '그만하기', style: 'primary', response: true },
  ],
};
