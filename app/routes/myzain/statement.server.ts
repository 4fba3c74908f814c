import { type ApiClient, ApiClientError } from "../../../src/client/api-client.ts";
import { getLineStatementOp, type StatementView } from "../../../src/contracts/api/line-history.ts";
import { type ApiText, apiText } from "../../lib/form-text.ts";
import { type MyzainArgs, signedIn } from "../../lib/myzain.server.ts";
import type { StatementQuery } from "../../lib/statement.ts";

export type StatementResult = { statement: StatementView; error: null } | { statement: null; error: ApiText | null };

/**
 * The line's statement for the query. A period the API refuses (422: ends before it starts, too
 * long, not a date) is the customer's to correct, so its localized message comes back for the form
 * instead of failing the page; anything else is the route's error.
 */
export async function fetchStatement(
  args: MyzainArgs,
  api: ApiClient,
  lineId: string,
  query: StatementQuery,
  /** Entries per page; the API's most when unset (the CSV takes the whole period). */
  limit?: number,
): Promise<StatementResult> {
  if (query.invalid.length > 0) return { statement: null, error: null };
  try {
    const statement = await signedIn(args, () =>
      api.call(getLineStatementOp, {
        params: { lineId },
        query: {
          from: query.from,
          to: query.to,
          kind: query.kind ?? undefined,
          before: query.before ?? undefined,
          limit,
        },
      }),
    );
    return { statement, error: null };
  } catch (error) {
    if (error instanceof ApiClientError && error.status === 422)
      return { statement: null, error: apiText(error.message) };
    throw error;
  }
}
