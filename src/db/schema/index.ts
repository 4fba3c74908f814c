export * from "./content.ts";
export * from "./platform.ts";
