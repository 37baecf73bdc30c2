import { authQueries } from '@jogak/api-client';
import { parseKeypadToken, type KeypadResult } from '@jogak/secure-keypad';
import { SecureKeypad } from '@jogak/secure-keypad/react';
import { ErrorState, Skeleton } from '@jogak/ui-kit';
import { useQuery } from '@tanstack/react-query';

/** The account password's length: four digits, as the partner's accounts use. */
export const ACCOUNT_PASSWORD_LENGTH = 4;

export interface PasswordKeypadProps {
  /** The sealed password (key positions encrypted with the token), never the digits. */
  readonly onSealed: (result: KeypadResult) => void;
  readonly onCancel: () => void;
}

/**
 * The account password on the secure keypad: a fresh server token seeds the layout (a token works
 * once, so every entry asks a new one), and the keypad finishes by itself at four digits.
 */
export function PasswordKeypad({ onSealed, onCancel }: PasswordKeypadProps) {
  const token = useQuery({ ...authQueries.keypadToken(), select: parseKeypadToken });
  if (token.isPending) return <Skeleton lines={4} label="보안 키패드를 준비하는 중" />;
  if (token.isError) {
    return <ErrorState description="보안 키패드를 불러오지 못했어요. 잠시 후 다시 시도해주세요." onRetry={() => void token.refetch()} />;
  }
  return (
    <SecureKeypad
      token={token.data}
      maxLength={ACCOUNT_PASSWORD_LENGTH}
      label="계좌 비밀번호 4자리를 입력해주세요"
      onFinish={onSealed}
      onCancel={onCancel}
    />
  );
}
