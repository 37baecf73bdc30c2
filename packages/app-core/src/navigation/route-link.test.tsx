import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { RouteTarget } from '../routes/route-target';
import { RouteLink, RouteNavigationProvider, useNavigateToRoute } from './route-link';

describe('RouteLink', () => {
  it('경로의 주소를 href 로 보여주고, 누르면 앱의 이동으로 넘긴다', async () => {
    const navigate = vi.fn<(target: RouteTarget) => void>();
    render(
      <RouteNavigationProvider navigate={navigate}>
        <RouteLink target={{ route: '/_main/subscription/$id', params: { id: '108' } }}>강남 오피스</RouteLink>
      </RouteNavigationProvider>,
    );
    const link = screen.getByRole('link', { name: '강남 오피스' });
    expect(link).toHaveAttribute('href', '/subscription/108');
    await userEvent.click(link);
    expect(navigate.mock.calls).toEqual([[{ route: '/_main/subscription/$id', params: { id: '108' } }]]);
  });

  it('Provider 없이 쓰면 한국어로 알려준다', () => {
    function Orphan() {
      useNavigateToRoute();
      return null;
    }
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Orphan />)).toThrow('RouteNavigationProvider 안에서만 화면을 이동할 수 있어요.');
  });
});
