/**
 * The ideas the rules look for. Each language's lexicon lists how people say them; the rules in
 * classify.ts combine ideas into intents, so one rule serves all three languages.
 */
export const concepts = [
  "greet",
  "thanks",
  "filler",
  "human",
  "person",
  "complaint",
  "charge",
  "balance",
  "remain",
  "units",
  "data",
  "bundle",
  "expire",
  "renew",
  "when",
  "still_active",
  "bill",
  "last",
  "how_much",
  "owed",
  "pay",
  "recharge",
  "buy",
  "on",
  "off",
  "roaming",
  "line",
  "lost",
  "suspend",
  "store",
  "where",
  "negation",
  "price",
  "howto",
  "ask",
  "if",
  "daily",
  "weekly",
  "monthly",
  "unlimited",
  "code",
  "abroad",
  "slow",
  "other_person",
  "account",
  "call",
  "info",
  "or_not",
  "deixis",
  "limit",
  "online",
  "own_line",
  "can",
  "place",
  "transfer",
  "advance",
] as const;
export type Concept = (typeof concepts)[number];

/**
 * Cues are written as people type them and folded when compiled. A word of three letters or more
 * also matches longer words it starts ("bundle" finds "bundles", "پاکێج" finds "پاکێجەکەم"); a
 * word written with a leading "=" must match whole. Several words must follow one another.
 */
export type Lexicon = Partial<Record<Concept, string[]>>;
