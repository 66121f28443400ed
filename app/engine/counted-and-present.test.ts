// Rows that are counted need not also be said to exist, and a period after related rows dates them (the made-up
// lending library of the engine's tests): "members who joined before 2020 and have borrowed more than 2 books" counts
// the loans per member — a leftover "with loans" condition on the loans themselves failed to compile ("could not
// relate loans to loans").
import { describe, expect, it } from "vitest";
import { fixtureCatalog, LIBRARY } from "../../tests/fixtures/engine/library";
import { translate } from "./index";

const catalog = fixtureCatalog(LIBRARY);

describe("counted rows and their existence", () => {
  it("answers with the count's condition alone", () => {
    const s = translate("Which members joined before 2020 and have borrowed more than 2 books?", {
      catalog,
    }).sql.replace(/\s+/g, " ");
    expect(s).toMatch(/FROM "loans" JOIN "members"/);
    expect(s).toMatch(/"members"\."joined_at" < DATE '2020-01-01'/);
    expect(s).toMatch(/HAVING COUNT\(DISTINCT "loans"\."book_id"\) > 2/);
    expect(s).not.toMatch(/EXISTS/);
  });
});

describe("a period after the related rows a verb names", () => {
  it("dates those rows (or the rows pairing them with the subject), not the subject's own date", () => {
    const s = translate("How many members borrowed a book in 2024?", { catalog }).sql.replace(/\s+/g, " ");
    expect(s).toMatch(/EXISTS \(SELECT 1 FROM "loans" .*"loans"\."loaned_at" >= DATE '2024-01-01'/);
    expect(s).not.toMatch(/"joined_at"/);
    // the subject's own event, named, keeps its date
    expect(translate("Which members joined in 2024 and have a loan?", { catalog }).sql.replace(/\s+/g, " ")).toMatch(
      /"members"\."joined_at" >= DATE '2024-01-01'/,
    );
  });
});
