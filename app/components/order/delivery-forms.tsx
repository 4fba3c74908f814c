import type { ReactNode } from "react";
import { Form } from "react-router";
import type { GovernorateView, StoreView } from "../../../src/contracts/api/places.ts";
import { useFormText } from "../../lib/form-text.ts";
import type { FormErrors } from "../../lib/forms.ts";
import { useI18n } from "../../lib/i18n.tsx";
import { Field } from "../field.tsx";
import { ChoiceGroup } from "./choice-group.tsx";

type Values = Record<string, string>;
type Fields = FormErrors["fields"];

/** A select whose error is announced with it and that the error summary's link reaches. */
function Select({
  name,
  label,
  error,
  children,
  value,
}: {
  name: string;
  label: string;
  error?: Fields[string] | undefined;
  children: ReactNode;
  value: string;
}) {
  const say = useFormText();
  return (
    <div className="field">
      <label htmlFor={`field-${name}`}>{label}</label>
      <select
        id={`field-${name}`}
        name={name}
        defaultValue={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `field-${name}-error` : undefined}
      >
        {children}
      </select>
      {error ? (
        <p id={`field-${name}-error`} className="field-error" role="alert">
          {say(error)}
        </p>
      ) : null}
    </div>
  );
}

/**
 * Courier to an address. Cities and districts are grouped under their governorate and city, so
 * the whole choice works without JavaScript; the server checks that the parts belong together.
 */
export function CourierForm({ places, values, errors }: { places: GovernorateView[]; values: Values; errors: Fields }) {
  const { t } = useI18n();
  return (
    <Form method="post" className="order-form" noValidate>
      <input type="hidden" name="method" value="courier" />
      <Select
        name="governorate"
        label={t("order.delivery.governorate")}
        value={values.governorate ?? ""}
        error={errors.governorate}
      >
        <option value="">{t("order.delivery.choose")}</option>
        {places.map((g) => (
          <option key={g.id} value={g.id}>
            {g.name}
          </option>
        ))}
      </Select>
      <Select name="city" label={t("order.delivery.city")} value={values.city ?? ""} error={errors.city}>
        <option value="">{t("order.delivery.choose")}</option>
        {places.map((g) => (
          <optgroup key={g.id} label={g.name}>
            {g.cities.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </optgroup>
        ))}
      </Select>
      <Select
        name="district"
        label={t("order.delivery.district")}
        value={values.district ?? ""}
        error={errors.district}
      >
        <option value="">{t("order.delivery.noDistrict")}</option>
        {places.flatMap((g) =>
          g.cities
            .filter((c) => c.districts.length > 0)
            .map((c) => (
              <optgroup key={c.id} label={c.name}>
                {c.districts.map((d) => (
                  <option key={d.id} value={d.id}>
                    {d.name}
                  </option>
                ))}
              </optgroup>
            )),
        )}
      </Select>
      <Field
        name="street"
        label={t("order.delivery.street")}
        defaultValue={values.street ?? ""}
        error={errors.street}
        autoComplete="address-line1"
        required
      />
      <Field
        name="house"
        label={t("order.delivery.house")}
        defaultValue={values.house ?? ""}
        autoComplete="address-line2"
      />
      <Field
        name="landmark"
        label={t("order.delivery.landmark")}
        hint={t("order.delivery.landmarkHint")}
        defaultValue={values.landmark ?? ""}
      />
      <button type="submit" className="button">
        {t("order.continue")}
      </button>
    </Form>
  );
}

/** Pick-up: a GET filter by governorate, then the stores that hand over orders as a radio list. */
export function PickupForm({
  governorates,
  stores,
  governorate,
  chosen,
  errors,
}: {
  governorates: { id: string; name: string }[];
  stores: StoreView[];
  governorate: string;
  chosen: string | null;
  errors: Fields;
}) {
  const { t } = useI18n();
  return (
    <>
      <form method="get" className="order-store-filter">
        <input type="hidden" name="method" value="pickup" />
        <div className="field">
          <label htmlFor="field-store-governorate">{t("order.delivery.storeGovernorate")}</label>
          <select id="field-store-governorate" name="governorate" defaultValue={governorate}>
            {governorates.map((g) => (
              <option key={g.id} value={g.id}>
                {g.name}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="button button-secondary">
          {t("order.delivery.showStores")}
        </button>
      </form>
      <Form method="post" className="order-form" noValidate>
        <input type="hidden" name="method" value="pickup" />
        {stores.length === 0 ? (
          <p className="notice" id="field-storeId">
            {t("order.delivery.noStores")}
          </p>
        ) : (
          <ChoiceGroup
            name="storeId"
            legend={t("order.delivery.storeLegend")}
            checked={chosen}
            error={errors.storeId}
            choices={stores.map((s) => ({
              value: s.id,
              label: s.name,
              detail: `${s.city.name} · ${s.address}`,
            }))}
          />
        )}
        <button type="submit" className="button">
          {t("order.continue")}
        </button>
      </Form>
    </>
  );
}
