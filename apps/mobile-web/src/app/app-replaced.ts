/**
 * Whether a newer build of the app has replaced the running one: the served index.html starts
 * another entry script than this document's. A chunk of the running build may then be gone for
 * good, and only a reload brings the new build's. No answer (offline, a 5xx) is not a new build:
 * the chunk is asked for again in place.
 *
 * @example
 * if (await isAppReplaced(window)) window.location.reload();
 */
export async function isAppReplaced(target: Window): Promise<boolean> {
  const running = entryScripts(target.document, target.location.href);
  if (running.length === 0) return false;
  let served: string;
  try {
    const response = await target.fetch(new URL(import.meta.env.BASE_URL, target.location.href), { cache: 'no-store' });
    if (!response.ok) return false;
    served = await response.text();
  } catch {
    return false;
  }
  const servedEntries = entryScripts(new DOMParser().parseFromString(served, 'text/html'), target.location.href);
  return servedEntries.length > 0 && servedEntries.some((entry) => !running.includes(entry));
}

/** The module scripts a document starts with, as absolute addresses. */
function entryScripts(document: Document, base: string): string[] {
  return [...document.querySelectorAll<HTMLScriptElement>('script[type="module"][src]')].map((script) => new URL(script.getAttribute('src') ?? '', base).href);
}
