// Staff, customers and the chronological invoice stream of the media sample.
import { DAY, WINDOW_START, dailyCounts, timeOfDay } from "./calendar";
import { formatCents, formatTimestamp } from "./format";
import { COUNTRIES, createEmail, createPerson, type Person } from "./geography";
import { getCatalog, type Track } from "./media-catalog";
import { Random, createPicker } from "./random";
import { memo, type SampleRow } from "./types";

export interface Employee extends Person {
  id: number;
  title: string;
  reportsTo: number | null;
  hiredAt: number;
  email: string;
}

export interface MediaCustomer extends Person {
  id: number;
  email: string;
  company: string | null;
  supportRepId: number;
  /** How much this customer buys relative to others. */
  activity: number;
}

export interface InvoiceBundle {
  invoice: SampleRow;
  lines: SampleRow[];
}

const STAFF: [title: string, reportsTo: number | null][] = [
  ["General Manager", null],
  ["Sales Manager", 1],
  ["Sales Support Agent", 2],
  ["Sales Support Agent", 2],
  ["Sales Support Agent", 2],
  ["IT Manager", 1],
  ["IT Staff", 6],
  ["IT Staff", 6],
];
const SUPPORT_AGENTS = [3, 4, 5];
const CUSTOMER_COUNT = 900;
const COMPANY_SUFFIXES = ["Media", "Studios", "Records", "Labs", "Inc.", "Group", "GmbH", "Ltda."];
const COMPANY_WORDS = [
  "Blue Fern",
  "Northlight",
  "Bright Path",
  "Redline",
  "Oakridge",
  "Skyward",
  "Meridian",
  "Pixel Forge",
  "Harborview",
  "Silverleaf",
];
/** Music purchases peak at Christmas (gift cards) and dip slightly in spring. */
const MUSIC_SEASONALITY = [1.05, 0.85, 0.88, 0.9, 0.93, 0.92, 0.95, 0.94, 0.95, 1.0, 1.08, 1.4];
const LINE_COUNTS = [1, 2, 3, 4, 5, 6, 8, 10, 12, 15];
const LINE_WEIGHTS = [30, 20, 13, 10, 7, 6, 5, 4, 3, 2];

export const getEmployees = memo((): Employee[] => {
  const rng = new Random("media:employees");
  const canada = COUNTRIES.find((country) => country.code === "CA")!;
  const emails = new Set<string>();
  return STAFF.map(([title, reportsTo], i) => {
    const person = { ...createPerson(rng, canada), city: "Vancouver" };
    const hiredAt = WINDOW_START - rng.int(200, 2500) * DAY;
    return {
      id: i + 1,
      ...person,
      title,
      reportsTo,
      hiredAt,
      email: createEmail(rng, person, emails, "tunehouse.example"),
    };
  });
});

export const getMediaCustomers = memo((): MediaCustomer[] => {
  const rng = new Random("media:customers");
  const emails = new Set<string>();
  return Array.from({ length: CUSTOMER_COUNT }, (_, i) => {
    const person = createPerson(rng);
    const company = rng.chance(0.2) ? `${rng.pick(COMPANY_WORDS)} ${rng.pick(COMPANY_SUFFIXES)}` : null;
    const email = createEmail(rng, person, emails);
    return {
      id: i + 1,
      ...person,
      email,
      company,
      supportRepId: rng.pick(SUPPORT_AGENTS),
      activity: rng.logNormal(1, 0.9),
    };
  });
});

function groupByAlbum(tracks: Track[]): Map<number, Track[]> {
  const groups = new Map<number, Track[]>();
  for (const track of tracks) groups.set(track.albumId, [...(groups.get(track.albumId) ?? []), track]);
  return groups;
}

class InvoiceStream {
  private rng = new Random("media:invoices");
  private catalog = getCatalog();
  private customers = getMediaCustomers();
  private pickCustomer = createPicker(
    this.customers,
    this.customers.map((c) => c.activity),
  );
  private pickTrack = createPicker(
    this.catalog.tracks,
    this.catalog.tracks.map((t) => t.popularity),
  );
  private albumTracks = groupByAlbum(this.catalog.tracks);
  private lineId = 0;

  *run(): Generator<InvoiceBundle> {
    let invoiceId = 0;
    for (const { day, count } of dailyCounts(this.rng, { base: 5.5, growth: 1.7, seasonality: MUSIC_SEASONALITY })) {
      const times = Array.from({ length: count }, () => timeOfDay(this.rng, day)).sort((a, b) => a - b);
      for (const at of times) yield this.createInvoice(++invoiceId, at);
    }
  }

  /** Some buy a whole album, most a handful of popular tracks. */
  private pickTracks(): Track[] {
    if (this.rng.chance(0.15)) return this.albumTracks.get(this.pickTrack(this.rng).albumId)!;
    const size = this.rng.weighted(LINE_COUNTS, LINE_WEIGHTS);
    const tracks = new Set<Track>();
    while (tracks.size < size) tracks.add(this.pickTrack(this.rng));
    return [...tracks];
  }

  private createInvoice(invoiceId: number, at: number): InvoiceBundle {
    const customer = this.pickCustomer(this.rng);
    let totalCents = 0;
    const lines = this.pickTracks().map((track) => {
      const quantity = this.rng.chance(0.02) ? 2 : 1;
      totalCents += track.priceCents * quantity;
      return [++this.lineId, invoiceId, track.id, formatCents(track.priceCents), quantity];
    });
    const invoice = [
      invoiceId,
      customer.id,
      formatTimestamp(at),
      customer.city,
      customer.country.name,
      formatCents(totalCents),
    ];
    return { invoice, lines };
  }
}

/** Regenerated on every call (cheap, and nothing large stays in memory). */
export function generateInvoices(): Generator<InvoiceBundle> {
  return new InvoiceStream().run();
}
