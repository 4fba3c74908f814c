import { useRouteLoaderData } from "react-router";
import type { loader } from "../root.tsx";

/** The root route's data: public configuration, build id, consent and the CSP nonce. */
export const useRootData = () => useRouteLoaderData<typeof loader>("root");
