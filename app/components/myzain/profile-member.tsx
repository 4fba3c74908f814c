import { useI18n } from "../../lib/i18n.tsx";

/**
 * What a business account's member sees instead of the account's settings: who they are and who
 * manages the rest. The account's details, SMS alerts, paperless bills, password and lines are its
 * owner's (decision 074), so the forms for them are not offered to a member.
 */
export function ProfileMember({ name, company }: { name: string; company: string }) {
  const { t } = useI18n();
  return (
    <section className="profile-section" id="profile-member" aria-labelledby="profile-member-heading">
      <h2 id="profile-member-heading">{t("profile.member.title")}</h2>
      <p>{t("profile.member.text", { name, company })}</p>
      <p>{t("profile.member.owner")}</p>
    </section>
  );
}
