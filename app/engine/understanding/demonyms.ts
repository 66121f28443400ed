// "how many Dutch riders", "the number of Danes": a nationality word is a condition on the column naming countries.
import type { ParseState } from "./parse-state";
import { noteTable, use } from "./parse-state";
import type { ColumnInfo, TableInfo } from "../model/schema-index";
import { dict, stem } from "../schema/stem";

/** Nationality adjective → how a sheet names the country: its English name(s) and its IOC/FIFA code. */
const COUNTRIES: Record<string, string[]> = dict({
  american: ["united states", "usa"],
  canadian: ["canada", "can"],
  mexican: ["mexico", "mex"],
  brazilian: ["brazil", "bra"],
  argentine: ["argentina", "arg"],
  argentinian: ["argentina", "arg"],
  chilean: ["chile", "chi"],
  colombian: ["colombia", "col"],
  peruvian: ["peru", "per"],
  venezuelan: ["venezuela", "ven"],
  cuban: ["cuba", "cub"],
  jamaican: ["jamaica", "jam"],
  german: ["germany", "ger"],
  french: ["france", "fra"],
  italian: ["italy", "ita"],
  spanish: ["spain", "esp"],
  portuguese: ["portugal", "por"],
  british: ["great britain", "united kingdom", "gbr"],
  english: ["england", "eng"],
  scottish: ["scotland", "sco"],
  welsh: ["wales", "wal"],
  irish: ["ireland", "irl"],
  dutch: ["netherlands", "ned"],
  belgian: ["belgium", "bel"],
  swiss: ["switzerland", "sui"],
  austrian: ["austria", "aut"],
  swedish: ["sweden", "swe"],
  norwegian: ["norway", "nor"],
  danish: ["denmark", "den"],
  finnish: ["finland", "fin"],
  icelandic: ["iceland", "isl"],
  polish: ["poland", "pol"],
  czech: ["czech republic", "czechia", "cze"],
  slovak: ["slovakia", "svk"],
  hungarian: ["hungary", "hun"],
  romanian: ["romania", "rou"],
  bulgarian: ["bulgaria", "bul"],
  serbian: ["serbia", "srb"],
  croatian: ["croatia", "cro"],
  slovenian: ["slovenia", "slo"],
  greek: ["greece", "gre"],
  turkish: ["turkey", "tur"],
  russian: ["russia", "rus"],
  ukrainian: ["ukraine", "ukr"],
  belarusian: ["belarus", "blr"],
  estonian: ["estonia", "est"],
  latvian: ["latvia", "lat"],
  lithuanian: ["lithuania", "ltu"],
  kazakh: ["kazakhstan", "kaz"],
  japanese: ["japan", "jpn"],
  chinese: ["china", "chn"],
  korean: ["south korea", "korea", "kor"],
  indian: ["india", "ind"],
  thai: ["thailand", "tha"],
  indonesian: ["indonesia", "ina"],
  filipino: ["philippines", "phi"],
  iranian: ["iran", "iri"],
  israeli: ["israel", "isr"],
  egyptian: ["egypt", "egy"],
  kenyan: ["kenya", "ken"],
  ethiopian: ["ethiopia", "eth"],
  nigerian: ["nigeria", "ngr"],
  moroccan: ["morocco", "mar"],
  australian: ["australia", "aus"],
  zealander: ["new zealand", "nzl"],
});
/** Plurals that are not the adjective plus "s". */
const PLURALS: Record<string, string> = dict({
  swedes: "swedish",
  finns: "finnish",
  danes: "danish",
  poles: "polish",
  brits: "british",
  frenchmen: "french",
  englishmen: "english",
  irishmen: "irish",
  scots: "scottish",
  turks: "turkish",
  greeks: "greek",
  thais: "thai",
  filipinos: "filipino",
  czechs: "czech",
  slovaks: "slovak",
});
const COUNTRY_COLUMN = /^(nation|nationality|country|team|represent|noc|flag|citizenship)/;

/**
 * "how many Dutch riders placed", "the number of Danes in the first twenty": a nationality word no link explained
 * filters the column that names countries (as "Germany", "GER" or "Germany (GER)") on that country.
 */
