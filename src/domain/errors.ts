/**
 * Typed failures of domain services. The HTTP layer maps each `code` to a status and a localized
 * message; services never think in HTTP.
 */
export class DomainError extends Error {
  readonly code: string;
  readonly kind:
    | "unauthenticated"
    | "not_found"
    | "conflict"
    | "invalid"
    | "forbidden"
    | "rate_limited"
    | "unavailable"
    | "upstream";
  readonly details: Record<string, string | number>;
  constructor(kind: DomainError["kind"], code: string, details: Record<string, string | number> = {}) {
    super(code);
    this.name = "DomainError";
    this.kind = kind;
    this.code = code;
    this.details = details;
  }
}
