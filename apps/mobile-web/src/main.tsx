import { loadBackend } from './app/backend';
import { checkEnvironment } from './environment/check-environment';

const container = document.getElementById('app');
if (!container) throw new Error('#app is missing from index.html');

/**
 * Puts index.html's start-failure notice (the offline screen's words, 다시 시도하기 reloading the
 * page) in place of its frame: a chunk the start needs could not be loaded, and the frame would
 * otherwise stay with nothing to say (a WebView has no reload button). The frame goes by its id
 * (app-frame.ts's APP_FRAME_ID): the entry importing app-frame.ts would make it a file of its own
 * on the first screen.
 */
const showStartFailure = () => {
  document.getElementById('app-frame')?.remove();
  container.replaceChildren((document.getElementById('start-failure') as HTMLTemplateElement).content.cloneNode(true));
  container.querySelector('button')?.addEventListener('click', () => location.reload());
};

// The full app and the minimal restricted app are separate chunks: a failed check never runs the
// router, the stores or the bridge (index.html only preloads them, build/first-screen.ts). The
// backend's chunk loads beside start-app, not after it.
const check = checkEnvironment(window);
if (check.ok) {
  const backend = loadBackend();
  void Promise.all([import('./app/start-app'), backend]).then(([{ startApp }]) => startApp(container, backend), showStartFailure);
} else {
  void import('./app/start-restricted-app').then(({ startRestrictedApp }) => startRestrictedApp(container, check.problem), showStartFailure);
}
