// The engine's small built-in vocabulary: synonyms between question words and schema words, and function words.
import { stem, dict } from "./stem";
import { LRUCache } from "lru-cache";
import { relatedNouns } from "./wordnet";
import usStates from "./us-states.json";

export { COLLECTIVE_NOUNS, ESTABLISHMENT_WORDS, ORGANISATION_WORDS, PLURAL_MODIFIERS } from "./lexicon-nouns";

/** Groups of words that name the same business concept; linking treats members as equal (with a small penalty). */
const SYNONYM_GROUPS: string[][] = [
  ["revenue", "sales", "amount", "total", "turnover", "income", "earnings", "gmv", "rev"],
  ["price", "cost", "fee", "charge"],
  ["salary", "pay", "wage", "compensation", "remuneration"],
  ["customer", "client", "buyer", "purchaser", "shopper", "account"],
  ["user", "member", "subscriber"],
  ["employee", "staff", "worker"],
  ["manager", "boss", "supervisor", "superior"],
  ["product", "item", "article", "sku"],
  ["order", "purchase"],
  ["sex", "gender"],
  ["quantity", "qty", "units"],
  ["country", "nation", "nationality"],
  ["city", "town"],
  ["state", "province", "region"],
  ["date", "day", "time", "timestamp", "when"],
  // an order is placed, a customer signs up: "placed" names no date column of its own
  ["created", "signup", "registered", "joined"],
  ["name", "title"],
  ["category", "type", "kind", "genre", "class", "segment"],
  ["status", "state"],
  ["rating", "score", "stars"],
  ["duration", "length", "runtime", "millisecond", "minute", "long"],
  ["plan", "tier", "subscription"],
  ["vendor", "supplier", "seller", "merchant"],
  ["movie", "film"],
  ["song", "track", "single"],
  ["artist", "singer", "performer", "musician", "band"],
  ["director", "filmmaker"],
  ["team", "club", "side"],
  ["player", "athlete"],
  ["venue", "stadium", "location", "place", "site"],
  ["opponent", "rival"],
  ["goal", "point"],
  ["view", "play", "stream", "watch"],
  ["population", "inhabitant", "resident"],
  ["position", "rank", "place", "pos"],
  // what someone is employed as
  ["job", "title", "role", "designation", "occupation"],
  ["year", "season"],
  ["note", "comment", "remark"],
  ["invoice", "bill"],
  ["payment", "transaction", "charge"],
  ["discount", "rebate"],
  ["vehicle", "car", "truck"],
  ["driver", "chauffeur"],
  ["author", "writer"],
  ["book", "title", "novel"],
  ["loan", "borrowing", "checkout"],
  ["event", "competition", "tournament"],
  ["winner", "champion", "won"],
  ["attendance", "crowd", "spectator"],
  ["number", "no", "num", "count"],
  // verbs of a life or a building's history and the headers that record them
  ["birth", "born"],
  ["death", "died", "dead"],
  ["founded", "established", "formed", "foundation"],
  ["built", "constructed", "construction"],
];

const synonymIndex = new Map<string, Set<string>>();
for (const group of SYNONYM_GROUPS) {
  const stems = group.map(stem);
  for (const s of stems) {
    const set = synonymIndex.get(s) ?? new Set<string>();
    for (const other of stems) if (other !== s) set.add(other);
    synonymIndex.set(s, set);
  }
}

export function synonymsOf(wordStem: string): ReadonlySet<string> {
  return synonymIndex.get(wordStem) ?? EMPTY;
}
const EMPTY: ReadonlySet<string> = new Set();

/** Stems of the nouns WordNet gives as meaning what `word` (as said) means: weaker than the groups above. */
export function kindredStems(word: string): ReadonlySet<string> {
  let stems = kindred.get(word);
  if (!stems) kindred.set(word, (stems = new Set([...relatedNouns(word)].map(stem))));
  return stems;
}
/** Kept per word said, bounded: a tenant can send any number of made-up words. */
const kindred = new LRUCache<string, ReadonlySet<string>>({ max: 20_000 });

/** Words that carry no content on their own: never linked, never counted as ignored. */
export const STOP_WORDS = new Set(
  (
    "a an the of in on at to for from by with and or is are was were be been being do does did has have had " +
    "what which who whom whose when where how that this these those it its their there them they he she his her " +
    "me my i we our you your us can could would should will shall may might must please show tell give list find " +
    "get display return all any each every per than then as into onto about over under s 's also just only one ones " +
    "same other both either neither whether if so such out up down off very much many more most less least " +
    "total number count amount name names value values listed list row rows record records table data entry entries " +
    "time times year years which's did't don't doesn't not no never without excluding except but yet still ever " +
    "after before previous next above below first last top bottom following preceding prior"
  ).split(/\s+/),
);

