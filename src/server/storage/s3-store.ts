import type { Readable } from "node:stream";
import type { S3ClientConfig } from "@aws-sdk/client-s3";
import {
  assertByteRange,
  assertStorageKey,
  contentTypeForKey,
  type FileStore,
  RangeNotSatisfiableError,
  type StoredFileInfo,
} from "./file-store";

/**
 * The part of a streamed upload held in memory before it is sent: S3 wants at least 5 MiB for
 * every part but the last, and at most 10,000 parts (so up to ~80 GB a file).
 */
const STREAM_PART_BYTES = 8 * 1024 * 1024;

/** Where an S3 store keeps its files (parsed from STORAGE_URL by parseStorageUrl). */
export interface S3StoreOptions {
  bucket: string;
  /** Prepended to every key, e.g. `ponyatno/`; empty for the bucket's root. */
  prefix: string;
  /** `http(s)://host:port` of an S3-compatible server; undefined for AWS S3 itself. */
  endpoint: string | undefined;
  /** undefined: AWS_REGION, else AWS_DEFAULT_REGION, else `us-east-1`. */
  region: string | undefined;
  forcePathStyle: boolean;
  /** undefined: the SDK's default chain (AWS_ACCESS_KEY_ID…, AWS_PROFILE, an instance role). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
}

/**
 * Files as objects of one bucket of AWS S3 or any S3-compatible server (MinIO, R2, Ceph, …). The
 * SDK is loaded here, not at start: an instance without a bucket never pays for it.
 */
export async function createS3FileStore(options: S3StoreOptions): Promise<FileStore> {
  const {
    AbortMultipartUploadCommand,
    CompleteMultipartUploadCommand,
    CreateMultipartUploadCommand,
    DeleteObjectCommand,
    GetObjectCommand,
    HeadObjectCommand,
    PutObjectCommand,
    S3Client,
    UploadPartCommand,
  } = await import("@aws-sdk/client-s3");
  const config: S3ClientConfig = {
    region: options.region ?? process.env.AWS_REGION ?? process.env.AWS_DEFAULT_REGION ?? "us-east-1",
    forcePathStyle: options.forcePathStyle,
    // Give up on a server that does not answer: 5 s to connect, 60 s until its answer begins (an
    // upload's bytes included); a download then streams as long as it needs.
    requestHandler: { connectionTimeout: 5_000, requestTimeout: 60_000, throwOnRequestTimeout: true },
  };
  if (options.endpoint) {
    config.endpoint = options.endpoint;
    // Many S3-compatible servers reject the newer default checksums (trailing CRC32 headers).
    config.requestChecksumCalculation = "WHEN_REQUIRED";
    config.responseChecksumValidation = "WHEN_REQUIRED";
  }
  if (options.credentials) config.credentials = options.credentials;
  const client = new S3Client(config);
  const { bucket } = options;
  const objectKey = (key: string) => {
    assertStorageKey(key);
    return `${options.prefix}${key}`;
  };

  async function stat(key: string): Promise<StoredFileInfo | null> {
    try {
      const head = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: objectKey(key) }));
      return info(key, head, head.ContentLength ?? 0);
    } catch (err) {
      if (isNotFound(err)) return null;
      throw err;
    }
  }

  return {
    kind: "s3",
    location: `s3://${bucket}/${options.prefix}${options.endpoint ? ` at ${options.endpoint}` : ""}`,

    async put(key, bytes, { contentType }) {
      await client.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: objectKey(key),
          Body: bytes,
          ContentType: contentType,
          ContentLength: bytes.length,
        }),
      );
    },

    /**
     * A stream of unknown length: one PutObject when it fits in a part, else a multipart upload of
     * STREAM_PART_BYTES parts, one part in memory at a time (aborted when the stream fails).
     */
    async putStream(key, body, { contentType }) {
      const Key = objectKey(key);
      let pending: Buffer[] = [];
      let pendingBytes = 0;
      let size = 0;
      let uploadId: string | undefined;
      const parts: { ETag: string | undefined; PartNumber: number }[] = [];
      const sendPart = async () => {
        const bytes = Buffer.concat(pending);
        pending = [];
        pendingBytes = 0;
        if (uploadId === undefined) {
          const created = await client.send(
            new CreateMultipartUploadCommand({ Bucket: bucket, Key, ContentType: contentType }),
          );
          uploadId = created.UploadId;
        }
        const PartNumber = parts.length + 1;
        const sent = await client.send(
          new UploadPartCommand({
            Bucket: bucket,
            Key,
            UploadId: uploadId,
            PartNumber,
            Body: bytes,
            ContentLength: bytes.length,
          }),
        );
        parts.push({ ETag: sent.ETag, PartNumber });
      };
      try {
        for await (const chunk of body) {
          const bytes = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk);
          pending.push(bytes);
          pendingBytes += bytes.length;
          size += bytes.length;
          if (pendingBytes >= STREAM_PART_BYTES) await sendPart();
        }
        if (uploadId === undefined) {
          const bytes = Buffer.concat(pending);
          await client.send(
            new PutObjectCommand({
              Bucket: bucket,
              Key,
              Body: bytes,
              ContentType: contentType,
              ContentLength: bytes.length,
            }),
          );
          return { size };
        }
        if (pendingBytes > 0) await sendPart();
        await client.send(
          new CompleteMultipartUploadCommand({
            Bucket: bucket,
            Key,
            UploadId: uploadId,
            MultipartUpload: { Parts: parts },
          }),
        );
        return { size };
      } catch (err) {
        body.destroy();
        if (uploadId !== undefined)
          await client
            .send(new AbortMultipartUploadCommand({ Bucket: bucket, Key, UploadId: uploadId }))
            .catch(() => undefined);
        throw err;
      }
    },

    stat,

    async exists(key) {
      return (await stat(key)) !== null;
    },

    async get(key, range) {
      if (range) assertByteRange(range);
      try {
        const object = await client.send(
          new GetObjectCommand({
            Bucket: bucket,
            Key: objectKey(key),
            Range: range ? `bytes=${range.start}-${range.end}` : undefined,
          }),
        );
        const body = object.Body as Readable;
        if (!range) return { ...info(key, object, object.ContentLength ?? 0), body };
        // "bytes 2-5/11": the bytes sent and the whole size.
        const sent = /^bytes (\d+)-(\d+)\/(\d+)$/.exec(object.ContentRange ?? "");
        if (!sent) {
          body.destroy();
          throw new Error(`The storage server ignored the range asked for ${key}.`);
        }
        return {
          ...info(key, object, Number(sent[3])),
          range: { start: Number(sent[1]), end: Number(sent[2]) },
          body,
        };
      } catch (err) {
        if (isNotFound(err)) return null;
        if (statusOf(err) === 416) throw new RangeNotSatisfiableError(key);
        throw err;
      }
    },

    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: objectKey(key) }));
    },

    async close() {
      client.destroy();
    },
  };
}

function info(
  key: string,
  object: { ContentType?: string; ETag?: string; LastModified?: Date },
  size: number,
): StoredFileInfo {
  return {
    size,
    contentType: object.ContentType || contentTypeForKey(key),
    etag: object.ETag ?? `"${size.toString(16)}"`,
    lastModified: object.LastModified ?? new Date(0),
  };
}

function statusOf(err: unknown): number | undefined {
  return (err as { $metadata?: { httpStatusCode?: number } } | undefined)?.$metadata?.httpStatusCode;
}

/** No such object; a missing bucket is a fault of the configuration, not a missing file. */
function isNotFound(err: unknown): boolean {
  const name = (err as { name?: string } | undefined)?.name;
  if (name === "NoSuchBucket") return false;
  return name === "NoSuchKey" || name === "NotFound" || statusOf(err) === 404;
}
