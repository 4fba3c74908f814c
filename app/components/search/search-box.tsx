import { type KeyboardEvent, useEffect, useId, useRef, useState } from "react";
import { Form, useNavigate } from "react-router";
import type { Topic } from "../../../src/contracts/api/articles.ts";
import { comboboxKey } from "../../lib/combobox-keys.ts";
import { useI18n } from "../../lib/i18n.tsx";
import { localizedPath } from "../../lib/paths.ts";
import { MAX_QUERY_LENGTH, resultHref } from "../../lib/search.ts";
import { suggestFetcher } from "../../lib/suggest-client.ts";
import { createSuggester, type Suggester } from "../../lib/suggester.ts";
import { usePublicConfig } from "../site-header.tsx";
import { SuggestionList } from "./suggestion-list.tsx";

/**
 * The search box of the search pages. Without JavaScript it is a plain GET form to the results
 * page. Once the page runs it becomes an editable combobox with a list of suggestions (WAI-ARIA
 * APG "combobox with listbox popup"); the keys are in lib/combobox-keys.ts.
 */
export function SearchBox({ defaultValue = "" }: { defaultValue?: string }) {
  const { locale, t } = useI18n();
  const { apiBaseUrl, apiKey } = usePublicConfig();
  const navigate = useNavigate();
  const id = useId();
  const listId = `${id}list`;
  const optionId = (index: number) => `${id}option-${index}`;
  const input = useRef<HTMLInputElement>(null);
  const suggester = useRef<Suggester | null>(null);
  const [enhanced, setEnhanced] = useState(false);
  const [options, setOptions] = useState<Topic[]>([]);
  const [list, setList] = useState({ open: false, active: -1 });

  useEffect(() => {
    const created = createSuggester({
      fetch: suggestFetcher({ apiBaseUrl, apiKey }, locale.code),
      onResults: (_query, found) => {
        setOptions(found);
        // Only a box that still has focus opens its list (an answer may come after the visitor left).
        setList({ open: found.length > 0 && document.activeElement === input.current, active: -1 });
      },
    });
    suggester.current = created;
    setEnhanced(true);
    return () => created.stop();
  }, [apiBaseUrl, apiKey, locale.code]);

  const close = () => setList({ open: false, active: -1 });
  const choose = (option: Topic) => {
    close();
    suggester.current?.stop();
    navigate(resultHref(locale.code, option.path));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const outcome = comboboxKey(event.key, event.altKey, list, options.length);
    if (outcome.kind === "default") return;
    event.preventDefault();
    if (outcome.kind === "move") setList(outcome.state);
    else if (outcome.kind === "close") close();
    else if (outcome.kind === "choose") {
      const option = options[outcome.index];
      if (option) choose(option);
    } else if (input.current) {
      input.current.value = "";
      suggester.current?.input("");
    }
  };

  const expanded = enhanced && list.open && options.length > 0;
  return (
    <Form
      method="get"
      action={localizedPath(locale.code, "/hyper-result")}
      role="search"
      className="search-box"
      onSubmit={() => {
        close();
        suggester.current?.stop();
      }}
    >
      <label htmlFor={`${id}q`}>{t("search.label")}</label>
      <div className="search-box-row">
        <div className="search-box-field">
          {/* biome-ignore lint/a11y/useAriaPropsSupportedByRole: a combobox once the script runs, a plain search box before */}
          <input
            ref={input}
            id={`${id}q`}
            name="q"
            type="search"
            defaultValue={defaultValue}
            maxLength={MAX_QUERY_LENGTH}
            placeholder={t("search.placeholder")}
            autoComplete="off"
            spellCheck={false}
            dir="auto"
            role={enhanced ? "combobox" : undefined}
            aria-autocomplete={enhanced ? "list" : undefined}
            aria-expanded={enhanced ? expanded : undefined}
            aria-controls={enhanced ? listId : undefined}
            aria-activedescendant={expanded && list.active >= 0 ? optionId(list.active) : undefined}
            onChange={(event) => suggester.current?.input(event.currentTarget.value)}
            onKeyDown={onKeyDown}
            onBlur={close}
            onFocus={() => setList({ open: options.length > 0, active: -1 })}
          />
          {enhanced ? (
            <SuggestionList
              id={listId}
              optionId={optionId}
              options={options}
              active={list.active}
              expanded={expanded}
              onChoose={choose}
            />
          ) : null}
        </div>
        <button type="submit" className="button">
          {t("search.button")}
        </button>
      </div>
      {enhanced ? (
        <p role="status" className="visually-hidden">
          {expanded ? t("search.suggestionCount", { count: options.length }) : ""}
        </p>
      ) : null}
    </Form>
  );
}
