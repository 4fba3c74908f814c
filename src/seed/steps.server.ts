import { articlesStep, searchIndexStep } from "./article-steps.server.ts";
import { campaignsStep, handsetsStep } from "./campaign-steps.server.ts";
import { catalogueStep } from "./catalogue-step.server.ts";
import { pagesStep, translationsStep } from "./content-steps.server.ts";
import { countryRatesStep } from "./country-rates-step.server.ts";
import { demoCustomersStep, demoLinesStep } from "./demo-customers.server.ts";
import { demoDigitalServicesStep } from "./demo-digital-services.server.ts";
import { demoPointsStep } from "./demo-points.server.ts";
import { demoPuksStep } from "./demo-puks.server.ts";
import { demoSegmentsStep, demoTargetingStep } from "./demo-targeting.server.ts";
import { demoBalancesStep, demoUsageStep } from "./demo-usage.server.ts";
import { demoVouchersStep } from "./demo-vouchers.server.ts";
import { deviceStockStep } from "./device-stock-step.server.ts";
import { digitalServicesStep } from "./digital-services-step.server.ts";
import { numberPoolStep } from "./number-pool-step.server.ts";
import { coverageStep, placesStep, storesStep } from "./places-steps.server.ts";
import { ratesStep } from "./rate-card-step.server.ts";
import { demoRewardCodesStep, rewardsStep } from "./rewards-steps.server.ts";
import type { SeedStep } from "./run-seed.server.ts";

/** Every seed step in order; features append theirs. */
export const seedStepList: SeedStep[] = [
  translationsStep,
  pagesStep,
  catalogueStep,
  rewardsStep,
  campaignsStep,
  handsetsStep,
  ratesStep,
  countryRatesStep,
  digitalServicesStep,
  articlesStep,
  searchIndexStep,
  // Before the lines: a line's governorate refers to them.
  placesStep,
  storesStep,
  coverageStep,
  demoLinesStep,
  demoCustomersStep,
  demoPuksStep,
  demoDigitalServicesStep,
  demoBalancesStep,
  demoPointsStep,
  demoUsageStep,
  demoSegmentsStep,
  demoTargetingStep,
  demoVouchersStep,
  numberPoolStep,
  deviceStockStep,
  demoRewardCodesStep,
];
