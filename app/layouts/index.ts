import type { ComponentType } from "react";
import type { LayoutName } from "../../src/contracts/layouts.ts";
import { BusinessLayout, PostcatBusinessLayout } from "./business-layout.tsx";
import { DefaultLayout } from "./default-layout.tsx";
import { LandingLayout } from "./landing-layout.tsx";
import type { LayoutProps } from "./layout-props.ts";
import { MyzainLayout } from "./myzain-layout.tsx";
import { PostcatLayout } from "./postcat-layout.tsx";
import { EmptyLayout, StaticLayout } from "./static-layout.tsx";

export const layouts: Record<LayoutName, ComponentType<LayoutProps>> = {
  business: BusinessLayout,
  default: DefaultLayout,
  empty: EmptyLayout,
  landing: LandingLayout,
  myzain: MyzainLayout,
  postcat: PostcatLayout,
  postcatbusiness: PostcatBusinessLayout,
  static: StaticLayout,
};
