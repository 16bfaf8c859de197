import type { FastifyBaseLogger } from "fastify";
import type { AppConfig } from "../../config";
import type { Db } from "../../db/create-db";
import { AppError, badRequest, conflict, notFound, tooMany } from "../../lib/app-error";
import type { Mailer } from "../../lib/mailer";
import {
  CODE_TTL_MS,
  codesMatch,
  consumeCode,
  issueCode,
  latestCode,
  MAX_CODE_ATTEMPTS,
  recordWrongAttempt,
} from "./code-store";
import type { UserRow } from "./user-mapper";
import {
  createRegisteredUser,
  findRegisteredByEmail,
  findUserById,
  mergeAnonymousInto,
  registerAnonymousUser,
  setRoles,
} from "./user-repository";

export interface AuthDeps {
  db: Db;
  config: AppConfig;
  mailer: Mailer;
  log: FastifyBaseLogger;
}

const TOO_MANY_ATTEMPTS = "Too many attempts. Request a new code.";
const NO_ACCOUNT = "No account with this email. Sign up first.";
const EMAIL_TAKEN = "This email is already registered. Log in instead.";
const CODE_USED = "This code has already been used. Request a new code.";

/**
 * Passwordless sign-in with emailed one-time codes (docs/product-rules.md "Users and sign-in").
 * The routes limit every call by address and by email before it gets here (sign-in-limits.ts).
 */
export function createAuthService(deps: AuthDeps) {
  const { db, config, mailer, log } = deps;

  async function mailCode(email: string, code: string, purpose: "login" | "register"): Promise<void> {
    const action = purpose === "register" ? "finish signing up" : "log in";
    const minutes = CODE_TTL_MS / 60000;
    try {
      await mailer.send({
        to: email,
        subject: `Your Ponyatno code: ${code}`,
        text: `Your code is ${code}.\n\nEnter it to ${action} at ${config.publicUrl}. It is valid for ${minutes} minutes and can be used once.\n\nIf you did not ask for it, ignore this email.\n\nPonyatno`,
      });
    } catch (err) {
      log.error({ err }, "sending the sign-in code failed");
      throw new AppError(
        502,
        "mail_failed",
        "We could not send the email. Please try again in a few minutes.",
      );
    }
    // Without SMTP this is how a developer signs in: one line of its own, code first, easy to spot
    // now that requests are not logged by default (LOG_REQUESTS).
    if (mailer.kind === "outbox") log.info(`Sign-in code ${code} for ${email} (mail written to the outbox)`);
  }

  return {
    /** Log in, step 1: the account must exist. */
    async sendLoginCode(email: string, ip: string, visitorId: string | null): Promise<void> {
      if (!(await findRegisteredByEmail(db, email))) {
        throw notFound(NO_ACCOUNT);
      }
      const code = await issueCode(db, config.sessionSecret, {
        email,
        purpose: "login",
        name: null,
        requestedByUserId: visitorId,
        ip,
      });
      await mailCode(email, code, "login");
    },

    /** Sign up, step 1: the email must be free. */
    async sendRegisterCode(name: string, email: string, ip: string, visitorId: string | null): Promise<void> {
      if (await findRegisteredByEmail(db, email)) {
        throw conflict("email_taken", EMAIL_TAKEN);
      }
      const code = await issueCode(db, config.sessionSecret, {
        email,
        purpose: "register",
        name,
        requestedByUserId: visitorId,
        ip,
      });
      await mailCode(email, code, "register");
    },

    /**
     * Step 2: checks the code and returns the signed-in user. The visitor's anonymous progress
     * becomes the new account (sign-up) or joins the existing one (log-in).
     */
    async verify(email: string, code: string, visitor: UserRow | null): Promise<UserRow> {
      const stored = await latestCode(db, email);
      if (!stored) throw badRequest("no_code", "Request a code first: we have not sent one to this email.");
      if (stored.attempts >= MAX_CODE_ATTEMPTS) throw tooMany("too_many_attempts", TOO_MANY_ATTEMPTS);
      if (stored.used_at) throw badRequest("code_used", CODE_USED);
      if (stored.expires_at.getTime() <= Date.now()) {
        throw badRequest("code_expired", "This code has expired. Request a new code.");
      }
      if (!codesMatch(config.sessionSecret, email, code, stored.code_hash)) {
        const attempts = await recordWrongAttempt(db, stored.id);
        if (attempts >= MAX_CODE_ATTEMPTS) throw tooMany("too_many_attempts", TOO_MANY_ATTEMPTS);
        throw badRequest("wrong_code", "Wrong code. Check the email we sent you and try again.");
      }
      if (!(await consumeCode(db, stored.id))) {
        throw badRequest("code_used", CODE_USED);
      }
      const roles = config.adminEmails.includes(email) ? ["admin"] : [];
      const anonymous = visitor?.is_anonymous ? visitor : null;

      if (stored.purpose === "register") {
        if (await findRegisteredByEmail(db, email)) {
          throw conflict("email_taken", EMAIL_TAKEN);
        }
        const name = stored.name ?? "";
        const converted =
          anonymous && (await registerAnonymousUser(db, anonymous.id, { name, email, roles }));
        return (
          converted || createRegisteredUser(db, { name, email, roles, timezone: visitor?.timezone ?? "UTC" })
        );
      }

      const account = await findRegisteredByEmail(db, email);
      if (!account) throw notFound(NO_ACCOUNT);
      if (anonymous && anonymous.id !== account.id) await mergeAnonymousInto(db, anonymous.id, account.id);
      // ADMIN_EMAILS bootstraps the role; it never takes a role away.
      if (roles.includes("admin") && !account.roles.includes("admin")) {
        await setRoles(db, account.id, [...account.roles, "admin"]);
      }
      return (await findUserById(db, account.id)) ?? account;
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
