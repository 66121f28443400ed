// "Media & Entertainment" sample: a digital music and video store in the shape of Chinook, generated.
import { formatCents, formatDate } from "./format";
import { GENRES, MEDIA_TYPES, getCatalog, type Track } from "./media-catalog";
import { generateInvoices, getEmployees, getMediaCustomers, type InvoiceBundle } from "./media-sales";
import { Random } from "./random";
import { defineTable, type SampleDefinition, type SampleRow } from "./types";

function* fromInvoices(select: (bundle: InvoiceBundle) => SampleRow[]): Generator<SampleRow> {
  for (const bundle of generateInvoices()) yield* select(bundle);
}

const genreIds = (...names: string[]) => new Set(GENRES.filter((g) => names.includes(g.name)).map((g) => g.id));
const byPopularity = (a: Track, b: Track) => b.popularity - a.popularity;

/** Each playlist: a name and how its tracks are chosen from the catalogue. */
const PLAYLISTS: [string, (tracks: Track[], rng: Random) => Track[]][] = [
  ["Music", (tracks) => tracks.filter((t) => t.mediaTypeId !== 5)],
  ["TV Shows", (tracks) => tracks.filter((t) => t.mediaTypeId === 5)],
  ["Top 100", (tracks) => tracks.toSorted(byPopularity).slice(0, 100)],
  ["90's Music", (tracks) => tracks.filter((t) => t.releaseYear >= 1990 && t.releaseYear < 2000)],
  ["Rock Classics", (tracks, rng) => fromGenres(tracks, rng, 150, "Rock", "Blues")],
  ["Heavy Metal", (tracks, rng) => fromGenres(tracks, rng, 120, "Metal")],
  ["Jazz Essentials", (tracks, rng) => fromGenres(tracks, rng, 100, "Jazz")],
  ["Classical Favourites", (tracks, rng) => fromGenres(tracks, rng, 100, "Classical")],
  ["Latin Hits", (tracks, rng) => fromGenres(tracks, rng, 100, "Latin")],
  ["Chill", (tracks, rng) => fromGenres(tracks, rng, 120, "Electronica/Dance", "Jazz", "R&B/Soul", "Reggae")],
  ["Workout", (tracks, rng) => fromGenres(tracks, rng, 120, "Pop", "Electronica/Dance", "Hip Hop/Rap")],
  ["Road Trip", (tracks, rng) => fromGenres(tracks, rng, 150, "Rock", "Pop", "Country")],
  ["Focus", (tracks, rng) => fromGenres(tracks, rng, 100, "Classical", "Soundtrack", "World")],
  ["Party Mix", (tracks, rng) => fromGenres(tracks, rng, 150, "Pop", "Hip Hop/Rap", "Latin", "Electronica/Dance")],
  [
    "Indie Discoveries",
    (tracks) =>
      tracks
        .filter((t) => genreIds("Alternative & Punk").has(t.genreId))
        .toSorted(byPopularity)
        .slice(-120),
  ],
  ["Soundtracks", (tracks, rng) => fromGenres(tracks, rng, 100, "Soundtrack")],
];

function fromGenres(tracks: Track[], rng: Random, size: number, ...genres: string[]): Track[] {
  const ids = genreIds(...genres);
  return rng.sample(
    tracks.filter((t) => ids.has(t.genreId)),
    size,
  );
}

function* playlistTrackRows(): Generator<SampleRow> {
  const rng = new Random("media:playlists");
  const { tracks } = getCatalog();
  for (const [index, [, choose]] of PLAYLISTS.entries()) {
    const chosen = choose(tracks, rng).toSorted((a, b) => a.id - b.id);
    for (const track of chosen) yield [index + 1, track.id];
  }
}

const id = "integer PRIMARY KEY";

