import { useEffect, useRef, useState, type CSSProperties, type FormEvent, type ReactNode } from 'react';
import type { NativeMessageInput } from '../messages';
import { postNativeMessage } from '../post-native-message';

export interface ShellSimulatorProps {
  /** The window the app's bridge listens on. Default the global window. */
  target?: Window;
  /** The clock for `at` timestamps. Default `Date.now`. */
  now?: () => number;
  /** Start expanded. Default false (a narrow handle on the right edge, under the header). */
  defaultOpen?: boolean;
}

interface LogEntry {
  id: number;
  text: string;
}

const MINUTE_MS = 60_000;
/**
 * Where the simulator sits: just under the app's 56 px header, on the right edge. The bottom of a
 * screen holds its primary buttons and the tab bar, so nothing of the simulator goes there.
 */
const BELOW_HEADER = 64;
/** Narrower than the app's 16–20 px side padding, so the closed handle overlaps no content. */
const HANDLE_WIDTH = 16;
const LAYER = 2147483000;
/**
 * The app's Pretendard stack (ui-kit's `--jg-font-family`, whose stylesheet self-hosts the font),
 * so Korean never depends on a system font. Form controls do not inherit fonts by default: each
 * one gets it explicitly.
 */
const FONT_FAMILY = "var(--jg-font-family, 'Pretendard Variable', Pretendard, sans-serif)";
/** Monospace for the JSON; Hangul in it falls through to Pretendard. */
const MONO_FONT_FAMILY = "ui-monospace, 'SF Mono', Menlo, Consolas, 'Pretendard Variable', Pretendard, monospace";

const handleStyle: CSSProperties = {
  position: 'fixed',
  top: BELOW_HEADER,
  right: 0,
  zIndex: LAYER,
  boxSizing: 'border-box',
  width: HANDLE_WIDTH,
  padding: '8px 0',
  writingMode: 'vertical-rl',
  border: 0,
  borderRadius: '6px 0 0 6px',
  background: '#1f2430',
  color: '#f5f6f8',
  fontFamily: FONT_FAMILY,
  fontSize: 12,
  lineHeight: `${HANDLE_WIDTH}px`,
  opacity: 0.85,
  cursor: 'pointer',
};
const panelStyle: CSSProperties = {
  position: 'fixed',
  top: BELOW_HEADER,
  right: 8,
  zIndex: LAYER,
  maxWidth: 360,
  maxHeight: `calc(100vh - ${BELOW_HEADER + 8}px)`,
  overflow: 'auto',
  padding: 12,
  background: '#1f2430',
  color: '#f5f6f8',
  fontFamily: FONT_FAMILY,
  fontSize: 13,
  lineHeight: 1.4,
  borderRadius: 8,
  boxShadow: '0 4px 16px rgba(0, 0, 0, 0.35)',
};
const rowStyle: CSSProperties = { display: 'flex', flexWrap: 'wrap', gap: 6, alignItems: 'center', margin: '6px 0' };
/** 16 px: iOS Safari zooms the page into a focused field with smaller text. */
const inputStyle: CSSProperties = {
  minWidth: 0,
  flex: '1 1 90px',
  padding: '4px 6px',
  borderRadius: 4,
  border: '1px solid #596174',
  fontFamily: FONT_FAMILY,
  fontSize: 16,
};
const buttonStyle: CSSProperties = {
  padding: '4px 8px',
  borderRadius: 4,
  border: '1px solid #7c8597',
  background: '#2f3645',
  color: 'inherit',
  fontFamily: FONT_FAMILY,
  fontSize: 'inherit',
  cursor: 'pointer',
};

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset style={{ border: '1px solid #3b4252', borderRadius: 6, margin: '8px 0', padding: '4px 8px' }}>
      <legend style={{ fontWeight: 600 }}>{title}</legend>
      {children}
    </fieldset>
  );
}

function TextInput(props: { label: string; value: string; onChange: (value: string) => void }) {
  return (
    <input
      aria-label={props.label}
      placeholder={props.label}
      style={inputStyle}
      value={props.value}
      onChange={(event) => props.onChange(event.target.value)}
    />
  );
}

function Action(props: { children: ReactNode; onClick: () => void; disabled?: boolean }) {
  return (
    <button type="button" style={buttonStyle} onClick={props.onClick} disabled={props.disabled}>
      {props.children}
    </button>
  );
}

function parseQuery(text: string): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(text.replace(/^\?/, '')));
}

/**
 * A developer panel that plays the native shell: every native → web message of the protocol,
 * sent through the same `message` event path the shells use, so the app's bridge checks and
 * de-duplicates them as it would on a phone. Mount it in development builds only.
 *
 * "N분 뒤 복귀" sends `background` stamped N minutes in the past, then `foreground` stamped now:
 * the app sees a pause of N minutes without anyone waiting (NATIVE_BRIDGE.md §4, `at`).
 *
 * @example
 * {import.meta.env.DEV && <ShellSimulator />}
 */
