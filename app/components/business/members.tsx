import { Form, useNavigation } from "react-router";
import type { BusinessLines, BusinessUser } from "../../../src/contracts/api/business.ts";
import { formatMsisdn } from "../../../src/contracts/msisdn.ts";
import { useI18n } from "../../lib/i18n.tsx";
import type { BusinessOutcome } from "../../routes/myzain/business.server.ts";
import { SubmitButton } from "../async-form.tsx";
import { Field, FormMessage } from "../field.tsx";

const roleKey = { owner: "business.role.owner", member: "business.role.member" } as const;

type Props = { users: BusinessUser[]; lines: BusinessLines["lines"]; outcome: BusinessOutcome | undefined };

/** Who signs in to the company's account, with the lines each may use; add or remove members. */
export function Members({ users, lines, outcome }: Props) {
  const { t } = useI18n();
  const pending = useNavigation().formData?.get("intent");
  const numberOf = new Map(lines.map((l) => [l.id, l.msisdn]));
  const invite = outcome?.intent === "invite" ? outcome : undefined;
  const removal = outcome?.intent === "remove" ? outcome : undefined;
  return (
    <section className="block business-users" aria-labelledby="business-users">
      <h2 id="business-users">{t("business.users")}</h2>
      <p>{t("business.usersIntro")}</p>
      {removal?.removed ? (
        <p className="notice notice-success" role="status">
          {t("business.removed")}
        </p>
      ) : null}
      <FormMessage message={removal?.errors?.form} />
      <ul className="business-user-list">
        {users.map((user) => (
          <li key={user.id} className="card business-user">
            <h3 dir="auto">{user.name}</h3>
            <p>
              {t(roleKey[user.role])}
              {user.msisdn ? (
                <>
                  {" · "}
                  <bdi dir="ltr">{formatMsisdn(user.msisdn)}</bdi>
                </>
              ) : null}
            </p>
            <p>
              {user.role === "owner"
                ? t("business.allLines")
                : user.lineIds.map((id, i) => (
                    <span key={id}>
                      {i > 0 ? " · " : ""}
                      <bdi dir="ltr">{formatMsisdn(numberOf.get(id) ?? "")}</bdi>
                    </span>
                  ))}
            </p>
            {user.role === "member" ? (
              <Form method="post">
                <input type="hidden" name="intent" value="remove" />
                <input type="hidden" name="userId" value={user.id} />
                <SubmitButton busy={pending === "remove"} className="button button-secondary">
                  {t("business.remove")}
                </SubmitButton>
              </Form>
            ) : null}
          </li>
        ))}
      </ul>
      <h3>{t("business.invite")}</h3>
      {invite?.invited ? (
        <p className="notice notice-success" role="status">
          {t("business.invited", { name: invite.invited })}
        </p>
      ) : null}
      <Form method="post" className="business-invite-form">
        <input type="hidden" name="intent" value="invite" />
        <FormMessage message={invite?.errors?.form} />
        <Field name="name" label={t("business.inviteName")} autoComplete="off" error={invite?.errors?.fields.name} />
        <Field
          name="msisdn"
          label={t("business.inviteNumber")}
          inputMode="tel"
          dir="ltr"
          autoComplete="off"
          error={invite?.errors?.fields.msisdn}
        />
        <fieldset className="business-invite-lines">
          <legend>{t("business.inviteLines")}</legend>
          {lines.map((line) => (
            <label key={line.id} className="checkbox">
              <input type="checkbox" name="lineIds" value={line.id} /> <bdi dir="ltr">{formatMsisdn(line.msisdn)}</bdi>
            </label>
          ))}
          <FormMessage message={invite?.errors?.fields.lineIds} />
        </fieldset>
        <SubmitButton busy={pending === "invite"} className="button">
          {t("business.inviteSend")}
        </SubmitButton>
      </Form>
    </section>
  );
}
