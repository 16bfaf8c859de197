import { randomBytes } from "node:crypto";

/** A text field, or a file with its name and type, as a browser's form sends them. */
export type FormPart =
  | { name: string; value: string }
  | { name: string; filename: string; contentType?: string; data: Buffer | string };

/** A multipart/form-data body and its content type, for `TestClient.post(url, body, headers)`. */
export function multipartBody(parts: FormPart[]): { body: Buffer; headers: Record<string, string> } {
  const boundary = `----pn-test-${randomBytes(8).toString("hex")}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    let head = `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"`;
    if ("filename" in part) {
      head += `; filename="${part.filename}"\r\nContent-Type: ${part.contentType ?? "application/octet-stream"}`;
    }
    chunks.push(Buffer.from(`${head}\r\n\r\n`, "utf8"));
    const data = "filename" in part ? part.data : part.value;
    chunks.push(typeof data === "string" ? Buffer.from(data, "utf8") : data, Buffer.from("\r\n"));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    body: Buffer.concat(chunks),
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
  };
}

/**
 * A form made from a complete one: `changes` replaces fields by name (with `null`, drops them);
 * a name the base lacks comes last. A field may be several parts (a repeated name).
 */
export function formWith(
  base: Record<string, FormPart | FormPart[]>,
  changes: Record<string, FormPart | FormPart[] | null> = {},
): FormPart[] {
  const parts: FormPart[] = [];
  for (const name of new Set([...Object.keys(base), ...Object.keys(changes)])) {
    const part = name in changes ? changes[name] : base[name];
    if (part) parts.push(...(Array.isArray(part) ? part : [part]));
  }
  return parts;
}
