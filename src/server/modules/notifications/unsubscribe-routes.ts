import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  unsubscribeAnswerSchema,
  unsubscribeQuerySchema,
  unsubscribeRoutes,
} from "../../../shared/contracts/unsubscribe";
import type { AppDeps } from "../../app-deps";
import { emailSettingOf, turnEmailSettingOff } from "../account/index";
import { EMAIL_FLAG_NAMES, EMAIL_FLAGS } from "./email-flags";
import { verifyUnsubscribeToken } from "./unsubscribe-token";

/**
 * The unsubscribe link of every learner email (docs/emails.md "Unsubscribe"). GET only describes
 * what the link turns off, because link scanners and mail previews open links; POST turns it off,
 * from the page's button or from a mail client's one-click button (RFC 8058).
 */
export async function registerUnsubscribeRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const schema = {
    querystring: unsubscribeQuerySchema,
    response: { 200: unsubscribeAnswerSchema },
  };

  r.get(unsubscribeRoutes.unsubscribe, { schema }, async (request) => {
    const { userId, flag } = verifyUnsubscribeToken(
      deps.config.sessionSecret,
      request.query.token,
      new Date(),
    );
    const on = await emailSettingOf(deps.db, userId, EMAIL_FLAGS[flag]);
    // A deleted account has nothing left to send: its link says the mail is off.
    return { flag, what: EMAIL_FLAG_NAMES[flag], off: on !== true };
  });

  // RFC 8058's one-click POST is a urlencoded form (`List-Unsubscribe=One-Click`).
  r.post(unsubscribeRoutes.unsubscribe, { schema, config: { forms: "fields" } }, async (request) => {
    const { userId, flag } = verifyUnsubscribeToken(
      deps.config.sessionSecret,
      request.query.token,
      new Date(),
    );
    await turnEmailSettingOff(deps.db, userId, EMAIL_FLAGS[flag]);
    request.log.info({ userId, flag }, "unsubscribed by link");
    return { flag, what: EMAIL_FLAG_NAMES[flag], off: true };
  });
}
