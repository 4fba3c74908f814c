import { getStaffFileOp } from "../../contracts/api/staff.ts";
import { readPrivateFile } from "../../domain/files/private-files.ts";
import { errorResponse } from "../error-handler.ts";
import { ApiError } from "../errors.ts";
import { implementRaw } from "../operation-route.ts";
import { newRouter } from "../router.ts";

/**
 * A reviewer reads a private file (an identity document). Everything short of the right credential
 * and an existing key is the same 404, so an address found in a log or guessed tells nothing: not
 * whether the file exists, not whether a token was close (docs/decisions/049-private-uploads.md).
 */
export function staffFileRoutes() {
  const r = newRouter();

  r.use("/staff/files/*", async (c, next) => {
    await next();
    // The staff guard answers 401/403 for other staff paths; here those become the file's 404.
    if (c.res.status === 401 || c.res.status === 403) {
      c.res = undefined;
      c.res = errorResponse(c, new ApiError(404, "file_not_found"));
      c.res.headers.set("Cache-Control", "private, no-store");
    }
  });

  implementRaw(r, getStaffFileOp, async (_c, { ctx, params }) => {
    const file = await readPrivateFile({ ctx, input: { key: params.key } });
    return new Response(file.bytes, {
      status: 200,
      headers: {
        "Content-Type": file.mime,
        "Content-Length": String(file.bytes.byteLength),
        "Cache-Control": "private, no-store",
        "Content-Disposition": "inline",
        "X-Content-Type-Options": "nosniff",
        // An image opened on its own runs nothing and is framed by nobody.
        "Content-Security-Policy": "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'",
      },
    });
  });

  return r;
}
