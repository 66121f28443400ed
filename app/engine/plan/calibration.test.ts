// The committed confidence model matches the evidence the engine reports (issue 33): fitted on this feature set.
import { describe, expect, it } from "vitest";
import model from "./calibration.json";
import { FEATURES, FEATURES_VERSION } from "./calibration";

describe("calibration.json", () => {
  it("was fitted on the features the engine reports now (refit with npm run bench:calibrate -- --write)", () => {
    expect(model.version).toBe(FEATURES_VERSION);
    expect(Object.keys(model.weights).sort()).toEqual(Object.keys(FEATURES).sort());
  });
});
