import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, expect, test } from "vitest";
import { testConfig } from "../../../tests/config.ts";
import { ConfigError } from "../../config/env.server.ts";
import { createFileStorage } from "./create-file-storage.ts";
import { s3FileStorage } from "./s3-storage.ts";

/**
 * A bucket in memory behind a real HTTP server on loopback: it records what each request looked
 * like (so the test checks the signing) and keeps bytes by path.
 */
type Seen = { method: string; host: string; path: string; authorization: string; sha256: string | undefined };
const objects = new Map<string, Uint8Array>();
const seen: Seen[] = [];
let server: Server;
let endpoint: string;

async function bodyOf(request: IncomingMessage): Promise<Uint8Array> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return new Uint8Array(Buffer.concat(chunks));
}

beforeAll(async () => {
  server = createServer(async (request, response) => {
    const path = request.url ?? "/";
    seen.push({
      method: request.method ?? "",
      host: request.headers.host ?? "",
      path,
      authorization: request.headers.authorization ?? "",
      sha256: request.headers["x-amz-content-sha256"] as string | undefined,
    });
    if (!request.headers.authorization?.startsWith("AWS4-HMAC-SHA256 ")) {
      response.writeHead(403).end("<Error><Code>AccessDenied</Code></Error>");
      return;
    }
    if (request.method === "PUT") {
      objects.set(path, await bodyOf(request));
      response.writeHead(200).end();
    } else if (request.method === "GET") {
      const bytes = objects.get(path);
      if (bytes) response.writeHead(200, { "Content-Type": "application/octet-stream" }).end(bytes);
      else response.writeHead(404).end("<Error><Code>NoSuchKey</Code></Error>");
    } else if (request.method === "DELETE") {
      objects.delete(path);
      response.writeHead(204).end();
    } else response.writeHead(405).end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const settings = () => ({
  kind: "s3" as const,
  endpoint,
  region: "me-south-1",
  bucket: "zain-private",
  accessKeyId: "AKIDEXAMPLE",
  secretAccessKey: "wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY",
  forcePathStyle: true,
});

test("path style: put, get and delete are signed AWS4-HMAC-SHA256 requests for the bucket's region and s3", async () => {
  seen.length = 0;
  const storage = s3FileStorage(settings());
  const bytes = new TextEncoder().encode("the front of an identity card");
  await storage.put("kyc/0b8e-front.jpg", bytes);
  expect(await storage.get("kyc/0b8e-front.jpg")).toEqual(bytes);
  await storage.delete("kyc/0b8e-front.jpg");
  expect(await storage.get("kyc/0b8e-front.jpg")).toBeNull();

  expect(seen.map((r) => `${r.method} ${r.path}`)).toEqual([
    "PUT /zain-private/kyc/0b8e-front.jpg",
    "GET /zain-private/kyc/0b8e-front.jpg",
    "DELETE /zain-private/kyc/0b8e-front.jpg",
    "GET /zain-private/kyc/0b8e-front.jpg",
  ]);
  for (const request of seen) {
    expect(request.authorization).toMatch(
      /^AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE\/\d{8}\/me-south-1\/s3\/aws4_request, SignedHeaders=[a-z0-9;-]*host[a-z0-9;-]*, Signature=[0-9a-f]{64}$/,
    );
    // S3 wants to know the payload's hash (or that it is unsigned) in its own header.
    expect(request.sha256).toBeTruthy();
    // The secret itself never travels.
    expect(request.authorization).not.toContain("wJalrXUtnFEMI");
  }
});

test("virtual-host style puts the bucket in the host name and the key alone in the path", async () => {
  seen.length = 0;
  // localhost's subdomains resolve to loopback, so the test server answers for bucket.localhost too.
  const port = new URL(endpoint).port;
  const storage = s3FileStorage(
    { ...settings(), endpoint: `http://localhost:${port}`, forcePathStyle: false },
    (request) => {
      const url = new URL((request as Request).url);
      // Keep the Host the client signed, but connect to the loopback server.
      expect(url.host).toBe(`zain-private.localhost:${port}`);
      return fetch(new Request(`${endpoint}${url.pathname}`, request as Request));
    },
  );
  await storage.put("kyc/abc.png", new Uint8Array([1, 2, 3]));
  expect(seen[0]).toMatchObject({ method: "PUT", path: "/kyc/abc.png" });
  expect(seen[0]?.authorization).toMatch(/\/me-south-1\/s3\/aws4_request/);
});

test("a refusal from the bucket is an error naming the operation and status, never the keys", async () => {
  const storage = s3FileStorage(settings(), async () => new Response("<Error/>", { status: 403 }));
  const failure = await storage.put("kyc/x.jpg", new Uint8Array([1])).catch((error: Error) => error);
  expect(failure).toBeInstanceOf(Error);
  expect((failure as Error).message).toBe("file storage: put kyc/x.jpg answered 403");
  expect((failure as Error).message).not.toContain("AKIDEXAMPLE");
});

test("FILE_STORAGE=s3 requires its endpoint, bucket and keys, reported by name, with the secret hidden", () => {
  let problems: string[] = [];
  try {
    testConfig({ FILE_STORAGE: "s3", S3_SECRET_ACCESS_KEY: "short" });
  } catch (error) {
    problems = (error as ConfigError).problems;
  }
  expect(problems).toEqual(
    expect.arrayContaining([expect.stringMatching(/^S3_SECRET_ACCESS_KEY: .*\(got "<hidden>"\)/)]),
  );
  try {
    testConfig({ FILE_STORAGE: "s3" });
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    problems = (error as ConfigError).problems;
  }
  expect(problems).toEqual([
    "S3_ENDPOINT: required when FILE_STORAGE=s3",
    "S3_BUCKET: required when FILE_STORAGE=s3",
    "S3_ACCESS_KEY_ID: required when FILE_STORAGE=s3",
    "S3_SECRET_ACCESS_KEY: required when FILE_STORAGE=s3",
  ]);
  const config = testConfig({
    FILE_STORAGE: "s3",
    S3_ENDPOINT: "https://s3.me-south-1.amazonaws.com",
    S3_BUCKET: "zain-private",
    S3_ACCESS_KEY_ID: "AKIDEXAMPLE",
    S3_SECRET_ACCESS_KEY: "wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY",
  });
  expect(config.files.storage).toMatchObject({ kind: "s3", bucket: "zain-private", forcePathStyle: true });
  expect(createFileStorage(config)).toHaveProperty("put");
});
