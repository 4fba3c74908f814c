import { BidiText } from "../bidi-text.tsx";

/** The page's title (its only h1) and, from its hero, one line on what the page is for. */
export function PaymentPageHeader({ title, lead }: { title: string; lead?: string | undefined }) {
  return (
    <header className="page-header container">
      <h1>{title}</h1>
      {lead ? (
        <p className="lead">
          <BidiText text={lead} />
        </p>
      ) : null}
    </header>
  );
}
