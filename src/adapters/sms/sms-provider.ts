/**
 * How SMS leave the platform. The built-in provider records messages and reports them sent, which
 * makes the outbox the source of truth in development and demo mode; a real provider (SMPP or an
 * HTTP gateway) implements the same interface and is chosen by configuration.
 */
export type SmsProvider = {
  name: string;
  send(message: { msisdn: string; body: string }): Promise<{ providerRef: string }>;
};

export function outboxOnlyProvider(): SmsProvider {
  let counter = 0;
  return {
    name: "outbox",
    async send() {
      counter += 1;
      return { providerRef: `outbox-${Date.now()}-${counter}` };
    },
  };
}

/** The provider named by configuration. Only the built-in one ships; a real gateway plugs in here. */
export function createSmsProvider(): SmsProvider {
  return outboxOnlyProvider();
}
