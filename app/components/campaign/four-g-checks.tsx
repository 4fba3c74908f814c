import type { CoverageCheck } from "../../lib/coverage-check.server.ts";
import { CoverageChecker } from "../coverage/coverage-checker.tsx";
import { type HandsetCheck, HandsetChecker } from "./handset-checker.tsx";

/**
 * The 4G page's two checks: is there 4G where I am (coverage, where business "Check 4G coverage
 * at your site" leads), then does my phone do 4G (handset). One module, loaded only by that page.
 */
export function FourGChecks({ coverage, handset }: { coverage: CoverageCheck | null; handset: HandsetCheck | null }) {
  return (
    <>
      {coverage ? <CoverageChecker check={coverage} /> : null}
      {handset ? <HandsetChecker check={handset} /> : null}
    </>
  );
}
