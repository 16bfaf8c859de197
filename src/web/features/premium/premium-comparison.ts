export interface PlanFeature {
  feature: string;
  free: boolean;
  premium: boolean;
}

/** The comparison table: what each plan gives, from docs/product-rules.md "Roles". */
export const PREMIUM_COMPARISON: readonly PlanFeature[] = [
  { feature: "Free videos at every level", free: true, premium: true },
  { feature: "Input hours, goals and the consistency graph", free: true, premium: true },
  { feature: "Off-platform input log", free: true, premium: true },
  { feature: "Premium videos", free: false, premium: true },
  { feature: "Transcript download (.docx)", free: false, premium: true },
  { feature: "Audio download (.mp3)", free: false, premium: true },
];
