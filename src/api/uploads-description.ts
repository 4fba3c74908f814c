/**
 * The tus endpoint is a protocol, not a contract operation, so OpenAPI describes it in prose
 * (docs/decisions/049-private-uploads.md).
 */
export const UPLOADS_DESCRIPTION = `

## Resumable uploads (identity documents)

\`/api/v1/uploads\` speaks the tus resumable upload protocol 1.0.0 (https://tus.io) with the creation, \
termination and expiration extensions; use a tus client (tus-js-client, TUSKit, tus-android-client). \
Every request sends \`X-API-Key\` and \`X-Upload-Token\`: a random value of at least 32 bytes \
(base64url, 43+ characters) that the client mints and keeps; only its hash is stored, and only requests \
with the same token can continue, resume or delete the upload. Creating (POST) needs \`Upload-Length\` \
and the metadata \`purpose\` (id_front, id_back, selfie, or screenshot for a customer-care ticket); at most UPLOAD_MAX_BYTES (8 MB by default). \
The upload's id is the last segment of the \`Location\` answered. When the last byte arrives the image is \
checked (JPEG, PNG or WebP by content, at least 30 KB and 600×400 pixels for identity photos, 1 KB and 100×50 for a screenshot, at most 8000 pixels a side): \
the final PATCH answers 204, or 413/422 with \`{ code, message, requestId }\` (file_too_large, \
file_type_not_allowed, file_type_heic, file_too_small, image_too_small, image_too_large). The id is then \
sent with the form of the step that uses the file, with the same token; unclaimed files are deleted after a \
day, unfinished uploads too. Staged bytes cannot be read back (GET answers 404).`;
