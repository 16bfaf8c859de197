// The module's public entry: what other modules may use (docs/architecture.md "Boundaries").
export { allNotifications } from "./inbox-repository";
export { createDueNotifications, notifyAcquiredWords, notifyAfterInput } from "./inbox-service";
export type { InputChange } from "./input-change";
