/** The signed-in customer's notices about their lines (`/notifications`): list and mark read. */
import { z } from "zod";
import { notificationKinds } from "../myzain.ts";
import { defineOperation } from "./operation.ts";

export const notification = z
  .object({
    id: z.string(),
    kind: z.enum(notificationKinds),
    lineId: z.string().nullable(),
    params: z.record(z.string(), z.union([z.string(), z.number()])).meta({
      description: "Values for the message notifications.<kind>; offeringName is in the caller's language",
    }),
    read: z.boolean(),
    createdAt: z.string(),
  })
  .meta({ id: "Notification" });

export const notificationList = z
  .object({ unread: z.number().int(), items: z.array(notification) })
  .meta({ id: "Notifications" });

export type Notification = z.output<typeof notification>;
export type NotificationList = z.output<typeof notificationList>;

const tags = ["Notifications"] as const;

export const listNotificationsOp = defineOperation({
  method: "get",
  path: "/notifications",
  tags,
  auth: "session",
  summary: "The newest 50 notifications and the unread count",
  success: { status: 200, description: "Notifications", schema: notificationList },
  errors: [401],
});

export const markNotificationReadOp = defineOperation({
  method: "post",
  path: "/notifications/{id}/read",
  tags,
  auth: "session",
  summary: "Mark one notification read",
  params: z.object({ id: z.uuid() }),
  success: { status: 204, description: "Read" },
  errors: [401, 404],
});

export const markAllNotificationsReadOp = defineOperation({
  method: "post",
  path: "/notifications/read-all",
  tags,
  auth: "session",
  summary: "Mark every notification read",
  success: {
    status: 200,
    description: "How many were marked",
    schema: z.object({ marked: z.number().int() }),
  },
  errors: [401],
});
