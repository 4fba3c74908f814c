import { useEffect, useState } from "react";
import type { GovernorateView } from "../../../src/contracts/api/places.ts";
import { FAULT_KIND_LABELS, faultKinds } from "../../../src/contracts/ticket-values.ts";
import type { FormText } from "../../lib/form-text.ts";
import { useFormText } from "../../lib/form-text.ts";
import { useI18n } from "../../lib/i18n.tsx";
import { Field } from "../field.tsx";
import { SelectField } from "./care-fields.tsx";
import { RadioChoices } from "./radio-choices.tsx";
import { MessageField } from "./ticket-fields.tsx";

type Props = {
  values: Record<string, string>;
  fields: Record<string, FormText>;
  governorates: Pick<GovernorateView, "id" | "name">[];
  /** Now in Baghdad as a `datetime-local` value: the default and the latest allowed. */
  now: string;
};

/** A network fault: what is wrong, where (a place typed, or the browser's location) and when. */
export function FaultFields({ values, fields, governorates, now }: Props) {
  const { t } = useI18n();
  return (
    <>
      <RadioChoices
        name="faultKind"
        legend={t("care.fault.legend")}
        checked={values.faultKind}
        error={fields.faultKind}
        choices={faultKinds.map((kind) => ({ value: kind, label: t(FAULT_KIND_LABELS[kind]) }))}
      />
      <fieldset className="care-place">
        <legend>{t("care.fault.where")}</legend>
        <LocationButton values={values} error={fields.location} />
        <SelectField
          name="governorate"
          label={t("care.fault.governorate")}
          placeholder={t("care.fault.governorateChoose")}
          defaultValue={values.governorate}
          error={fields.governorate}
          options={governorates.map((g) => [g.id, g.name])}
        />
        <Field name="city" label={t("care.fault.city")} defaultValue={values.city} error={fields.city} dir="auto" />
        <Field
          name="area"
          label={t("care.fault.area")}
          hint={t("care.fault.areaHint")}
          defaultValue={values.area}
          error={fields.area}
          dir="auto"
        />
      </fieldset>
      <Field
        name="happenedAt"
        type="datetime-local"
        label={t("care.fault.when")}
        hint={t("care.fault.whenHint")}
        defaultValue={values.happenedAt ?? now}
        max={now}
        error={fields.happenedAt}
        required
      />
      <MessageField values={values} fields={fields} label={t("care.fault.text")} />
    </>
  );
}

type Located = { kind: "none" } | { kind: "asking" } | { kind: "set"; lat: string; lng: string } | { kind: "refused" };

/**
 * "Use my location", only where JavaScript runs: the browser asks the visitor on the button press,
 * never before. The place fields stay as the fallback (and are all a plain form has).
 */
function LocationButton({ values, error }: { values: Record<string, string>; error: FormText | undefined }) {
  const { t, format } = useI18n();
  const say = useFormText();
  const [ready, setReady] = useState(false);
  const [located, setLocated] = useState<Located>(
    values.lat && values.lng ? { kind: "set", lat: values.lat, lng: values.lng } : { kind: "none" },
  );
  useEffect(() => setReady(typeof navigator !== "undefined" && "geolocation" in navigator), []);
  const locate = () => {
    setLocated({ kind: "asking" });
    navigator.geolocation.getCurrentPosition(
      (at) => setLocated({ kind: "set", lat: at.coords.latitude.toFixed(5), lng: at.coords.longitude.toFixed(5) }),
      () => setLocated({ kind: "refused" }),
      { enableHighAccuracy: false, timeout: 15_000, maximumAge: 300_000 },
    );
  };
  const set = located.kind === "set" ? located : null;
  return (
    <div id="field-location" className="care-location" tabIndex={-1}>
      <input type="hidden" name="lat" value={set?.lat ?? ""} />
      <input type="hidden" name="lng" value={set?.lng ?? ""} />
      {ready ? (
        <button
          type="button"
          className="button button-secondary"
          onClick={set ? () => setLocated({ kind: "none" }) : locate}
        >
          {set ? t("care.fault.locationClear") : t("care.fault.locationUse")}
        </button>
      ) : null}
      <p className={error ? "field-error" : "field-status"} aria-live="polite">
        {error
          ? say(error)
          : set
            ? t("care.fault.locationSet", { lat: format.number(Number(set.lat)), lng: format.number(Number(set.lng)) })
            : located.kind === "asking"
              ? t("care.fault.locationAsking")
              : located.kind === "refused"
                ? t("care.fault.locationRefused")
                : null}
      </p>
    </div>
  );
}
