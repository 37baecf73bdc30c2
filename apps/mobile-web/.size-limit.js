// The size budget of the production build (`pnpm size`, run by `test:e2e` after `build`).
// Chunk file names are hashed, so the entries are found through Vite's manifest. SIZE_DIST_DIR
// measures another build folder (`SIZE_DIST_DIR=dist-perf npx size-limit`); `dist` by default.
import { readFileSync } from 'node:fs';

const DIST_DIR = process.env.SIZE_DIST_DIR ?? 'dist';
const manifest = JSON.parse(readFileSync(new URL(`./${DIST_DIR}/.vite/manifest.json`, import.meta.url), 'utf8'));

/** The JS files of the given manifest entries and everything they import statically. */
function withStaticImports(keys) {
  const files = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`size budget: "${key}" is not in the build manifest; rebuild or update .size-limit.js`);
    if (files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return [...files].filter((file) => file.endsWith('.js')).map((file) => `${DIST_DIR}/${file}`);
}

/**
 * The manifest key of a route's component chunk: `…?tsr-split=component`, or with the groups the
 * route travels with it (`…?tsr-split=component---loader` for a route whose loader rides along).
 */
const routeChunk = (route) => {
  const prefix = `src/routes/${route}.tsx?tsr-split=`;
  const key = Object.keys(manifest).find((candidate) => candidate.startsWith(prefix) && candidate.slice(prefix.length).split('---').includes('component'));
  if (!key) throw new Error(`size budget: no component chunk of route "${route}" in the build manifest; rebuild or update .size-limit.js`);
  return key;
};

/**
 * Limits in gzip bytes, about 10 % over what was measured, or up to 0.3 kB over a small chunk whose
 * 10 % is a few bytes (README, "Size budget"). A limit far above its chunk guards nothing: the
 * subscription routes' 25 kB let a chunk of 0.35 kB grow seventyfold unnoticed.
 */
const ROUTE_LIMITS = {
  // 1.51 kB: its preload list names the lazily shared chunk of api-client's refusal reason.
  index: '1.6 kB',
  _main: '1.9 kB',
  '_main/home': '3.55 kB',
  // 4.65 kB: MY's 약관 및 정책 menu lists the policies from the API with their 나의 동의 pages.
  '_main/my.index': '5.1 kB',
  '_main/my.info.index': '5.9 kB',
  '_main/my.info.edit.email': '1.7 kB',
  '_main/alert': '2.4 kB',
  // 1.45 kB: the list reads every page (the infinite query, ui-kit's LoadMore and its focus rule).
  '_main/vote.index': '1.6 kB',
  // 5.7 kB; 9.26 kB until 7 December 2026, when the 입금 and 출금 sheets became chunks of their own,
  // and 8.04 kB until later that day, when the two histories did.
  '_main/assets.index': '6.25 kB',
  '_main/assets.dividend-history.$stockCd': '2 kB',
  // 3.33 kB: the agenda documents save through the shell with spec §8's toasts.
  '_main/vote.$id': '3.65 kB',
  '_main/$': '0.6 kB',
  '_main/community/service-introduction': '1.9 kB',
  '_main/community/guide': '1.3 kB',
  '_main/community/event.index': '0.3 kB',
  '_main/community/event.$id': '1.1 kB',
  '_main/community/story.index': '0.8 kB',
  '_main/community/story.$id': '0.9 kB',
  '_main/community/press': '0.9 kB',
  '_main/policy/terms': '0.3 kB',
  '_main/policy/privacy-info': '0.3 kB',
  '_main/policy/$agreementKey.index': '0.35 kB',
  '_main/policy/$agreementKey.my-agreement': '1.9 kB',
  '_main/policy/license': '1.3 kB',
  '_main/market.index': '2.3 kB',
  // 10.7 kB until 7 December 2026, when the order sheet and the 건물 정보 tab became chunks of their own.
  '_main/market.$id': '7.8 kB',
  '_main/subscription.index': '2.45 kB',
  // 3.56 kB (3.37 before): its loader rides in it (the offering and its hero picture start with the screen's code).
  '_main/subscription.$id': '3.95 kB',
  '_main/subscription.$id.disclosure.$disclosureId': '1.1 kB',
  '_main/subscription.$id.prospectus.index': '0.65 kB',
  '_main/subscription.$id.prospectus.$manageCode': '0.7 kB',
  // 4.63 kB: the apply gates (with the dialog catalogue's use) are its own since 7 December 2026 (latest),
  // when the offering's 청약하기 stopped importing them.
  'subscription.$id.apply.index': '4.95 kB',
  'subscription.$id.apply.certificate': '1.6 kB',
  'subscription.$id.subs-end': '1.6 kB',
  'subscription.cancel.certificate': '2.4 kB',
  '_main/support/notice.index': '0.95 kB',
  '_main/support/notice.$id': '1.15 kB',
  '_main/support/faq.index': '1.75 kB',
  '_main/support/faq.$id': '1.15 kB',
  '_main/support/qna.index': '1.15 kB',
  '_main/support/qna.create': '1 kB',
  '_main/support/qna.$id.index': '2.4 kB',
  '_main/support/qna.$id.update': '1.25 kB',
  '_main/support/certificate': '1.5 kB',
  'auth/login': '4.25 kB',
  'auth/forgot-pin': '3.1 kB',
  'auth/sign-up.corporate.terms': '0.4 kB',
  'auth/sign-up.corporate.info': '3 kB',
  'auth/corp-account-link': '1.3 kB',
  'auth/access-permission': '1.4 kB',
  'auth/first-time-sign-up': '0.9 kB',
  'auth/sign-up.index': '1 kB',
  'auth/sign-up.individual.terms': '0.65 kB',
  'init/kmc.index': '1.4 kB',
  'init/kmc.result': '3.3 kB',
  kyc: '11.5 kB',
  'investment-analysis/invest-tendency': '1.7 kB',
  'investment-analysis/personal-analysis': '1.45 kB',
  'investment-analysis/personal-question': '1.7 kB',
  'investment-analysis/danger-notice': '2.15 kB',
  'investment-analysis/invest-result': '1.4 kB',
  'investor-status-change/write-confirm': '1.25 kB', // with the first-registration dialog
  'investor-status-change/invest-div': '1.9 kB',
  'investor-status-change/invest-question': '1.4 kB',
  'investor-status-change/invest-report': '1.35 kB',
  'investor-status-change/invest-change': '1 kB',
  'investor-status-change/income-cond': '1.05 kB',
  'investor-status-change/invest-doc': '1.75 kB',
  'invest-qual-change/success': '0.2 kB',
  'invest-qual-change/fail': '0.2 kB',
  offline: '0.8 kB',
  error: '0.5 kB',
};

