import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../test/render-app';

/** The dialog and toast hosts' chunk, held on its way until the test lets it arrive. */
const hostsChunk = vi.hoisted(() => {
  let arrive: () => void = () => undefined;
  const arrived = new Promise<void>((resolve) => {
    arrive = resolve;
  });
  return { arrived, arrive: () => arrive() };
});
vi.mock('./overlay-hosts', async (importOriginal) => {
  await hostsChunk.arrived;
  return importOriginal();
});

describe('대화상자 호스트가 오는 사이', () => {
  it('연 대화상자가 아직 뜨지 않았어도 화면은 누름을 받지 않고, 호스트가 오면 대화상자는 한 번만 뜬다', async () => {
    const user = userEvent.setup();
    const { location } = await renderApp('/my', { member: 'demo-general' });
    const logout = await screen.findByRole('button', { name: '로그아웃' });
    await user.click(logout);
    await user.click(logout);
    await user.click(screen.getByRole('button', { name: '홈' }));
    expect(location().pathname).toBe('/my');

    hostsChunk.arrive();
    const dialog = await screen.findByRole('dialog', { name: '로그아웃할까요?' });
    await user.click(within(dialog).getByRole('button', { name: '취소' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(location().pathname).toBe('/my');
    // Held, not made inert: focus stayed on what opened the dialog, which gives it back there.
    expect(logout).toHaveFocus();

    // The host is here: the page takes presses again.
    await user.click(screen.getByRole('button', { name: '홈' }));
    await waitFor(() => expect(location().pathname).toBe('/home'));
  });
});
