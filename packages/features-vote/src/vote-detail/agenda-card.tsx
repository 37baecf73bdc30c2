import type { components } from '@jogak/api-client';
import { DOWNLOAD_TOASTS, useToastedAction } from '@jogak/app-core';
import { useId, type MouseEvent } from 'react';
import { shareText, unitsText } from '../vote-format/vote-format';

type VoteAgenda = components['schemas']['VoteAgenda'];
type VoteAgendaResult = components['schemas']['VoteAgendaResult'];
type VoteDocument = components['schemas']['VoteDocument'];

/** An agenda document to save: its path on the API's origin, and the name to save it under. */
export interface VoteDocumentDownload {
  readonly path: string;
  readonly fileName: string;
}

/** How the screen reaches an agenda's documents: where they live and how a tap saves one. */
export interface AgendaDocumentAccess {
  /** The API's origin: a document's path (`VoteDocument.url`) is resolved against it for the link. */
  readonly apiBaseUrl: string;
  /** Saves a document through the shell; rejects when it failed. */
  readonly onDownload: (file: VoteDocumentDownload) => Promise<void>;
}

export interface AgendaCardProps {
  readonly agenda: VoteAgenda;
  /** The member may still choose (open, not voted, holds units). */
  readonly votable: boolean;
  /** The option chosen on this screen, before submitting. */
  readonly chosen: number | undefined;
  /** The option of the member's cast ballot: shown locked. */
  readonly myChoice: number | undefined;
  /** The weighted tally, once the vote is closed. */
  readonly result: VoteAgendaResult | undefined;
  readonly onChoose: (optionId: number) => void;
  readonly documentAccess: AgendaDocumentAccess;
}

/** One agenda: its title, description and documents, then the choice, the locked ballot or the tally. */
export function AgendaCard({ agenda, votable, chosen, myChoice, result, onChoose, documentAccess }: AgendaCardProps) {
  const titleId = useId();
  const name = useId();
  const locked = myChoice !== undefined;
  return (
    <section className="jg-agenda" aria-labelledby={titleId}>
      <h3 id={titleId} className="jg-agenda__title">
        {agenda.title}
      </h3>
      <p className="jg-agenda__description">{agenda.description}</p>
      <AgendaDocuments documents={agenda.documents} access={documentAccess} />
      {votable || locked ? (
        // Named by the agenda and the legend ('제1호 안건: … 선택해주세요'): the legend alone is the
        // same in every agenda, so 찬성 in one would sound like 찬성 in the next. A radiogroup, so
        // that an open ballot is read as required (투표하기 waits for a choice in every agenda).
        <fieldset
          className="jg-agenda__choices"
          role="radiogroup"
          disabled={locked}
          aria-required={locked ? undefined : true}
          aria-labelledby={`${titleId} ${name}-legend`}
          aria-describedby={locked ? `${name}-locked` : undefined}
        >
          <legend id={`${name}-legend`} className="jg-agenda__legend">
            {locked ? '내 선택' : '선택해주세요'}
          </legend>
          {agenda.options.map((option) => (
            <label key={option.optionId} className="jg-agenda__option" data-state={(locked ? myChoice : chosen) === option.optionId ? 'checked' : 'unchecked'}>
              <input
                type="radio"
                name={name}
                value={option.optionId}
                checked={(locked ? myChoice : chosen) === option.optionId}
                onChange={() => onChoose(option.optionId)}
              />
              {option.label}
            </label>
          ))}
          {locked ? (
            <p id={`${name}-locked`} className="jg-agenda__locked">
              {agenda.options.find((option) => option.optionId === myChoice)?.label}에 투표했어요
            </p>
          ) : null}
        </fieldset>
      ) : null}
      {result ? <AgendaResult agenda={agenda} result={result} /> : null}
    </section>
  );
}

function AgendaDocuments({ documents, access }: { readonly documents: VoteAgenda['documents']; readonly access: AgendaDocumentAccess }) {
  const { running: saving, run } = useToastedAction<string>();
  if (documents.length === 0) return null;
  // The link stays a real link (a long press can copy it); a tap saves through the shell, one
  // document at a time: a WebView neither opens a new window nor follows a link off the app.
  const save = (event: MouseEvent<HTMLAnchorElement>, document: VoteDocument) => {
    event.preventDefault();
    return run(document.url, () => access.onDownload({ path: document.url, fileName: documentFileName(document) }), DOWNLOAD_TOASTS);
  };
  return (
    <ul className="jg-agenda__documents" aria-label="안건 자료">
      {documents.map((document) => (
        <li key={document.url}>
          <a
            href={new URL(document.url, access.apiBaseUrl).href}
            download={documentFileName(document)}
            aria-busy={saving === document.url || undefined}
            className="jg-agenda__document"
            onClick={(event) => void save(event, document)}
          >
            {document.name} (PDF)
          </a>
        </li>
      ))}
    </ul>
  );
}

/** The contract serves every agenda document as a PDF: it is saved under its title. */
function documentFileName(document: VoteDocument): string {
  return `${document.name}.pdf`;
}

function AgendaResult({ agenda, result }: { readonly agenda: VoteAgenda; readonly result: VoteAgendaResult }) {
  const total = result.options.reduce((sum, option) => sum + option.quantity, 0);
  return (
    <div className="jg-agenda__result">
      <h4 className="jg-agenda__result-title">투표 결과 · 총 {unitsText(total)}</h4>
      <ul className="jg-agenda__tally">
        {agenda.options.map((option) => {
          const units = result.options.find((item) => item.optionId === option.optionId)?.quantity ?? 0;
          return (
            <li key={option.optionId} className="jg-agenda__tally-row">
              <span className="jg-agenda__tally-label">{option.label}</span>
              <span className="jg-agenda__tally-value">
                {unitsText(units)} ({shareText(units, total)})
              </span>
              <span className="jg-agenda__bar" aria-hidden="true">
                <span className="jg-agenda__bar-fill" style={{ width: total > 0 ? `${(units / total) * 100}%` : '0%' }} />
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
