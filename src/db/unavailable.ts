/**
 * Whether an error means "the database cannot answer right now" (unreachable, silent, restarting,
 * out of connections, or a statement that ran out of time), as opposed to a bug or bad data. The
 * API answers these with 503 and Retry-After (docs/decisions/032-database-outages.md). Drizzle wraps driver errors, so
 * the whole `cause` chain is checked.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; depth++) {
    if (isUnavailableHere(current)) return true;
    current = current.cause;
  }
  return false;
}

/** How long a client should wait before trying again, in seconds. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

// Raised by node-postgres and pg-pool themselves, without a code.
const driverMessages = [
  "timeout exceeded when trying to connect",
  "Connection terminated due to connection timeout",
  "Connection terminated unexpectedly",
  "Connection terminated",
  "Query read timeout",
  "Client has encountered a connection error and is not queryable",
];

// Socket errors while connecting or talking to the server.
const socketCodes = new Set(["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "EHOSTUNREACH", "ENETUNREACH", "EPIPE"]);

// SQLSTATE: https://www.postgresql.org/docs/current/errcodes-appendix.html
const sqlStates = new Set([
  "57014", // query_canceled: statement_timeout
  "57P01", // admin_shutdown
  "57P02", // crash_shutdown
  "57P03", // cannot_connect_now (starting up, recovering)
  "53300", // too_many_connections
  "25P03", // idle_in_transaction_session_timeout
]);

function isUnavailableHere(error: Error): boolean {
  const code = Reflect.get(error, "code");
  if (typeof code === "string" && (socketCodes.has(code) || sqlStates.has(code) || code.startsWith("08"))) {
    return true;
  }
  return driverMessages.includes(error.message);
}
