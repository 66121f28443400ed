// Readings that cannot differ from the default one are not parsed again (translateCandidates).
import { describe, expect, it } from "vitest";
import { choosesAsDefault, DEFAULT_VARIANT, noChoices } from "./parse-state";

const met = (over: Partial<ReturnType<typeof noChoices>>) => ({ ...noChoices(), ...over });

describe("choosesAsDefault", () => {
  it("a rotation over one option picks the default's", () => {
    expect(choosesAsDefault({ ...DEFAULT_VARIANT, valueColumn: 1 }, met({ valueColumn: [1, 1] }))).toBe(true);
    expect(choosesAsDefault({ ...DEFAULT_VARIANT, target: 2 }, met({ target: [1] }))).toBe(true);
  });

  it("a rotation that comes round to the first option picks the default's", () => {
    expect(choosesAsDefault({ ...DEFAULT_VARIANT, valueColumn: 2 }, met({ valueColumn: [2] }))).toBe(true);
    expect(choosesAsDefault({ ...DEFAULT_VARIANT, valueColumn: 2 }, met({ valueColumn: [3] }))).toBe(false);
  });

  it("any choice with another option makes a reading of its own", () => {
    expect(choosesAsDefault({ ...DEFAULT_VARIANT, valueColumn: 1 }, met({ valueColumn: [1, 2] }))).toBe(false);
    expect(choosesAsDefault({ ...DEFAULT_VARIANT, valueColumn: 1, target: 1 }, met({ target: [2] }))).toBe(false);
  });

  it("counting rows and dropping a link matter only where the parse could do them", () => {
    expect(choosesAsDefault({ ...DEFAULT_VARIANT, countRows: true }, met({}))).toBe(true);
    expect(choosesAsDefault({ ...DEFAULT_VARIANT, countRows: true }, met({ countRows: true }))).toBe(false);
    expect(choosesAsDefault({ ...DEFAULT_VARIANT, dropWeakest: true }, met({}))).toBe(true);
    expect(choosesAsDefault({ ...DEFAULT_VARIANT, dropWeakest: true }, met({ dropWeakest: true }))).toBe(false);
  });
});
