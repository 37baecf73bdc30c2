import '@jogak/ui-kit/styles.css';
import type { Preview } from '@storybook/react-vite';
import { DialogHost, ToastHost } from '@jogak/ui-kit';
import { initialize, mswLoader } from 'msw-storybook-addon';

// Requests no story mocks go to the network untouched; stories that fetch declare their handlers
// in `parameters.msw.handlers` (the sandbox's browser handlers once a story opts in).
initialize({ onUnhandledRequest: 'bypass', quiet: true });

const preview: Preview = {
  loaders: [mswLoader],
  decorators: [
    (Story) => (
      <div className="jg-story-frame">
        <Story />
        <DialogHost />
        <ToastHost />
      </div>
    ),
  ],
  parameters: {
    layout: 'fullscreen',
    controls: { expanded: true },
    // Any axe violation fails the story's test (Vitest addon), not just a panel warning.
    a11y: { test: 'error' },
    viewport: {
      options: {
        phone: { name: 'Phone 360×780', styles: { width: '360px', height: '780px' }, type: 'mobile' },
      },
    },
  },
  initialGlobals: { viewport: { value: 'phone', isRotated: false } },
  tags: ['autodocs'],
};

export default preview;
