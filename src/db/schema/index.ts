export * from "./accounts.ts";
export * from "./content.ts";
export * from "./platform.ts";
