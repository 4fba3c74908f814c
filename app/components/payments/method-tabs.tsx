import { Link, useLocation } from "react-router";
import { useI18n } from "../../lib/i18n.tsx";
import type { RechargeMethod } from "../../lib/payments.ts";

/**
 * Card or online: two links (`?method=`) rather than script-driven tabs, so the choice works and
 * can be shared without JavaScript; other parameters (`?line=`) are kept.
 */
export function MethodTabs({ current }: { current: RechargeMethod }) {
  const { t } = useI18n();
  const location = useLocation();
  const to = (method: RechargeMethod) => {
    const params = new URLSearchParams(location.search);
    params.set("method", method);
    return { pathname: location.pathname, search: `?${params}` };
  };
  const methods: [RechargeMethod, string][] = [
    ["card", t("payments.method.card")],
    ["online", t("payments.method.online")],
  ];
  return (
    <nav className="method-tabs" aria-label={t("payments.method.label")}>
      <ul>
        {methods.map(([method, label]) => (
          <li key={method}>
            <Link
              to={to(method)}
              replace
              preventScrollReset
              aria-current={method === current ? "page" : undefined}
              className="method-tab"
            >
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
