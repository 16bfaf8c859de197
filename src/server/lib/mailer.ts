import { randomBytes } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer, { type Transporter } from "nodemailer";

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Extra headers, e.g. List-Unsubscribe (RFC 8058) on the learners' emails. */
  headers?: Record<string, string>;
}

/** The one mailer: SMTP when `SMTP_URL` is set, else `.eml` files in `DATA_DIR/outbox/`. */
export interface Mailer {
  readonly kind: "smtp" | "outbox";
  /** Throws when the mail could not be sent: the caller reports it, nothing swallows it. */
  send(message: MailMessage): Promise<void>;
  close(): void;
}

export function createMailer(options: { smtpUrl?: string; from: string; dataDir: string }): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      kind: "smtp",
      send: async (message) => {
        await transport.sendMail({ from: options.from, ...message });
      },
      close: () => transport.close(),
    };
  }
  const outbox = path.join(options.dataDir, "outbox");
  const transport: Transporter = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: "unix",
  });
  return {
    kind: "outbox",
    send: async (message) => {
      const info = await transport.sendMail({ from: options.from, ...message });
      await mkdir(outbox, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, "-")}-${randomBytes(3).toString("hex")}.eml`;
      await writeFile(path.join(outbox, name), info.message as Buffer);
    },
    close: () => transport.close(),
  };
}
