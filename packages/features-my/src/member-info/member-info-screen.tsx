import { isToldByHttpPolicy, memberQueries } from '@jogak/api-client';
import { dialogDefinition, isCorporate, memberInfoQuery, type PersistenceAdapter } from '@jogak/app-core';
import { Button, QueryState, openDialog, showToast, useFocusOnChange } from '@jogak/ui-kit';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { CloseMembership } from '../close-membership/close-membership';
import { ConsentSettings } from '../consents/consent-settings';
import { CorpInfoEditor } from '../corp-info/corp-info-editor';
import { PhoneChange, useVerifierAnswer, type PhoneChangeServices } from '../phone-change/phone-change';
import type { MyBridge } from '../pin-entry/pin-entry';
import { MemberFacts } from './member-facts';

export interface MemberInfoScreenProps {
  /** The shell's bridge: the secure keypad for the PIN that confirms account closing. */
  readonly bridge: MyBridge;
  /** Where the device keeps the CI (a closed membership forgets it) and the phone-change status. */
  readonly persistence: PersistenceAdapter;
  /** The phone change's round trip through the identity verifier, which returns here. */
  readonly phoneChange: PhoneChangeServices;
  /** app-core's logout (spec §4), called once the membership is closed. */
  readonly onSignedOut: () => void;
}

/**
 * /my/info: the member's information (individual or corporate) with the way to change the e-mail,
 * the phone number (individuals, through the identity verifier) or the corporate information,
 * the consent switches, and 회원 탈퇴 with spec §9's four conditions.
 *
 * @example
 * <MemberInfoScreen bridge={bridge} persistence={persistence} phoneChange={phoneChange} onSignedOut={() => void logout()} />
 */
export function MemberInfoScreen({ bridge, persistence, phoneChange, onSignedOut }: MemberInfoScreenProps) {
  const queryClient = useQueryClient();
  const member = useQuery(memberInfoQuery());
  // Read and dropped from the address on arrival, even while the member information loads or fails.
  const verifierAnswer = useVerifierAnswer(phoneChange);
  const [closing, setClosing] = useState(false);
  const [checkingConditions, setCheckingConditions] = useState(false);
  // 회원 탈퇴 and 돌아가기 give way to each other's view: focus goes to its heading, or back to 회원 탈퇴.
  const closeHeadingRef = useFocusOnChange<HTMLHeadingElement>(closing);
  const closeButtonRef = useFocusOnChange<HTMLButtonElement>(closing);

  const startClosing = async () => {
    setCheckingConditions(true);
    try {
      const conditions = await queryClient.fetchQuery({ ...memberQueries.closeConditions(), staleTime: 0 });
      setClosing(true);
      if (!conditions.closable) await openDialog(dialogDefinition('CLOSE_MEMBER_UNABLE'));
    } catch (error) {
      if (!isToldByHttpPolicy(error)) showToast('탈퇴 조건을 확인하지 못했어요. 다시 시도해주세요.');
    } finally {
      setCheckingConditions(false);
    }
  };

  return (
    // The header's 회원정보 is the page's title (its h1): the screen starts with its cards.
    <div className="jg-my">
      <QueryState
        query={member}
        loadingLabel="회원정보를 불러오고 있어요"
        skeletonLines={6}
        errorTitle="회원정보를 불러오지 못했어요"
        errorText="잠시 후 다시 시도해주세요."
      >
        {(info) =>
          closing ? (
            <CloseMembership
              bridge={bridge}
              pinOwner={isCorporate(info.individualCorpCode) ? 'corporate' : 'individual'}
              persistence={persistence}
              onBack={() => setClosing(false)}
              onSignedOut={onSignedOut}
              headingRef={closeHeadingRef}
            />
          ) : (
            <>
              <MemberFacts
                member={info}
                changes={
                  isCorporate(info.individualCorpCode) ? (
                    <CorpInfoEditor member={info} />
                  ) : (
                    <PhoneChange services={phoneChange} verifierAnswer={verifierAnswer} persistence={persistence} phoneNo={info.phoneNo} />
                  )
                }
              />
              <ConsentSettings
                initial={{
                  advertiseInformSendAgreeYn: info.advertiseInformSendAgreeYn,
                  pushReceiveAgreeYn: info.pushReceiveAgreeYn,
                  textReceiveAgreeYn: info.textReceiveAgreeYn,
                  kakaoReceiveAgreeYn: info.kakaoReceiveAgreeYn,
                  emailReceiveAgreeYn: info.emailReceiveAgreeYn,
                }}
              />
              <Button ref={closeButtonRef} status="muted" size="full" busy={checkingConditions} onClick={() => void startClosing()}>
                회원 탈퇴
              </Button>
            </>
          )
        }
      </QueryState>
    </div>
  );
}
