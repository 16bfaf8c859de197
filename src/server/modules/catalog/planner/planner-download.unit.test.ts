import { readFileSync } from "node:fs";
import { createServer, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { RequestFilteringHttpAgent } from "request-filtering-agent";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { createDownloadLimiter, downloadPlannerFile, PLANNER_DOWNLOADS_AT_ONCE } from "./planner-download";

/*
 * A real loopback server plays the remote hosts. The download tests pass `allowPrivate: true`
 * (what PLANNER_ALLOW_PRIVATE_URLS=1 does); the guard's tests pass false and check that the
 * server never saw a request.
 */

const jpeg = readFileSync(new URL("../../../../../media/demo/moy-gorod.jpg", import.meta.url));
const mp3 = readFileSync(new URL("../../../../../media/demo/moy-gorod.mp3", import.meta.url));
const srt =
  "1\r\n00:00:01,000 --> 00:00:03,500\r\nПривет, как дела?\r\n\r\n" +
  "2\r\n00:00:04,000 --> 00:00:06,000\r\n<i>Хорошо</i>, спасибо.\r\n";

let server: Server;
let base: string;
let port: number;
let requestsSeen: string[] = [];

/** Writes chunks until the client goes away: a body with no end and no Content-Length. */
function endless(res: ServerResponse) {
  const chunk = Buffer.alloc(64 * 1024, "a");
  res.writeHead(200, { "content-type": "text/plain" });
  const write = () => {
    while (!res.destroyed && res.write(chunk)) {}
    if (!res.destroyed) res.once("drain", write);
  };
  write();
}

beforeAll(async () => {
  server = createServer((req, res) => {
    const path = req.url ?? "/";
    requestsSeen.push(path);
    const redirect = /^\/redirect\/(\d+)$/.exec(path);
    if (redirect) {
      const left = Number(redirect[1]);
      res.writeHead(302, { location: left === 0 ? "/image.jpg" : `/redirect/${left - 1}` });
      return res.end();
    }
    switch (path) {
      case "/image.jpg":
        return res.end(jpeg);
      case "/notes.txt":
        return res.end("just some notes, not a picture");
      case "/subtitles.srt":
        return res.end(srt);
      case "/notes.srt":
        return res.end("Hello, this file has no time stamps at all.\n");
      case "/audio.mp3":
        return res.end(mp3);
      case "/slow.jpg": {
        const timer = setTimeout(() => res.end(jpeg), 5_000);
        res.on("close", () => clearTimeout(timer));
        return;
      }
      case "/trickle.jpg": {
        res.writeHead(200, { "content-type": "image/jpeg" });
        res.write(jpeg.subarray(0, 16));
        const timer = setInterval(() => res.write("x"), 50);
        res.on("close", () => clearInterval(timer));
        return;
      }
      case "/big.jpg":
        // Declares 5 MB + 1 byte but sends only a little: the client must stop at the header.
        res.writeHead(200, { "content-length": String(5 * 1024 * 1024 + 1) });
        res.write(jpeg);
        return;
      case "/endless.srt":
        return endless(res);
      case "/to-file":
        res.writeHead(301, { location: "file:///etc/passwd" });
        return res.end();
      case "/to-localhost":
        res.writeHead(307, { location: `http://localhost:${port}/image.jpg` });
        return res.end();
      default:
        res.writeHead(404);
        return res.end("not found");
    }
  });
  // No host: the server listens on every interface, IPv4 and IPv6, so that 127.0.0.1, localhost and
  // [::1] would all reach it if the guard let them through.
  await new Promise<void>((resolve) => server.listen(0, resolve));
  port = (server.address() as AddressInfo).port;
  base = `http://127.0.0.1:${port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

afterEach(() => {
  vi.restoreAllMocks();
});

const allowed = { allowPrivate: true };

describe("downloadPlannerFile: the bytes", () => {
  it("gives a thumbnail's bytes and image type", async () => {
    const result = await downloadPlannerFile(`${base}/image.jpg`, "thumbnail", allowed);
    // Buffers compared with equals(): toEqual walks them byte by byte, slowly.
    expect(result.ok && result.kind === "thumbnail" && result.bytes.equals(jpeg)).toBe(true);
    expect(result).toMatchObject({ type: { extension: "jpg", contentType: "image/jpeg" } });
  });

  it("refuses a thumbnail that is not an image", async () => {
    const url = `${base}/notes.txt`;
    expect(await downloadPlannerFile(url, "thumbnail", allowed)).toEqual({
      ok: false,
      reason: `not an image (JPEG, PNG or WebP): ${url}`,
    });
  });

  it("gives SRT subtitles as WebVTT text with their word count", async () => {
    const result = await downloadPlannerFile(`${base}/subtitles.srt`, "subtitles", allowed);
    expect(result).toEqual({
      ok: true,
      kind: "subtitles",
      vtt:
        "WEBVTT\n\n00:00:01.000 --> 00:00:03.500\nПривет, как дела?\n\n" +
        "00:00:04.000 --> 00:00:06.000\n<i>Хорошо</i>, спасибо.\n",
      wordCount: 5,
    });
  });

  it("refuses subtitles that are neither WebVTT nor SRT, and binary data as subtitles", async () => {
    const notes = `${base}/notes.srt`;
    expect(await downloadPlannerFile(notes, "subtitles", allowed)).toEqual({
      ok: false,
      reason: `not WebVTT or SRT subtitles: ${notes}`,
    });
    const image = `${base}/image.jpg`;
    expect(await downloadPlannerFile(image, "subtitles", allowed)).toEqual({
      ok: false,
      reason: `not WebVTT or SRT subtitles: ${image}`,
    });
  });

  it("gives MP3 audio and refuses other bytes as audio", async () => {
    const result = await downloadPlannerFile(`${base}/audio.mp3`, "audio", allowed);
    expect(result.ok && result.kind === "audio" && result.bytes.equals(mp3)).toBe(true);
    const url = `${base}/image.jpg`;
    expect(await downloadPlannerFile(url, "audio", allowed)).toEqual({
      ok: false,
      reason: `not an MP3 file: ${url}`,
    });
  });
});

describe("downloadPlannerFile: the transfer", () => {
  it("names the HTTP status of an answer that is not a success", async () => {
    const url = `${base}/missing.jpg`;
    expect(await downloadPlannerFile(url, "thumbnail", allowed)).toEqual({
      ok: false,
      reason: `HTTP 404 from ${url}`,
    });
  });

  it("gives up when the answer does not come in time", async () => {
    const url = `${base}/slow.jpg`;
    const started = Date.now();
    expect(await downloadPlannerFile(url, "thumbnail", { ...allowed, timeoutMs: 200 })).toEqual({
      ok: false,
      reason: `no answer within 0.2 s from ${url}`,
    });
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it("counts the time-out for the whole download, body included", async () => {
    const url = `${base}/trickle.jpg`;
    expect(await downloadPlannerFile(url, "thumbnail", { ...allowed, timeoutMs: 300 })).toEqual({
      ok: false,
      reason: `no answer within 0.3 s from ${url}`,
    });
  });

  it("refuses a body over the kind's limit from its Content-Length, without waiting for it", async () => {
    const url = `${base}/big.jpg`;
    expect(await downloadPlannerFile(url, "thumbnail", { ...allowed, timeoutMs: 2_000 })).toEqual({
      ok: false,
      reason: `larger than 5 MB: ${url}`,
    });
  });

  it("stops reading a body without Content-Length as soon as it passes the limit", async () => {
    const url = `${base}/endless.srt`;
    // The body never ends: only stopping at the limit answers before the time-out.
    expect(await downloadPlannerFile(url, "subtitles", { ...allowed, timeoutMs: 5_000 })).toEqual({
      ok: false,
      reason: `larger than 2 MB: ${url}`,
    });
  });

  it("follows up to 3 redirects and refuses a fourth", async () => {
    requestsSeen = [];
    const result = await downloadPlannerFile(`${base}/redirect/2`, "thumbnail", allowed);
    expect(result.ok).toBe(true);
    expect(requestsSeen).toEqual(["/redirect/2", "/redirect/1", "/redirect/0", "/image.jpg"]);

    const url = `${base}/redirect/3`;
    expect(await downloadPlannerFile(url, "thumbnail", allowed)).toEqual({
      ok: false,
      reason: `more than 3 redirects from ${url}`,
    });
  });

  it("names a redirect's target in the failure it meets there", async () => {
    requestsSeen = [];
    // /redirect/0 sends to /image.jpg; as audio it is refused under the target's address.
    expect(await downloadPlannerFile(`${base}/redirect/0`, "audio", allowed)).toEqual({
      ok: false,
      reason: `not an MP3 file: ${base}/image.jpg`,
    });
  });

  it("refuses a redirect to another scheme", async () => {
    expect(await downloadPlannerFile(`${base}/to-file`, "thumbnail", allowed)).toEqual({
      ok: false,
      reason: `only http and https addresses can be downloaded: file:///etc/passwd (redirected from ${base}/to-file)`,
    });
  });

  it("connects to every redirect target through the address-checking agent", async () => {
    const connect = vi.spyOn(RequestFilteringHttpAgent.prototype, "createConnection");
    const result = await downloadPlannerFile(`${base}/to-localhost`, "thumbnail", allowed);
    expect(result.ok).toBe(true);
    expect(connect.mock.calls.map(([options]) => options.host)).toEqual(["127.0.0.1", "localhost"]);
    const [first, second] = connect.mock.contexts;
    expect(second).toBe(first);
  });

  it("refuses addresses that are not http or https", async () => {
    for (const url of [
      "ftp://example.com/a.jpg",
      "file:///etc/passwd",
      "javascript:alert(1)",
      "not a url",
      "",
    ]) {
      expect(await downloadPlannerFile(url, "thumbnail", allowed)).toEqual({
        ok: false,
        reason: `only http and https addresses can be downloaded: ${url}`,
      });
    }
  });

  it("says when the host does not exist or refuses the connection", async () => {
    const unknown = "http://no-such-host.invalid/a.jpg";
    expect(await downloadPlannerFile(unknown, "thumbnail", { allowPrivate: false })).toEqual({
      ok: false,
      reason: `the host of ${unknown} was not found`,
    });
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const closedPort = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const url = `http://127.0.0.1:${closedPort}/a.jpg`;
    expect(await downloadPlannerFile(url, "thumbnail", allowed)).toEqual({
      ok: false,
      reason: `${url} refused the connection`,
    });
  });
});

