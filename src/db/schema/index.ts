export * from "./platform.ts";
