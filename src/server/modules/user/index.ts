// The module's public entry: what other modules may use (docs/architecture.md "Boundaries").

export { type CallerHandler, type CallerRoutes, callerRoutes, defineCallerRoutes } from "./caller-routes";
export { accessCallerOf } from "./roles";
export { SESSION_ENDED } from "./session";
export { toUser, type UserRow } from "./user-mapper";
export { findUserById, todayTotalMs } from "./user-repository";
