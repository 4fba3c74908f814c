import type { Topic } from "../../../src/contracts/api/articles.ts";
import { useI18n } from "../../lib/i18n.tsx";
import { kindLabelKeys } from "../../lib/search.ts";

type Props = {
  id: string;
  optionId: (index: number) => string;
  options: Topic[];
  active: number;
  expanded: boolean;
  onChoose: (option: Topic) => void;
};

/**
 * The popup of the search combobox. Focus stays in the box (aria-activedescendant points at the
 * active option), so the options take no focus and no keys of their own: the box handles them.
 */
export function SuggestionList({ id, optionId, options, active, expanded, onChoose }: Props) {
  const { t } = useI18n();
  return (
    <div id={id} role="listbox" aria-label={t("search.suggestions")} className="suggestions" hidden={!expanded}>
      {options.map((option, index) => {
        const kind = kindLabelKeys[option.kind];
        return (
          // biome-ignore lint/a11y/useFocusableInteractive: focus stays in the combobox (aria-activedescendant)
          // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox handles the keys for its options
          <div
            key={`${option.kind}:${option.path}:${option.title}`}
            id={optionId(index)}
            role="option"
            aria-selected={index === active}
            className="suggestion"
            // Keep the focus in the box, so the list does not close before the click lands.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => onChoose(option)}
          >
            <span className="suggestion-title">{option.title}</span>
            {kind ? <span className="suggestion-kind">{t(kind)}</span> : null}
          </div>
        );
      })}
    </div>
  );
}
