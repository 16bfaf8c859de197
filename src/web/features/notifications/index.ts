// The feature's public entry: what the rest of the app may use (docs/architecture.md "Boundaries").
export { NotificationBellSlot } from "./notification-bell-slot";
export { refreshNotifications } from "./refresh-notifications";
