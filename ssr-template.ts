// Build-time: the HTML template of every page (Docusaurus's `ssrTemplate`), the default one
// (read from @docusaurus/core, so it follows upgrades) with one change, and the loader that
// goes with it (appLoaderPlugin). The default loads the scripts with `defer`, and a deferred
// script runs as soon as the document is parsed, which on a fast connection is before the
// browser has painted anything: the served HTML stayed blank while React and the app started
// (50–120 ms on this machine, four times that on a mid-range phone). Here the scripts (the
// webpack runtime apart, see RUNTIME_PREFIX) are preloaded at the same point, and a small
// inline loader adds them, in order, once the document is parsed and its first contentful
// paint has been shown on screen (the paint timing entry, which the browser reports when the
// frame is presented, not when the main thread has drawn it: a script that starts between the
// two holds the frame back on a busy phone, and Lighthouse then counts the whole app before
// the largest paint). A hidden page (a background tab, a prerender) paints nothing, so it gets
// them at once; a browser without paint timing after the next frame; and a page that reports
// no paint in LOADER_FALLBACK_MS after being parsed, then. The loader is a plugin's tag, not
// part of the template: Docusaurus puts the whole site config, this template included, into
// every page's main script.
import type {Plugin} from '@docusaurus/types';
/** The template of @docusaurus/core 3.10 (lib/ssg/ssgTemplate.html.js), which Docusaurus uses when none is set. */
import upstreamTemplate from '@docusaurus/core/lib/ssg/ssgTemplate.html.js';

/** How long after the document is parsed the loader adds the scripts when no paint is reported. */
export const LOADER_FALLBACK_MS = 3000;

/** The attribute that marks the links to the app's scripts, which the loader adds in order. */
const APP_SCRIPT = 'data-app-script';

/**
 * The webpack runtime's file name (Docusaurus's `runtimeChunk`). It is fetched when the loader
 * adds it, not preloaded: it is small and quick to run, and Lighthouse's simulation counts a
 * preloaded script whose run it cannot see (a task under 10 ms) as blocking the first paint, so
 * its preload put a whole round trip before the largest paint. Fetched once the page is shown,
 * it arrives long before the main script it runs ahead of.
 */
const RUNTIME_PREFIX = 'assets/js/runtime~';
/** The `rel` of the runtime's link: one no browser acts on, so only the loader reads it. */
const NOT_PRELOADED = 'app-script';

const loader = `(function(){var d=0;function go(){if(d)return;d=1;document.querySelectorAll("link[${APP_SCRIPT}]").forEach(function(l){var e=document.createElement("script");e.src=l.href;e.async=!1;document.head.appendChild(e)})}function later(){if(document.visibilityState==="hidden")return go();var P=window.PerformanceObserver;if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("paint")>=0){new P(function(l,o){if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();go()}}).observe({type:"paint",buffered:!0})}else requestAnimationFrame(function(){setTimeout(go,0)});document.addEventListener("visibilitychange",go);setTimeout(go,${LOADER_FALLBACK_MS})}document.readyState==="loading"?document.addEventListener("DOMContentLoaded",later):later()})()`;

const deferredScripts = `<% it.scripts.forEach((script) => { %>
      <script src="<%= it.baseUrl %><%= script %>" defer></script>
    <% }); %>`;
const preloadedScripts = `<% it.scripts.forEach((script) => { %>
      <link rel="<%= script.includes('${RUNTIME_PREFIX}') ? '${NOT_PRELOADED}' : 'preload' %>" as="script" href="<%= it.baseUrl %><%= script %>" ${APP_SCRIPT} />
    <% }); %>`;

/**
 * Docusaurus's template with its deferred scripts turned into preloads, which the loader
 * (appLoaderPlugin) adds. Throws (the build fails) if the upstream template no longer has
 * the part changed here: then see what it changed and adapt.
 */
export function withPaintFirstLoader(template: string): string {
  if (!template.includes(deferredScripts) || !template.includes('postBodyTags')) {
    throw new Error(
      'ssr-template.ts: the Docusaurus SSG template changed (no deferred scripts to replace); adapt withPaintFirstLoader',
    );
  }
  return template.replace(deferredScripts, preloadedScripts);
}

export const ssrTemplate = withPaintFirstLoader(upstreamTemplate);

/** The plugin that puts the loader at the end of every page's body (postBodyTags). */
export function appLoaderPlugin(): Plugin {
  return {
    name: 'app-loader',
    injectHtmlTags() {
      return {postBodyTags: [{tagName: 'script', innerHTML: loader}]};
    },
  };
}
