// Countries, cities and local names shared by the sample generators.
import type { Random } from "./random";

type NamePool = { first: string[]; last: string[] };

const NAMES: Record<string, NamePool> = {
  en: {
    first: ["James", "Olivia", "Liam", "Emma", "Noah", "Ava", "William", "Sophia", "Benjamin", "Isabella", "Lucas", "Mia", "Henry", "Charlotte", "Jack", "Amelia", "Ethan", "Harper", "Daniel", "Grace"],
    last: ["Smith", "Johnson", "Williams", "Brown", "Jones", "Miller", "Davis", "Wilson", "Taylor", "Anderson", "Thomas", "Moore", "Martin", "Clark", "Walker", "Young", "King", "Wright", "Hill", "Green"],
  },
  de: {
    first: ["Lukas", "Hanna", "Leon", "Lea", "Finn", "Emilia", "Jonas", "Lena", "Felix", "Marie", "Paul", "Sophie", "Maximilian", "Anna", "Elias", "Clara"],
    last: ["Müller", "Schmidt", "Schneider", "Fischer", "Weber", "Meyer", "Wagner", "Becker", "Schulz", "Hoffmann", "Koch", "Richter", "Klein", "Wolf", "Neumann", "Braun"],
  },
  fr: {
    first: ["Gabriel", "Louise", "Raphaël", "Jade", "Arthur", "Alice", "Louis", "Chloé", "Jules", "Léa", "Hugo", "Manon", "Théo", "Camille", "Nathan", "Inès"],
    last: ["Martin", "Bernard", "Dubois", "Thomas", "Robert", "Richard", "Petit", "Durand", "Leroy", "Moreau", "Simon", "Laurent", "Lefebvre", "Michel", "Garcia", "Fournier"],
  },
  nl: {
    first: ["Daan", "Emma", "Sem", "Julia", "Lucas", "Tess", "Levi", "Sophie", "Finn", "Anna", "Milan", "Zoë", "Jesse", "Sara", "Bram", "Eva"],
    last: ["de Jong", "Jansen", "de Vries", "van den Berg", "Bakker", "Visser", "Smit", "Meijer", "de Boer", "Mulder", "de Groot", "Bos", "Vos", "Peters", "Hendriks", "Dekker"],
  },
  es: {
    first: ["Hugo", "Lucía", "Mateo", "Sofía", "Martín", "María", "Pablo", "Valentina", "Alejandro", "Paula", "Diego", "Carmen", "Javier", "Elena", "Santiago", "Isabel"],
    last: ["García", "Rodríguez", "González", "Fernández", "López", "Martínez", "Sánchez", "Pérez", "Gómez", "Martín", "Jiménez", "Ruiz", "Hernández", "Díaz", "Moreno", "Álvarez"],
  },
  it: {
    first: ["Leonardo", "Sofia", "Francesco", "Giulia", "Alessandro", "Aurora", "Lorenzo", "Alice", "Mattia", "Ginevra", "Andrea", "Emma", "Gabriele", "Giorgia", "Riccardo", "Chiara"],
    last: ["Rossi", "Russo", "Ferrari", "Esposito", "Bianchi", "Romano", "Colombo", "Ricci", "Marino", "Greco", "Bruno", "Gallo", "Conti", "De Luca", "Costa", "Giordano"],
  },
  sv: {
    first: ["William", "Alice", "Oscar", "Maja", "Lucas", "Elsa", "Hugo", "Astrid", "Elias", "Wilma", "Alexander", "Freja", "Liam", "Ebba", "Axel", "Saga"],
    last: ["Andersson", "Johansson", "Karlsson", "Nilsson", "Eriksson", "Larsson", "Olsson", "Persson", "Svensson", "Gustafsson", "Pettersson", "Jonsson", "Lindberg", "Lindqvist", "Berg", "Holm"],
  },
  pt: {
    first: ["Miguel", "Alice", "Arthur", "Helena", "Heitor", "Laura", "Davi", "Manuela", "Gabriel", "Valentina", "Bernardo", "Sophia", "Rafael", "Isabela", "Pedro", "Beatriz"],
    last: ["Silva", "Santos", "Oliveira", "Souza", "Rodrigues", "Ferreira", "Alves", "Pereira", "Lima", "Gomes", "Costa", "Ribeiro", "Martins", "Carvalho", "Almeida", "Barbosa"],
  },
  ja: {
    first: ["Haruto", "Yui", "Sota", "Hina", "Yuto", "Sakura", "Riku", "Aoi", "Hinata", "Mei", "Ren", "Yuna", "Kaito", "Rin", "Takumi", "Mio"],
    last: ["Sato", "Suzuki", "Takahashi", "Tanaka", "Watanabe", "Ito", "Yamamoto", "Nakamura", "Kobayashi", "Kato", "Yoshida", "Yamada", "Sasaki", "Yamaguchi", "Matsumoto", "Inoue"],
  },
  hi: {
    first: ["Aarav", "Ananya", "Vivaan", "Diya", "Aditya", "Saanvi", "Arjun", "Aadhya", "Reyansh", "Isha", "Krishna", "Priya", "Rohan", "Kavya", "Ishaan", "Meera"],
    last: ["Sharma", "Verma", "Gupta", "Patel", "Singh", "Kumar", "Reddy", "Iyer", "Nair", "Mehta", "Joshi", "Rao", "Desai", "Chopra", "Malhotra", "Bose"],
  },
  pl: {
    first: ["Jan", "Zuzanna", "Antoni", "Julia", "Franciszek", "Zofia", "Jakub", "Hanna", "Aleksander", "Maja", "Szymon", "Lena", "Filip", "Alicja", "Mikołaj", "Oliwia"],
    last: ["Nowak", "Kowalski", "Wiśniewski", "Wójcik", "Kowalczyk", "Kamiński", "Lewandowski", "Zieliński", "Szymański", "Woźniak", "Dąbrowski", "Kozłowski", "Jankowski", "Mazur", "Kwiatkowski", "Krawczyk"],
  },
};

