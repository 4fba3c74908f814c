/**
 * Private uploads (identity documents): what a file is for, which image types are accepted, and the
 * limits both upload paths check. Plain data shared by the schema, the API, the domain and the
 * browser component (docs/decisions/049-private-uploads.md).
 */

/** What an uploaded file is for; add a purpose here (and its rules) to accept it. */
export const filePurposes = ["id_front", "id_back", "selfie", "screenshot"] as const;
export type FilePurpose = (typeof filePurposes)[number];

export const isFilePurpose = (value: unknown): value is FilePurpose =>
  typeof value === "string" && (filePurposes as readonly string[]).includes(value);

/** Types recognised by content; the browser's claimed type and the file name are never trusted. */
export const imageTypes = { "image/jpeg": "jpg", "image/png": "png", "image/webp": "webp" } as const;
export type ImageMime = keyof typeof imageTypes;
export const IMAGE_ACCEPT = Object.keys(imageTypes).join(",");

/** Below this a photo of a card is a thumbnail or a screenshot of one: unreadable to a reviewer. */
export const IMAGE_MIN_BYTES = 30 * 1024;
/** Shortest and longest sides a photo must reach (either orientation), and the most either may have. */
export const IMAGE_MIN_LONG_SIDE = 600;
export const IMAGE_MIN_SHORT_SIDE = 400;
export const IMAGE_MAX_SIDE = 8000;

/** The smallest image a purpose accepts: bytes, and the long and short sides in pixels. */
export type ImageMinimum = { bytes: number; longSide: number; shortSide: number };

/**
 * An identity photo must be readable by a reviewer; a screenshot sent with a ticket is whatever
 * the customer's screen shows (a cropped error message is small), so it only has to be an image.
 */
export const imageMinimumOf = (purpose: FilePurpose): ImageMinimum =>
  purpose === "screenshot"
    ? { bytes: 1024, longSide: 100, shortSide: 50 }
    : { bytes: IMAGE_MIN_BYTES, longSide: IMAGE_MIN_LONG_SIDE, shortSide: IMAGE_MIN_SHORT_SIDE };

/** Where a purpose's files live in private storage. */
export const storagePrefixOf = (purpose: FilePurpose) => (purpose === "screenshot" ? "care" : "kyc");

/**
 * The upload token: minted by the page (32 random bytes, base64url), sent in this header with every
 * tus request and with the form that claims the file. Only its SHA-256 is kept.
 */
export const UPLOAD_TOKEN_HEADER = "X-Upload-Token";
export const UPLOAD_TOKEN = /^[A-Za-z0-9_-]{43,128}$/;

/** Where the tus endpoint lives under the API's origin. */
export const UPLOADS_PATH = "/api/v1/uploads";

/**
 * The pages whose forms may post photos (the server's page-form limit): the identity check's steps,
 * the redo after a rejection and the request to move a line to postpaid, as a plain form posts them
 * and as the router posts them (`.data`).
 */
export const EKYC_STEP_PAGE = /^\/(en|ar|ku)\/(ekyc\/step-\d+|order\/identity|myzain\/change-to-postpaid)(\/|\.data)?$/;
/**
 * The care pages whose forms may post a screenshot (app/routes/care): feedback, contact-us, the
 * fault report and a ticket's reply. One photo fits in the identity steps' limit below.
 */
export const CARE_FORM_PAGE =
  /^\/(en|ar|ku)\/(myzain\/feedback|myzain\/help\/ZT-[A-Z0-9]{6}|support\/contact-us|support\/report-a-fault)(\/|\.data)?$/;
/** Three photos at the upload limit and the step's other fields. */
export const ekycFormMaxBytes = (uploadMaxBytes: number) => 3 * uploadMaxBytes + 64 * 1024;
