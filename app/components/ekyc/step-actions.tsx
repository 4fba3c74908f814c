import { Link } from "react-router";
import { useI18n } from "../../lib/i18n.tsx";

/** The end of a step's form: how the photos are kept, continue, and the way back to the step before. */
export function StepActions({ back, submitLabel }: { back: string | null; submitLabel?: string }) {
  const { t } = useI18n();
  return (
    <>
      <p className="field-hint">{t("ekyc.privacy")}</p>
      <div className="form-actions">
        <button type="submit" className="button button-large">
          {submitLabel ?? t("ekyc.continue")}
        </button>
        {back ? <Link to={back}>{t("ekyc.back")}</Link> : null}
      </div>
    </>
  );
}
