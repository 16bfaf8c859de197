import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll } from "vitest";

/** A file the server answers with, by its path. */
export interface ServedFile {
  type: string;
  body: Buffer | string;
}

/**
 * A file server on loopback standing for the outside URLs a content planner names (its Thumbnail,
 * Subtitles, Audio and Video file columns, docs/content-planner.md): started before the file's
 * first test, closed after its last. A path it does not serve answers 404. `files` is called when
 * it starts, so a file made by an earlier `beforeAll` (a clip) can be served. `base` is its
 * `http://127.0.0.1:<port>` once started.
 */
export function setupFileServer(files: () => Record<string, ServedFile>): { readonly base: string } {
  const started = { base: "" };
  let server: Server | undefined;
  beforeAll(async () => {
    const served = files();
    const listening = createServer((request, response) => {
      const file = served[new URL(request.url ?? "/", "http://files").pathname];
      if (!file) {
        response.writeHead(404).end("not found");
        return;
      }
      response.writeHead(200, { "content-type": file.type }).end(file.body);
    });
    server = listening;
    await new Promise<void>((resolve) => listening.listen(0, "127.0.0.1", resolve));
    started.base = `http://127.0.0.1:${(listening.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));
  return started;
}
