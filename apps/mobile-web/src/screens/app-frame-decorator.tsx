import type { Decorator } from '@storybook/react-vite';
import appStylesheet from '../styles/app.css?inline';

/**
 * A story decorator for the app's own screens: the app's stylesheet and column (`#app`) only while
 * the story is shown. Imported the usual way, its rules for html and body would stay on the shared
 * page for every package story after it.
 */
export const withAppFrame: Decorator = (Story) => (
  <>
    <style>{appStylesheet}</style>
    <div id="app">
      <Story />
    </div>
  </>
);
