import type { ReactNode } from "react";
import type { Bucket } from "../../../src/contracts/api/lines.ts";
import { useI18n } from "../../lib/i18n.tsx";
import { bucketAmount } from "../../lib/units.ts";
import { Icon, type IconName } from "../icon.tsx";

/** Each allowance's service icon: data, calls, messages, or an app's chats. */
const BUCKET_ICONS: Record<Bucket["kind"], IconName> = {
  data: "data",
  on_net_voice: "phone",
  off_net_voice: "phone",
  sms: "email",
  app_data: "chat",
  international_voice: "phone",
};

const APP_NAMES: Record<string, string> = {
  whatsapp: "WhatsApp",
  viber: "Viber",
  snapchat: "Snapchat",
  tiktok: "TikTok",
  youtube: "YouTube",
  instagram: "Instagram",
  facebook: "Facebook",
  telegram: "Telegram",
};

/** One allowance: what is left of what, a meter, the bundle it came from and when it ends. */
export function BucketItem({ bucket, children }: { bucket: Bucket; children?: ReactNode }) {
  const { t, format } = useI18n();
  const label =
    bucket.kind === "app_data"
      ? t("bucket.app_data", { apps: format.list(bucket.apps.map((a) => APP_NAMES[a] ?? a)) })
      : t(`bucket.${bucket.kind}`);
  const amount = (q: number) => bucketAmount(bucket.kind, q, t, format);
  return (
    <li className="bucket">
      <div className="bucket-head">
        <h3>
          <Icon name={BUCKET_ICONS[bucket.kind]} size={20} className="bucket-icon" /> {label}
          {bucket.roaming ? <span className="badge">{t("bucket.roaming")}</span> : null}
        </h3>
        {bucket.subscription ? <p className="bucket-source">{bucket.subscription.name}</p> : null}
      </div>
      {bucket.unlimited || bucket.total === null ? (
        <p className="bucket-amount">
          {t("bucket.unlimited")} · {t("bucket.used", { used: amount(bucket.used) })}
        </p>
      ) : (
        <>
          <p className="bucket-amount">
            {t("bucket.left", { left: amount(bucket.remaining ?? 0), total: amount(bucket.total) })}
          </p>
          <meter
            min={0}
            max={bucket.total}
            value={bucket.remaining ?? 0}
            low={bucket.total * 0.2}
            high={bucket.total * 0.5}
            optimum={bucket.total}
          >
            {t("bucket.left", { left: amount(bucket.remaining ?? 0), total: amount(bucket.total) })}
          </meter>
        </>
      )}
      <p className="bucket-ends">
        {bucket.expiresAt ? t("bucket.ends", { date: format.date(bucket.expiresAt) }) : t("bucket.noEnd")}
      </p>
      {children}
    </li>
  );
}

export function BucketList({ buckets }: { buckets: Bucket[] }) {
  return (
    <ul className="buckets">
      {buckets.map((b) => (
        <BucketItem key={b.id} bucket={b} />
      ))}
    </ul>
  );
}
