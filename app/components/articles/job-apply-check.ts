/**
 * The job application form's browser check, loaded on first use (app/lib/lazy-check.ts): the
 * same schema and CV rules the server applies (app/lib/job-application-check.ts).
 */
import { z } from "zod";

// Zod's start-up probe for `new Function` breaks the page's content security policy.
z.config({ jitless: true });

export { applicationProblems } from "../../lib/job-application-check.ts";
