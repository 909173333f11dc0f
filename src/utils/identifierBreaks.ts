// Where a long identifier may wrap: after "::", "_", "." or "/" inside it, as a reader expects
// (NET::ERR_CERT_ / AUTHORITY_INVALID), instead of wherever the line runs out (…_INV / ALID).
// Works on the HTML the table of contents renders: text between tags only, entities untouched.

/** Words of 16 characters or more get break points; shorter ones fit a line anyway. */
const LONG_WORD = /[^\s&;]{16,}/g;

/** `html` with <wbr> after each separator inside every long word of its text. */
export function withIdentifierBreaks(html: string): string {
  return html.replace(/(^|>)([^<]+)/g, (_match, before: string, text: string) => {
    const broken = text.replace(LONG_WORD, (word) =>
      word.replace(/(::|_|\.|\/)(?=\S)/g, '$1<wbr>'),
    );
    return before + broken;
  });
}
