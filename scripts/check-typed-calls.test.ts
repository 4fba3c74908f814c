import { expect, test } from "vitest";
import { checkTree, findViolations } from "./check-typed-calls.ts";

test("the web app calls the API only through typed operations, and nothing casts API data", () => {
  expect(checkTree()).toEqual([]);
});

test("the guard finds untyped calls and casts, and ignores comments, strings, imports and `as const`", () => {
  const source = [
    'import { a as b } from "./x.ts";',
    "// api.get<Profile>(path) in a comment",
    'const s = "text as Profile";',
    "const k = ['a'] as const;",
    'const p = await api.get<Profile>("/account/profile");',
    "return c.json(view as z.infer<typeof balanceView>, 200);",
    "const data = useRouteLoaderData('root') as { config: Config };",
  ].join("\n");
  expect(findViolations("app/routes/x.tsx", source).map((v) => [v.line, v.rule])).toEqual([
    [5, "generic-call"],
    [6, "type-assertion"],
    [7, "type-assertion"],
  ]);
});
