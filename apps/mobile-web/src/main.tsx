import { loadBackend } from './app/backend';
import { checkEnvironment } from './environment/check-environment';

const container = document.getElementById('app');
if (!container) throw new Error('#app is missing from index.html');

// The full app and the minimal restricted app are separate chunks: a failed check never runs the
// router, the stores or the bridge (index.html only preloads them, build/first-screen.ts). The
// backend's chunk loads beside start-app, not after it.
const check = checkEnvironment(window);
if (check.ok) {
  const backend = loadBackend();
  void import('./app/start-app').then(({ startApp }) => startApp(container, backend));
} else {
  void import('./app/start-restricted-app').then(({ startRestrictedApp }) => startRestrictedApp(container, check.problem));
}
