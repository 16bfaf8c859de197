import type { FeedbackField } from "../../../shared/contracts/feedback";

/** Each of the seven text areas (docs/screens.md "Feedback"), in the contract's order: its label and a prompt. */
export const FEEDBACK_QUESTIONS: Readonly<Record<FeedbackField, { label: string; prompt: string }>> = {
  experience: { label: "Overall experience", prompt: "How do you like learning with Ponyatno so far?" },
  easeOfUse: {
    label: "Ease of use and navigation",
    prompt: "Is it easy to find videos, your progress and your settings?",
  },
  design: { label: "Design and appearance", prompt: "What do you think of how it looks?" },
  contentQuality: {
    label: "Content quality",
    prompt: "Are the videos interesting, and are the levels right?",
  },
  performance: { label: "Performance", prompt: "Do pages and videos load quickly on your device?" },
  suggestion: { label: "Suggestions for improvement", prompt: "What would you change or add?" },
  comments: { label: "Additional comments", prompt: "Anything else you would like to tell us." },
};

/**
 * Features being worked on, listed in the intro so testers know what is coming. Only what is not
 * built yet: the watch history (/progress#history) and the email reports (docs/emails.md) are out,
 * and a feature leaves this list the day it ships (docs/screens.md "Feedback").
 */
export const PLANNED_FEATURES: readonly string[] = [
  "Series and playlists of videos",
  "Vocabulary tracking and review recommendations",
  "Paying for Premium directly on the site",
];