describe("downloadPlannerFile: the private-network guard", () => {
  it("refuses loopback, private, link-local and unspecified addresses without connecting", async () => {
    requestsSeen = [];
    const cases: [string, string][] = [
      [`http://127.0.0.1:${port}/image.jpg`, "127.0.0.1"],
      [`http://localhost:${port}/image.jpg`, "127.0.0.1"],
      [`http://[::1]:${port}/image.jpg`, "::1"],
      [`http://[::ffff:127.0.0.1]:${port}/image.jpg`, "::ffff:7f00:1"],
      [`http://0.0.0.0:${port}/image.jpg`, "0.0.0.0"],
      ["http://169.254.169.254/latest/meta-data/", "169.254.169.254"],
      ["http://10.0.0.1/a.jpg", "10.0.0.1"],
      ["https://192.168.1.1/a.jpg", "192.168.1.1"],
      ["http://[fd00::1]/a.jpg", "fd00::1"],
    ];
    for (const [url, address] of cases) {
      expect(await downloadPlannerFile(url, "thumbnail", { allowPrivate: false })).toEqual({
        ok: false,
        reason: `${url} is on a private network (${address}); such addresses are refused`,
      });
    }
    expect(requestsSeen).toEqual([]);
  });
});

describe("createDownloadLimiter", () => {
  it("runs at most 4 downloads at a time", async () => {
    const limit = createDownloadLimiter();
    expect(PLANNER_DOWNLOADS_AT_ONCE).toBe(4);
    let running = 0;
    let most = 0;
    const task = async () => {
      running++;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, 10));
      running--;
    };
    await Promise.all(Array.from({ length: 10 }, () => limit(task)));
    expect(most).toBe(4);
  });
});
