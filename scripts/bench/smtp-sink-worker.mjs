// The email bench's SMTP server, in a worker thread: a real mail server is another process, so its
// parsing must not take the runner's thread. It accepts every message (user mailer, password
// s3cret), counts them, and posts the count when asked.
import { parentPort } from "node:worker_threads";
import { SMTPServer } from "smtp-server";

let received = 0;
const server = new SMTPServer({
  authOptional: false,
  disabledCommands: ["STARTTLS"],
  disableReverseLookup: true,
  logger: false,
  maxClients: 1000,
  onAuth: (auth, _session, callback) =>
    auth.username === "mailer" && auth.password === "s3cret"
      ? callback(null, { user: "mailer" })
      : callback(new Error("Invalid username or password")),
  onData: (stream, _session, callback) => {
    stream.on("data", () => {});
    stream.on("end", () => {
      received++;
      callback();
    });
  },
});
server.listen(0, "127.0.0.1", () => parentPort.postMessage({ port: server.server.address().port }));
parentPort.on("message", (message) => {
  if (message === "count") parentPort.postMessage({ received });
  if (message === "close") server.close(() => process.exit(0));
});
