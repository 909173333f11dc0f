// Node's own import(), for code that Docusaurus loads through jiti: jiti evaluates modules in a
// way that has no dynamic-import hook, and pagefind is ESM-only. Loaded with Node's real require.
module.exports = function nativeImport(specifier) {
  return import(specifier);
};
