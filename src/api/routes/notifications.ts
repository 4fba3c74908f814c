import * as ops from "../../contracts/api/notifications.ts";
import { listNotifications, markAllRead, markRead } from "../../domain/notifications/notifications.ts";
import { implement } from "../operation-route.ts";
import { newRouter } from "../router.ts";

/** The customer's notifications (`/api/v1/notifications`). */
export function notificationRoutes() {
  const r = newRouter();

  implement(r, ops.listNotificationsOp, (c, { ctx }) => {
    c.header("Cache-Control", "private, no-store");
    return listNotifications({ ctx });
  });

  implement(r, ops.markNotificationReadOp, async (_c, { ctx, params }) => {
    await markRead({ ctx, input: params });
    return undefined;
  });

  implement(r, ops.markAllNotificationsReadOp, (_c, { ctx }) => markAllRead({ ctx }));

  return r;
}
