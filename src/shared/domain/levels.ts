/** Video levels, easiest first (docs/product-rules.md "Data and defaults"). Sort Easy/Hard follows this order. */
export const VIDEO_LEVELS = [
  "Beginner 0",
  "Beginner 1",
  "Beginner 2",
  "Intermediate 1",
  "Intermediate 2",
  "Advanced",
  "Native",
] as const;
export type VideoLevel = (typeof VIDEO_LEVELS)[number];

/** Badge style family of a level (docs/product-rules.md "Constants": Beginner 0/1/2 share one, Intermediate 1/2 share one). */
export type LevelBadgeKind = "beginner" | "intermediate" | "advanced" | "native";

export function levelBadgeKind(level: string): LevelBadgeKind {
  if (level.startsWith("Beginner")) return "beginner";
  if (level.startsWith("Intermediate")) return "intermediate";
  if (level === "Advanced") return "advanced";
  return "native";
}

export function isVideoLevel(value: string): value is VideoLevel {
  return (VIDEO_LEVELS as readonly string[]).includes(value);
}
