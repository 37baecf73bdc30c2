import { investorMutations, uploadFileOf } from '@jogak/api-client';
import { investorInfoStore, resetInvestorInfo, useFormDraft, useNavigateToRoute, useScreenSignal } from '@jogak/app-core';
import { Button, FileUploader } from '@jogak/ui-kit';
import { useMutation } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { showInvestorRefusal } from '../investor-flow/investor-error-dialog';
import { LeaveFlowButton } from '../investor-flow/leave-flow-button';
import { sendInvestorFlow } from '../investor-flow/leave-investor-flow';
import { MissingDraft } from './missing-draft';
import { appliedClass, requiredDocumentOf } from './qualification-draft';
import { DOCUMENT_MAX_BYTES, DOCUMENT_MAX_FILES, DOCUMENT_TYPES } from './upload-file';

/**
 * /investor-status-change/invest-doc: the documents of the application through ui-kit's
 * FileUploader (PDF, JPG, PNG, at most 10 MB each, up to ten); the required one — 소득 증빙 서류
 * or 전문투자자 확인서 — must be there. 신청하기 sends the request (POST /invest-person/change)
 * and shows its status; a refusal opens its dialog (INVEST_QUAL_ERROR, INVEST_ALREADY_PRO,
 * INVEST_INFORM_TIMES, INVEST_INFORM_REG_AGAIN → the questionnaire) and keeps the files. The
 * chosen files are a form draft (app-core's `useFormDraft`, in memory) under the applied class
 * until the request goes through, so a failure that leads to /error (a 500) loses none of them
 * when the member comes back. From the press on (the files' encoding, then the request) the flow
 * cannot be left: 그만하기 is busy and the app's leave guard holds. A screen gone by then (left a
 * way that does not wait) sends nothing after the encoding and opens nothing after the answer.
 *
 * @example
 * <InvestDocScreen />
 */
export function InvestDocScreen() {
  const navigate = useNavigateToRoute();
  const applied = appliedClass();
  const request = useMutation(investorMutations.requestStatusChange());
  // One draft per class: the income documents are not the professional investor's confirmation.
  const [files, setFiles, clearFiles] = useFormDraft<File[]>(applied ? `investor:invest-doc:${applied}` : undefined, []);
  const [error, setError] = useState<string | null>(null);
  // Presses refused for want of a file: each is a new alert node, so a press that fixed nothing
  // is announced again, where the same message left in place would be silent.
  const [missingFilePresses, setMissingFilePresses] = useState(0);
  const addButton = useRef<HTMLButtonElement>(null);
  const [sending, setSending] = useState(false);
  const screenSignal = useScreenSignal();

  if (!applied || investorInfoStore.personalInfoAgreeYn !== 'Y') {
    return (
      <div className="jg-investor">
        <h1 className="jg-investor__title">증빙 서류 제출</h1>
        <MissingDraft />
      </div>
    );
  }
  const documentName = requiredDocumentOf(applied);

  const send = async () => {
    if (files.length === 0) {
      setError(`${documentName}를 첨부해주세요.`);
      setMissingFilePresses((count) => count + 1);
      // To where the member must act, not left on a button that will refuse again.
      addButton.current?.focus();
      return;
    }
    setError(null);
    // Busy from the press on: the files are encoded before the request is pending, and a second
    // press meanwhile would send a second application.
    setSending(true);
    const incomeType = applied === 'INCOME_QUALIFIED_INVESTOR' ? investorInfoStore.incomeType : null;
    try {
      const sent = await sendInvestorFlow(async () => {
        const fileList = await Promise.all(files.map((file) => uploadFileOf(file, DOCUMENT_TYPES)));
        // Gone while the files were encoded: the member did not stay to apply, so nothing is sent.
        if (screenSignal().aborted) return false;
        await request.mutateAsync({ investorClass: applied, investInformChgMatterCod: 'ETC', incomeType, fileList, personalInfoAgreeYn: 'Y' });
        return true;
      });
      if (!sent) return;
      clearFiles();
      resetInvestorInfo();
      if (!screenSignal().aborted) navigate({ route: '/investor-status-change/invest-change' });
    } catch (failure) {
      setSending(false);
      if (screenSignal().aborted) return;
      if (failure instanceof TypeError) {
        setError(failure.message);
        return;
      }
      const outcome = await showInvestorRefusal(failure, '신청하지 못했어요.');
      if (outcome.kind === 'message') setError(outcome.message);
      if (outcome.kind === 'dialog' && outcome.code === 'INVEST_INFORM_REG_AGAIN' && outcome.confirmed) {
        resetInvestorInfo();
        navigate({ route: '/investment-analysis/invest-tendency' });
      }
    }
  };

  return (
    <div className="jg-investor">
      <h1 className="jg-investor__title">증빙 서류 제출</h1>
      <p className="jg-investor__lead">
        {documentName}를 올려주세요. 영업일 기준 2~3일 안에 심사하고 결과를 알림으로 알려드려요.
      </p>
      <FileUploader
        label={documentName}
        accept={DOCUMENT_TYPES}
        maxBytes={DOCUMENT_MAX_BYTES}
        maxFiles={DOCUMENT_MAX_FILES}
        files={files}
        addButtonRef={addButton}
        required
        onFilesChange={(picked) => {
          setFiles(picked);
          setError(null);
        }}
      />
      {error ? (
        <p key={missingFilePresses} className="jg-investor-form__failure" role="alert">
          {error}
        </p>
      ) : null}
      <div className="jg-investor__actions">
        <Button status="primary" size="full" busy={sending} onClick={() => void send()}>
          {sending ? '보내는 중이에요' : '신청하기'}
        </Button>
        <LeaveFlowButton />
      </div>
    </div>
  );
}
