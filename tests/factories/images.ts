/**
 * Real image files made in memory for upload tests: PNGs of any size, noisy (so they do not
 * compress below the minimum size) or flat (so they do), and the starts of other formats.
 */
import { randomBytes } from "node:crypto";
import { deflateSync } from "node:zlib";

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = (CRC_TABLE[(c ^ byte) & 0xff] ?? 0) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Uint8Array): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, "ascii");
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/** An RGB PNG; `noise` makes every pixel random, so the file is about width × height × 3 bytes. */
export function pngImage(width: number, height: number, { noise = true } = {}): Uint8Array<ArrayBuffer> {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  const row = width * 3 + 1;
  const raw = noise ? randomBytes(row * height) : Buffer.alloc(row * height, 0x80);
  for (let y = 0; y < height; y++) raw[y * row] = 0; // filter type "none" on every row
  return new Uint8Array(
    Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      chunk("IHDR", ihdr),
      chunk("IDAT", deflateSync(raw, { level: 1 })),
      chunk("IEND", new Uint8Array()),
    ]),
  );
}

/** The start of an iPhone HEIC photo, padded to a plausible size. */
export function heicImage(bytes = 64 * 1024): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(bytes);
  out.set([0, 0, 0, 0x18, ...Buffer.from("ftypheic"), 0, 0, 0, 0, ...Buffer.from("mif1heic")]);
  return out;
}

/** Not an image at all: a text document of `bytes` bytes. */
export function textFile(bytes = 64 * 1024): Uint8Array<ArrayBuffer> {
  return new Uint8Array(Buffer.alloc(bytes, "This is a letter, not a photo of an identity card. "));
}
