/** Content pages as the API answers them: one page in one language, its blocks typed by the content model. */
import { z } from "zod";
import { layoutNames } from "../layouts.ts";
import { blockSchema } from "../page-content.ts";

export const block = blockSchema.meta({
  id: "Block",
  description: "A typed content block; see src/contracts/page-content.ts",
});

export const page = z
  .object({
    slug: z.string(),
    layout: z.enum(layoutNames),
    locale: z.string(),
    title: z.string(),
    description: z.string(),
    blocks: z.array(block),
    updatedAt: z.string(),
  })
  .meta({ id: "Page" });

export type Page = z.output<typeof page>;
