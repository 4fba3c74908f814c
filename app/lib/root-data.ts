import { useRouteLoaderData } from "react-router";
import type { loader } from "../root.tsx";

/** The root route's data: public configuration, build id, and consent. */
export const useRootData = () => useRouteLoaderData<typeof loader>("root");
