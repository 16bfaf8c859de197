import { createHash, randomBytes } from "node:crypto";
import { createWriteStream } from "node:fs";
import { stat as fsStat, mkdir, open, readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import {
  assertByteRange,
  assertStorageKey,
  type ByteRange,
  contentTypeForKey,
  type FileStore,
  RangeNotSatisfiableError,
  type StoredFile,
  type StoredFileInfo,
} from "./file-store";

/** What a put knows that the file system does not keep: kept beside the tree, in `.meta/<key>.json`. */
interface FolderMeta {
  contentType: string;
  etag: string;
}

const META_DIR = ".meta";

/**
 * Files under one folder (DATA_DIR/files by default): `<root>/<key>`, and their content type and
 * ETag in `<root>/.meta/<key>.json`. Keys never start a segment with a dot, so neither the metadata
 * tree nor the temporary files of a put can collide with a key. A put writes both to temporary
 * files and renames them, metadata first, so a reader never sees half a file. (Overwriting a key
 * leaves a moment where the new type and ETag describe the old bytes; public keys are never
 * overwritten, and subtitles and audio are served uncached.)
 */
export function createFolderFileStore(root: string): FileStore {
  const absoluteRoot = path.resolve(root);
  const filePath = (key: string) => {
    assertStorageKey(key);
    return path.join(absoluteRoot, ...key.split("/"));
  };
  const metaPath = (key: string) => path.join(absoluteRoot, META_DIR, ...`${key}.json`.split("/"));

  async function readMeta(key: string): Promise<FolderMeta | null> {
    try {
      const meta = JSON.parse(await readFile(metaPath(key), "utf8")) as Partial<FolderMeta>;
      if (typeof meta.contentType === "string" && typeof meta.etag === "string") {
        return { contentType: meta.contentType, etag: meta.etag };
      }
    } catch (err) {
      if (!isMissing(err) && !(err instanceof SyntaxError)) throw err;
    }
    return null;
  }

  /** A file copied in by hand has no metadata: its type from the extension, an ETag from size and time. */
  async function infoOf(key: string, size: number, mtime: Date): Promise<StoredFileInfo> {
    const meta = await readMeta(key);
    return {
      size,
      contentType: meta?.contentType ?? contentTypeForKey(key),
      etag: meta?.etag ?? `"${size.toString(16)}-${Math.floor(mtime.getTime()).toString(16)}"`,
      lastModified: mtime,
    };
  }

  /** A hidden name beside `target` (keys never start a segment with a dot). */
  const temporaryBeside = (target: string) =>
    path.join(path.dirname(target), `.${path.basename(target)}.${randomBytes(6).toString("hex")}.tmp`);

  async function writeAtomically(target: string, data: Buffer | string): Promise<void> {
    await mkdir(path.dirname(target), { recursive: true });
    const temporary = temporaryBeside(target);
    try {
      await writeFile(temporary, data);
      await rename(temporary, target);
    } catch (err) {
      await rm(temporary, { force: true });
      throw err;
    }
  }

  async function stat(key: string): Promise<StoredFileInfo | null> {
    const target = filePath(key);
    try {
      const s = await fsStat(target);
      return s.isFile() ? await infoOf(key, s.size, s.mtime) : null;
    } catch (err) {
      if (isMissing(err)) return null;
      throw err;
    }
  }

  return {
    kind: "folder",
    location: absoluteRoot,

    async put(key, bytes, { contentType }) {
      const target = filePath(key);
      const meta: FolderMeta = { contentType, etag: `"${createHash("md5").update(bytes).digest("hex")}"` };
      await writeAtomically(metaPath(key), JSON.stringify(meta));
      await writeAtomically(target, bytes);
    },

    async putStream(key, body, { contentType }) {
      const target = filePath(key);
      // A stream that fails before the pipeline below takes it (while the folder is made) is not
      // an uncaught error: the pipeline still sees it (`errored`) and rejects with it.
      body.on("error", () => undefined);
      // The bytes are written to a temporary file as they come, counted and hashed on the way.
      const md5 = createHash("md5");
      let size = 0;
      const tap = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          md5.update(chunk);
          size += chunk.length;
          done(null, chunk);
        },
      });
      await mkdir(path.dirname(target), { recursive: true });
      const temporary = temporaryBeside(target);
      try {
        await pipeline(body, tap, createWriteStream(temporary));
        const meta: FolderMeta = { contentType, etag: `"${md5.digest("hex")}"` };
        await writeAtomically(metaPath(key), JSON.stringify(meta));
        await rename(temporary, target);
      } catch (err) {
        await rm(temporary, { force: true });
        throw err;
      }
      return { size };
    },

    stat,

    async exists(key) {
      return (await stat(key)) !== null;
    },

    async get(key, range?: ByteRange): Promise<StoredFile | null> {
      const target = filePath(key);
      if (range) assertByteRange(range);
      // Size and bytes from one open file: a put that renames a new file in meanwhile cannot mix them.
      let handle: Awaited<ReturnType<typeof open>>;
      try {
        handle = await open(target, "r");
      } catch (err) {
        if (isMissing(err)) return null;
        throw err;
      }
      try {
        const s = await handle.stat();
        if (!s.isFile()) {
          await handle.close();
          return null;
        }
        const info = await infoOf(key, s.size, s.mtime);
        if (!range) return { ...info, body: handle.createReadStream() };
        if (range.start >= s.size) throw new RangeNotSatisfiableError(key);
        const clamped = { start: range.start, end: Math.min(range.end, s.size - 1) };
        return { ...info, range: clamped, body: handle.createReadStream(clamped) };
      } catch (err) {
        await handle.close();
        throw err;
      }
    },

    async delete(key) {
      await rm(filePath(key), { force: true });
      await rm(metaPath(key), { force: true });
    },

    async close() {},
  };
}

function isMissing(err: unknown): boolean {
  const code = (err as NodeJS.ErrnoException | undefined)?.code;
  return code === "ENOENT" || code === "ENOTDIR" || code === "EISDIR";
}
