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
