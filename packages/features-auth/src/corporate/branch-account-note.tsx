/**
 * Spec §6: corporate membership needs a corporate account opened at a branch first, said before
 * anything is typed.
 *
 * @example
 * <BranchAccountNote />
 */
export function BranchAccountNote() {
  return (
    <p className="jg-auth-corp__note" role="note">
      법인 회원은 영업점에서 법인 계좌를 먼저 개설한 뒤 가입할 수 있어요. 계좌가 없다면 가까운 영업점을 방문해주세요.
    </p>
  );
}
