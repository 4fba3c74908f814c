/** The handset 4G checker: the data file's shape and the visitor's query. */
import { z } from "zod";

export const handsetSchema = z.object({
  brand: z.string().trim().min(2).max(40),
  model: z.string().trim().min(1).max(60),
  aliases: z.array(z.string().trim().min(2).max(30)).max(6),
  year: z.number().int().min(2005).max(2030),
  lte: z.boolean(),
  volte: z.boolean(),
});
export type Handset = z.infer<typeof handsetSchema>;

export const handsetFileSchema = z.object({ handsets: z.array(handsetSchema).min(1) });

/** What a visitor types from Settings > About phone. */
export const handsetQuerySchema = z.object({
  q: z
    .string()
    .trim()
    .min(2, { error: "validation.handset.tooShort" })
    .max(60, { error: "validation.handset.tooLong" }),
});
export type HandsetQuery = z.output<typeof handsetQuerySchema>;
