import { renderScreen } from '@jogak/feature-testing';
import { vi } from 'vitest';
import { HomeScreen, type HomeScreenProps } from '../src/home-screen/home-screen';

/**
 * Renders /home to a guest as the app does (the app's providers from `@jogak/feature-testing`),
 * with a spy for the modal callback and the sandbox's instant as now.
 */
export function renderHome(props: Partial<HomeScreenProps> = {}) {
  const onCloseModal = vi.fn<() => void>();
  const screenProps: HomeScreenProps = {
    search: {},
    onCloseModal,
    now: new Date('2025-03-04T10:00:00+09:00'),
    ...props,
  };
  const result = renderScreen(<HomeScreen {...screenProps} />);
  return {
    ...result,
    onCloseModal,
    rerenderWith: (next: Partial<HomeScreenProps>) => result.rerender(<HomeScreen {...screenProps} {...next} />),
  };
}
