/**
 * An error's message fit to be stored and shown to operators (job history, the SMS outbox's last
 * error): shortened, and with what could be a secret masked. Drivers and HTTP clients put
 * connection strings, query strings and headers into their messages; one-time codes reach an SMS
 * gateway's error as part of the body.
 */
const MASKS: [RegExp, string][] = [
  // scheme://user:password@host → scheme://***@host
  [/([a-z][a-z0-9+.-]*:\/\/)[^/\s:@]+:[^/\s@]+@/gi, "$1***@"],
  // Authorization: Bearer xyz, Basic xyz
  [/\b(bearer|basic)\s+[A-Za-z0-9._~+/=-]+/gi, "$1 ***"],
  // password=..., api_key: ..., token=..., secret=... (query strings, JSON, key-value text)
  [
    /\b([a-z0-9_-]*(?:password|passwd|secret|token|api[_-]?key|apikey|signature|pepper)[a-z0-9_-]*)("?\s*[=:]\s*"?)[^\s&",;]+/gi,
    "$1$2***",
  ],
  // A six-digit group is likely a one-time code.
  [/(?<!\d)\d{6}(?!\d)/g, "••••••"],
];

export function safeErrorText(error: unknown, maxLength = 500): string {
  let text = error instanceof Error ? error.message : String(error);
  for (const [pattern, replacement] of MASKS) text = text.replace(pattern, replacement);
  return text.length > maxLength ? `${text.slice(0, maxLength - 1)}…` : text;
}

/** For logs: the masked message and where it was thrown (the stack's frames, without the message). */
export function safeErrorDetails(error: unknown): { error: string; stack?: string } {
  const frames = error instanceof Error ? error.stack?.split("\n").filter((line) => /^\s+at /.test(line)) : undefined;
  return { error: safeErrorText(error, 2000), ...(frames?.length ? { stack: frames.join("\n") } : {}) };
}
