import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { type DigitalServiceFile, digitalServicesFileSchema } from "../contracts/digital-services.ts";
import { digitalServices } from "../db/schema/index.ts";
import type { SeedStep } from "./run-seed.server.ts";

const file = fileURLToPath(new URL("../../content/catalogue/digital-services.json", import.meta.url));

export function readDigitalServices(): DigitalServiceFile[] {
  const parsed = digitalServicesFileSchema.safeParse(JSON.parse(readFileSync(file, "utf8")));
  if (!parsed.success) throw new Error(`${file}: ${parsed.error.message}`);
  return parsed.data.services;
}

/** The digital services catalogue (content/catalogue/digital-services.json), seeded everywhere. */
export const digitalServicesStep: SeedStep = {
  name: "digital-services",
  demoOnly: false,
  content: () => readDigitalServices(),
  run: async ({ db }) => {
    const all = readDigitalServices();
    for (const s of all) {
      const { slug, ...rest } = s;
      await db
        .insert(digitalServices)
        .values({ slug, ...rest })
        .onConflictDoUpdate({ target: digitalServices.slug, set: { ...rest, updatedAt: new Date() } });
    }
    return { services: all.length };
  },
};