/** The first screen's JS: entry, app shell, the sandbox backend (browser transport), main layout and /home. */
const initialFiles = withStaticImports([
  'index.html',
  'src/app/start-app.tsx',
  'src/app/sandbox-backend.ts',
  routeChunk('_main'),
  routeChunk('_main/home'),
]);

/** The stylesheets of the given manifest entries and of everything they import statically. */
function stylesheetsOf(keys) {
  const sheets = new Set();
  const seen = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    for (const sheet of chunk.css ?? []) sheets.add(sheet);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return [...sheets].map((file) => `${DIST_DIR}/${file}`);
}

/** The first screen's stylesheets and every font file they point at (none: Pretendard waits). */
const initialStylesheets = stylesheetsOf(['index.html', 'src/app/start-app.tsx', 'src/app/sandbox-backend.ts', routeChunk('_main'), routeChunk('_main/home')]);
const initialFonts = [
  ...new Set(initialStylesheets.flatMap((sheet) => [...readFileSync(sheet, 'utf8').matchAll(/url\(\/?(assets\/[^)]+\.woff2)\)/g)].map((found) => `${DIST_DIR}/${found[1]}`))),
];

/**
 * app-core's dialog catalogue (every dialog of spec §8 with its copy): screens load it on their
 * first press, and the dialog hosts fetch it as they mount (issue #18).
 */
const catalogueChunk = Object.keys(manifest).find((key) => /^_dialog-catalogue-[\w-]+\.js$/.test(key));
if (!catalogueChunk) throw new Error('size budget: no dialog-catalogue chunk in the build manifest; rebuild or update .size-limit.js');

/**
 * The dialog and toast hosts (Radix Dialog, DOMPurify): a lazy chunk the root route loads beside
 * the first screen, so the first paint waits for none of it (issue #18); the dialog catalogue
 * comes with them.
 */
const overlayFiles = withStaticImports(['src/layout/overlay-hosts.tsx', catalogueChunk]).filter((file) => !initialFiles.includes(file));
/** What every page loads anyway: lazy chunks beyond the first screen pay only for the rest. */
const loadedAtStart = [...initialFiles, ...overlayFiles];

