import { afterAll, beforeAll } from "vitest";
import type { AppConfig } from "../../src/server/config";
import { createMailer, type Mailer } from "../../src/server/lib/mailer";
import { type SmtpSink, startSmtpSink } from "./smtp-sink";
import { createTestApp, type TestApp } from "./test-app";

/** The test app, a real SMTP server on loopback, and a mailer of the app's config that talks to it. */
export interface MailTestApp {
  t: TestApp;
  sink: SmtpSink;
  mailer: Mailer;
}

/**
 * For the email tests (modules/notifications): the app keeps its outbox for the sign-in codes,
 * and the emails under test go through `mailer` to the SMTP server, where `sink` reads them.
 */
export async function startMailTestApp(overrides: Partial<AppConfig> = {}): Promise<MailTestApp> {
  const t = await createTestApp(overrides);
  const sink = await startSmtpSink();
  const mailer = createMailer({ smtpUrl: sink.url, from: t.config.mailFrom, dataDir: t.config.dataDir });
  return { t, sink, mailer };
}

export async function closeMailTestApp(app: Partial<MailTestApp>): Promise<void> {
  app.mailer?.close();
  await app.sink?.close();
  await app.t?.close();
}

/**
 * The test file's mail test app, as `setupTestApp` gives the plain one: started before its first
 * test, closed after its last. `t` is filled in place (so it may be taken apart at the top level);
 * read `sink` and `mailer` inside tests and hooks.
 */
export function setupMailTestApp(overrides: Partial<AppConfig> = {}): MailTestApp {
  const app = { t: {} as TestApp } as MailTestApp;
  beforeAll(async () => {
    const started = await startMailTestApp(overrides);
    Object.assign(app.t, started.t);
    app.sink = started.sink;
    app.mailer = started.mailer;
  });
  afterAll(() => closeMailTestApp(app));
  return app;
}
