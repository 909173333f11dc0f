// A count of the text code's steps of work, for its tests: matchRanges, wordBounds and snippet
// add to it.

/**
 * Steps of work done by matchRanges and snippet (matches found, segments and words looked at):
 * what the tests count to check that the work grows linearly with a text, and stays capped.
 */
export const textWork = {steps: 0};
