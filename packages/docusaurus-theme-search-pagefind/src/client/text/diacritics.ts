// The marks Pagefind removes from the words it indexes, for the query and the page text alike.

/**
 * Diacritics: combining marks after NFD, except the kana voicing marks (゛゜, U+3099/U+309A), which
 * make other letters (ヒ, ビ, ピ are three) and which Pagefind 1.6 keeps in the words it indexes
 * ("ビーコン", in every language; "café" becomes "cafe", Thai loses its vowel marks).
 */
export const DIACRITICS = /[^\P{M}\u3099\u309A]/gu;