export default [
  {
    name: 'initial JS of /home (entry, app shell, browser transport, main layout, home)',
    path: initialFiles,
    // 177.9 kB after issue #11 (173.8 before: the rich-text CSS allow-list, typed navigation, the
    // live feed's bearer identity); 188.6 kB once 27 more routes registered (the route tree and each
    // route's non-component options: search parsers, query factories); 193.8 kB by the start of
    // issue #18, 166.8 kB once the dialog and toast hosts became a lazy chunk (README, "Performance"),
    // 160.2 kB once start-app's static imports became two chunks instead of 40 (build/first-screen.ts),
    // 155.7 kB once the shell loaded app-core's dialog catalogue on use (loadDialogDefinition),
    // 153.2 kB once the browser transport loaded its signer and web device actions on use;
    // 156.2 kB on 6 December 2026 after a review's fixes: app-core keeps storage keys it could not
    // read (+0.5 kB), the app never carries the verifier's answer, plans the back on arrival (+0.2);
    // 157.5 kB on 6 December 2026 (evening) after the next review's fixes: shell messages wait for
    // hydration, which has a deadline and a toast; the optional update question; a 2xx that is not
    // JSON; the verifier's return in the route trail; the address parsers of /market, /alert and the FAQ;
    // 157.9 kB on 6 December 2026 (night): a push that opened the app held for start-up, the root's
    // Korean not-found for an address no route matches, the referral-code rule, the live batcher's
    // timer fallback, the scroll plan's dropped delayed scroll; 159.1 kB on 7 December 2026 after
    // a review's fixes: the page held while a dialog waits for its lazily loaded host (+0.2 kB, a
    // second press placed a second order), the hosts retried on a backoff while online (+0.1), the
    // entry's notice when a start chunk fails (+0.1), the shared signed-rate rule (+0.3); 159.6 kB
    // on 7 December 2026 (later): a screen's chunk that fails kept on the page with its retry
    // instead of the router's reload (+0.3), the day's other fixes to shared modules (+0.2); 160.0
    // kB on 7 December 2026 (night): the preload lists name the lazily shared chunk of api-client's
    // refusal reason (a failure said once, in the screen's words) and the day's copy changes.
    limit: '160.5 kB',
    gzip: true,
  },
  {
    // Issue #18's "fonts before LCP ≤ 60 kB": Pretendard (ui-kit's fonts.css, ~240 kB of slices
    // for /home) loads once the first screen is complete, so the first screen's stylesheets point
    // at no font file; the fallback face is the system's own. 13.4 kB measured on 28 November, all
    // CSS (with Pretendard in ui-kit's styles.css again, its 92 slices would count here: about 2 MB).
    name: 'stylesheets of /home and the fonts they fetch',
    path: [...initialStylesheets, ...initialFonts],
    limit: '20 kB',
    gzip: true,
  },
  {
    // The page paints the app's frame before any stylesheet arrives: the rules its own elements use
    // are copied into it (build/frame-styles.ts). 1.5 kB without them, 3.2 kB with them on 7
    // December 2026; a frame or start-failure notice that grew would show here.
    name: 'index.html (the frame and its rules)',
    path: [`${DIST_DIR}/index.html`],
    limit: '3.5 kB',
    gzip: true,
  },
  ...Object.entries(ROUTE_LIMITS).map(([route, limit]) => ({
    name: `route chunk ${route}`,
    path: [`${DIST_DIR}/${manifest[routeChunk(route)].file}`],
    limit,
    gzip: true,
  })),
  {
    // /access-restricted's screen: drawn by the restricted app, which loads instead of the app when
    // the start-up environment check fails (src/main.tsx); the route itself only starts up. 0.63 kB.
    name: 'restricted app (lazy, only when the start-up check fails)',
    path: [`${DIST_DIR}/${manifest['src/app/start-restricted-app.tsx'].file}`],
    limit: '0.95 kB',
    gzip: true,
  },
  {
    // The 체험 계정 sheet of /auth/login with its member picker, its own chunk so partner builds
    // leave it out.
    name: 'demo login (lazy, sandbox builds)',
    path: withStaticImports(['../../packages/features-auth/src/demo-login/index.ts']).filter(
      (file) => !loadedAtStart.includes(file),
    ),
    limit: '3.5 kB',
    gzip: true,
  },
  {
    // The corporate tab of /auth/login (certificate list, signing, the certificate login), loaded
    // when the tab opens; 6.21 kB measured on 28 November 2026, after its business-number field
    // took domain-rules' checks and reads full-width digits; 7.63 kB once its list went through
    // ui-kit's QueryState (0.8 kB, a retry that keeps its button and focus) and useFocusOnChange
    // (0.7 kB, with the focus it follows), chunks shared with other routes, and said a failed
    // reload of an empty list.
    name: 'certificate login (lazy, /auth/login corporate tab)',
    path: withStaticImports(['../../packages/features-auth/src/certificate-login/index.ts']).filter(
      (file) => !loadedAtStart.includes(file),
    ),
    // 8.43 kB on 6 December 2026: signing failures carry their reason (CertificateSignError), so
    // only a wrong password counts towards the certificate's lock; 8.77 kB that evening: its
    // business-number field (ui-kit's TextField) keeps the caret where the member edits and cuts a
    // pasted fraction with its notice; 9.26 kB on 7 December 2026: TextField's caret rule became
    // ui-kit's formattedEdit, shared with the order price (a chunk of its own, 0.6 kB); 9.59 kB late on
    // 7 December 2026: a corporation waiting for sign-up approval is told so (the business-number
    // lookup, with api-client's failureHandledByCaller).
    limit: '9.8 kB',
    gzip: true,
  },
  {
    // /market/{id}'s price chart: TradingView Lightweight Charts and the candle chart, loaded when
    // the 차트 tab first shows (53.9 kB measured); what the route chunk already holds is not counted.
    name: 'price chart (lazy, /market/{id} 차트 tab)',
    path: withStaticImports(['../../packages/features-trade/src/price-chart/candle-chart.tsx']).filter(
      (file) => !initialFiles.includes(file) && !withStaticImports([routeChunk('_main/market.$id')]).includes(file),
    ),
    limit: '60 kB',
    gzip: true,
  },
  ...[
    ['입금 sheet (lazy, /assets 입금)', '../../packages/features-assets/src/deposit/deposit-sheet.tsx', '1.8 kB'],
    ['출금 sheet (lazy, /assets 출금: the amount field, the secure keypad, the signing)', '../../packages/features-assets/src/withdrawal/withdraw-sheet.tsx', '14.5 kB'],
    ['입출금 내역 (lazy, /assets 입출금 내역 tab: the list, its filters, its detail sheet)', '../../packages/features-assets/src/dw-history/dw-history.tsx', '4.55 kB'],
    ['거래 내역 (lazy, /assets 거래 내역 tab)', '../../packages/features-assets/src/account-history/account-history.tsx', '6.2 kB'],
  ].map(([name, part, limit]) => ({
    // /assets' sheets and histories, fetched once 총 자산's figures have painted (whenIdle) and
    // awaited by 입금 / 출금 and the tabs; what the first screen, the dialog hosts and the route
    // already hold is not counted. The sheets: 1.0 and 13.0 kB measured on 7 December 2026, when
    // they left the route's first view (its files 55.6 → 44.2 kB); 1.65 kB for 입금 later that day,
    // when the histories left it too (its files 45.3 → 32.5 kB) and the bottom sheet came to be
    // counted with the sheets. The histories: 4.12 and 5.61 kB.
    name,
    path: withStaticImports([part]).filter((file) => !loadedAtStart.includes(file) && !withStaticImports([routeChunk('_main/assets.index')]).includes(file)),
    limit,
    gzip: true,
  })),
  {
    // /market/{id}'s order sheet (price, quantity, the figures, the bottom sheet), loaded once the
    // stock's figures have painted (whenIdle) for a member who may order, and awaited by 매수 / 매도; what the first
    // screen, the dialog hosts and the route chunk already hold is not counted. 7.1 kB measured on
    // 7 December 2026, when it left the route chunk (10.7 → 7.1 kB).
    name: 'order sheet (lazy, /market/{id} 매수 / 매도)',
    path: withStaticImports(['../../packages/features-trade/src/order-sheet/order-sheet.tsx']).filter(
      (file) => !loadedAtStart.includes(file) && !withStaticImports([routeChunk('_main/market.$id')]).includes(file),
    ),
    limit: '7.9 kB',
    gzip: true,
  },
  {
    // /market/{id}'s 건물 정보 tab: the building's facts and its description (RichText, whose
    // sanitiser the dialog hosts load anyway), loaded when the tab first shows; 0.64 kB measured.
    name: 'building information (lazy, /market/{id} 건물 정보 tab)',
    path: withStaticImports(['../../packages/features-trade/src/market-detail/building-info.tsx']).filter(
      (file) => !loadedAtStart.includes(file) && !withStaticImports([routeChunk('_main/market.$id')]).includes(file),
    ),
    limit: '0.9 kB',
    gzip: true,
  },
  {
    // /policy/license's generated list (build/open-source-licenses.ts): every shipped package's
    // licence text, in its own chunk that only that page loads. Grows with the dependencies.
    name: 'open-source licences (lazy, /policy/license only)',
    path: [`${DIST_DIR}/${manifest['virtual:jogak-licenses'].file}`],
    limit: '8 kB',
    gzip: true,
  },
  {
    // The browser transport's in-app web view (partner pages), loaded on the first one opened.
    name: 'in-app web view (lazy, sandbox builds)',
    path: [`${DIST_DIR}/${manifest['../../packages/native-bridge/src/browser/in-app-web-view.ts'].file}`],
    limit: '1.3 kB',
    gzip: true,
  },
  {
    // The browser transport's development signer with the sandbox's certificates, loaded by the
    // first signing or certificate command (issue #18: no first screen signs).
    name: 'development signer (lazy, sandbox builds)',
    path: [
      `${DIST_DIR}/${manifest['../../packages/native-bridge/src/browser/dev-signer.ts'].file}`,
      `${DIST_DIR}/${manifest['../../packages/sandbox/src/model/seed/dev-certificates.ts'].file}`,
    ],
    // 3.10 kB: it also signs with the pay-provider key the sandbox verifies (one txId end to end).
    limit: '3.4 kB',
    gzip: true,
  },
  {
    // The browser transport's web stand-ins for share, copy, links and downloads (fetched once the
    // page is idle), photos and permissions (fetched on their first command).
    name: 'web device actions (lazy, sandbox builds)',
    path: ['web-actions', 'take-photo', 'permission'].map(
      (name) => `${DIST_DIR}/${manifest[`../../packages/native-bridge/src/browser/${name}.ts`].file}`,
    ),
    limit: '2.4 kB',
    gzip: true,
  },
  {
    // The browser's PIN screen (secure keypad), loaded on the first PIN asked, beyond the first screen.
    name: 'keypad PIN entry (lazy, sandbox builds)',
    path: withStaticImports(['../../packages/native-bridge/src/browser/keypad-pin-dialog.tsx']).filter(
      (file) => !loadedAtStart.includes(file),
    ),
    limit: '8 kB',
    gzip: true,
  },
  {
    // 35.3 kB with the dialog catalogue (28.8 kB without it, until 7 December 2026).
    name: 'dialog and toast hosts with the dialog catalogue (lazy, loaded once the first screen is complete)',
    path: overlayFiles,
    limit: '38 kB',
    gzip: true,
  },
  {
    // What loading the feed adds: chunks the first screen already holds (React and the shared
    // vendor code the bundler groups with it) are not paid again. It connects over the
    // endpoint's raw WebSocket, without sockjs-client.
    name: 'live feed (lazy: realtime + STOMP, beyond the first screen)',
    path: withStaticImports(['../../packages/realtime/src/index.ts']).filter((file) => !loadedAtStart.includes(file)),
    // 9.8 kB before the feed moved into a worker (issue #14); 10.9 kB with the worker's host side.
    limit: '12 kB',
    gzip: true,
  },
  {
    // The live worker (issue #14): its own file, started by the live feed; the socket, STOMP and
    // the event schemas run there, off the page's main thread. 11.0 kB measured.
    name: 'live worker (lazy, started by the live feed)',
    path: manifest['../../packages/realtime/src/index.ts'].assets
      .filter((file) => /live-worker-.*\.js$/.test(file))
      .map((file) => `${DIST_DIR}/${file}`),
    limit: '12 kB',
    gzip: true,
  },
  {
    // Loaded only when the raw WebSocket never opens (a network that refuses WebSocket).
    name: 'SockJS fallback (lazy, only where WebSocket fails)',
    path: withStaticImports(['../../node_modules/.pnpm/sockjs-client@1.6.1/node_modules/sockjs-client/lib/entry.js']).filter(
      (file) => !loadedAtStart.includes(file),
    ),
    limit: '15.5 kB',
    gzip: true,
  },
];
