// Build-time: the HTML template of every page (Docusaurus's `ssrTemplate`), the default one
// with one change. The default loads the scripts with `defer`, and a deferred script runs as
// soon as the document is parsed, which on a fast connection is before the browser has painted
// anything: the served HTML stayed blank while React and the app started (50–120 ms on this
// machine, four times that on a mid-range phone). Here the scripts are preloaded at the same
// point, and a small inline loader adds them, in order, once the document is parsed and a
// frame has been painted (or after 250 ms, e.g. in a background tab, where frames do not run).
const loader = `(function(s){var d=0;function go(){if(d)return;d=1;s.forEach(function(u){var e=document.createElement("script");e.src=u;e.async=!1;document.head.appendChild(e)})}function later(){requestAnimationFrame(function(){setTimeout(go,0)});setTimeout(go,250)}document.readyState==="loading"?document.addEventListener("DOMContentLoaded",later):later()})`;

export const ssrTemplate = `<!DOCTYPE html>
<html <%~ it.htmlAttributes %>>
  <head>
    <meta charset="UTF-8">
    <meta name="generator" content="Docusaurus v<%= it.version %>">
    <% it.metaAttributes.forEach((metaAttribute) => { %>
      <%~ metaAttribute %>
    <% }); %>
    <%~ it.headTags %>
    <% it.stylesheets.forEach((stylesheet) => { %>
      <link rel="stylesheet" href="<%= it.baseUrl %><%= stylesheet %>" />
    <% }); %>
    <% it.scripts.forEach((script) => { %>
      <link rel="preload" as="script" href="<%= it.baseUrl %><%= script %>" />
    <% }); %>
  </head>
  <body <%~ it.bodyAttributes %>>
    <%~ it.preBodyTags %>
    <div id="__docusaurus"><%~ it.appHtml %></div>
    <%~ it.postBodyTags %>
    <script>${loader}(<%~ JSON.stringify(it.scripts.map((script) => it.baseUrl + script)) %>)</script>
  </body>
</html>
`;
