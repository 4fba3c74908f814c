/**
 * How email leaves the platform, shaped like the SMS adapter: the built-in provider records
 * messages and reports them sent, which makes the outbox the source of truth in development and
 * demo mode; a real provider (SMTP or an HTTP API such as SES) implements the same interface and
 * is chosen by configuration, its credentials kept inside it and never logged.
 */
export type EmailMessage = { from: string; to: string; subject: string; body: string };

export type EmailProvider = {
  name: string;
  send(message: EmailMessage): Promise<{ providerRef: string }>;
};

export function outboxOnlyEmailProvider(): EmailProvider {
  let counter = 0;
  return {
    name: "outbox",
    async send() {
      counter += 1;
      return { providerRef: `email-outbox-${Date.now()}-${counter}` };
    },
  };
}

/** The provider named by configuration. Only the built-in one ships; a real one plugs in here. */
export function createEmailProvider(): EmailProvider {
  return outboxOnlyEmailProvider();
}
