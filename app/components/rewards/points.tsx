import { useI18n } from "../../lib/i18n.tsx";
import { RichText } from "../rich-text.tsx";

/** A number of points in a sentence (`key` has a {points} slot), the number isolated so it never reads backwards. */
export function Points({ n, message = "rewards.points" }: { n: number; message?: string }) {
  const { t, format } = useI18n();
  return <RichText text={t(message)} values={{ points: <bdi dir="ltr">{format.number(n)}</bdi> }} />;
}
