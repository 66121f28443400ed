// Master data of the logistics sample: item categories and items, warehouses, carriers and customers.
import { DAY, WINDOW_END, WINDOW_START } from "./calendar";
import { COUNTRIES, pickCity, type Country } from "./geography";
import { Random, zipfWeights } from "./random";
import { memo } from "./types";

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
export const ITEM_CATEGORIES: ItemCategory[] = [
  {
    code: "ELC",
    name: "Electronics",
    price: 180,
    weight: 3,
    units: [1, 15],
    items: [
      "Monitor 24in",
      "Monitor 27in",
      "Laptop Dock",
      "Wireless Router",
      "Network Switch",
      "Label Printer",
      "Barcode Scanner",
      "Tablet 10in",
      "UPS Battery Unit",
      "Webcam HD",
    ],
  },
  {
    code: "FRN",
    name: "Furniture",
    price: 260,
    weight: 25,
    units: [1, 8],
    items: [
      "Office Chair",
      "Standing Desk",
      "Filing Cabinet",
      "Bookshelf",
      "Conference Table",
      "Locker Unit",
      "Reception Sofa",
      "Desk Pedestal",
    ],
  },
  {
    code: "FOD",
    name: "Food & Beverage",
    price: 18,
    weight: 6,
    units: [5, 60],
    items: [
      "Espresso Beans 1kg",
      "Mineral Water 24x0.5L",
      "Olive Oil 5L",
      "Pasta 12x500g",
      "Canned Tomatoes 6x2.5kg",
      "Green Tea 100 Bags",
      "Oat Biscuits 24pk",
      "Orange Juice 12x1L",
    ],
  },
  {
    code: "PHR",
    name: "Pharmaceuticals",
    price: 16,
    weight: 1.2,
    units: [5, 60],
    items: [
      "Nitrile Gloves 100pk",
      "Face Masks 50pk",
      "Hand Sanitizer 5L",
      "Bandage Roll 10pk",
      "Digital Thermometer",
      "Saline Solution 12x500ml",
      "First Aid Kit",
      "Syringes 100pk",
    ],
  },
  {
    code: "AUT",
    name: "Automotive Parts",
    price: 45,
    weight: 3.5,
    units: [2, 30],
    items: [
      "Brake Pad Set",
      "Oil Filter",
      "Car Battery 70Ah",
      "Wiper Blade Pair",
      "Spark Plug 4pk",
      "Alternator",
      "Tyre 205/55 R16",
      "Headlight Bulb 2pk",
    ],
  },
  {
    code: "APP",
    name: "Apparel",
    price: 28,
    weight: 0.7,
    units: [5, 50],
    items: [
      "Work Jacket",
      "Safety Boots",
      "Hi-Vis Vest",
      "Fleece Pullover",
      "Cargo Trousers",
      "Thermal Gloves",
      "Rain Poncho",
      "Polo Shirt",
    ],
  },
  {
    code: "HWR",
    name: "Hardware & Tools",
    price: 95,
    weight: 9,
    units: [1, 10],
    items: [
      "Cordless Drill",
      "Socket Set 94pc",
      "Ladder 3m",
      "Pallet Jack",
      "Tool Cabinet",
      "Angle Grinder",
      "Workbench",
      "Extension Cable 25m",
    ],
  },
  {
    code: "PKG",
    name: "Packaging",
    price: 22,
    weight: 5,
    units: [5, 60],
    items: [
      "Stretch Film Roll",
      "Carton 60x40x40 25pk",
      "Packing Tape 36 Rolls",
      "Bubble Wrap Roll",
      "Void Fill Paper",
      "Strapping Kit",
      "Label Rolls 12pk",
      "Pallet Covers 50pk",
    ],
  },
  {
    code: "CHM",
    name: "Chemicals",
    price: 35,
    weight: 14,
    units: [1, 10],
    items: ["Industrial Degreaser 20L", "Floor Cleaner 10L", "Descaler 5L", "Antifreeze 20L"],
  },
];

const VARIANTS: [name: string, factor: number][] = [
  ["Basic", 0.8],
  ["Pro", 1.3],
  ["XL", 1.5],
  ["Eco", 0.95],
  ["Plus", 1.15],
  ["Compact", 0.85],
];

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

