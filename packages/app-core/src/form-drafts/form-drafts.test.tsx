import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { resetUser, userStore } from '../stores/user-store';
import { clearFormDrafts, useFormDraft } from './form-drafts';

function TitleField({ draftKey }: { readonly draftKey: string | undefined }) {
  const [title, setTitle, clearDraft] = useFormDraft(draftKey, '');
  return (
    <>
      <label>
        제목
        <input value={title} onChange={(event) => setTitle(event.target.value)} />
      </label>
      <button type="button" onClick={clearDraft}>
        보냈어요
      </button>
    </>
  );
}

afterEach(() => {
  clearFormDrafts();
  resetUser();
});

describe('useFormDraft', () => {
  it('화면이 사라졌다 다시 와도 입력한 값이 남아 있다', async () => {
    const user = userEvent.setup();
    const first = render(<TitleField draftKey="qna:create" />);
    await user.type(screen.getByLabelText('제목'), '출금이 안 돼요');
    first.unmount();
    render(<TitleField draftKey="qna:create" />);
    expect(screen.getByLabelText('제목')).toHaveValue('출금이 안 돼요');
  });

  it('보낸 뒤 지우면 다음에는 빈 양식이다', async () => {
    const user = userEvent.setup();
    const first = render(<TitleField draftKey="qna:create" />);
    await user.type(screen.getByLabelText('제목'), '문의');
    await user.click(screen.getByRole('button', { name: '보냈어요' }));
    first.unmount();
    render(<TitleField draftKey="qna:create" />);
    expect(screen.getByLabelText('제목')).toHaveValue('');
  });

  it('다른 키의 양식, 키가 없는 양식은 서로 나누지 않는다', async () => {
    const user = userEvent.setup();
    const first = render(<TitleField draftKey="qna:1:update" />);
    await user.type(screen.getByLabelText('제목'), '고친 제목');
    first.unmount();
    const other = render(<TitleField draftKey="qna:create" />);
    expect(screen.getByLabelText('제목')).toHaveValue('');
    other.unmount();
    const keyless = render(<TitleField draftKey={undefined} />);
    await user.type(screen.getByLabelText('제목'), '남지 않음');
    keyless.unmount();
    render(<TitleField draftKey={undefined} />);
    expect(screen.getByLabelText('제목')).toHaveValue('');
  });

  it('초안은 쓴 회원의 것: 같은 기기에 다른 회원이 들어오면 보이지 않는다', async () => {
    const user = userEvent.setup();
    userStore.id = 'demo-general';
    const first = render(<TitleField draftKey="qna:create" />);
    await user.type(screen.getByLabelText('제목'), '김민준의 문의');
    first.unmount();
    userStore.id = 'demo-income';
    const other = render(<TitleField draftKey="qna:create" />);
    expect(screen.getByLabelText('제목')).toHaveValue('');
    other.unmount();
    userStore.id = 'demo-general';
    render(<TitleField draftKey="qna:create" />);
    expect(screen.getByLabelText('제목')).toHaveValue('김민준의 문의');
  });

  it('로그아웃(clearFormDrafts) 뒤에는 아무 초안도 없다', async () => {
    const user = userEvent.setup();
    const first = render(<TitleField draftKey="qna:create" />);
    await user.type(screen.getByLabelText('제목'), '개인적인 내용');
    first.unmount();
    act(() => clearFormDrafts());
    render(<TitleField draftKey="qna:create" />);
    expect(screen.getByLabelText('제목')).toHaveValue('');
  });
});
