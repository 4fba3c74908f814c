import { expect, test } from "vitest";
import { readOnlyUrl } from "./client.server.ts";
import { openReplica, REPLICA_RETRY_MS } from "./replica.server.ts";

test("the replica's connections are made read-only, keeping any server options its address already has", () => {
  const plain = new URL(readOnlyUrl("postgres://reader:pw@replica.example.iq:5432/zain"));
  expect(plain.searchParams.get("options")).toBe("-c default_transaction_read_only=on");
  const withOptions = new URL(
    readOnlyUrl("postgres://reader@replica/zain?options=-c%20search_path%3Dapp&sslmode=require"),
  );
  expect(withOptions.searchParams.get("options")).toBe("-c search_path=app -c default_transaction_read_only=on");
  expect(withOptions.searchParams.get("sslmode")).toBe("require");
});

test("after a failure the replica is passed over for a few seconds, then tried again", async () => {
  let now = 1_000_000;
  // No connection is opened until a query runs: this address is never dialled.
  const replica = openReplica(
    { url: "postgres://reader@127.0.0.1:1/zain", poolSize: 1, stickyMs: 0 },
    { now: () => now },
  );
  try {
    expect(replica.available()).toBe(true);
    replica.reportFailure();
    expect(replica.available()).toBe(false);
    now += REPLICA_RETRY_MS - 1;
    expect(replica.available()).toBe(false);
    now += 1;
    expect(replica.available()).toBe(true);
  } finally {
    await replica.close();
  }
});