export interface Country {
  name: string;
  code: string;
  /** Share of customers, roughly by e-commerce market size. */
  weight: number;
  names: keyof typeof NAMES;
  /** Largest first: earlier cities are picked more often. */
  cities: string[];
}

export const COUNTRIES: Country[] = [
  { name: "United States", code: "US", weight: 28, names: "en", cities: ["New York", "Los Angeles", "Chicago", "Houston", "Phoenix", "Seattle", "Austin", "Boston", "Denver", "Atlanta"] },
  { name: "United Kingdom", code: "GB", weight: 10, names: "en", cities: ["London", "Manchester", "Birmingham", "Leeds", "Glasgow", "Bristol", "Edinburgh"] },
  { name: "Germany", code: "DE", weight: 9, names: "de", cities: ["Berlin", "Hamburg", "Munich", "Cologne", "Frankfurt", "Stuttgart", "Düsseldorf"] },
  { name: "France", code: "FR", weight: 7, names: "fr", cities: ["Paris", "Lyon", "Marseille", "Toulouse", "Bordeaux", "Lille", "Nantes"] },
  { name: "Canada", code: "CA", weight: 6, names: "en", cities: ["Toronto", "Montreal", "Vancouver", "Calgary", "Ottawa", "Edmonton"] },
  { name: "Australia", code: "AU", weight: 5, names: "en", cities: ["Sydney", "Melbourne", "Brisbane", "Perth", "Adelaide"] },
  { name: "Japan", code: "JP", weight: 5, names: "ja", cities: ["Tokyo", "Osaka", "Yokohama", "Nagoya", "Sapporo", "Fukuoka"] },
  { name: "India", code: "IN", weight: 5, names: "hi", cities: ["Mumbai", "Delhi", "Bengaluru", "Hyderabad", "Chennai", "Pune", "Kolkata"] },
  { name: "Netherlands", code: "NL", weight: 4, names: "nl", cities: ["Amsterdam", "Rotterdam", "The Hague", "Utrecht", "Eindhoven"] },
  { name: "Spain", code: "ES", weight: 4, names: "es", cities: ["Madrid", "Barcelona", "Valencia", "Seville", "Bilbao", "Málaga"] },
  { name: "Italy", code: "IT", weight: 4, names: "it", cities: ["Rome", "Milan", "Naples", "Turin", "Florence", "Bologna"] },
  { name: "Brazil", code: "BR", weight: 4, names: "pt", cities: ["São Paulo", "Rio de Janeiro", "Belo Horizonte", "Brasília", "Curitiba", "Porto Alegre"] },
  { name: "Mexico", code: "MX", weight: 3, names: "es", cities: ["Mexico City", "Guadalajara", "Monterrey", "Puebla", "Mérida"] },
  { name: "Sweden", code: "SE", weight: 3, names: "sv", cities: ["Stockholm", "Gothenburg", "Malmö", "Uppsala"] },
  { name: "Poland", code: "PL", weight: 3, names: "pl", cities: ["Warsaw", "Kraków", "Wrocław", "Gdańsk", "Poznań"] },
];

const COUNTRY_WEIGHTS = COUNTRIES.map((country) => country.weight);
const EMAIL_DOMAINS = ["gmail.com", "outlook.com", "yahoo.com", "icloud.com", "proton.me", "hotmail.com"];
const EMAIL_DOMAIN_WEIGHTS = [45, 20, 12, 12, 4, 7];

export function pickCountry(rng: Random): Country {
  return rng.weighted(COUNTRIES, COUNTRY_WEIGHTS);
}

/** Bigger cities get more people: weight 1/(rank+1). */
export function pickCity(rng: Random, country: Country): string {
  return rng.weighted(country.cities, country.cities.map((_, rank) => 1 / (rank + 1)));
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
