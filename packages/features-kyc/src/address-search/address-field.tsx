import { BottomSheet, Button, EmptyState, ErrorState, Skeleton, TextField } from '@jogak/ui-kit';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { ChosenAddress } from '../kyc-form/kyc-draft';
import { ADDRESS_KEYWORD_MIN, addressQueries, type AddressSearchResult, type RoadAddress } from './address-queries';

type AddressSearch = UseQueryResult<AddressSearchResult>;

/** What the sheet's live region says of a search; a failure says itself (its `ErrorState` is an alert). */
function searchAnnouncement(search: AddressSearch): string {
  if (search.isPending) return '주소를 찾는 중이에요';
  if (search.isError) return '';
  const found = search.data.addresses.length;
  return found === 0 ? '검색 결과가 없어요' : `주소 ${found}건을 찾았어요`;
}

interface SearchResultsProps {
  /** The keyword searched; empty before the first search. */
  keyword: string;
  /** Counts the searches asked for, so asking again for the same keyword is answered again. */
  searchCount: number;
  onChoose: (address: RoadAddress) => void;
}

function SearchResults({ keyword, searchCount, onChoose }: SearchResultsProps) {
  const search = useQuery({ ...addressQueries.search(keyword), enabled: keyword !== '' });
  return (
    <>
      {/* Mounted with the sheet, before any search: a screen reader reads what is written into a
          live region that is there, not one that appears with its words. A new span per search is
          read even when it says what the last one did. */}
      <p className="jg-visually-hidden" role="status">
        {keyword ? <span key={searchCount}>{searchAnnouncement(search)}</span> : null}
      </p>
      {keyword ? <SearchOutcome search={search} onChoose={onChoose} /> : null}
    </>
  );
}

function SearchOutcome({ search, onChoose }: { search: AddressSearch; onChoose: (address: RoadAddress) => void }) {
  if (search.isPending) {
    return (
      // The live region above says it is searching; the skeleton's own status would say it twice.
      <div aria-hidden="true">
        <Skeleton lines={3} label="주소를 찾는 중" />
      </div>
    );
  }
  if (search.isError) {
    return <ErrorState title="주소를 찾지 못했어요" description="잠시 후 다시 시도해주세요." onRetry={() => void search.refetch()} />;
  }
  if (search.data.addresses.length === 0) {
    return <EmptyState title="검색 결과가 없어요" description="도로명과 건물번호(예: 세종대로 110)나 건물 이름으로 찾아보세요." />;
  }
  return (
    <ul className="jg-kyc-address__results" aria-label="주소 검색 결과">
      {search.data.addresses.map((address) => (
        <li key={`${address.postNo}-${address.roadAddress}`}>
          <button type="button" className="jg-kyc-address__result" onClick={() => onChoose(address)}>
            <span className="jg-kyc-address__post">{address.postNo}</span>
            <span className="jg-kyc-address__road">
              {address.roadAddress}
              {address.buildingName ? ` (${address.buildingName})` : ''}
            </span>
            <span className="jg-kyc-address__jibun">지번 {address.jibunAddress}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}

export interface AddressFieldProps {
  /** The id of the search button, where a message about this field puts the focus. */
  id: string;
  label: string;
  value: ChosenAddress;
  onValueChange: (value: ChosenAddress) => void;
  error?: string;
  /** The detail field under the chosen address (동·호수); left out where the form has none. */
  detailId?: string;
  detailError?: string;
  /**
   * The detail is one the step cannot go on without (집 주소's 동·호수): read as required
   * (`aria-required`), not the native `required`. The address itself is chosen with a button, which
   * cannot carry aria-required; its message on 다음 says it is missing.
   */
  detailRequired?: boolean;
}

/**
 * An address chosen through the real road-name address search: the postal code and road address
 * come from the search (a bottom sheet), the member types only the detail.
 *
 * @example
 * <AddressField id="home" label="집 주소" value={home} onValueChange={setHome} detailId="home-detail" />
 */
export function AddressField({ id, label, value, onValueChange, error, detailId, detailError, detailRequired = false }: AddressFieldProps) {
  const labelId = useId();
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const [keyword, setKeyword] = useState('');
  const [searchCount, setSearchCount] = useState(0);
  const [keywordError, setKeywordError] = useState<string | undefined>();
  const chosen = value.postNo !== '';

  return (
    <div className="jg-kyc-address" data-invalid={error ? 'true' : undefined}>
      <p className="jg-field__label" id={labelId}>
        {label}
      </p>
      {chosen ? (
        <p className="jg-kyc-address__chosen">
          <span className="jg-kyc-address__post">{value.postNo}</span> {value.roadAddress}
        </p>
      ) : null}
      <Button
        id={id}
        status="outline-black"
        size="full"
        aria-describedby={error ? `${id}-error` : undefined}
        onClick={() => setOpen(true)}
      >
        {chosen ? `${label} 다시 검색` : `${label} 검색`}
      </Button>
      {error ? (
        <p id={`${id}-error`} className="jg-field__error" role="alert">
          {error}
        </p>
      ) : null}
      {detailId && chosen ? (
        <TextField
          id={detailId}
          label={`${label} 상세`}
          value={value.detail}
          maxLength={100}
          autoComplete="off"
          placeholder="동·호수 등"
          onValueChange={(detail) => onValueChange({ ...value, detail })}
          error={detailError}
          aria-required={detailRequired || undefined}
        />
      ) : null}
      <BottomSheet open={open} onOpenChange={setOpen} title={`${label} 검색`} description="도로명과 건물번호, 건물 이름이나 지번으로 찾아요.">
        <form
          className="jg-kyc-address__form"
          role="search"
          onSubmit={(event) => {
            event.preventDefault();
            // The sheet is portaled, but React still bubbles the submit to the step's form.
            event.stopPropagation();
            const next = typed.trim();
            if (next.length < ADDRESS_KEYWORD_MIN) {
              setKeywordError(`검색어를 ${ADDRESS_KEYWORD_MIN}자 이상 입력해주세요.`);
              return;
            }
            setKeywordError(undefined);
            setKeyword(next);
            setSearchCount((count) => count + 1);
          }}
        >
          {/* 검색 refuses an empty keyword with its message: the field is required. */}
          <TextField label="검색어" value={typed} maxLength={60} placeholder="예: 세종대로 110" onValueChange={setTyped} error={keywordError} aria-required />
          <Button type="submit" status="primary" size="medium">
            검색
          </Button>
        </form>
        <SearchResults
          keyword={keyword}
          searchCount={searchCount}
          onChoose={(address) => {
            onValueChange({ postNo: address.postNo, roadAddress: address.roadAddress, detail: value.postNo === address.postNo ? value.detail : '' });
            setOpen(false);
          }}
        />
      </BottomSheet>
    </div>
  );
}
