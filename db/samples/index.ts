// The sample databases offered on the Connect page (spec §2, §3 "Sample database").
import { ecommerce } from "./ecommerce";
import { logistics } from "./logistics";
import { media } from "./media";
import { saas } from "./saas";
import type { SampleDefinition } from "./types";

export type { SampleDefinition, SampleTable } from "./types";

/** Bump whenever generated data or DDL changes: loaders reload samples whose stored version differs. */
export const SAMPLES_VERSION = "2";

export const SAMPLE_DATABASES: SampleDefinition[] = [ecommerce, media, saas, logistics];

export function getSample(id: string): SampleDefinition | undefined {
  return SAMPLE_DATABASES.find((sample) => sample.id === id);
}