export function ShellSimulator({ target, now = Date.now, defaultOpen = false }: ShellSimulatorProps) {
  const [open, setOpen] = useState(defaultOpen);
  const handleRef = useRef<HTMLButtonElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  // Focus follows a toggle (into the panel, back to the handle), never the first render.
  const toggled = useRef(false);
  const [log, setLog] = useState<LogEntry[]>([]);
  const [pauseMinutes, setPauseMinutes] = useState('11');
  const [os, setOs] = useState('ANDROID');
  const [version, setVersion] = useState('3.2.0');
  const [tmpCustNo, setTmpCustNo] = useState('T0000001');
  const [accountNo, setAccountNo] = useState('11012345678');
  const [route, setRoute] = useState('event/1');
  const [pushPath, setPushPath] = useState('/alert');
  const [pushQuery, setPushQuery] = useState('id=1');
  const [deferredUrl, setDeferredUrl] = useState('/subscription');
  const [referralCode, setReferralCode] = useState('FRIEND2026');
  const [updateRequired, setUpdateRequired] = useState(true);
  const [connection, setConnection] = useState('cellular');
  const [raw, setRaw] = useState('{"type":"backButton","payload":{}}');
  const [rawError, setRawError] = useState<string | null>(null);

  useEffect(() => {
    if (!toggled.current) return;
    (open ? closeRef : handleRef).current?.focus();
  }, [open]);

  function toggle(next: boolean): void {
    toggled.current = true;
    setOpen(next);
  }

  const minutes = Number(pauseMinutes);
  const pauseValid = pauseMinutes.trim() !== '' && Number.isInteger(minutes) && minutes >= 0 && minutes <= 1440;

  function send(message: NativeMessageInput, note?: string): void {
    postNativeMessage(message, target ?? window);
    setLog((entries) => [
      { id: (entries[0]?.id ?? 0) + 1, text: `${message.type}${note ? ` — ${note}` : ''}` },
      ...entries.slice(0, 19),
    ]);
  }

  function resumeAfterPause(): void {
    const returnedAt = now();
    send({ type: 'background', payload: { at: returnedAt - minutes * MINUTE_MS } }, `${minutes}분 전`);
    send({ type: 'foreground', payload: { at: returnedAt } }, `${minutes}분 뒤 복귀`);
  }

  function sendRaw(event: FormEvent): void {
    event.preventDefault();
    let parsed: unknown;
    try {
      parsed = JSON.parse(raw);
    } catch {
      setRawError('JSON 형식이 올바르지 않아요. 예: {"type":"close","payload":{}}');
      return;
    }
    if (typeof parsed !== 'object' || parsed === null || typeof (parsed as { type?: unknown }).type !== 'string') {
      setRawError('"type" 문자열이 있는 객체여야 해요.');
      return;
    }
    setRawError(null);
    // Sent as is, even if the payload is wrong: checking the app's drop reporting is the point.
    send(parsed as NativeMessageInput, '직접 입력');
  }

  if (!open) {
    return (
      <button
        ref={handleRef}
        type="button"
        aria-expanded={false}
        data-placement="right-edge-below-header"
        style={handleStyle}
        onClick={() => toggle(true)}
      >
        셸 시뮬레이터
      </button>
    );
  }

  return (
    <section aria-label="셸 시뮬레이터" data-placement="right-edge-below-header" style={panelStyle}>
      <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}>
        <strong>셸 시뮬레이터 (개발용)</strong>
        <button ref={closeRef} type="button" aria-expanded style={buttonStyle} onClick={() => toggle(false)}>
          닫기
        </button>
      </div>

      <Section title="앱 상태">
        <div style={rowStyle}>
          <Action onClick={() => send({ type: 'background', payload: { at: now() } })}>백그라운드 전환</Action>
          <Action onClick={() => send({ type: 'foreground', payload: { at: now() } })}>포그라운드 복귀</Action>
        </div>
        <div style={rowStyle}>
          <input
            aria-label="멈춘 시간(분)"
            aria-invalid={!pauseValid}
            inputMode="numeric"
            style={{ ...inputStyle, flex: '0 0 56px' }}
            value={pauseMinutes}
            onChange={(event) => setPauseMinutes(event.target.value)}
          />
          <Action onClick={resumeAfterPause} disabled={!pauseValid}>
            {pauseValid ? `${minutes}분 뒤 복귀` : '분 뒤 복귀'}
          </Action>
        </div>
        {!pauseValid && <p role="alert">멈춘 시간은 0에서 1440 사이의 정수(분)로 입력해주세요.</p>}
        <div style={rowStyle}>
          <Action onClick={() => send({ type: 'backButton', payload: {} })}>뒤로 가기 버튼</Action>
          <Action onClick={() => send({ type: 'close', payload: {} })}>웹뷰 닫힘</Action>
        </div>
        <div style={rowStyle}>
          <select aria-label="OS" value={os} onChange={(event) => setOs(event.target.value)} style={inputStyle}>
            <option value="ANDROID">ANDROID</option>
            <option value="IOS">IOS</option>
          </select>
          <TextInput label="버전" value={version} onChange={setVersion} />
        </div>
        <div style={rowStyle}>
          <Action onClick={() => send({ type: 'init', payload: { pushToken: 'dev-push-token', os, version, pin: '' } })}>
            초기 정보
          </Action>
          <Action onClick={() => send({ type: 'osVersion', payload: { os, version } })}>OS 버전</Action>
        </div>
        <div style={rowStyle}>
          <label>
            <input type="checkbox" checked={updateRequired} onChange={(event) => setUpdateRequired(event.target.checked)} />{' '}
            필수 업데이트
          </label>
          <Action onClick={() => send({ type: 'needUpdate', payload: { required: updateRequired, latestVersion: version } })}>
            업데이트 필요
          </Action>
        </div>
        <div style={rowStyle}>
          <select
            aria-label="연결 종류"
            value={connection}
            onChange={(event) => setConnection(event.target.value)}
            style={inputStyle}
          >
            <option value="wifi">와이파이</option>
            <option value="cellular">모바일 데이터</option>
            <option value="ethernet">유선</option>
            <option value="none">연결 없음</option>
            <option value="unknown">알 수 없음</option>
          </select>
          <Action
            onClick={() =>
              send({ type: 'networkChange', payload: { connection: connection as 'wifi' | 'cellular' | 'ethernet' | 'none' | 'unknown' } })
            }
          >
            네트워크 변경
          </Action>
        </div>
      </Section>

      <Section title="계좌">
        <div style={rowStyle}>
          <TextInput label="임시 고객번호" value={tmpCustNo} onChange={setTmpCustNo} />
          <Action onClick={() => send({ type: 'account-tmp', payload: { tmpCustNo } })}>임시 고객번호</Action>
        </div>
        <div style={rowStyle}>
          <TextInput label="계좌번호" value={accountNo} onChange={setAccountNo} />
          <Action onClick={() => send({ type: 'account-complete', payload: { accountNo } })}>계좌 개설 완료</Action>
        </div>
        <div style={rowStyle}>
          <Action onClick={() => send({ type: 'account-linked', payload: { success: true } })}>계좌 연동 성공</Action>
          <Action onClick={() => send({ type: 'account-linked', payload: { success: false } })}>계좌 연동 실패</Action>
          <Action onClick={() => send({ type: 'token-expire', payload: {} })}>토큰 만료</Action>
        </div>
      </Section>

      <Section title="이동과 링크">
        <div style={rowStyle}>
          <TextInput label="라우트" value={route} onChange={setRoute} />
          <Action onClick={() => send({ type: 'route', payload: { route } })}>라우트 이동</Action>
        </div>
        <div style={rowStyle}>
          <TextInput label="푸시 경로" value={pushPath} onChange={setPushPath} />
          <TextInput label="푸시 쿼리" value={pushQuery} onChange={setPushQuery} />
          <Action onClick={() => send({ type: 'apppush', payload: { path: pushPath, query: parseQuery(pushQuery) } })}>
            앱 푸시
          </Action>
        </div>
        <div style={rowStyle}>
          <TextInput label="딥링크 주소" value={deferredUrl} onChange={setDeferredUrl} />
          <Action onClick={() => send({ type: 'deferredLinkUrl', payload: { url: deferredUrl } })}>지연 딥링크</Action>
        </div>
        <div style={rowStyle}>
          <TextInput label="추천 코드" value={referralCode} onChange={setReferralCode} />
          <Action onClick={() => send({ type: 'event', payload: { referralCode } })}>추천 코드 이벤트</Action>
        </div>
      </Section>

      <Section title="직접 보내기">
        <form onSubmit={sendRaw}>
          <textarea
            aria-label="메시지 JSON"
            aria-invalid={rawError !== null}
            rows={3}
            style={{ ...inputStyle, width: '100%', boxSizing: 'border-box', fontFamily: MONO_FONT_FAMILY }}
            value={raw}
            onChange={(event) => setRaw(event.target.value)}
          />
          {rawError && <p role="alert">{rawError}</p>}
          <button type="submit" style={buttonStyle}>
            보내기
          </button>
        </form>
      </Section>

      <Section title="보낸 메시지">
        {log.length === 0 ? (
          <p>아직 보낸 메시지가 없어요.</p>
        ) : (
          <ol aria-label="보낸 메시지" style={{ margin: 0, paddingLeft: 18 }}>
            {log.map((entry) => (
              <li key={entry.id}>{entry.text}</li>
            ))}
          </ol>
        )}
      </Section>
    </section>
  );
}
