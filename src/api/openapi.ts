import type { Config } from "../config/config.server.ts";
import type { ApiApp } from "./app.ts";
import { UPLOADS_DESCRIPTION } from "./uploads-description.ts";

/** The OpenAPI 3.1 description, generated from the same zod schemas that validate requests. */
export function openApiDocument(app: ApiApp, config: Config) {
  const document = app.getOpenAPI31Document({
    openapi: "3.1.0",
    info: {
      title: `${config.brand.name} API`,
      version: "1.0.0",
      description:
        "Public HTTP API behind the website and apps. Send `X-API-Key` on every call, " +
        "`Authorization: Bearer <token>` when signed in, and `Accept-Language` (en, ar or ckb) for " +
        "localized names and error messages. Every failure has the shape `{ code, message, requestId }`." +
        UPLOADS_DESCRIPTION,
    },
    servers: [{ url: config.server.publicOrigin }],
  });
  document.components = {
    ...document.components,
    securitySchemes: {
      apiKey: { type: "apiKey", in: "header", name: "X-API-Key" },
      bearer: { type: "http", scheme: "bearer" },
      ingestKey: { type: "apiKey", in: "header", name: "X-Ingest-Key", description: "The network's usage feed only" },
      staffToken: {
        type: "apiKey",
        in: "header",
        name: "X-Staff-Token",
        description: "A named staff credential (operator command staff-create); /staff/... only, without X-API-Key",
      },
    },
  };
  document.security = [{ apiKey: [] }];
  return document;
}
