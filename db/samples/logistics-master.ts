// Master data of the logistics sample: item categories and items, warehouses, carriers and customers. The fixed
// records (categories with their item names, variants, warehouses, carriers, the words of customer names) are data,
// kept in logistics-master.json (ADR 064); the types and the generation are here.
import { DAY, WINDOW_END, WINDOW_START } from "./calendar";
import { COUNTRIES, pickCity, type Country } from "./geography";
import { Random, zipfWeights } from "./random";
import { memo } from "./types";
import data from "./logistics-master.json";

export interface ItemCategory {
  code: string;
  name: string;
  /** Median list price and unit weight; units ordered per line. */
  price: number;
  weight: number;
  units: [number, number];
  items: string[];
}

/** The last category is in the catalogue but discontinued: never shipped. */
export const ITEM_CATEGORIES: ItemCategory[] = data.itemCategories.map((category) => ({
  ...category,
  units: [category.units[0], category.units[1]],
}));

const VARIANTS = data.variants.map(([name, factor]) => [String(name), Number(factor)] as const);

export interface Item {
  itemNo: string;
  description: string;
  categoryCode: string;
  costCents: number;
  listCents: number;
  weightKg: number;
  active: boolean;
  /** Relative share of order lines within its category. */
  popularity: number;
}

export const getItems = memo((): Item[] => {
  const rng = new Random("logistics:items");
  const items: Item[] = [];
  for (const category of ITEM_CATEGORIES) {
    const discontinued = category.code === "CHM";
    const variantsPerItem = discontinued ? 1 : 4;
    const start = items.length;
    for (const name of category.items) {
      const base = rng.logNormal(category.price, 0.6);
      const weight = rng.logNormal(category.weight, 0.5);
      for (const [variant, factor] of rng.sample(VARIANTS, variantsPerItem)) {
        const listCents = Math.max(150, Math.round(base * factor * 100));
        items.push({
          itemNo: `${category.code}-${1001 + items.length - start}`,
          description: discontinued ? name : `${name} ${variant}`,
          categoryCode: category.code,
          listCents,
          costCents: Math.round(listCents * rng.float(0.52, 0.74)),
          weightKg: Math.max(0.1, Math.round(weight * factor * 10) / 10),
          active: !discontinued,
          popularity: 0,
        });
      }
    }
    const weights = rng.sample(zipfWeights(items.length - start, 0.9), items.length);
    weights.forEach((weight, i) => (items[start + i].popularity = discontinued ? 0 : weight));
  }
  return items;
});

export interface Warehouse {
  id: number;
  name: string;
  city: string;
  countryCode: string;
  capacityPallets: number;
  openedAt: number;
}

export const WAREHOUSES: Warehouse[] = data.warehouses.map((warehouse) => ({
  ...warehouse,
  openedAt: Date.parse(warehouse.openedAt),
}));

export interface Carrier {
  code: string;
  name: string;
  /** R road, P parcel, L rail, A air. */
  mode: "R" | "P" | "L" | "A";
  countryCode: string;
  contractStart: number;
  active: boolean;
  /** Chance that a shipment arrives after its promised date. */
  lateness: number;
}

const CARRIER_MODES = new Set<string>(["R", "P", "L", "A"]);
const isMode = (mode: string): mode is Carrier["mode"] => CARRIER_MODES.has(mode);

export const CARRIERS: Carrier[] = data.carriers.map((carrier) => {
  if (!isMode(carrier.mode)) throw new Error(`logistics-master.json: carrier ${carrier.code} has mode ${carrier.mode}`);
  return { ...carrier, mode: carrier.mode, contractStart: Date.parse(carrier.contractStart) };
});

/** Baltix was dropped at the end of 2025 and replaced by Karsten. */
export const BALTIX_LAST_DAY = Date.UTC(2025, 11, 31);

export const SEGMENTS = ["RTL", "WHL", "MFG", "HSP", "ECM"] as const;
export type Segment = (typeof SEGMENTS)[number];
const SEGMENT_WEIGHTS = [30, 22, 20, 12, 16];
const SEGMENT_WORDS: Record<Segment, string[]> = data.customerNames.segmentWords;
const STEMS = data.customerNames.stems;
const LEGAL_FORMS: Record<string, string> = data.customerNames.legalForms;
const CUSTOMER_COUNTRIES = ["DE", "FR", "NL", "GB", "IT", "ES", "PL", "SE"];
const CUSTOMER_COUNTRY_WEIGHTS = [26, 16, 10, 12, 10, 9, 9, 8];
const CUSTOMER_COUNT = 360;

export interface Customer {
  custNo: number;
  name: string;
  city: string;
  country: Country;
  segment: Segment;
  createdAt: number;
  creditLimitEur: number;
  paymentTermDays: number;
  /** Relative order frequency; 0 for prospects that never ordered. */
  activity: number;
  /** Customers who left: no orders after this day. */
  closedAt: number | null;
}

export const countryByCode = (code: string): Country => COUNTRIES.find((country) => country.code === code)!;

function customerName(rng: Random, segment: Segment, country: string, seen: Set<string>): string {
  for (;;) {
    const name = `${rng.pick(STEMS)} ${rng.pick(SEGMENT_WORDS[segment])} ${LEGAL_FORMS[country]}`;
    if (!seen.has(name)) return (seen.add(name), name);
  }
}

function createCustomer(rng: Random, custNo: number, names: Set<string>): Customer {
  const country = countryByCode(rng.weighted(CUSTOMER_COUNTRIES, CUSTOMER_COUNTRY_WEIGHTS));
  const segment = rng.weighted(SEGMENTS, SEGMENT_WEIGHTS);
  const longStanding = rng.chance(0.6);
  const createdAt = longStanding
    ? rng.between(Date.UTC(2012, 0, 1), WINDOW_START)
    : rng.between(WINDOW_START, WINDOW_END - 20 * DAY);
  const closed = longStanding && rng.chance(0.06);
  return {
    custNo,
    name: customerName(rng, segment, country.code, names),
    city: pickCity(rng, country),
    country,
    segment,
    createdAt: createdAt - (createdAt % DAY),
    creditLimitEur: rng.int(2, 50) * 5_000,
    paymentTermDays: rng.weighted([30, 45, 60], [60, 25, 15]),
    activity: rng.chance(0.07) ? 0 : rng.logNormal(1, 0.9) * (segment === "WHL" ? 1.6 : 1),
    closedAt: closed ? rng.between(WINDOW_START + 90 * DAY, WINDOW_END - 60 * DAY) : null,
  };
}

/** Numbered in creation order from 20001, as the ERP hands out customer numbers. */
export const getCustomers = memo((): Customer[] => {
  const rng = new Random("logistics:customers");
  const names = new Set<string>();
  const created = Array.from({ length: CUSTOMER_COUNT }, () => createCustomer(rng, 0, names));
  return created.sort((a, b) => a.createdAt - b.createdAt).map((customer, i) => ({ ...customer, custNo: 20_001 + i }));
});
