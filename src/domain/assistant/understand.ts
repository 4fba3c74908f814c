import { classify, type Knowledge } from "./classify.ts";
import { detectLanguage } from "./language.ts";
import type { Lang, Understanding } from "./types.ts";

export type Understand = (text: string, lang?: Lang) => Understanding;

/**
 * The assistant's understanding of one message: which intent, with the bundle, amount or article
 * it names, and how sure it is. Pure: the catalogue and the articles come in `knowledge` (from
 * the content files or the database), so the conversation layer and the tests share one path.
 * Without `lang` the language is told from the message itself.
 */
export function createUnderstand(knowledge: Knowledge): Understand {
  return (text, lang) => {
    // Long pastes are cut: a chat message is a sentence or two, and this keeps every answer fast.
    const message = text.slice(0, 500);
    return classify(message, lang ?? detectLanguage(message), knowledge);
  };
}
