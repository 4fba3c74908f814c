import { LocaleLink } from "./locale-link.tsx";

export type Crumb = { label: string; href?: string };

/**
 * Where a page sits: links back up, the last item being the page itself. `label` names the trail
 * for screen readers, in the words of the page's own messages.
 */
export function Breadcrumb({ items, label }: { items: Crumb[]; label: string }) {
  return (
    <nav className="breadcrumb container" aria-label={label}>
      <ol>
        {items.map((item) => (
          <li key={item.label}>
            {item.href ? (
              <LocaleLink to={item.href}>{item.label}</LocaleLink>
            ) : (
              <span aria-current="page">{item.label}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