/** Words that signal person-like answers for "who" questions. */
export const PERSON_WORDS = new Set(
  [
    "name",
    "player",
    "driver",
    "athlete",
    "artist",
    "winner",
    "person",
    "author",
    "director",
    "candidate",
    "member",
    "rider",
    "coach",
    "manager",
    "leader",
    "owner",
    "actor",
    "actress",
    "performer",
    "composer",
    "writer",
    "nominee",
    "president",
    "representative",
    "incumbent",
    "holder",
    "recipient",
    "customer",
    "employee",
    "user",
    "opponent",
    "champion",
    "pilot",
    "skater",
    "swimmer",
    "boxer",
    "wrestler",
    "singer",
    "governor",
    "mayor",
    "minister",
    "chairman",
    "captain",
    "builder",
    "architect",
    "runner",
    "cyclist",
    "partner",
    "monarch",
    "king",
    "queen",
    "official",
  ].map(stem),
);

export const PLACE_WORDS = new Set(
  [
    "venue",
    "location",
    "city",
    "country",
    "place",
    "stadium",
    "site",
    "state",
    "region",
    "town",
    "ground",
    "arena",
    "address",
    "nation",
    "province",
    "county",
    "district",
    "circuit",
    "track",
    "host",
    "destination",
  ].map(stem),
);

export const TIME_WORDS = new Set(
  [
    "date",
    "year",
    "season",
    "time",
    "day",
    "month",
    "period",
    "created",
    "released",
    "founded",
    "opened",
    "born",
    "established",
    "start",
    "began",
    "built",
    "launched",
    "held",
    "aired",
    "premiere",
    "dates",
  ].map(stem),
);

export const DURATION_WORDS = new Set(
  ["duration", "length", "time", "runtime", "period", "term", "tenure", "span"].map(stem),
);

/** Words that usually name the measure in "most/highest X" when no column matches them. */
export const ENTITY_COUNT_WORDS = new Set(
  ["time", "entry", "appearance", "occurrence", "instance", "row", "record"].map(stem),
);

/** Superlative adjectives that name the measure themselves ("the cheapest product" ranks by price). */
export const ADJECTIVE_MEASURES: Record<string, { words: string[]; direction: "asc" | "desc" }> = dict({
  cheapest: { words: ["price", "cost", "fee", "amount"], direction: "asc" },
  expensive: { words: ["price", "cost", "fee", "amount"], direction: "desc" },
  priciest: { words: ["price", "cost", "fee", "amount"], direction: "desc" },
  longest: {
    words: [
      "length",
      "duration",
      "millisecond",
      "minute",
      "second",
      "time",
      "distance",
      "kilometer",
      "km",
      "mile",
      "meter",
      "metre",
    ],
    direction: "desc",
  },
  shortest: {
    words: [
      "length",
      "duration",
      "millisecond",
      "minute",
      "second",
      "time",
      "distance",
      "kilometer",
      "km",
      "mile",
      "meter",
      "metre",
    ],
    direction: "asc",
  },
  tallest: { words: ["height", "elevation", "altitude"], direction: "desc" },
  highest: { words: ["height", "elevation", "altitude"], direction: "desc" },
  heaviest: { words: ["weight", "mass"], direction: "desc" },
  lightest: { words: ["weight", "mass"], direction: "asc" },
  largest: { words: ["size", "byte", "area", "population", "capacity"], direction: "desc" },
  biggest: { words: ["size", "byte", "area", "population", "capacity"], direction: "desc" },
  smallest: { words: ["size", "byte", "area", "population", "capacity"], direction: "asc" },
  oldest: { words: ["age"], direction: "desc" },
  youngest: { words: ["age"], direction: "asc" },
  busiest: { words: ["passenger", "traffic", "visitor"], direction: "desc" },
  fastest: { words: ["speed"], direction: "desc" },
  populous: { words: ["population", "inhabitant", "resident"], direction: "desc" },
  populated: { words: ["population", "inhabitant", "resident"], direction: "desc" },
  densest: { words: ["density"], direction: "desc" },
  slowest: { words: ["speed"], direction: "asc" },
});

