/**
 * The operations the fuzzer covers, read from the OpenAPI document the API serves: a new
 * operation is fuzzed as soon as it is documented, with nothing to register.
 */
export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  $ref?: string;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
};

type Parameter = { name: string; in: "path" | "query" | "header" | "cookie"; required?: boolean; schema?: JsonSchema };
type DocumentedOperation = {
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema?: JsonSchema }> };
  security?: Record<string, string[]>[];
};
export type OpenApiDocument = {
  paths: Record<string, Record<string, DocumentedOperation>>;
  components?: { schemas?: Record<string, JsonSchema> };
  security?: Record<string, string[]>[];
};

export type FuzzOperation = {
  /** "POST /api/v1/auth/login": how reports and the summary name it. */
  id: string;
  method: string;
  path: string;
  parameters: Parameter[];
  /** The documented body, by media type (application/json, multipart/form-data). */
  body: { mediaType: string; schema: JsonSchema } | undefined;
  /** The credentials it takes: apiKey, bearer, ingestKey (any of the document's alternatives). */
  credentials: Set<string>;
};

const METHODS = new Set(["get", "post", "put", "patch", "delete"]);

/** Every operation in the document, in document order. */
export function documentedOperations(doc: OpenApiDocument): FuzzOperation[] {
  return Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods)
      .filter(([method]) => METHODS.has(method))
      .map(([method, op]) => {
        const [mediaType, content] = Object.entries(op.requestBody?.content ?? {})[0] ?? [];
        const security = op.security ?? doc.security ?? [];
        return {
          id: `${method.toUpperCase()} ${path}`,
          method: method.toUpperCase(),
          path,
          parameters: op.parameters ?? [],
          body: mediaType ? { mediaType, schema: content?.schema ?? {} } : undefined,
          credentials: new Set(security.flatMap((alternative) => Object.keys(alternative))),
        };
      }),
  );
}

/** Follows a local `$ref` (#/components/schemas/Name) to its schema. */
export function resolveRef(doc: OpenApiDocument, schema: JsonSchema): JsonSchema {
  if (!schema.$ref) return schema;
  const name = schema.$ref.replace("#/components/schemas/", "");
  const target = doc.components?.schemas?.[name];
  if (!target) throw new Error(`unresolved $ref ${schema.$ref}`);
  return resolveRef(doc, target);
}
