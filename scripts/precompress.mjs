// Writes a Brotli (quality 11) and a gzip (level 9) copy beside each script and stylesheet of the
// build (dist/web/static), which the server sends as they are (@fastify/static's preCompressed):
// the strongest settings cost nothing per request when paid once here. Part of `npm run build`.
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const root = path.resolve("dist/web/static");
const COMPRESSIBLE = /\.(js|css|svg|json)$/;

function* files(dir) {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) yield* files(full);
    else if (COMPRESSIBLE.test(name)) yield full;
  }
}

let plain = 0;
let brotli = 0;
for (const file of files(root)) {
  const body = readFileSync(file);
  const br = brotliCompressSync(body, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
  });
  const gz = gzipSync(body, { level: 9 });
  // A copy no smaller than the file would only cost a lookup.
  if (br.length < body.length) writeFileSync(`${file}.br`, br);
  if (gz.length < body.length) writeFileSync(`${file}.gz`, gz);
  plain += body.length;
  brotli += Math.min(br.length, body.length);
}
console.log(
  `Precompressed dist/web/static: ${(plain / 1024).toFixed(0)} KB, ${(brotli / 1024).toFixed(0)} KB as Brotli`,
);
