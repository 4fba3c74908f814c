import { useI18n } from "../lib/i18n.tsx";
import { usePublicConfig } from "./site-header.tsx";

/**
 * The app's store listings from configuration: the store's official badge when the operator put it
 * in APP_BADGES_DIR (the stores do not allow redrawn badges), a text link otherwise. The link text
 * (the badge's alt text) is `footer.store.<store>`: the stores' own wording in each language.
 */
export function AppStoreLinks() {
  const { t } = useI18n();
  const { appStores } = usePublicConfig();
  return (
    <ul className="app-stores">
      {appStores.map(({ store, url, badge }) => (
        <li key={store}>
          <a href={url}>
            {badge ? <img src={badge} alt={t(`footer.store.${store}`)} height={40} /> : t(`footer.store.${store}`)}
          </a>
        </li>
      ))}
    </ul>
  );
}
