import '@jogak/ui-kit/styles.css';
import '@jogak/ui-kit/fonts.css';
import '../styles/app.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import type { EnvironmentProblem } from '../environment/check-environment';
import { installConsoleOnlyErrorHandlers } from '../errors/report-error';
import { ScreenLayout } from '../layout/screen-layout';
import { AccessRestrictedScreen } from '../screens/access-restricted-screen';
import { removeAppFrame } from './app-frame';

/**
 * The minimal app of a failed start-up environment check (spec section 2): only the
 * access-restricted screen at /access-restricted, errors to the console only (spec section 8).
 *
 * @example
 * startRestrictedApp(document.getElementById('app')!, 'framed');
 */
export function startRestrictedApp(container: HTMLElement, problem: EnvironmentProblem): void {
  installConsoleOnlyErrorHandlers();
  console.warn(`[jogak] start-up environment check failed: ${problem}`);
  if (window.location.pathname !== '/access-restricted') {
    window.history.replaceState(null, '', '/access-restricted');
  }
  removeAppFrame(document);
  createRoot(container, {
    onUncaughtError: (error) => console.error('[jogak] restricted app error:', error),
  }).render(
    <StrictMode>
      {/* The document's one main landmark, as the router's system pages have it. */}
      <ScreenLayout>
        <AccessRestrictedScreen />
      </ScreenLayout>
    </StrictMode>,
  );
}
