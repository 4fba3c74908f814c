/** The corporate pages' blocks: people with their portraits, key figures, and reports as documents. */
import type { Block } from "../../src/contracts/page-content.ts";
import { PORTRAIT_SIZE, portraitSrc, reportPath } from "../../src/contracts/page-values.ts";
import { useI18n } from "../lib/i18n.tsx";
import { BidiText } from "./bidi-text.tsx";
import type { DrawCorporate } from "./blocks.tsx";
import { LocaleLink } from "./locale-link.tsx";

type Of<T extends Block["type"]> = Extract<Block, { type: T }>;

/** A team: each person's portrait (an illustration, so its alt is empty: the name says who), role and short biography. */
export function PeopleBlock({ block }: { block: Of<"people"> }) {
  return (
    <section className="block people-block container">
      {block.title ? <h2>{block.title}</h2> : null}
      <ul className="people">
        {block.items.map((person) => (
          <li key={person.name} className="person">
            <img
              src={portraitSrc(person.portrait)}
              alt=""
              width={PORTRAIT_SIZE}
              height={PORTRAIT_SIZE}
              loading="lazy"
              decoding="async"
            />
            <div>
              <h3>{person.name}</h3>
              <p className="person-role">{person.role}</p>
            </div>
            <p className="person-bio">
              <BidiText text={person.bio} />
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Key figures, each a number and what it counts, with where they come from underneath. */
export function FiguresBlock({ block }: { block: Of<"figures"> }) {
  return (
    <section className="block figures-block container">
      {block.title ? <h2>{block.title}</h2> : null}
      <dl className="figures">
        {block.items.map((item) => (
          <div key={item.label} className="figure">
            <dt>{item.label}</dt>
            <dd>
              <BidiText text={item.value} />
            </dd>
          </div>
        ))}
      </dl>
      <p className="figures-source">
        <BidiText text={block.source} />
      </p>
    </section>
  );
}

/** Reports by year, newest first as the content lists them, each linking to its document. */
export function ReportsBlock({ block }: { block: Of<"reports"> }) {
  const { format } = useI18n();
  return (
    <section className="block reports-block container">
      {block.title ? <h2>{block.title}</h2> : null}
      <ul className="reports">
        {block.items.map((report) => (
          <li key={report.id} className="report">
            <p className="report-year">
              <bdi>{format.plain(report.year)}</bdi>
            </p>
            <div>
              <h3>{report.title}</h3>
              <p>
                <BidiText text={report.summary} />
              </p>
              <p className="report-meta">
                <time dateTime={report.published}>{format.date(report.published)}</time>
                {" · "}
                {/* A document of its own (a resource route), not a page of the app: a full load. */}
                <LocaleLink to={reportPath(report.id)} reloadDocument>
                  {block.linkLabel}
                  <span className="visually-hidden">{`: ${report.title}`}</span>
                </LocaleLink>
              </p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The corporate blocks' drawer that content pages hand to `Blocks`. */
export const drawCorporate: DrawCorporate = (block) =>
  block.type === "people" ? (
    <PeopleBlock block={block} />
  ) : block.type === "figures" ? (
    <FiguresBlock block={block} />
  ) : (
    <ReportsBlock block={block} />
  );
