import { Form } from "react-router";
import { useI18n } from "../../lib/i18n.tsx";

/** A plain GET form (works before JavaScript): the address names the governorate, so it can be shared. */
export function GovernorateFilter({
  governorates,
  selected,
}: {
  governorates: { id: string; name: string }[];
  selected: string | null;
}) {
  const { t } = useI18n();
  return (
    <Form method="get" className="country-picker container">
      <label htmlFor="governorate">{t("stores.filter.label")}</label>
      <select id="governorate" name="governorate" defaultValue={selected ?? ""}>
        <option value="">{t("stores.filter.all")}</option>
        {governorates.map((g) => (
          <option key={g.id} value={g.id}>
            {g.name}
          </option>
        ))}
      </select>
      <button type="submit" className="button">
        {t("stores.filter.show")}
      </button>
    </Form>
  );
}
