/** Pieces every OpenAPI route description repeats. */
import type { z } from "@hono/zod-openapi";

export const jsonResponse = <T extends z.ZodType>(schema: T, description: string) => ({
  description,
  content: { "application/json": { schema } },
});

export const jsonBody = <T extends z.ZodType>(schema: T) => ({
  body: { content: { "application/json": { schema } }, required: true },
});

/** The API key always; a bearer token where the customer is signed in. */
export const keyAndBearer = [{ apiKey: [], bearer: [] }];
