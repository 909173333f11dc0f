// What the tests call an emoji: a character that only an emoji font draws.

/** Characters drawn from an emoji font: the emoji blocks, the symbol blocks, the emoji selector. */
export const EMOJI = /[\u{1F000}-\u{1FAFF}\u{2600}-\u{27BF}]|\u{FE0F}/u;
