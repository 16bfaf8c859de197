/**
 * The level names from Beginner 0 to Advanced, easiest first, written out rather than imported from
 * the app so that a test fails when the app's list changes. Videos have one level more, Native; the
 * progress bands end with an open band that has no name.
 */
export const LEVELS_TO_ADVANCED = [
  "Beginner 0",
  "Beginner 1",
  "Beginner 2",
  "Intermediate 1",
  "Intermediate 2",
  "Advanced",
];