export function applyDemonyms(state: ParseState): void {
  for (const token of state.tokens) {
    // the counted noun ("how many Finns") is marked used but still says who is counted
    if (token.kind !== "word" || state.links.some((l) => l.start <= token.index && token.index < l.end)) continue;
    const adjective = COUNTRIES[token.norm]
      ? token.norm
      : (PLURALS[token.norm] ??
        (token.norm.endsWith("s") && COUNTRIES[token.norm.slice(0, -1)] ? token.norm.slice(0, -1) : undefined));
    if (!adjective) continue;
    const names = [...COUNTRIES[adjective], adjective].filter((n) => n.length > 3);
    const codes = COUNTRIES[adjective].filter((n) => n.length <= 3);
    // names as words ("West Germany", "Germany (GER)"); codes only alone or in brackets ("GER", "(GER)")
    const sql = `(^|[^a-z])(${names.map((n) => n.replace(/ /g, " +")).join("|")})([^a-z]|$)|^ *(${codes.join("|")}) *$|\\((${codes.join("|")})\\)`;
    const pattern = new RegExp(sql, "i");
    // ("parts from French suppliers": the nationality is of the rows it qualifies)
    const qualified = state.links.find((l) => l.kind === "table" && l.start === token.index + 1);
    const table =
      (qualified?.kind === "table" ? qualified.table : undefined) ??
      state.tables[0] ??
      (state.index.tables.length === 1 ? state.index.tables[0] : undefined);
    if (!table) return;
    const holds = (c: ColumnInfo) => c.text && (c.column.sampleValues ?? []).some((v) => pattern.test(v));
    const candidates = table.columns.filter(holds);
    const column =
      candidates.find((c) => c.words.some((w) => COUNTRY_COLUMN.test(w))) ??
      (candidates.length === 1 ? candidates[0] : undefined);
    if (!column || state.filters.some((f) => f.column.column === column.ref.column)) continue;
    use(state, token.index);
    state.unexplained.delete(token.index);
    noteTable(state, table);
    state.filters.push({ column: column.ref, op: "matches", value: sql, phrase: token.raw, at: token.index });
  }
}

const GENDERS: Record<string, { values: string[] }> = dict({
  female: { values: ["f", "female", "w", "woman", "women"] },
  male: { values: ["m", "male", "man", "men"] },
});
const GENDER_WORDS: Record<string, string> = dict({
  female: "female",
  females: "female",
  women: "female",
  woman: "female",
  girls: "female",
  ladies: "female",
  male: "male",
  males: "male",
  men: "male",
  man: "male",
  boys: "male",
});
const SEX_STEMS = new Map(Object.entries(GENDER_WORDS).map(([word, sex]) => [stem(word), sex]));
const GENDER_VALUES = new Set(Object.values(GENDERS).flatMap((g) => g.values));

/** "how many of the nominees were women": a column holding only M/F (or Male/Female) is held to that value. */
export function applyGender(state: ParseState): void {
  const genderOf = (table: TableInfo) =>
    table.columns.find((c) => {
      const sample = (c.column.sampleValues ?? []).map((v) => v.trim().toLowerCase()).filter(Boolean);
      return c.text && sample.length >= 2 && sample.length <= 4 && sample.every((v) => GENDER_VALUES.has(v));
    });
  // only a question that names a sex has anything to hold (every reading of every question passes here)
  if (!state.tokens.some((t) => GENDER_WORDS[t.norm])) return;
  // "how many women are there": no table named, the people are the one table that records a sex
  const people = () => {
    const recording = state.index.tables.filter((t) => genderOf(t));
    return recording.length === 1 ? recording[0] : undefined;
  };
  const table = state.tables[0] ?? (state.index.tables.length === 1 ? state.index.tables[0] : undefined) ?? people();
  if (!table) return applySexFlag(state, undefined);
  const column = genderOf(table);
  if (!column) return applySexFlag(state, table);
  if (state.filters.some((f) => f.column.column === column.ref.column)) return;
  if (!state.tables.includes(table)) noteTable(state, table);
  // "men and women", "how many of them were women, how many men": each gender named is one value of the column
  const named = new Set<string>();
  for (const token of state.tokens) {
    const gender = GENDER_WORDS[token.norm];
    if (!gender || token.kind !== "word" || state.links.some((l) => l.start <= token.index && token.index < l.end))
      continue;
    const value = (column.column.sampleValues ?? []).find((v) =>
      GENDERS[gender].values.includes(v.trim().toLowerCase()),
    );
    if (!value || named.has(value)) continue;
    named.add(value);
    use(state, token.index);
    // "how many women": the counted noun is explained — people of the table, held to the value
    state.unexplained.delete(token.index);
    state.filters.push({ column: column.ref, op: "eq", value, phrase: token.raw, at: token.index });
  }
}

