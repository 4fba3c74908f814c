import { useI18n } from "../lib/i18n.tsx";
import type { NavGroup } from "../lib/navigation.ts";
import { LocaleLink } from "./locale-link.tsx";

/** The site's navigation groups as headed link lists (mobile menu and footer site map). */
export function NavGroups({ groups, heading: Heading }: { groups: NavGroup[]; heading: "h2" | "h3" }) {
  const { t } = useI18n();
  return (
    <>
      {groups.map((group) => (
        <section key={group.label}>
          <Heading>{t(group.label)}</Heading>
          <ul>
            {group.items.map((item) => (
              <li key={item.path}>
                <LocaleLink to={item.path}>{t(item.label)}</LocaleLink>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}
