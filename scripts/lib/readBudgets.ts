// The read budgets of docs/benchmarks.md, in one place: `npm run bench` prints each view against
// them, and the emulator tests of the lists' and pickers' reads assert them.

/** A list page: its page size in documents, at most this many counts, and this many KB. */
export const LIST_PAGE_KB = 100;
export const LIST_PAGE_COUNTS = 1;

/** A picker's answer (organisations, users, clinicians found by typing): documents and KB. */
export const PICKER_DOCUMENTS = 20;
export const PICKER_KB = 20;
