import { Form } from "react-router";
import { storeKinds, storeServices } from "../../../src/contracts/place-values.ts";
import { useI18n } from "../../lib/i18n.tsx";
import { kindKey, serviceKey } from "../../lib/store-labels.ts";
import { LocateButton } from "./locate-button.tsx";

type Option = { value: string; name: string };
type CityGroup = { name: string; cities: Option[] };
export type FilterValues = {
  governorate: string | null;
  city: string | null;
  service: string | null;
  kind: string | null;
  open: boolean;
  from: string | null;
};

function CitySelect({
  id,
  label,
  all,
  groups,
  value,
}: {
  id: string;
  label: string;
  all: string;
  groups: CityGroup[];
  value: string | null;
}) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select id={id} name={id} defaultValue={value ?? ""}>
        <option value="">{all}</option>
        {groups.map((g) => (
          <optgroup key={g.name} label={g.name}>
            {g.cities.map((c) => (
              <option key={c.value} value={c.value}>
                {c.name}
              </option>
            ))}
          </optgroup>
        ))}
      </select>
    </div>
  );
}

/**
 * One plain GET form (it works before JavaScript, and the address can be shared): where, what
 * service, who runs it, open now, and nearest first from a city. With JavaScript, "Use my
 * location" sends the browser's location instead of a city.
 */
export function StoreFilters({
  governorates,
  cities,
  values,
}: {
  governorates: { id: string; name: string }[];
  cities: CityGroup[];
  values: FilterValues;
}) {
  const { t } = useI18n();
  return (
    <Form method="get" className="store-filters" aria-label={t("stores.filter.title")}>
      <div className="field">
        <label htmlFor="governorate">{t("stores.filter.label")}</label>
        <select id="governorate" name="governorate" defaultValue={values.governorate ?? ""}>
          <option value="">{t("stores.filter.all")}</option>
          {governorates.map((g) => (
            <option key={g.id} value={g.id}>
              {g.name}
            </option>
          ))}
        </select>
      </div>
      <CitySelect
        id="city"
        label={t("stores.filter.city")}
        all={t("stores.filter.cityAll")}
        groups={cities}
        value={values.city}
      />
      <div className="field">
        <label htmlFor="service">{t("stores.filter.service")}</label>
        <select id="service" name="service" defaultValue={values.service ?? ""}>
          <option value="">{t("stores.filter.serviceAll")}</option>
          {storeServices.map((s) => (
            <option key={s} value={s}>
              {t(serviceKey[s])}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor="kind">{t("stores.filter.kind")}</label>
        <select id="kind" name="kind" defaultValue={values.kind ?? ""}>
          <option value="">{t("stores.filter.kindAll")}</option>
          {storeKinds.map((k) => (
            <option key={k} value={k}>
              {t(kindKey[k])}
            </option>
          ))}
        </select>
      </div>
      <div className="field field-check">
        <input id="open" name="open" type="checkbox" value="1" defaultChecked={values.open} />
        <label htmlFor="open">{t("stores.filter.open")}</label>
      </div>
      <CitySelect
        id="from"
        label={t("stores.near.label")}
        all={t("stores.near.none")}
        groups={cities}
        value={values.from}
      />
      <div className="store-filters-actions">
        <button type="submit" className="button">
          {t("stores.filter.show")}
        </button>
        <LocateButton />
      </div>
    </Form>
  );
}
