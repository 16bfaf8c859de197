import path from "node:path";
import type { FileStore } from "./file-store";
import { createFolderFileStore } from "./folder-store";
import { createS3FileStore, type S3StoreOptions } from "./s3-store";

/** What STORAGE_URL says: a folder, or a bucket. */
export type StorageTarget = { kind: "folder"; dir: string } | ({ kind: "s3" } & S3StoreOptions);

const S3_PARAMS = new Set(["region", "forcePathStyle", "prefix"]);

/**
 * Reads STORAGE_URL (README "Files"); unset means the folder `DATA_DIR/files`.
 * - `s3://bucket`: AWS S3; region and credentials from the usual AWS_* variables (or profile, role).
 * - `s3://ACCESS:SECRET@host:port/bucket`, `s3+http://…` for a server without TLS: any
 *   S3-compatible server (path-style addressing unless `forcePathStyle=false`).
 * - query: `region=…`, `forcePathStyle=true|false`, `prefix=some/folder/` (prepended to every key).
 * - `file:///absolute/folder`: a folder elsewhere, e.g. a volume that every instance mounts.
 * Throws a sentence (without the credentials) when the URL cannot be used.
 */
export function parseStorageUrl(storageUrl: string | undefined, dataDir: string): StorageTarget {
  if (!storageUrl) return { kind: "folder", dir: path.join(dataDir, "files") };
  let url: URL;
  try {
    url = new URL(storageUrl);
  } catch {
    throw new Error(
      "STORAGE_URL is not a URL: use s3://bucket, s3://KEY:SECRET@host:port/bucket or file:///folder.",
    );
  }
  const shown = `${url.protocol}//${url.host}${url.pathname}`;
  if (url.protocol === "file:") {
    if (url.host || url.search)
      throw new Error(`STORAGE_URL ${shown}: write a folder as file:///absolute/path.`);
    return { kind: "folder", dir: path.resolve(decodeURIComponent(url.pathname)) };
  }
  if (!["s3:", "s3+http:", "s3+https:"].includes(url.protocol)) {
    throw new Error(`STORAGE_URL ${shown}: the scheme must be s3:, s3+http:, s3+https: or file:.`);
  }
  for (const name of url.searchParams.keys()) {
    if (!S3_PARAMS.has(name)) {
      throw new Error(
        `STORAGE_URL ${shown}: unknown parameter ${name} (known: ${[...S3_PARAMS].join(", ")}).`,
      );
    }
  }
  const pathParts = url.pathname.split("/").filter(Boolean);
  // A path names the bucket on a server of our own; no path: the host is the bucket, on AWS.
  const onAws = pathParts.length === 0;
  if (onAws && url.protocol === "s3+http:") {
    throw new Error(
      `STORAGE_URL ${shown}: s3+http: needs a server and a bucket: s3+http://host:port/bucket.`,
    );
  }
  if (pathParts.length > 1) {
    throw new Error(`STORAGE_URL ${shown}: write the bucket alone in the path; a folder goes in ?prefix=.`);
  }
  const bucket = onAws ? url.hostname : decodeURIComponent(pathParts[0] ?? "");
  if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(bucket)) {
    throw new Error(`STORAGE_URL ${shown}: "${bucket}" is not a valid bucket name.`);
  }
  const forcePathStyle = url.searchParams.get("forcePathStyle");
  if (forcePathStyle !== null && forcePathStyle !== "true" && forcePathStyle !== "false") {
    throw new Error(`STORAGE_URL ${shown}: forcePathStyle is true or false.`);
  }
  let prefix = url.searchParams.get("prefix") ?? "";
  if (prefix && !prefix.endsWith("/")) prefix += "/";
  if (prefix && (prefix.startsWith("/") || prefix.includes(".."))) {
    throw new Error(`STORAGE_URL ${shown}: the prefix is a relative folder, without "..".`);
  }
  const user = decodeURIComponent(url.username);
  const secret = decodeURIComponent(url.password);
  if (Boolean(user) !== Boolean(secret)) {
    throw new Error(
      `STORAGE_URL ${shown}: give both the access key and the secret (KEY:SECRET@), or neither.`,
    );
  }
  return {
    kind: "s3",
    bucket,
    prefix,
    endpoint: onAws ? undefined : `${url.protocol === "s3+http:" ? "http" : "https"}://${url.host}`,
    region: url.searchParams.get("region") || undefined,
    forcePathStyle: forcePathStyle === null ? !onAws : forcePathStyle === "true",
    credentials: user ? { accessKeyId: user, secretAccessKey: secret } : undefined,
  };
}

/** The store that STORAGE_URL names; the S3 client is only loaded when a bucket is used. */
export async function createFileStore(options: {
  storageUrl: string | undefined;
  dataDir: string;
}): Promise<FileStore> {
  const target = parseStorageUrl(options.storageUrl, options.dataDir);
  if (target.kind === "folder") return createFolderFileStore(target.dir);
  return createS3FileStore(target);
}
