import { useI18n } from "../../lib/i18n.tsx";

/** When payments go to the sandbox gateway (demo or staging): say so, so nobody types a real card. */
export function TestGatewayNote() {
  const { t } = useI18n();
  return (
    <p className="notice" role="note">
      {t("payments.online.test")}
    </p>
  );
}
