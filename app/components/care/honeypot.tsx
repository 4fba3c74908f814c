import { useI18n } from "../../lib/i18n.tsx";

/**
 * The hidden field people never see nor fill (docs/decisions/052-tickets.md): placed off screen,
 * out of the tab order and hidden from screen readers; a robot that fills every input fills it too.
 */
export function Honeypot() {
  const { t } = useI18n();
  return (
    <div className="care-hp" aria-hidden="true">
      <label htmlFor="field-website">{t("care.form.honeypot")}</label>
      <input id="field-website" name="website" type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}
