/**
 * The browser half of ImageUploadField, loaded only when a photo is chosen: shrink the photo with a
 * canvas (a phone's 4 MB camera photo becomes ~300 KB, which matters on 3G), then send it with
 * tus-js-client, which resumes after a dropped connection (its fingerprint is kept in
 * localStorage, and it retries with growing delays). docs/decisions/049-private-uploads.md
 */
import { UPLOAD_TOKEN_HEADER, UPLOADS_PATH } from "../../src/contracts/files.ts";

/** Longest side after shrinking: sharp enough to read a card's print, small enough for a slow link. */
const MAX_SIDE = 2000;
const JPEG_QUALITY = 0.85;

/** The photo as a JPEG of at most MAX_SIDE pixels a side; the original when the browser cannot decode it. */
export async function shrinkPhoto(file: File): Promise<Blob> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: "from-image" });
  } catch {
    // HEIC on a browser that cannot read it, or not an image: the server says what is wrong.
    return file;
  }
  const scale = Math.min(1, MAX_SIDE / Math.max(bitmap.width, bitmap.height));
  const canvas = document.createElement("canvas");
  canvas.width = Math.round(bitmap.width * scale);
  canvas.height = Math.round(bitmap.height * scale);
  canvas.getContext("2d")?.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  bitmap.close();
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, "image/jpeg", JPEG_QUALITY));
  // A small original that only grew (a PNG screenshot) is sent as it was.
  return blob && blob.size < file.size ? blob : file;
}

export type UploadEvents = {
  onProgress: (percent: number) => void;
  onRetrying: () => void;
  onSuccess: (uploadId: string) => void;
  /** The server's localized message when it gave one, else null (the field shows its own). */
  onError: (message: string | null) => void;
};

export async function uploadPhoto(
  photo: Blob,
  a: { purpose: string; token: string; apiKey: string; language: string },
  events: UploadEvents,
): Promise<void> {
  const { Upload } = await import("tus-js-client");
  const upload = new Upload(photo, {
    endpoint: UPLOADS_PATH,
    // Retries after a dropped connection: quickly at first, then up to a minute apart.
    retryDelays: [0, 1000, 3000, 5000, 10_000, 20_000, 30_000, 60_000],
    metadata: { purpose: a.purpose },
    headers: { "X-API-Key": a.apiKey, [UPLOAD_TOKEN_HEADER]: a.token, "Accept-Language": a.language },
    removeFingerprintOnSuccess: true,
    onProgress: (sent, total) => events.onProgress(total > 0 ? Math.floor((sent / total) * 100) : 0),
    onShouldRetry: (error) => {
      const status = error.originalResponse?.getStatus() ?? 0;
      // A refusal (4xx but a lock conflict) is final; a network failure or 5xx is retried.
      const retry = status === 0 || status >= 500 || status === 409 || status === 423;
      if (retry) events.onRetrying();
      return retry;
    },
    onSuccess: () => events.onSuccess(upload.url?.split("/").at(-1) ?? ""),
    onError: (error) => {
      const body = "originalResponse" in error ? error.originalResponse?.getBody() : undefined;
      events.onError(messageOf(body));
    },
  });
  // The same photo chosen again after a reload continues where it stopped.
  const previous = await upload.findPreviousUploads();
  if (previous[0]) upload.resumeFromPreviousUpload(previous[0]);
  upload.start();
}

function messageOf(body: string | undefined): string | null {
  try {
    const parsed: unknown = JSON.parse(body ?? "");
    return parsed && typeof parsed === "object" && "message" in parsed ? String(parsed.message) : null;
  } catch {
    return null;
  }
}
