import { readFileSync } from "node:fs";
import { expect, test } from "vitest";

// npm scripts get the project's Node from node_modules/.bin; installing with --ignore-scripts
// would silently fall back to the machine's Node. This fails loudly instead.
test("tests run on the Node version the project pins", () => {
  const pinned = JSON.parse(readFileSync("package.json", "utf8")).devDependencies.node as string;
  expect(process.versions.node).toBe(pinned);
  expect(Number(process.versions.node.split(".")[0])).toBe(24);
});
