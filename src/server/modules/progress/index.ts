// The module's public entry: what other modules may use (docs/architecture.md "Boundaries").
export { hasJournalEntryBetween } from "./journal-repository";
export { type LearnerStanding, learnerStanding } from "./learner-standing";
export { type PeriodSummary, summarisePeriod } from "./period-summary";
