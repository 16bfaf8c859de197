import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { ZodType } from "zod";
import { VISITOR_PREVIEW_ID } from "../../../shared/contracts/first-screen";
import {
  currentUserRequestSchema,
  DELETE_ACCOUNT_TEXTS,
  deleteAccountRequestSchema,
  deleteAccountResponseSchema,
  loginRequestSchema,
  okResponseSchema,
  registerRequestSchema,
  sendCodeRequestSchema,
  type User,
  userRoutes,
  userSchema,
} from "../../../shared/contracts/user";
import { isValidTimeZone } from "../../../shared/domain/dates";
import type { AppDeps } from "../../app-deps";
import { badRequest } from "../../lib/app-error";
import { removeAccount } from "./account-removal";
import { createAuthService } from "./auth-service";
import { callerRoutes } from "./caller-routes";
import { createNewVisitorLimit, createSignInLimits, type SignInLimitHooks } from "./sign-in-limits";
import { toUser, type UserRow } from "./user-mapper";
import { createAnonymousUser, previewAnonymousUser, todayTotalMs, touchUser } from "./user-repository";

/** What the user module offers the rest of the server. */
export interface UserModule {
  /** The answer of POST /api/user for a user who already has a session (no write). */
  userResponse(row: UserRow): Promise<User>;
  /**
   * What POST /api/user will answer a first visit (no session), with the id VISITOR_PREVIEW_ID:
   * the first screen shows it until then.
   */
  visitorPreview(): Promise<User>;
}

/**
 * A sign-in form's route options: its limit (sign-in-limits.ts), its refusals shown beside the
 * form's fields, its body and its answer.
 */
function signInForm<B extends ZodType, A extends ZodType>(limit: SignInLimitHooks, body: B, answer: A) {
  return { ...limit, config: { forms: "fields" as const }, schema: { body, response: { 200: answer } } };
}

export async function registerUserRoutes(app: FastifyInstance, deps: AppDeps): Promise<UserModule> {
  const { db, sessions } = deps;
  const auth = createAuthService({ ...deps, log: app.log });
  const limits = createSignInLimits(app, deps.config.signInRateLimit);
  const countNewVisitor = createNewVisitorLimit(db, deps.config.newVisitorsPerHour);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const userResponse = async (row: UserRow) => toUser(row, await todayTotalMs(db, row));

  r.post(
    userRoutes.current,
    { schema: { body: currentUserRequestSchema.optional(), response: { 200: userSchema } } },
    async (request, reply) => {
      // An unknown time zone is ignored rather than refused, so the app always loads.
      const requested = request.body?.timezone;
      const timezone = requested && isValidTimeZone(requested) ? requested : undefined;
      const existing = await sessions.currentUser(request);
      if (existing) {
        const changed = timezone && timezone !== existing.timezone ? timezone : undefined;
        return userResponse((await touchUser(db, existing.id, changed)) ?? existing);
      }
      await countNewVisitor(request, reply);
      const created = await createAnonymousUser(db, timezone ?? "UTC");
      await sessions.start(request, reply, created);
      return userResponse(created);
    },
  );

  r.post(
    userRoutes.sendCode,
    signInForm(limits.codes, sendCodeRequestSchema, okResponseSchema),
    async (request) => {
      const visitor = await sessions.currentUser(request);
      await auth.sendLoginCode(request.body.email, request.ip, visitor?.id ?? null);
      return { ok: true as const };
    },
  );

  r.post(
    userRoutes.register,
    signInForm(limits.codes, registerRequestSchema, okResponseSchema),
    async (request) => {
      const visitor = await sessions.currentUser(request);
      await auth.sendRegisterCode(request.body.name, request.body.email, request.ip, visitor?.id ?? null);
      return { ok: true as const };
    },
  );

  r.post(
    userRoutes.login,
    signInForm(limits.tries, loginRequestSchema, userSchema),
    async (request, reply) => {
      const visitor = await sessions.currentUser(request);
      const user = await auth.verify(request.body.email, request.body.verification_code, visitor);
      await sessions.start(request, reply, user);
      return userResponse(user);
    },
  );

  r.get(userRoutes.logout, { schema: { response: { 200: okResponseSchema } } }, async (request, reply) => {
    await sessions.end(request, reply);
    return { ok: true as const };
  });

  // A learner deletes their own account, by the admin's path (account-removal.ts), and is signed out.
  callerRoutes(app, sessions).post(
    userRoutes.deleteAccount,
    {
      schema: { body: deleteAccountRequestSchema, response: { 200: deleteAccountResponseSchema } },
      config: { access: "registered" },
    },
    async (user, request, reply) => {
      if (request.body.email !== user.email)
        throw badRequest("confirmation_mismatch", DELETE_ACCOUNT_TEXTS.mismatch);
      await removeAccount(db, request.body.email, { by: "self" });
      await sessions.end(request, reply);
      return { message: DELETE_ACCOUNT_TEXTS.deleted };
    },
  );

  // Made once a UTC day: the database's defaults do not change while it runs (migrations run
  // before) but for the final goal's date, which is due a year from the day a row is made.
  let preview: { day: number; user: Promise<User> } | undefined;
  const visitorPreview = () => {
    const day = Math.floor(Date.now() / 86_400_000);
    if (preview?.day !== day) {
      const made = previewAnonymousUser(db, "UTC").then((row) => ({
        ...toUser(row, 0),
        id: VISITOR_PREVIEW_ID,
      }));
      const entry = { day, user: made };
      // A failed preview is made again next time rather than kept.
      made.catch(() => {
        if (preview === entry) preview = undefined;
      });
      preview = entry;
    }
    return preview.user;
  };

  return { userResponse, visitorPreview };
}
