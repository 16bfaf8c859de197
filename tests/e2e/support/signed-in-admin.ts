import type { Page } from "playwright-core";
import { beforeAll } from "vitest";
import { newPage } from "./browser";
import { type E2e, setupE2e } from "./e2e";
import { signUpThroughModal } from "./sign-up";

export interface AdminE2e extends E2e {
  /** The admin's desktop page, signed in (set before the spec's first test). */
  readonly admin: Page;
}

/**
 * A spec's own app with one admin (an admin changes the catalog others read: docs/testing.md
 * "End to end"), and that admin signed up through the sign-in modal on a desktop page before the
 * first test; the spec's tests share the page.
 */
export function setupSignedInAdmin(email = "admin@example.com", name = "Ada Admin"): AdminE2e {
  const e2e = setupE2e({ env: { ADMIN_EMAILS: email } });
  let admin: Page | undefined;
  beforeAll(async () => {
    admin = await newPage(e2e.browser);
    await admin.goto(`${e2e.app.url}/browse`);
    await signUpThroughModal(admin, e2e.app, name, email);
  });
  return {
    get app() {
      return e2e.app;
    },
    get browser() {
      return e2e.browser;
    },
    get admin() {
      if (!admin) throw new Error("setupSignedInAdmin: the admin is there once the spec's beforeAll ran");
      return admin;
    },
  };
}
