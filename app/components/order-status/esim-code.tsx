import { useEffect, useState } from "react";
import { Form } from "react-router";
import { useI18n } from "../../lib/i18n.tsx";

type Props = {
  reference: string;
  activationCode: string /** The QR as SVG, base64: our own server's image. */;
  qrSvg: string;
};

const STEPS = ["1", "2", "3", "4"] as const;

/**
 * The activation code as a QR to scan and as text to type, how to install it on an iPhone and on
 * Android, and "I installed it", after which the code is not shown again. The QR is an image
 * (data URL), not markup put into the page.
 */
export function EsimCode({ reference, activationCode, qrSvg }: Props) {
  const { t } = useI18n();
  return (
    <section className="esim-code" aria-labelledby="esim-code-heading">
      <h2 id="esim-code-heading">{t("tracking.esim.title")}</h2>
      <p>{t("tracking.esim.wifi")}</p>
      <img
        className="esim-qr"
        src={`data:image/svg+xml;base64,${qrSvg}`}
        alt={t("tracking.esim.qrAlt", { reference })}
        width={240}
        height={240}
      />
      <p className="esim-activation">
        <span>{t("tracking.esim.activationCode")}</span> <code dir="ltr">{activationCode}</code>
      </p>
      <CopyButton text={activationCode} />
      <div className="esim-howto">
        <section>
          <h3>{t("tracking.esim.iphone.title")}</h3>
          <ol>
            {STEPS.map((n) => (
              <li key={n}>{t(`tracking.esim.iphone.${n}`)}</li>
            ))}
          </ol>
        </section>
        <section>
          <h3>{t("tracking.esim.android.title")}</h3>
          <ol>
            {STEPS.map((n) => (
              <li key={n}>{t(`tracking.esim.android.${n}`)}</li>
            ))}
          </ol>
        </section>
      </div>
      <Form method="post" className="esim-installed">
        <input type="hidden" name="intent" value="installed" />
        <p id="esim-installed-hint">{t("tracking.esim.installedHint")}</p>
        <button type="submit" className="button" aria-describedby="esim-installed-hint">
          {t("tracking.esim.installed")}
        </button>
      </Form>
    </section>
  );
}

/** Copying needs JavaScript; without it the code above can be selected by hand. */
function CopyButton({ text }: { text: string }) {
  const { t } = useI18n();
  const [ready, setReady] = useState(false);
  const [copied, setCopied] = useState(false);
  useEffect(() => setReady(Boolean(navigator.clipboard)), []);
  if (!ready) return null;
  return (
    <p>
      <button
        type="button"
        className="button button-small button-secondary"
        onClick={() => navigator.clipboard.writeText(text).then(() => setCopied(true))}
      >
        {t("tracking.esim.copy")}
      </button>{" "}
      <span role="status">{copied ? t("tracking.esim.copied") : ""}</span>
    </p>
  );
}
