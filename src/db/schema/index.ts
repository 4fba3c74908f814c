export * from "./accounts.ts";
export * from "./articles.ts";
export * from "./balances.ts";
export * from "./campaigns.ts";
export * from "./catalogue.ts";
export * from "./content.ts";
export * from "./payments.ts";
export * from "./platform.ts";
