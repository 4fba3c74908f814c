import { expect, test } from "vitest";
import { formWithin } from "./limited-form.ts";

const form = () => {
  const body = new FormData();
  body.set("name", "Sara");
  body.set("cv", new File([new Uint8Array(2000)], "cv.pdf"));
  return body;
};

test("a form within the limit is read with its file", async () => {
  const read = await formWithin(new Request("http://web.test/", { method: "POST", body: form() }), 10_000);
  expect(read?.get("name")).toBe("Sara");
  expect((read?.get("cv") as File | undefined)?.size).toBe(2000);
});

test("a declared length over the limit is refused before anything is read", async () => {
  const request = new Request("http://web.test/", {
    method: "POST",
    body: form(),
    headers: { "content-length": "50000000" },
  });
  expect(await formWithin(request, 10_000)).toBeNull();
  expect(request.bodyUsed).toBe(false);
});

test("a body without a declared length is read up to the limit and no further", async () => {
  const encoded = new Request("http://web.test/", { method: "POST", body: form() });
  const type = encoded.headers.get("content-type") ?? "";
  const bytes = new Uint8Array(await encoded.arrayBuffer());
  const chunked = () =>
    new Request("http://web.test/", {
      method: "POST",
      body: new Blob([bytes]).stream(),
      headers: { "content-type": type },
      duplex: "half",
    } as RequestInit);
  expect(chunked().headers.has("content-length")).toBe(false);
  expect(await formWithin(chunked(), 1000)).toBeNull();
  expect((await formWithin(chunked(), 10_000))?.get("name")).toBe("Sara");
});

test("a body that is not form data reads as an empty form", async () => {
  const request = new Request("http://web.test/", {
    method: "POST",
    body: "{}",
    headers: { "content-type": "text/plain" },
  });
  expect([...((await formWithin(request, 10_000)) ?? [])]).toEqual([]);
});
