import { useI18n } from "../lib/i18n.tsx";
import type { NavGroup, NavSection } from "../lib/navigation.ts";
import { LocaleLink } from "./locale-link.tsx";

/**
 * The main navigation's groups as disclosures: a <summary> that opens a list of links (the ARIA
 * disclosure pattern for site navigation, not role=menu). <details> opens and closes without
 * JavaScript, and a shared `name` lets only one group of a menu be open at a time. Escape, outside
 * clicks and navigation close them once app/components/menu-behaviour.tsx has loaded.
 * `menu` names the set (header row or phone menu) and keeps the ids of the two renderings apart.
 */
export function NavDisclosures({ groups, menu }: { groups: NavGroup[]; menu: "main-nav" | "phone-nav" }) {
  const { t } = useI18n();
  return (
    <ul>
      {groups.map((group) => (
        <li key={group.label}>
          <details className="nav-group" name={menu}>
            <summary>{t(group.label)}</summary>
            <div>
              <NavSections sections={group.sections} />
            </div>
          </details>
        </li>
      ))}
    </ul>
  );
}

/** A group's links; a labelled section's list is named by its label for screen readers (read once). */
function NavSections({ sections }: { sections: NavSection[] }) {
  const { t } = useI18n();
  return sections.map((section) => {
    const label = section.label ? t(section.label) : undefined;
    return (
      <div className="nav-section" key={section.label ?? section.items[0]?.path}>
        {label ? <p aria-hidden="true">{label}</p> : null}
        <ul aria-label={label}>
          {section.items.map((item) => (
            <li key={item.path}>
              <LocaleLink to={item.path}>{t(item.label)}</LocaleLink>
            </li>
          ))}
        </ul>
      </div>
    );
  });
}

/** The site map in the footer: each group under its heading, with its sections' labels and links. */
export function NavGroups({ groups, heading: Heading }: { groups: NavGroup[]; heading: "h2" | "h3" }) {
  const { t } = useI18n();
  return groups.map((group) => (
    <section key={group.label}>
      <Heading>{t(group.label)}</Heading>
      <NavSections sections={group.sections} />
    </section>
  ));
}
