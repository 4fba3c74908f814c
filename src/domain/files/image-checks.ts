/**
 * The one check every identity-document image passes, whichever way it arrived (tus or a plain
 * form): its type from its bytes, its size, and its dimensions. Failures are typed errors whose
 * messages tell the customer what to do instead.
 */
import { fileTypeFromBuffer } from "file-type";
import { imageSize } from "image-size";
import {
  IMAGE_MAX_SIDE,
  IMAGE_MIN_BYTES,
  IMAGE_MIN_LONG_SIDE,
  IMAGE_MIN_SHORT_SIDE,
  type ImageMime,
  type ImageMinimum,
  imageTypes,
} from "../../contracts/files.ts";
import { DomainError } from "../errors.ts";

export type CheckedImage = { mime: ImageMime; ext: string; width: number; height: number; bytes: number };

const HEIF = new Set(["image/heic", "image/heif", "image/heic-sequence", "image/heif-sequence", "image/avif"]);

const megabytes = (bytes: number) => Math.floor(bytes / (1024 * 1024));

/** Refuses with `file_too_large` before anything is read, for a size already known (a tus Upload-Length). */
export function checkDeclaredSize(bytes: number, maxBytes: number): void {
  if (bytes > maxBytes) throw new DomainError("invalid", "file_too_large", { maxMb: megabytes(maxBytes) });
}

const ID_PHOTO: ImageMinimum = {
  bytes: IMAGE_MIN_BYTES,
  longSide: IMAGE_MIN_LONG_SIDE,
  shortSide: IMAGE_MIN_SHORT_SIDE,
};

export async function checkImage(
  bytes: Uint8Array,
  maxBytes: number,
  minimum: ImageMinimum = ID_PHOTO,
): Promise<CheckedImage> {
  checkDeclaredSize(bytes.byteLength, maxBytes);
  const type = await fileTypeFromBuffer(bytes);
  // iPhones save HEIC by default; reviewers' browsers cannot show it, so the customer is told to
  // choose JPEG (with JavaScript the page converts it in the browser where the browser can read it).
  if (type && HEIF.has(type.mime)) throw new DomainError("invalid", "file_type_heic");
  if (!type || !(type.mime in imageTypes)) throw new DomainError("invalid", "file_type_not_allowed");
  if (bytes.byteLength < minimum.bytes) {
    throw new DomainError("invalid", "file_too_small", { minKb: Math.round(minimum.bytes / 1024) });
  }
  let size: { width: number; height: number; orientation?: number | undefined };
  try {
    size = imageSize(bytes);
  } catch {
    // The start says JPEG, PNG or WebP but no dimensions can be read: a damaged or disguised file.
    throw new DomainError("invalid", "file_type_not_allowed");
  }
  // EXIF orientations 5-8 turn the picture a quarter: its stored width is the height seen.
  const turned = (size.orientation ?? 1) >= 5;
  const width = turned ? size.height : size.width;
  const height = turned ? size.width : size.height;
  const long = Math.max(width, height);
  const short = Math.min(width, height);
  if (long < minimum.longSide || short < minimum.shortSide) {
    throw new DomainError("invalid", "image_too_small", {
      minWidth: minimum.longSide,
      minHeight: minimum.shortSide,
    });
  }
  if (long > IMAGE_MAX_SIDE) throw new DomainError("invalid", "image_too_large", { maxSide: IMAGE_MAX_SIDE });
  const mime = type.mime as ImageMime;
  return { mime, ext: imageTypes[mime], width, height, bytes: bytes.byteLength };
}
