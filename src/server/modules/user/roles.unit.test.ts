import { describe, expect, it } from "vitest";
import { hasPremiumAccess, isAdminUser } from "./roles";

const user = (fields: { is_anonymous?: boolean; roles?: string[]; premium?: boolean }) => ({
  is_anonymous: false,
  roles: [],
  premium: false,
  ...fields,
});

describe("isAdminUser", () => {
  it("is a registered account with the admin role", () => {
    expect(isAdminUser(user({ roles: ["admin"] }))).toBe(true);
    expect(isAdminUser(user({}))).toBe(false);
    expect(isAdminUser(user({ is_anonymous: true, roles: ["admin"] }))).toBe(false);
    expect(isAdminUser(null)).toBe(false);
  });
});

describe("hasPremiumAccess", () => {
  it("is a registered account with premium, or an admin", () => {
    expect(hasPremiumAccess(user({ premium: true }))).toBe(true);
    expect(hasPremiumAccess(user({ roles: ["admin"] }))).toBe(true);
    expect(hasPremiumAccess(user({}))).toBe(false);
  });

  it("is never a visitor without an account, whatever their row says", () => {
    expect(hasPremiumAccess(user({ is_anonymous: true, premium: true }))).toBe(false);
    expect(hasPremiumAccess(user({ is_anonymous: true, roles: ["admin"] }))).toBe(false);
    expect(hasPremiumAccess(undefined)).toBe(false);
  });
});
