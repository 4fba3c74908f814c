/**
 * What `import … from "zod"` means in the browser (scripts/vite-plugins.ts, zodJitlessPlugin): zod
 * with its `new Function` probe switched off before any schema is built. The probe runs when the
 * first object schema is made, often at a module's top level, so a `z.config` in the importing
 * module comes too late, and a page's strict CSP (no 'unsafe-eval') reports it as a violation.
 */
import { z } from "zod/v4";

z.config({ jitless: true });

export * from "zod/v4";