export const WAREHOUSES: Warehouse[] = [
  {
    id: 10,
    name: "Rotterdam DC",
    city: "Rotterdam",
    countryCode: "NL",
    capacityPallets: 18_000,
    openedAt: Date.UTC(2009, 3, 1),
  },
  {
    id: 20,
    name: "Duisburg Hub",
    city: "Duisburg",
    countryCode: "DE",
    capacityPallets: 22_000,
    openedAt: Date.UTC(2012, 8, 3),
  },
  {
    id: 30,
    name: "Lyon Crossdock",
    city: "Lyon",
    countryCode: "FR",
    capacityPallets: 9_000,
    openedAt: Date.UTC(2016, 1, 15),
  },
  {
    id: 40,
    name: "Milan DC",
    city: "Milan",
    countryCode: "IT",
    capacityPallets: 12_000,
    openedAt: Date.UTC(2014, 5, 2),
  },
  {
    id: 50,
    name: "Poznan Hub",
    city: "Poznań",
    countryCode: "PL",
    capacityPallets: 10_000,
    openedAt: Date.UTC(2025, 2, 3),
  },
  {
    id: 60,
    name: "Madrid DC",
    city: "Madrid",
    countryCode: "ES",
    capacityPallets: 11_000,
    openedAt: Date.UTC(2018, 9, 1),
  },
  {
    id: 70,
    name: "Birmingham DC",
    city: "Birmingham",
    countryCode: "GB",
    capacityPallets: 14_000,
    openedAt: Date.UTC(2011, 4, 2),
  },
];

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

export const CARRIERS: Carrier[] = [
  {
    code: "OWNF",
    name: "Own Fleet",
    mode: "R",
    countryCode: "NL",
    contractStart: Date.UTC(2009, 3, 1),
    active: true,
    lateness: 0.06,
  },
  {
    code: "NWAY",
    name: "Northway Haulage",
    mode: "R",
    countryCode: "GB",
    contractStart: Date.UTC(2015, 0, 1),
    active: true,
    lateness: 0.09,
  },
  {
    code: "BLTX",
    name: "Baltix Transport",
    mode: "R",
    countryCode: "PL",
    contractStart: Date.UTC(2019, 6, 1),
    active: false,
    lateness: 0.22,
  },
  {
    code: "KRSN",
    name: "Karsten Spedition",
    mode: "R",
    countryCode: "DE",
    contractStart: Date.UTC(2026, 0, 1),
    active: true,
    lateness: 0.08,
  },
  {
    code: "TRMN",
    name: "Tramontana Logistica",
    mode: "R",
    countryCode: "IT",
    contractStart: Date.UTC(2026, 9, 19),
    active: true,
    lateness: 0.1,
  },
  {
    code: "SWFT",
    name: "Swiftpak Parcel",
    mode: "P",
    countryCode: "NL",
    contractStart: Date.UTC(2017, 2, 1),
    active: true,
    lateness: 0.07,
  },
  {
    code: "VLCT",
    name: "Velocita Corrieri",
    mode: "P",
    countryCode: "IT",
    contractStart: Date.UTC(2018, 4, 1),
    active: true,
    lateness: 0.13,
  },
  {
    code: "CRGO",
    name: "Cargorail Europe",
    mode: "L",
    countryCode: "DE",
    contractStart: Date.UTC(2016, 8, 1),
    active: true,
    lateness: 0.17,
  },
  {
    code: "AERO",
    name: "Aerolift Express",
    mode: "A",
    countryCode: "FR",
    contractStart: Date.UTC(2020, 1, 1),
    active: true,
    lateness: 0.04,
  },
];

/** Baltix was dropped at the end of 2025 and replaced by Karsten. */
export const BALTIX_LAST_DAY = Date.UTC(2025, 11, 31);

export const SEGMENTS = ["RTL", "WHL", "MFG", "HSP", "ECM"] as const;
export type Segment = (typeof SEGMENTS)[number];
const SEGMENT_WEIGHTS = [30, 22, 20, 12, 16];
const SEGMENT_WORDS: Record<Segment, string[]> = {
  RTL: ["Retail", "Stores", "Markets"],
  WHL: ["Trading", "Wholesale", "Distribution"],
  MFG: ["Industries", "Manufacturing", "Fabrication"],
  HSP: ["Clinics", "Health", "Medical"],
  ECM: ["Online", "Direct", "Webshop"],
};
const STEMS = [
  "Alder",
  "Baltic",
  "Castell",
  "Dorn",
  "Elbe",
  "Falk",
  "Greif",
  "Hansa",
  "Ibis",
  "Jura",
  "Kestrel",
  "Linden",
  "Meridia",
  "Nordvik",
  "Orion",
  "Pavo",
  "Quarry",
  "Rhein",
  "Sable",
  "Tamar",
  "Ulmen",
  "Vesta",
  "Weald",
  "Ysera",
  "Zenit",
  "Aster",
  "Brio",
  "Corvo",
  "Delft",
  "Esker",
];
const LEGAL_FORMS: Record<string, string> = {
  DE: "GmbH",
  NL: "B.V.",
  FR: "SAS",
  IT: "S.r.l.",
  ES: "S.L.",
  PL: "Sp. z o.o.",
  GB: "Ltd",
  SE: "AB",
};
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
