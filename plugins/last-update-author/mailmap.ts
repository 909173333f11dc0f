// Build-time (Node) code: git's .mailmap, by commit name. Docusaurus reads each page's last
// author with `git log --format=%an`, the name exactly as the committer's git config held it
// (git applies .mailmap to %aN only), so the site resolves it here. Each line maps
// "Proper Name <proper@email> Commit Name <commit@email>", or "Proper Name <commit@email>";
// the commit name is all Docusaurus gives, so only the first form can match it.
// https://git-scm.com/docs/gitmailmap

/** Commit name → proper name. */
export type Mailmap = ReadonlyMap<string, string>;

const ENTRY = /^\s*([^<#]*?)\s*<[^>]*>\s*([^<#]*?)\s*<[^>]*>\s*(?:#.*)?$/;

/** The name mappings of a .mailmap file's text; other lines (comments, email-only) are skipped. */
export function parseMailmap(text: string): Mailmap {
  const map = new Map<string, string>();
  for (const line of text.split(/\r?\n/)) {
    const match = ENTRY.exec(line);
    if (match && match[1] && match[2]) map.set(match[2], match[1]);
  }
  return map;
}

/** The proper name of a commit name (the name itself when unmapped). */
export function resolveName(mailmap: Mailmap, name: string): string {
  return mailmap.get(name) ?? name;
}
