// How the search client orders the searches a visitor types (pure, no engine).
//
// One search runs at a time. A search typed past (a newer one was asked before it answered)
// is cancelled: the newer one tells it so through `typedPast()`, which it checks between its
// steps and then stops, and whatever it would have answered is dropped. Searches that arrive
// while one runs wait, and only the newest of them runs next. Every search cancelled or
// skipped gets the newest's answer, at the same moment and just before the newest's own
// callers, in the order they were asked: so no keystroke's results ever arrive after the next
// keystroke's, and a caller that counts every answer (DocSearch sets its "See all N results"
// from each) counts the newest. A visitor typing fast waits for no prefix in between.

/** Thrown by a search that saw it was typed past (see `typedPast`). */
export class TypedPast extends Error {
  constructor() {
    super('A newer search was asked');
    this.name = 'TypedPast';
  }
}

/** Runs `search` newest first; `answer` adapts the newest's answer to each older caller's input. */
export function newestSearch<Input, Answer>(
  search: (input: Input, typedPast: () => boolean) => Promise<Answer>,
  answer: (newest: Answer, input: Input) => Answer = (newest) => newest,
): (input: Input) => Promise<Answer> {
  interface Caller {
    input: Input;
    resolve: (answer: Answer) => void;
    reject: (error: unknown) => void;
  }
  /** Callers not answered yet, oldest first: the last is the newest. */
  let callers: Caller[] = [];
  let running = false;

  async function runNewest(): Promise<void> {
    if (running || callers.length === 0) return;
    running = true;
    const newest = callers[callers.length - 1];
    const typedPast = () => callers[callers.length - 1] !== newest;
    let outcome: {answer: Answer} | {error: unknown} | null;
    try {
      outcome = {answer: await search(newest.input, typedPast)};
    } catch (error) {
      outcome = error instanceof TypedPast ? null : {error};
    }
    if (outcome && !typedPast()) {
      const answered = callers;
      callers = [];
      for (const caller of answered) {
        if ('error' in outcome) caller.reject(outcome.error);
        else
          caller.resolve(caller === newest ? outcome.answer : answer(outcome.answer, caller.input));
      }
    }
    running = false;
    void runNewest();
  }

  return (input) =>
    new Promise<Answer>((resolve, reject) => {
      callers.push({input, resolve, reject});
      void runNewest();
    });
}
