import { createRoute, z } from "@hono/zod-openapi";
import {
  listNotifications,
  markAllRead,
  markRead,
  notificationKinds,
} from "../../domain/notifications/notifications.ts";
import { errorResponses } from "../errors.ts";
import { requireActor } from "../middleware/session.ts";
import { newRouter } from "../router.ts";

const security = [{ apiKey: [], bearer: [] }];
const notification = z
  .object({
    id: z.string(),
    kind: z.enum(notificationKinds),
    lineId: z.string().nullable(),
    params: z.record(z.string(), z.union([z.string(), z.number()])).openapi({
      description: "Values for the message notifications.<kind>; offeringName is in the caller's language",
    }),
    read: z.boolean(),
    createdAt: z.string(),
  })
  .openapi("Notification");

/** The customer's notifications (`/api/v1/notifications`). */
export function notificationRoutes() {
  const r = newRouter();

  r.openapi(
    createRoute({
      method: "get",
      path: "/",
      tags: ["Notifications"],
      summary: "The newest 50 notifications and the unread count",
      security,
      responses: {
        200: {
          description: "Notifications",
          content: {
            "application/json": { schema: z.object({ unread: z.number().int(), items: z.array(notification) }) },
          },
        },
        ...errorResponses(401),
      },
    }),
    async (c) => {
      c.header("Cache-Control", "private, no-store");
      const list = await listNotifications(
        { db: c.var.deps.database.db, locale: c.var.locale },
        requireActor(c).accountId,
      );
      return c.json(list, 200);
    },
  );

  r.openapi(
    createRoute({
      method: "post",
      path: "/{id}/read",
      tags: ["Notifications"],
      summary: "Mark one notification read",
      security,
      request: { params: z.object({ id: z.uuid() }) },
      responses: { 204: { description: "Read" }, ...errorResponses(401, 404) },
    }),
    async (c) => {
      await markRead(c.var.deps.database.db, requireActor(c).accountId, c.req.valid("param").id);
      return c.body(null, 204);
    },
  );

  r.openapi(
    createRoute({
      method: "post",
      path: "/read-all",
      tags: ["Notifications"],
      summary: "Mark every notification read",
      security,
      responses: {
        200: {
          description: "How many were marked",
          content: { "application/json": { schema: z.object({ marked: z.number().int() }) } },
        },
        ...errorResponses(401),
      },
    }),
    async (c) => c.json({ marked: await markAllRead(c.var.deps.database.db, requireActor(c).accountId) }, 200),
  );

  return r;
}
