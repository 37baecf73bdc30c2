import { failureSentence, isJogakApiError, memberMutations, type components } from '@jogak/api-client';
import {
  contractMedia,
  createIdentityVerificationStorage,
  dialogDefinition,
  routeByUserType,
  STORAGE_KEYS,
  sessionStore,
  userStore,
  useScreenSignal,
  welcomeDialog,
  type PersistenceAdapter,
  type RouteTarget,
  type SyncStorage,
} from '@jogak/app-core';
import { isSignUpAge } from '@jogak/domain-rules';
import { Button, ErrorState, Skeleton, openDialog } from '@jogak/ui-kit';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { signUpDraftStorage, type SignUpDraft } from '../sign-up/sign-up-draft';
import { completeSignUp } from './complete-sign-up';
import { readVerificationOutcome, type VerificationOutcome, type VerifiedPerson } from './verification-result';

/** One PIN entry on the shell's secure keypad: its sealed result, or null when cancelled. */
export type SetPin = (step: 'enter' | 'confirm') => Promise<{ encrypted: string } | null>;

export interface IdentityResultScreenProps {
  /** The search the verifier returned with (key, resultCode, and the person on success). */
  search: Readonly<Record<string, unknown>>;
  onNavigate: (target: RouteTarget) => void;
  draftStorage: SyncStorage;
  verificationStorage: SyncStorage;
  /** Back to the verifier with the same request key (a new code); null without a verifier. */
  openVerifier: ((key: string) => void) | null;
  /** The native bridge's `pin.set` (the secure keypad in a browser). */
  setPin: SetPin;
  /** Where the CI stays on the device. */
  persistence: PersistenceAdapter;
  /** The clock the verified birth date's age is checked against (tests); `Date.now` by default. */
  now?: () => number;
}

type Phase =
  | { type: 'checking' }
  | { type: 'unreadable' }
  | { type: 'no-draft' }
  | { type: 'check-failed'; person: VerifiedPerson; draft: SignUpDraft }
  | { type: 'pin'; person: VerifiedPerson; draft: SignUpDraft }
  | { type: 'done'; name: string };

const PIN_CANCELLED = 'PIN 설정을 취소했어요. PIN을 설정해야 가입이 끝나요.';

/**
 * Where the verifier returns (`/init/kmc/result`): a wrong code asks for a new one
 * (NOT_MATCH_AUTH_NUMBER), leaving mid-way asks to confirm (NOT_MOBILE_AUTH_COMPLETE); a verified
 * person under 19 cannot register (CAN_NOT_REGISTER), a member is sent to login (ALREADY_MEMBER);
 * anyone else sets a PIN twice on the secure keypad and joins as a 101 member, then goes where the
 * start-up table sends a 101 individual (/kyc).
 *
 * @example
 * <IdentityResultScreen search={Route.useSearch()} setPin={setPin} persistence={persistence} … />
 */
