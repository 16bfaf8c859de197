import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

/** One mail as the SMTP server received it, with the parts a reader sees decoded. */
export interface ReceivedMail {
  /** The envelope's recipients (RCPT TO), lower case as sent. */
  to: string[];
  /** The message as it travelled (headers and MIME body). */
  raw: string;
  /** The top-level headers, names in lower case, folded lines joined, encoded words decoded. */
  headers: Record<string, string>;
  subject: string;
  /** The text/plain part, decoded (quoted-printable or base64); "" when there is none. */
  text: string;
  /** The text/html part, decoded; "" when there is none. */
  html: string;
}

export interface SmtpSink {
  /** The URL to give the app as `smtpUrl` (with the sink's user and password). */
  url: string;
  /** Every mail accepted so far, in order of arrival. */
  received: ReceivedMail[];
  /** The mails whose envelope names this address. */
  mailsTo(email: string): ReceivedMail[];
  /** Refuses the next `count` messages at DATA with a temporary failure (451), then accepts again. */
  refuseNext(count: number): void;
  /** How many messages were refused so far. */
  refused(): number;
  close(): Promise<void>;
}

/**
 * A real SMTP server on loopback (smtp-server, with authentication, no TLS) that keeps what it
 * receives: mail tests go through the app's real mailer and nodemailer, then read the mail a
 * learner would get.
 */
export async function startSmtpSink(options: { keepRaw?: boolean } = {}): Promise<SmtpSink> {
  const received: ReceivedMail[] = [];
  let toRefuse = 0;
  let refusedCount = 0;
  const server = new SMTPServer({
    authOptional: false,
    disabledCommands: ["STARTTLS"],
    logger: false,
    // No reverse DNS lookup of each client (loopback): it costs a lookup per connection.
    disableReverseLookup: true,
    // Many mails in a run: nodemailer opens a connection per message unless pooled.
    maxClients: 1000,
    onAuth: (auth, _session, callback) =>
      auth.username === "mailer" && auth.password === "s3cret"
        ? callback(null, { user: "mailer" })
        : callback(new Error("Invalid username or password")),
    onData: (stream, session, callback) => {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        if (toRefuse > 0) {
          toRefuse--;
          refusedCount++;
          const error = new Error("Mailbox busy, try again later") as Error & { responseCode: number };
          error.responseCode = 451;
          callback(error);
          return;
        }
        const raw = Buffer.concat(chunks).toString("utf8");
        const to = session.envelope.rcptTo.map((r) => r.address);
        received.push(options.keepRaw === false ? lightMail(to) : parseMail(to, raw));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://mailer:s3cret@127.0.0.1:${port}`,
    received,
    mailsTo: (email) => received.filter((m) => m.to.some((a) => a.toLowerCase() === email.toLowerCase())),
    refuseNext: (count) => {
      toRefuse = count;
    },
    refused: () => refusedCount,
    close: () => new Promise<void>((resolve) => server.close(resolve)),
  };
}

/** Only the envelope, for benchmarks that count mails and need not read them. */
function lightMail(to: string[]): ReceivedMail {
  return { to, raw: "", headers: {}, subject: "", text: "", html: "" };
}

export function parseMail(to: string[], raw: string): ReceivedMail {
  const { headers, body } = splitEntity(raw);
  const parts: { type: string; content: string }[] = [];
  collectParts(headers, body, parts);
  return {
    to,
    raw,
    headers,
    subject: headers.subject ?? "",
    text: parts.find((p) => p.type === "text/plain")?.content ?? "",
    html: parts.find((p) => p.type === "text/html")?.content ?? "",
  };
}

function splitEntity(entity: string): { headers: Record<string, string>; body: string } {
  const normalised = entity.replace(/\r\n/g, "\n");
  const end = normalised.indexOf("\n\n");
  const head = end === -1 ? normalised : normalised.slice(0, end);
  const body = end === -1 ? "" : normalised.slice(end + 2);
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\n[ \t]+/g, " ").split("\n")) {
    const colon = line.indexOf(":");
    if (colon <= 0) continue;
    headers[line.slice(0, colon).trim().toLowerCase()] = decodeWords(line.slice(colon + 1).trim());
  }
  return { headers, body };
}

function collectParts(
  headers: Record<string, string>,
  body: string,
  parts: { type: string; content: string }[],
): void {
  const contentType = headers["content-type"] ?? "text/plain";
  const type = (contentType.split(";")[0] ?? "").trim().toLowerCase();
  if (type.startsWith("multipart/")) {
    const boundary = /boundary="?([^";]+)"?/i.exec(contentType)?.[1];
    if (!boundary) return;
    const sections = body.split(`--${boundary}`).slice(1);
    for (const section of sections) {
      if (section.startsWith("--")) break;
      const inner = splitEntity(section.replace(/^\n/, ""));
      collectParts(inner.headers, inner.body, parts);
    }
    return;
  }
  const encoding = (headers["content-transfer-encoding"] ?? "7bit").toLowerCase();
  const bytes =
    encoding === "base64"
      ? Buffer.from(body.replace(/\s+/g, ""), "base64")
      : encoding === "quoted-printable"
        ? decodeQuotedPrintable(body)
        : Buffer.from(body, "utf8");
  parts.push({ type, content: bytes.toString("utf8").replace(/\n$/, "") });
}

function decodeQuotedPrintable(body: string): Buffer {
  const joined = body.replace(/=\n/g, "");
  const pieces: Buffer[] = [];
  let last = 0;
  for (const match of joined.matchAll(/=([0-9A-Fa-f]{2})/g)) {
    pieces.push(Buffer.from(joined.slice(last, match.index), "utf8"));
    pieces.push(Buffer.from([Number.parseInt(match[1] ?? "", 16)]));
    last = match.index + 3;
  }
  pieces.push(Buffer.from(joined.slice(last), "utf8"));
  return Buffer.concat(pieces);
}

/** RFC 2047 encoded words (`=?UTF-8?Q?…?=`, `=?UTF-8?B?…?=`), as nodemailer writes non-ASCII headers. */
function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, "?==?")
    .replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g, (_all, _charset: string, kind: string, text: string) =>
      kind.toUpperCase() === "B"
        ? Buffer.from(text, "base64").toString("utf8")
        : decodeQuotedPrintable(text.replace(/_/g, " ")).toString("utf8"),
    );
}
