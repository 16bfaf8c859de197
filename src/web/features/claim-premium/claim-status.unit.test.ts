import { describe, expect, it } from "vitest";
import {
  CLAIM_REQUEST_FAILED,
  CLAIM_UNKNOWN_ANSWER,
  checkClaimEmail,
  requestFailedStatus,
  statusOfAnswer,
} from "./claim-status";

describe("claim status", () => {
  it("shows success in green with the exact product text (curly apostrophe)", () => {
    expect(statusOfAnswer("success")).toEqual({
      text: "Thank you for your submission! We’ll review your eligibility, update your status within 24 hours and send email notification.",
      tone: "success",
    });
  });

  it("shows a duplicate claim and an existing membership in red", () => {
    expect(statusOfAnswer("duplicate-claim")).toEqual({
      text: "You have already submitted. Please, wait until we check your eligibility.",
      tone: "danger",
    });
    expect(statusOfAnswer("already-premium")).toEqual({
      text: "You are already a premium member. Please, refresh your browser.",
      tone: "danger",
    });
  });

  it("treats any other answer as unknown, and a failed request apart", () => {
    expect(statusOfAnswer("toString").text).toBe(CLAIM_UNKNOWN_ANSWER);
    expect(statusOfAnswer("").text).toBe(CLAIM_UNKNOWN_ANSWER);
    expect(requestFailedStatus.text).toBe(CLAIM_REQUEST_FAILED);
  });

  it("asks for an email when the field is blank", () => {
    expect(checkClaimEmail("  ")).toEqual({ text: "Please enter your email address.", tone: "danger" });
    expect(checkClaimEmail("me@example.com")).toBeNull();
  });
});
