import { describe, expect, it } from "vitest";
import { DEFAULT_SIGN_IN_RATE_LIMIT, loadConfig, parseTrustProxy } from "./config";

describe("TRUST_PROXY", () => {
  it("trusts nobody when unset, false or 0", () => {
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy("")).toBe(false);
    expect(parseTrustProxy("false")).toBe(false);
    expect(parseTrustProxy("0")).toBe(0);
  });

  it("takes true, a hop count, or a comma list of addresses, CIDRs and proxy-addr names", () => {
    expect(parseTrustProxy("true")).toBe(true);
    expect(parseTrustProxy("1")).toBe(1);
    expect(parseTrustProxy(" 10.0.0.0/8, 127.0.0.1 ,::1,fd00::/8,loopback,192.168.0.0/255.255.0.0")).toEqual([
      "10.0.0.0/8",
      "127.0.0.1",
      "::1",
      "fd00::/8",
      "loopback",
      "192.168.0.0/255.255.0.0",
    ]);
  });

  it("stops the start on a typo, with a sentence", () => {
    for (const bad of ["yes", "10.0.0.0/33", "10.0.0/8", "127.0.0.1,proxy.example"]) {
      expect(() => parseTrustProxy(bad), bad).toThrow(/TRUST_PROXY/);
    }
  });

  it("is read from the environment, and sign-in limits default to the real ones", () => {
    const config = loadConfig({
      SESSION_SECRET: "0123456789abcdef0123",
      TRUST_PROXY: "1",
      DATA_DIR: "/tmp/pn-none",
    });
    expect(config.trustProxy).toBe(1);
    expect(config.signInRateLimit).toEqual(DEFAULT_SIGN_IN_RATE_LIMIT);
    expect(DEFAULT_SIGN_IN_RATE_LIMIT).toEqual({
      windowMs: 3600_000,
      codesPerIp: 30,
      codesPerEmail: 5,
      triesPerIp: 60,
      triesPerEmail: 30,
    });
  });
});

describe("LOG_REQUESTS", () => {
  const base = { SESSION_SECRET: "0123456789abcdef0123", DATA_DIR: "/tmp/pn-none" };
  it("leaves the per-request lines out by default, and puts them back with 1", () => {
    expect(loadConfig(base).logRequests).toBe(false);
    expect(loadConfig({ ...base, LOG_REQUESTS: "1" }).logRequests).toBe(true);
    expect(loadConfig({ ...base, LOG_REQUESTS: "0" }).logRequests).toBe(false);
  });
});
