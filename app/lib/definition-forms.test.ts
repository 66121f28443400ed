import { describe, expect, it } from "vitest";
import { addDefinitionHref } from "./definition-forms";

describe("addDefinitionHref", () => {
  it("opens the form of a kind", () => {
    expect(addDefinitionHref("c1", "metric")).toBe("/data/c1/definitions?add=metric");
  });

  it("fills the name in, encoded", () => {
    expect(addDefinitionHref("c1", "term", "margin")).toBe("/data/c1/definitions?add=term&name=margin");
    expect(addDefinitionHref("c1", "term", "gross margin & co")).toBe(
      "/data/c1/definitions?add=term&name=gross+margin+%26+co",
    );
  });
});
