// Browser code: wraps Docusaurus's route preload (../index.ts aliases the core's "./preload" to
// this file; this import, by package path, still reaches the original). Same contract, except
// when a page's code fails to load because the site cannot be reached: then the promise waits,
// the current page stays, a notice says why, and the page opens once the site answers again.
// If the site answers, the failure is the core's case (chunks gone after a deploy) and the
// error goes on to its reload. Preloads of other pages (a link hovered) are left alone.
import corePreload from '@docusaurus/core/lib/client/preload.js';
import {hideOfflineNotice, showOfflineNotice} from './notice';

/** How often to check whether the site answers again, besides the browser's "online" event. */
const RETRY_MS = 3000;

/** Whether the site answers at all (any HTTP status counts); offline, fetch rejects. */
async function siteReachable(): Promise<boolean> {
  if (navigator.onLine === false) return false;
  try {
    await fetch(window.location.href, {method: 'HEAD', cache: 'no-store'});
    return true;
  } catch {
    return false;
  }
}

function whenReachable(): Promise<void> {
  return new Promise((resolve) => {
    const check = async () => {
      if (!(await siteReachable())) return;
      window.removeEventListener('online', check);
      clearInterval(timer);
      resolve();
    };
    const timer = setInterval(check, RETRY_MS);
    window.addEventListener('online', check);
  });
}

let latest = 0;

/** Whether `pathname` is the page being navigated to (the URL changes before its code loads). */
function isNavigation(pathname: string): boolean {
  try {
    return decodeURI(pathname) === decodeURI(window.location.pathname);
  } catch {
    return pathname === window.location.pathname;
  }
}

export default function preload(pathname: string): Promise<unknown> {
  // Links preload their page on hover through the same helper: those stay as they were.
  if (!isNavigation(pathname)) return corePreload(pathname);
  const attempt = ++latest;
  const load = (): Promise<unknown> =>
    corePreload(pathname).then(
      (result) => {
        if (attempt === latest) hideOfflineNotice();
        return result;
      },
      async (error: unknown) => {
        if (await siteReachable()) throw error;
        console.warn(error); // as the core does before its reload
        if (attempt === latest) showOfflineNotice();
        await whenReachable();
        return load();
      },
    );
  return load();
}
