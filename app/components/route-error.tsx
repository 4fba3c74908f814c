import { isRouteErrorResponse, useRouteError } from "react-router";
import { ErrorView } from "./error-view.tsx";

/** Every page route's error boundary: the error page inside the page's layout and language. */
export function RouteError() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const message = isRouteErrorResponse(error) && typeof error.data === "string" ? error.data : undefined;
  return <ErrorView status={status} message={message} />;
}