export function IdentityResultScreen(props: IdentityResultScreenProps) {
  const { search, onNavigate, draftStorage, verificationStorage, openVerifier, now = Date.now } = props;
  const [arrival] = useState(() => readArrival(search, verificationStorage, draftStorage));
  const [phase, setPhase] = useState<Phase>(arrival.phase);
  const checkCert = useMutation(memberMutations.checkCert());
  const started = useRef(false);
  const screenSignal = useScreenSignal();

  function forgetSignUp() {
    createIdentityVerificationStorage(verificationStorage).clear();
    signUpDraftStorage(draftStorage).clear();
  }

  async function refuse(code: RefusalCode) {
    forgetSignUp();
    if (code === 'CAN_NOT_REGISTER') {
      await openDialog(dialogDefinition('CAN_NOT_REGISTER'));
      onNavigate({ route: '/auth/first-time-sign-up' });
      return;
    }
    const login = await openDialog(dialogDefinition('ALREADY_MEMBER'));
    onNavigate({ route: login ? '/auth/login' : '/auth/first-time-sign-up' });
  }

  function check(person: VerifiedPerson, draft: SignUpDraft) {
    // Spec §5: signing up is for 19 and over. The server decides (registrableYn); the verified
    // birth date already says so for anyone younger, without a call.
    if (!isSignUpAge(person.birth.replaceAll('-', ''), now())) {
      void refuse('CAN_NOT_REGISTER');
      return;
    }
    checkCert.mutate(person, {
      onSuccess: (result) => {
        if (result.registrableYn === 'N') void refuse('CAN_NOT_REGISTER');
        else if (result.memberYn === 'Y') void refuse('ALREADY_MEMBER');
        else setPhase({ type: 'pin', person, draft });
      },
      onError: () => setPhase({ type: 'check-failed', person, draft }),
    });
  }

  useEffect(() => {
    // Once per return from the verifier: the dialogs below must not open twice.
    if (started.current) return;
    started.current = true;
    const { outcome, draft } = arrival;
    if (outcome.type === 'wrong-code') {
      void openDialog(dialogDefinition('NOT_MATCH_AUTH_NUMBER')).then((again) => {
        // Only 다시 요청하기 asks again: an alert dismissed (back, Escape) or answered after the
        // screen was left opens no verifier over the app.
        if (again && !screenSignal().aborted) openVerifier?.(outcome.key);
      });
    } else if (outcome.type === 'left') {
      void openDialog(dialogDefinition('NOT_MOBILE_AUTH_COMPLETE')).then((leave) => {
        if (screenSignal().aborted) return;
        if (!leave) return openVerifier?.(outcome.key);
        forgetSignUp();
        onNavigate({ route: '/auth/sign-up' });
      });
    } else if (outcome.type === 'verified' && draft) {
      createIdentityVerificationStorage(verificationStorage).saveData({ ...outcome.person });
      check(outcome.person, draft);
    }
    // The verifier's return is read once, on arrival.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  switch (phase.type) {
    case 'checking':
      return (
        <div className="jg-auth-screen">
          <div className="jg-auth-screen__body">
            <h1 className="jg-auth-screen__title">본인인증 결과를 확인하고 있어요</h1>
            <Skeleton lines={3} label="본인인증 결과를 확인하는 중" />
          </div>
        </div>
      );
    case 'unreadable':
    case 'no-draft':
      return (
        <RestartScreen
          title={phase.type === 'unreadable' ? '본인인증 결과를 확인할 수 없어요' : '약관 동의 정보가 없어요'}
          lead={
            phase.type === 'unreadable'
              ? '본인인증 요청이 끝났거나 다른 기기에서 시작한 요청이에요. 회원가입을 처음부터 다시 진행해주세요.'
              : '약관 동의 후 본인인증을 다시 진행해주세요.'
          }
          onRestart={() => {
            forgetSignUp();
            onNavigate({ route: '/auth/sign-up' });
          }}
        />
      );
    case 'check-failed':
      return (
        <div className="jg-auth-screen">
          <div className="jg-auth-screen__body">
            <h1 className="jg-auth-screen__title">본인인증 결과를 확인하지 못했어요</h1>
            <ErrorState
              title="가입 가능 여부를 확인하지 못했어요"
              description="네트워크 연결을 확인한 뒤 다시 시도해주세요."
              onRetry={() => {
                setPhase({ type: 'checking' });
                check(phase.person, phase.draft);
              }}
            />
          </div>
        </div>
      );
    case 'pin':
      return (
        <PinStep
          {...props}
          person={phase.person}
          draft={phase.draft}
          onRefused={(code) => void refuse(code)}
          onJoined={async (session) => {
            await completeSignUp(session, phase.person, props.persistence);
            forgetSignUp();
            setPhase({ type: 'done', name: phase.person.name });
            await openDialog(welcomeDialog(phase.person.name));
            const { next } = routeByUserType(session.userType, session.individualCorpCode);
            if (next.type === 'navigate') onNavigate(next.target);
          }}
        />
      );
    case 'done':
      return (
        <div className="jg-auth-screen">
          <div className="jg-auth-screen__body">
            <h1 className="jg-auth-screen__title">가입이 끝났어요</h1>
            <p className="jg-auth-screen__lead">{phase.name}님, 조각 회원이 되었어요. 다음은 고객확인과 계좌 개설이에요.</p>
          </div>
        </div>
      );
  }
}

interface Arrival {
  outcome: VerificationOutcome;
  draft: SignUpDraft | null;
  phase: Phase;
}

/** What the return from the verifier says, against the stored request key and agreements. */
function readArrival(search: Readonly<Record<string, unknown>>, verificationStorage: SyncStorage, draftStorage: SyncStorage): Arrival {
  const outcome = readVerificationOutcome(search);
  const draft = signUpDraftStorage(draftStorage).read();
  if (outcome.type === 'unreadable' || outcome.key !== createIdentityVerificationStorage(verificationStorage).readKey()) {
    return { outcome: { type: 'unreadable' }, draft, phase: { type: 'unreadable' } };
  }
  if (outcome.type === 'verified' && !draft) return { outcome, draft, phase: { type: 'no-draft' } };
  return { outcome, draft, phase: { type: 'checking' } };
}

const REFUSAL_CODES = ['CAN_NOT_REGISTER', 'ALREADY_MEMBER'] as const;
type RefusalCode = (typeof REFUSAL_CODES)[number];

function refusalOf(error: unknown): RefusalCode | null {
  if (!isJogakApiError(error)) return null;
  return REFUSAL_CODES.find((code) => code === error.code) ?? null;
}

function RestartScreen({ title, lead, onRestart }: { title: string; lead: string; onRestart: () => void }) {
  return (
    <div className="jg-auth-screen">
      <div className="jg-auth-screen__body">
        <h1 className="jg-auth-screen__title">{title}</h1>
        <p className="jg-auth-screen__lead">{lead}</p>
      </div>
      <div className="jg-auth-screen__actions">
        <Button status="primary" size="full" onClick={onRestart}>
          회원가입 처음부터 하기
        </Button>
      </div>
    </div>
  );
}

interface PinStepProps extends IdentityResultScreenProps {
  person: VerifiedPerson;
  draft: SignUpDraft;
  onRefused: (code: RefusalCode) => void;
  onJoined: (session: components['schemas']['AuthSession']) => Promise<void>;
}

function PinStep({ person, draft, setPin, persistence, onRefused, onJoined }: PinStepProps) {
  const join = useMutation(memberMutations.joinWithCertResult());
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function entry(step: 'enter' | 'confirm'): Promise<string | null> {
    try {
      const sealed = await setPin(step);
      if (!sealed) setProblem(PIN_CANCELLED);
      return sealed?.encrypted ?? null;
    } catch (error) {
      setProblem(error instanceof Error && error.message ? error.message : 'PIN을 설정하지 못했어요. 다시 시도해주세요.');
      return null;
    }
  }

  async function setUp() {
    setProblem(null);
    setBusy(true);
    try {
      const hashPIN = await entry('enter');
      if (!hashPIN) return;
      const hashPINConfirm = await entry('confirm');
      if (!hashPINConfirm) return;
      // The 'event' start-up query's referral code, when one was kept (spec §2).
      const referralCode = await persistence.get(STORAGE_KEYS.referralCode);
      const session = await join.mutateAsync({
        ...person,
        hashPIN,
        hashPINConfirm,
        pushToken: sessionStore.pushToken,
        media: contractMedia(userStore.media),
        agreementKeys: draft.agreementKeys,
        advertiseInformSendAgreeYn: draft.advertiseInformSendAgreeYn,
        ...(referralCode ? { referralCode } : {}),
      });
      await onJoined(session);
    } catch (error) {
      const refusal = refusalOf(error);
      if (refusal) {
        onRefused(refusal);
        return;
      }
      setProblem(failureSentence('가입하지 못했어요.', error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="jg-auth-screen">
      <div className="jg-auth-screen__body">
        <h1 className="jg-auth-screen__title">PIN 설정</h1>
        <p className="jg-auth-screen__lead">{person.name}님, 본인인증이 끝났어요. 조각에 로그인할 때 쓸 PIN 6자리를 설정해주세요.</p>
        <p className="jg-auth-screen__note">보안 키패드로 같은 PIN을 두 번 입력해요. 입력한 숫자는 앱에 남지 않아요.</p>
        {problem ? (
          <p className="jg-auth-screen__problem" role="alert">
            {problem}
          </p>
        ) : null}
      </div>
      <div className="jg-auth-screen__actions">
        <Button status="primary" size="full" busy={busy} onClick={() => void setUp()}>
          {problem ? 'PIN 다시 설정하기' : 'PIN 설정하기'}
        </Button>
      </div>
    </div>
  );
}
