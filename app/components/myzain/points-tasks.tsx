import type { PointsEarning } from "../../../src/contracts/api/points.ts";
import type { PointsTaskId } from "../../../src/contracts/earning-rules.ts";
import { useI18n } from "../../lib/i18n.tsx";
import { Icon } from "../icon.tsx";
import { LocaleLink } from "../locale-link.tsx";

/** Where each task is done. */
const TASK_LINKS: Record<PointsTaskId, string> = {
  profile_email: "/myzain/profile-and-settings#profile-details",
  first_online_payment: "/prepaid/recharge-my-prepaid-line",
  first_online_bundle: "/myzain/hot-bundles",
  birthday_month: "/myzain/profile-and-settings#profile-details",
};

/** The one-off tasks, how many are done, and for each what it pays, whether it is done and where to do it. */
export function PointsTasks({ tasks, hasBirthDate }: Pick<PointsEarning, "tasks" | "hasBirthDate">) {
  const { t, format } = useI18n();
  const done = tasks.filter((task) => task.done).length;
  return (
    <section className="block" aria-labelledby="points-tasks-heading">
      <h2 id="points-tasks-heading">{t("points.tasks.heading")}</h2>
      <label className="points-progress-label" htmlFor="points-tasks-progress">
        {t("points.tasks.progress", { done, total: tasks.length })}
      </label>
      <meter id="points-tasks-progress" className="points-progress" min={0} max={tasks.length} value={done}>
        {format.number(done)} / {format.number(tasks.length)}
      </meter>
      <ul className="points-tasks">
        {tasks.map((task) => (
          <li key={task.id} className={task.done ? "points-task points-task-done" : "points-task"} data-task={task.id}>
            <h3 id={`points-task-${task.id}`}>{t(`points.task.${task.id}.title`)}</h3>
            <p className="points-task-points">{t("points.count", { count: task.points })}</p>
            <p>{t(`points.task.${task.id}.text`)}</p>
            {task.done && task.doneAt ? (
              <p className="points-task-status">
                <Icon name="check" size={18} /> {t("points.task.done", { date: format.date(task.doneAt) })}
              </p>
            ) : (
              <>
                <p className="points-task-status">{t("points.task.todo")}</p>
                {task.id === "birthday_month" && hasBirthDate ? null : (
                  <p>
                    <LocaleLink to={TASK_LINKS[task.id]} aria-describedby={`points-task-${task.id}`}>
                      {t("points.task.go")}
                    </LocaleLink>
                  </p>
                )}
              </>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
