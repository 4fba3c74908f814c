import { useEffect, useState } from "react";
import { useI18n } from "../lib/i18n.tsx";

/** Shown only once JavaScript runs, since printing needs it; browsers' own print works regardless. */
export function PrintButton() {
  const { t } = useI18n();
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  if (!ready) return null;
  return (
    <button type="button" className="button button-small button-secondary" onClick={() => window.print()}>
      {t("layout.static.print")}
    </button>
  );
}
