/**
 * The job application form's browser check, loaded on first use (app/lib/lazy-check.ts): the
 * same schema and CV rules the server applies (app/lib/job-application-check.ts).
 */

export { applicationProblems } from "../../lib/job-application-check.ts";
