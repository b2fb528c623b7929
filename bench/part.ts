// One part of a bench run: its figures, or why there are none (its own module, so the parts that
// produce figures and the results that gather them do not import each other).
/** A part that could not be measured says why instead of a figure. */
export type Part<T> = { status: 'ok'; value: T } | { status: 'n/a' | 'error'; reason: string };
