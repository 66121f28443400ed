// Countries, cities and local names shared by the sample generators.
import data from "./geography.json";
import type { Random } from "./random";

type NamePool = { first: string[]; last: string[] };

// The name pools per language and the countries are data, kept in geography.json (ADR 064).
const NAMES: Record<string, NamePool> = data.names;

export interface Country {
  name: string;
  code: string;
  /** Share of customers, roughly by e-commerce market size. */
  weight: number;
  names: keyof typeof NAMES;
  /** Largest first: earlier cities are picked more often. */
  cities: string[];
}

export const COUNTRIES: Country[] = data.countries;

const COUNTRY_WEIGHTS = COUNTRIES.map((country) => country.weight);
const EMAIL_DOMAINS = ["gmail.com", "outlook.com", "yahoo.com", "icloud.com", "proton.me", "hotmail.com"];
const EMAIL_DOMAIN_WEIGHTS = [45, 20, 12, 12, 4, 7];

export function pickCountry(rng: Random): Country {
  return rng.weighted(COUNTRIES, COUNTRY_WEIGHTS);
}

/** Bigger cities get more people: weight 1/(rank+1). */
export function pickCity(rng: Random, country: Country): string {
  return rng.weighted(
    country.cities,
    country.cities.map((_, rank) => 1 / (rank + 1)),
  );
}

export interface Person {
  firstName: string;
  lastName: string;
  country: Country;
  city: string;
}

export function createPerson(rng: Random, country = pickCountry(rng)): Person {
  const pool = NAMES[country.names];
  return { firstName: rng.pick(pool.first), lastName: rng.pick(pool.last), country, city: pickCity(rng, country) };
}

function asciiSlug(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/ł/g, "l")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "");
}

/** Unique per `seen` set: a number is appended on collision, as real providers force people to do. */
export function createEmail(rng: Random, person: Person, seen: Set<string>, domain?: string): string {
  const host = domain ?? rng.weighted(EMAIL_DOMAINS, EMAIL_DOMAIN_WEIGHTS);
  const local = `${asciiSlug(person.firstName)}.${asciiSlug(person.lastName)}`;
  let email = `${local}@${host}`;
  while (seen.has(email)) email = `${local}${rng.int(1, 999)}@${host}`;
  seen.add(email);
  return email;
}