/** Adjectives (and a few counted nouns) that name the quantity they compare ("taller than 150 feet", "at least 80 m tall", "older than 40"). */
export const ADJECTIVE_QUANTITIES: Record<string, string[]> = dict({
  tall: ["height", "elevation", "altitude"],
  taller: ["height", "elevation", "altitude"],
  high: ["height", "elevation", "altitude"],
  heavy: ["weight", "mass"],
  heavier: ["weight", "mass"],
  light: ["weight", "mass"],
  lighter: ["weight", "mass"],
  old: ["age"],
  older: ["age"],
  young: ["age"],
  younger: ["age"],
  long: ["length", "duration", "distance", "time"],
  longer: ["length", "duration", "distance", "time"],
  short: ["length", "duration", "distance", "time"],
  shorter: ["length", "duration", "distance", "time"],
  wide: ["width"],
  wider: ["width"],
  narrow: ["width"],
  narrower: ["width"],
  deep: ["depth"],
  deeper: ["depth"],
  shallower: ["depth"],
  fast: ["speed"],
  faster: ["speed"],
  slow: ["speed"],
  slower: ["speed"],
  far: ["distance"],
  farther: ["distance"],
  further: ["distance"],
  closer: ["distance"],
  nearer: ["distance"],
  expensive: ["price", "cost"],
  cheaper: ["price", "cost"],
  cheap: ["price", "cost"],
  later: ["year", "date"],
  earlier: ["year", "date"],
  // counted nouns that name their quantity the same way ("over 40,000 people")
  people: ["population", "attendance", "inhabitant"],
  persons: ["population", "attendance", "inhabitant"],
  inhabitants: ["population", "inhabitant"],
  residents: ["population", "resident"],
});

/** Spellings of one unit of measure; a number followed by any of them compares a column in that unit. */
const UNIT_GROUPS: string[][] = [
  ["ft", "feet", "foot"],
  ["m", "meter", "meters", "metre", "metres"],
  ["km", "kilometer", "kilometers", "kilometre", "kilometres"],
  ["mi", "mile", "miles"],
  ["in", "inch", "inches"],
  ["cm", "centimeter", "centimeters", "centimetre", "centimetres"],
  ["mm", "millimeter", "millimeters", "millimetre", "millimetres"],
  ["kg", "kilogram", "kilograms", "kilo", "kilos"],
  ["lb", "lbs", "pound", "pounds"],
  ["t", "ton", "tons", "tonne", "tonnes"],
  ["min", "mins", "minute", "minutes"],
  ["s", "sec", "secs", "second", "seconds"],
  ["h", "hr", "hrs", "hour", "hours"],
  ["kw", "kilowatt", "kilowatts"],
  ["mw", "megawatt", "megawatts"],
  ["w", "watt", "watts"],
  ["hp", "horsepower", "bhp"],
  ["km/h", "kmh", "kph"],
  ["mph"],
  ["psi"],
  ["rpm"],
  ["ly", "light-year", "light-years", "lightyear", "lightyears"],
  ["°c", "celsius"],
  ["°f", "fahrenheit"],
  ["sq", "square"],
  ["ha", "hectare", "hectares"],
  ["acre", "acres"],
  ["l", "liter", "liters", "litre", "litres"],
];
const unitIndex = new Map<string, string[]>();
for (const group of UNIT_GROUPS) for (const u of group) unitIndex.set(u, group);

/** The spellings of the unit a question word names, if it is one ("feet" → ft, feet, foot). */
export function unitSpellings(word: string): string[] | undefined {
  return unitIndex.get(word.toLowerCase());
}

/** US states by name, with their postal abbreviations: sheets often write "FL" or "Tampa, FL" for "Florida". */
export const US_STATES: Readonly<Record<string, string>> = usStates;

/** Words naming an amount of time, with the unit each names. */
const TIME_UNITS: Record<string, string> = {
  millisecond: "ms",
  milliseconds: "ms",
  second: "s",
  seconds: "s",
  secs: "s",
  minute: "min",
  minutes: "min",
  mins: "min",
  hour: "h",
  hours: "h",
  hrs: "h",
  day: "d",
  days: "d",
  week: "w",
  weeks: "w",
};

/** "minutes" → "min": the unit a word names, when it names an amount of time. */
export function timeUnitOf(word: string): string | undefined {
  return Object.prototype.hasOwnProperty.call(TIME_UNITS, word) ? TIME_UNITS[word] : undefined;
}

/** Possessive determiners: "across its orders" spans the owner's rows rather than naming groups. */
export const POSSESSIVES = new Set(["my", "your", "his", "her", "its", "our", "their"]);

/** Words that make "name" one part of a person's name ("first name", "surname"), stemmed. */
export const NAME_PARTS = new Set(
  ["first", "last", "given", "family", "middle", "full", "sur", "fore", "nick", "display", "user", "maiden"].map(stem),
);
