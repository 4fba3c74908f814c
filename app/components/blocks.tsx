import type { ReactNode } from "react";
import type { Block } from "../../src/contracts/page-content.ts";
import { BidiText } from "./bidi-text.tsx";
import { LocaleLink } from "./locale-link.tsx";

/** The corporate pages' blocks (people, figures, reports): drawn by `corporate-blocks.tsx`. */
export type CorporateBlock = Extract<Block, { type: "people" | "figures" | "reports" }>;
export type DrawCorporate = (block: CorporateBlock) => ReactNode;

/**
 * Draws a page's content blocks; one component per block type, all plain text (no HTML injection).
 * `titleFirst`: a leading hero carries the page's h1 (false when the page has its own h1 elsewhere).
 * `corporate` draws the corporate blocks: only the content-page route passes it, so every other
 * page (campaigns, offers, articles) keeps that code out of its JavaScript.
 */
export function Blocks({
  blocks,
  titleFirst = true,
  corporate,
}: {
  blocks: Block[];
  titleFirst?: boolean;
  corporate?: DrawCorporate;
}) {
  return (
    <>
      {blocks.map((block, index) => (
        <BlockView
          // Blocks have no ids of their own; their order is their identity within a page.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          key={index}
          block={block}
          first={titleFirst && index === 0}
          early={index < 2}
          corporate={corporate}
        />
      ))}
    </>
  );
}

/**
 * `early`: among the first two blocks, so on a phone its image is in the first screen and often the
 * largest paint: loaded at once and ahead of other images, not lazily (issue 15, LCP).
 */
function BlockView({
  block,
  first,
  early,
  corporate,
}: {
  block: Block;
  first: boolean;
  early: boolean;
  corporate: DrawCorporate | undefined;
}) {
  switch (block.type) {
    case "hero": {
      const Heading = first ? "h1" : "h2";
      return (
        <section className="block hero">
          <div className="container">
            <Heading>{block.title}</Heading>
            {block.text ? (
              <p className="lead">
                <BidiText text={block.text} />
              </p>
            ) : null}
            {block.action ? (
              <LocaleLink to={block.action.href} className="button button-large">
                {block.action.label}
              </LocaleLink>
            ) : null}
          </div>
        </section>
      );
    }
    case "text":
      return (
        <section className="block text-block container">
          {block.title ? <h2>{block.title}</h2> : null}
          {block.paragraphs.map((p) => (
            <p key={p}>
              <BidiText text={p} />
            </p>
          ))}
          {block.bullets ? (
            <ul>
              {block.bullets.map((b) => (
                <li key={b}>
                  <BidiText text={b} />
                </li>
              ))}
            </ul>
          ) : null}
        </section>
      );
    case "cards":
      return (
        <section className="block cards-block container">
          {block.title ? <h2>{block.title}</h2> : null}
          <ul className="cards">
            {block.items.map((item) => (
              <li key={item.title} className="card">
                {item.badge ? <span className="badge">{item.badge}</span> : null}
                <h3>{item.href ? <LocaleLink to={item.href}>{item.title}</LocaleLink> : item.title}</h3>
                <p>
                  <BidiText text={item.text} />
                </p>
              </li>
            ))}
          </ul>
        </section>
      );
    case "steps":
      return (
        <section className="block steps-block container">
          {block.title ? <h2>{block.title}</h2> : null}
          <ol className="steps">
            {block.items.map((item) => (
              <li key={item.title}>
                <h3>{item.title}</h3>
                <p>
                  <BidiText text={item.text} />
                </p>
              </li>
            ))}
          </ol>
        </section>
      );
    case "table":
      return (
        <section className="block table-block container">
          {block.title ? <h2>{block.title}</h2> : null}
          {/* Focusable so keyboard users can scroll a wide table on a narrow screen. */}
          {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard */}
          <section className="table-scroll" tabIndex={0} aria-label={block.caption}>
            <table>
              <caption>{block.caption}</caption>
              <thead>
                <tr>
                  {block.columns.map((c) => (
                    <th key={c} scope="col">
                      {c}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {block.rows.map((row) => (
                  <tr key={row.join("|")}>
                    {row.map((cell, i) => (
                      // biome-ignore lint/suspicious/noArrayIndexKey: cells are positional
                      <td key={i}>
                        <BidiText text={cell} />
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
        </section>
      );
    case "faq":
      return (
        <section className="block faq-block container">
          {block.title ? <h2>{block.title}</h2> : null}
          {block.items.map((item) => (
            <details key={item.question} className="faq-item">
              <summary>
                <BidiText text={item.question} />
              </summary>
              <p>
                <BidiText text={item.answer} />
              </p>
            </details>
          ))}
        </section>
      );
    case "imageText":
      return (
        <section className="block image-text container">
          <img
            src={block.image.src}
            alt={block.image.alt}
            width={block.image.width}
            height={block.image.height}
            loading={early ? "eager" : "lazy"}
            fetchPriority={early ? "high" : "auto"}
            decoding={early ? "sync" : "async"}
          />
          <div>
            <h2>{block.title}</h2>
            <p>
              <BidiText text={block.text} />
            </p>
            {block.action ? (
              <LocaleLink to={block.action.href} className="button">
                {block.action.label}
              </LocaleLink>
            ) : null}
          </div>
        </section>
      );
    case "cta":
      return (
        <section className="block cta-block">
          <div className="container">
            <h2>{block.title}</h2>
            {block.text ? (
              <p>
                <BidiText text={block.text} />
              </p>
            ) : null}
            <LocaleLink to={block.action.href} className="button button-large button-inverse">
              {block.action.label}
            </LocaleLink>
          </div>
        </section>
      );
    case "people":
    case "figures":
    case "reports":
      return corporate ? corporate(block) : null;
  }
}