const tables = [
  defineTable({
    name: "genres",
    description: "Music and video genres.",
    columns: { id, name: "text NOT NULL UNIQUE" },
    rows: () => GENRES.map((g) => [g.id, g.name]),
  }),
  defineTable({
    name: "media_types",
    description: "File formats in which tracks are sold (audio or video).",
    columns: { id, name: "text NOT NULL UNIQUE" },
    rows: () => MEDIA_TYPES.map((name, i) => [i + 1, name]),
  }),
  defineTable({
    name: "artists",
    description: "Recording artists, bands, orchestras and TV shows.",
    columns: { id, name: "text NOT NULL" },
    rows: () => getCatalog().artists.map((a) => [a.id, a.name]),
  }),
  defineTable({
    name: "albums",
    description: "Albums (or TV seasons) by artist, with their release year.",
    columns: { id, title: "text NOT NULL", artist_id: "integer NOT NULL", release_year: "integer NOT NULL" },
    references: { artist_id: "artists" },
    rows: () => getCatalog().albums.map((a) => [a.id, a.title, a.artistId, a.releaseYear]),
  }),
  defineTable({
    name: "tracks",
    description:
      "Songs and episodes for sale: album, genre, format, duration in milliseconds, file size and price (USD).",
    columns: {
      id,
      name: "text NOT NULL",
      album_id: "integer NOT NULL",
      media_type_id: "integer NOT NULL",
      genre_id: "integer NOT NULL",
      composer: "text",
      milliseconds: "integer NOT NULL",
      bytes: "integer NOT NULL",
      unit_price: "numeric(12,2) NOT NULL",
    },
    references: { album_id: "albums", media_type_id: "media_types", genre_id: "genres" },
    rows: () =>
      getCatalog().tracks.map((t) => [
        t.id,
        t.name,
        t.albumId,
        t.mediaTypeId,
        t.genreId,
        t.composer,
        t.milliseconds,
        t.bytes,
        formatCents(t.priceCents),
      ]),
  }),
  defineTable({
    name: "employees",
    description: "Store staff; sales support agents look after customers, reports_to points to the manager.",
    columns: {
      id,
      first_name: "text NOT NULL",
      last_name: "text NOT NULL",
      title: "text NOT NULL",
      reports_to: "integer",
      hire_date: "date NOT NULL",
      city: "text NOT NULL",
      country: "text NOT NULL",
      email: "text NOT NULL UNIQUE",
    },
    references: { reports_to: "employees" },
    rows: () =>
      getEmployees().map((e) => [
        e.id,
        e.firstName,
        e.lastName,
        e.title,
        e.reportsTo,
        formatDate(e.hiredAt),
        e.city,
        e.country.name,
        e.email,
      ]),
  }),
  defineTable({
    name: "customers",
    description: "Store customers with location, optional company and their assigned support agent.",
    columns: {
      id,
      first_name: "text NOT NULL",
      last_name: "text NOT NULL",
      company: "text",
      email: "text NOT NULL UNIQUE",
      city: "text NOT NULL",
      country: "text NOT NULL",
      support_rep_id: "integer NOT NULL",
    },
    references: { support_rep_id: "employees" },
    rows: () =>
      getMediaCustomers().map((c) => [
        c.id,
        c.firstName,
        c.lastName,
        c.company,
        c.email,
        c.city,
        c.country.name,
        c.supportRepId,
      ]),
  }),
  defineTable({
    name: "invoices",
    description: "Purchases by customers with date, billing location and total (USD).",
    columns: {
      id,
      customer_id: "integer NOT NULL",
      invoice_date: "timestamp NOT NULL",
      billing_city: "text NOT NULL",
      billing_country: "text NOT NULL",
      total: "numeric(12,2) NOT NULL",
    },
    references: { customer_id: "customers" },
    indexes: [["invoice_date"]],
    rows: () => fromInvoices((bundle) => [bundle.invoice]),
  }),
  defineTable({
    name: "invoice_lines",
    description: "Tracks bought on each invoice, with unit price and quantity.",
    columns: {
      id,
      invoice_id: "integer NOT NULL",
      track_id: "integer NOT NULL",
      unit_price: "numeric(12,2) NOT NULL",
      quantity: "integer NOT NULL",
    },
    references: { invoice_id: "invoices", track_id: "tracks" },
    rows: () => fromInvoices((bundle) => bundle.lines),
  }),
  defineTable({
    name: "playlists",
    description: "Curated playlists.",
    columns: { id, name: "text NOT NULL" },
    rows: () => PLAYLISTS.map(([name], i) => [i + 1, name]),
  }),
  defineTable({
    name: "playlist_tracks",
    description: "Which tracks are on which playlist.",
    columns: { playlist_id: "integer NOT NULL", track_id: "integer NOT NULL" },
    primaryKey: ["playlist_id", "track_id"],
    references: { playlist_id: "playlists", track_id: "tracks" },
    rows: playlistTrackRows,
  }),
];

export const media: SampleDefinition = {
  id: "media",
  name: "Media & Entertainment",
  type: "postgresql",
  category: "Media & Entertainment",
  icon: "🎵",
  iconName: "music",
  description:
    "A digital music and video store: artists, albums, tracks, playlists, customers and three years of invoices.",
  schema: "media",
  tables,
};
