import { type MouseEvent, useEffect, useState } from "react";
import { useNavigate } from "react-router";
import { roundCoordinate } from "../../../src/contracts/geo.ts";
import { useI18n } from "../../lib/i18n.tsx";

type Status = "idle" | "busy" | "failed";

/**
 * "Use my location": shown only once JavaScript runs and the browser can locate. The location is
 * asked for on the press, never before; it travels rounded to about 1 km, with the form's other
 * choices, in place of a city. Without it, the form's "nearest to" city does the same job.
 */
export function LocateButton() {
  const { t } = useI18n();
  const navigate = useNavigate();
  const [usable, setUsable] = useState(false);
  const [status, setStatus] = useState<Status>("idle");
  useEffect(() => setUsable("geolocation" in navigator), []);
  if (!usable) return null;

  const locate = (event: MouseEvent<HTMLButtonElement>) => {
    const form = event.currentTarget.form;
    setStatus("busy");
    navigator.geolocation.getCurrentPosition(
      (position) => {
        const params = new URLSearchParams();
        if (form) {
          for (const [name, value] of new FormData(form)) {
            if (name !== "from" && typeof value === "string" && value !== "") params.set(name, value);
          }
        }
        params.set("lat", roundCoordinate(position.coords.latitude).toFixed(2));
        params.set("lng", roundCoordinate(position.coords.longitude).toFixed(2));
        setStatus("idle");
        navigate(`?${params}#results`);
      },
      () => setStatus("failed"),
      { maximumAge: 10 * 60_000, timeout: 20_000 },
    );
  };

  return (
    <>
      <button type="button" className="button button-secondary" onClick={locate} disabled={status === "busy"}>
        {t("stores.near.locate")}
      </button>
      <p className="locate-status" role="status">
        {status === "busy" ? t("stores.near.locating") : status === "failed" ? t("stores.near.denied") : ""}
      </p>
    </>
  );
}
