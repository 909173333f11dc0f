// Build-time: the HTML template of every page (Docusaurus's `ssrTemplate`), the default one
// (read from @docusaurus/core, so it follows upgrades) with one change. The default loads the scripts with `defer`, and a deferred script runs as
// soon as the document is parsed, which on a fast connection is before the browser has painted
// anything: the served HTML stayed blank while React and the app started (50–120 ms on this
// machine, four times that on a mid-range phone). Here the scripts are preloaded at the same
// point, and a small inline loader adds them, in order, once the document is parsed and a
// frame has been painted (or after 250 ms, e.g. in a background tab, where frames do not run).
/** How long after the document is parsed the loader adds the scripts when no frame has come. */
export const LOADER_FALLBACK_MS = 250;
const loader = `(function(s){var d=0;function go(){if(d)return;d=1;s.forEach(function(u){var e=document.createElement("script");e.src=u;e.async=!1;document.head.appendChild(e)})}function later(){requestAnimationFrame(function(){setTimeout(go,0)});setTimeout(go,${LOADER_FALLBACK_MS})}document.readyState==="loading"?document.addEventListener("DOMContentLoaded",later):later()})`;

/** The template of @docusaurus/core 3.10 (lib/ssg/ssgTemplate.html.js), which Docusaurus uses when none is set. */
import upstreamTemplate from '@docusaurus/core/lib/ssg/ssgTemplate.html.js';

const deferredScripts = `<% it.scripts.forEach((script) => { %>
      <script src="<%= it.baseUrl %><%= script %>" defer></script>
    <% }); %>`;
const preloadedScripts = `<% it.scripts.forEach((script) => { %>
      <link rel="preload" as="script" href="<%= it.baseUrl %><%= script %>" />
    <% }); %>`;
const loaderCall = `<script>${loader}(<%~ JSON.stringify(it.scripts.map((script) => it.baseUrl + script)) %>)</script>`;

/**
 * Docusaurus's template with its deferred scripts turned into preloads and the loader added
 * at the end of the body. Throws (the build fails) if the upstream template no longer has
 * the parts changed here: then see what it changed and adapt.
 */
export function withPaintFirstLoader(template: string): string {
  if (!template.includes(deferredScripts) || !template.includes('</body>')) {
    throw new Error(
      'ssr-template.ts: the Docusaurus SSG template changed (no deferred scripts to replace); adapt withPaintFirstLoader',
    );
  }
  return template
    .replace(deferredScripts, preloadedScripts)
    .replace('</body>', `  ${loaderCall}\n  </body>`);
}

export const ssrTemplate = withPaintFirstLoader(upstreamTemplate);