/**
 * "list the men in the choir" where the people keep a yes/no column named for one sex (is_male): that sex is the column
 * holding, the other its not holding. Read only where no table but the people's records a sex that way.
 */
function applySexFlag(state: ParseState, named: TableInfo | undefined): void {
  const sexOf = (c: ColumnInfo) => c.words.map((w) => SEX_STEMS.get(w)).filter(Boolean);
  const flagged = (t: TableInfo) =>
    t.columns.filter((c) => (c.column.kind === "boolean" || !!c.flag) && sexOf(c).length === 1);
  const tables = named ? [named] : state.index.tables.filter((t) => flagged(t).length);
  const columns = tables.length === 1 ? flagged(tables[0]) : [];
  if (columns.length !== 1) return;
  const column = columns[0];
  if (state.filters.some((f) => f.column.table === column.ref.table && f.column.column === column.ref.column)) return;
  const sex = sexOf(column)[0];
  const said = new Set<string>();
  for (const token of state.tokens) {
    const gender = GENDER_WORDS[token.norm];
    if (!gender || token.kind !== "word" || state.links.some((l) => l.start <= token.index && token.index < l.end))
      continue;
    if (said.has(gender)) continue;
    said.add(gender);
    if (!state.tables.includes(column.table)) noteTable(state, column.table);
    use(state, token.index);
    state.unexplained.delete(token.index);
    const value = gender === sex ? "true" : "false";
    state.filters.push({ column: column.ref, op: "eq", value, phrase: token.raw, at: token.index });
  }
}

/** Rosters write positions and school years as codes: "forwards" are F, "juniors" Jr. */
const CODED: Record<string, string[]> = dict({
  forward: ["f", "fw"],
  forwards: ["f", "fw"],
  fws: ["fw"],
  guard: ["g"],
  guards: ["g"],
  center: ["c"],
  centers: ["c"],
  centre: ["c"],
  centres: ["c"],
  defender: ["d", "df"],
  defenders: ["d", "df"],
  defenseman: ["d"],
  defensemen: ["d"],
  midfielder: ["mf", "m"],
  midfielders: ["mf", "m"],
  goalkeeper: ["gk", "g"],
  goalkeepers: ["gk", "g"],
  goalie: ["g", "gk"],
  goalies: ["g", "gk"],
  freshman: ["fr"],
  freshmen: ["fr"],
  sophomore: ["so", "soph"],
  sophomores: ["so", "soph"],
  junior: ["jr"],
  juniors: ["jr"],
  senior: ["sr"],
  seniors: ["sr"],
});
const CODE_COLUMN = /^(pos|position|class|yr|year|role|elig)/;

/** "how many goalkeepers", "the number of rookies": a roster column holding the code is held to it. */
export function applyCodedWords(state: ParseState): void {
  const table = state.tables[0] ?? (state.index.tables.length === 1 ? state.index.tables[0] : undefined);
  if (!table) return;
  for (const token of state.tokens) {
    const codes = CODED[token.norm];
    if (!codes || token.kind !== "word" || state.links.some((l) => l.start <= token.index && token.index < l.end))
      continue;
    const code = (v: string) => v.trim().toLowerCase().replace(/\.$/, "");
    const holding = table.columns.filter(
      (c) =>
        c.text &&
        c.words.some((w) => CODE_COLUMN.test(w)) &&
        (c.column.sampleValues ?? []).some((v) => codes.includes(code(v))),
    );
    if (holding.length !== 1 || state.filters.some((f) => f.column.column === holding[0].ref.column)) continue;
    const value = holding[0].column.sampleValues!.find((v) => codes.includes(code(v)))!;
    use(state, token.index);
    state.filters.push({ column: holding[0].ref, op: "eq", value, phrase: token.raw, at: token.index });
  }
}
