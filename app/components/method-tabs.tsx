import { Link, useLocation } from "react-router";

type Props<M extends string> = {
  current: M;
  /** Each choice's `?method=` value and its label. */
  methods: [M, string][];
  /** What the choice is about, for screen readers. */
  label: string;
};

/**
 * A choice between ways of doing one thing (card or online, courier or pick-up): links that set
 * `?method=` rather than script-driven tabs, so the choice works and can be shared without
 * JavaScript; other parameters (`?line=`) are kept.
 */
export function MethodTabs<M extends string>({ current, methods, label }: Props<M>) {
  const location = useLocation();
  const to = (method: M) => {
    const params = new URLSearchParams(location.search);
    params.set("method", method);
    return { pathname: location.pathname, search: `?${params}` };
  };
  return (
    <nav className="method-tabs" aria-label={label}>
      <ul>
        {methods.map(([method, text]) => (
          <li key={method}>
            <Link
              to={to(method)}
              replace
              preventScrollReset
              aria-current={method === current ? "page" : undefined}
              className="method-tab"
            >
              {text}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
