import { useI18n } from "../../lib/i18n.tsx";

/** In demo mode payments go to the sandbox gateway: say so, so nobody types a real card. */
export function TestGatewayNote() {
  const { t } = useI18n();
  return (
    <p className="notice" role="note">
      {t("payments.online.test")}
    </p>
  );
}
