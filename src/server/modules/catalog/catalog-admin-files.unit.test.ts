import { describe, expect, it } from "vitest";
import { decodeSubtitleBytes, imageTypeOf, isMp3 } from "./catalog-admin-files";

const bytes = (...values: (number | string)[]) =>
  Uint8Array.from(values.flatMap((v) => (typeof v === "string" ? [...v].map((c) => c.charCodeAt(0)) : [v])));

describe("imageTypeOf", () => {
  it("knows JPEG, PNG and WebP by their first bytes", () => {
    expect(imageTypeOf(bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10, "JFIF"))?.extension).toBe("jpg");
    expect(imageTypeOf(bytes(0x89, "PNG", 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d))?.contentType).toBe(
      "image/png",
    );
    expect(imageTypeOf(bytes("RIFF", 0x24, 0, 0, 0, "WEBPVP8 "))?.extension).toBe("webp");
  });

  it("refuses anything else, whatever the name would say", () => {
    expect(imageTypeOf(bytes("not an image at all"))).toBeNull();
    expect(imageTypeOf(bytes("<svg xmlns='http://www.w3.org/2000/svg'/>"))).toBeNull();
    expect(imageTypeOf(bytes("GIF89a"))).toBeNull();
    expect(imageTypeOf(bytes("RIFF", 0x24, 0, 0, 0, "WAVEfmt "))).toBeNull();
    expect(imageTypeOf(bytes(0xff, 0xd8))).toBeNull();
    expect(imageTypeOf(new Uint8Array())).toBeNull();
  });
});

describe("isMp3", () => {
  it("accepts an ID3v2 tag or an MPEG layer III frame", () => {
    expect(isMp3(bytes("ID3", 4, 0, 0, 0, 0, 0x02, 0x01))).toBe(true);
    // MPEG-1 layer III, 128 kbit/s, 44.1 kHz.
    expect(isMp3(bytes(0xff, 0xfb, 0x90, 0x64))).toBe(true);
    // MPEG-2 layer III, 64 kbit/s, 22.05 kHz.
    expect(isMp3(bytes(0xff, 0xf3, 0x80, 0xc4))).toBe(true);
  });

  it("refuses other bytes", () => {
    expect(isMp3(bytes("not audio"))).toBe(false);
    expect(isMp3(bytes("ID3", 0xff, 0xff, 0, 0, 0, 0, 0))).toBe(false);
    expect(isMp3(bytes("ID3"))).toBe(false);
    // AAC in ADTS (layer 00), a free bitrate, a reserved sample rate.
    expect(isMp3(bytes(0xff, 0xf1, 0x50, 0x80))).toBe(false);
    expect(isMp3(bytes(0xff, 0xfb, 0x00, 0x64))).toBe(false);
    expect(isMp3(bytes(0xff, 0xfb, 0x9c, 0x64))).toBe(false);
    expect(isMp3(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe(false);
    expect(isMp3(new Uint8Array())).toBe(false);
  });
});

describe("decodeSubtitleBytes", () => {
  it("reads UTF-8, else Windows-1251; refuses binary", () => {
    expect(decodeSubtitleBytes(new TextEncoder().encode("Привет"))).toBe("Привет");
    expect(decodeSubtitleBytes(bytes(0xcf, 0xf0, 0xe8, 0xe2, 0xe5, 0xf2))).toBe("Привет");
    expect(decodeSubtitleBytes(bytes(0x89, "PNG", 0, 0))).toBeNull();
  });
});
