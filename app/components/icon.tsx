import sprite from "../assets/icons.svg?no-inline";

/** Every icon of the site's one set, in app/assets/icons.svg (a <symbol> each; a test keeps the two in step). */
export const iconNames = [
  "recharge",
  "pay-bill",
  "bundle",
  "sim",
  "esim",
  "store",
  "support",
  "search",
  "menu",
  "close",
  "language",
  "account",
  "points",
  "gift",
  "transfer",
  "arrow-forward",
  "arrow-back",
  "chevron-forward",
  "chevron-back",
  "chevron-down",
  "external",
  "download",
  "phone",
  "email",
  "location",
  "check",
  "data",
  "roaming",
  "chat",
  "wifi",
  "business",
  "card",
  "coverage",
] as const;

export type IconName = (typeof iconNames)[number];

/**
 * The icons that point along the line of reading (arrows and chevrons, forward and back): drawn
 * for left to right, turned round in Arabic and Kurdish by the one flip class. Phones, stars,
 * globes and the rest never turn.
 */
export const isDirectional = (name: IconName) => /^(arrow|chevron)-(forward|back)$/.test(name);

type Props = {
  name: IconName;
  /** Pixels, width and height (the icons are square). */
  size?: number;
  /** For an icon that stands alone; without it the icon is decoration beside its words and hidden from screen readers. */
  label?: string;
  className?: string;
};

/**
 * One icon from the sprite: a same-origin file with a hashed name that the browser caches for good,
 * so no page carries icon drawings or icon code of its own (docs/decisions/062-product-pictures-and-icons.md).
 * Stroke and colour come from the sprite and the text colour (currentColor).
 */
export function Icon({ name, size = 24, label, className }: Props) {
  return (
    <svg
      className={`icon${isDirectional(name) ? " flip-rtl" : ""}${className ? ` ${className}` : ""}`}
      width={size}
      height={size}
      role={label ? "img" : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
    >
      <use href={`${sprite}#${name}`} />
    </svg>
  );
}
