import { jogakQueryClient } from '@jogak/feature-testing';
import { DialogHost } from '@jogak/ui-kit';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';

/** Where the tests' client sends calls; the sandbox's MSW interceptor answers any origin. */
export const SANDBOX_ORIGIN = 'http://sandbox.test';

/**
 * Renders a screen as the app does: a QueryClient with the app's defaults and the Jogak client
 * attached (a guest; feature-testing's `jogakQueryClient`) and the dialog host. Retries are off so
 * a failure shows at once.
 */
export function renderWithSandbox(ui: ReactElement) {
  const queryClient = jogakQueryClient(SANDBOX_ORIGIN, {});
  return render(
    <QueryClientProvider client={queryClient}>
      {ui}
      <DialogHost />
    </QueryClientProvider>,
  );
}
