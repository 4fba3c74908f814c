import type { ReactNode } from "react";
import type { Viewer } from "../lib/viewer.ts";

export type LayoutProps = {
  children: ReactNode;
  /** Path after the language prefix, without leading slash. */
  path: string;
  viewer: Viewer | null;
};
