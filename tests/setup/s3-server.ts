import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import S3rver from "s3rver";

export interface TestS3Server {
  /** A STORAGE_URL for the bucket, with s3rver's fixed credentials. */
  storageUrl: string;
  close(): Promise<void>;
}

/** A real S3-compatible server (s3rver) on loopback, with one empty bucket, for the storage tests. */
export async function startTestS3Server(bucket = "ponyatno-test"): Promise<TestS3Server> {
  // The SDK warns once that its 2027 releases will need Node 22; the pinned one runs on 20.
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = "true";
  const directory = mkdtempSync(path.join(tmpdir(), "pn-s3-"));
  const server = new S3rver({
    address: "127.0.0.1",
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port } = await server.run();
  return {
    storageUrl: `s3+http://S3RVER:S3RVER@127.0.0.1:${port}/${bucket}?region=us-east-1`,
    close: async () => {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
