// Music catalogue of the media sample (Chinook-like shape): genres, artists, albums, tracks.
import { Random, zipfWeights } from "./random";
import { COUNTRIES, createPerson } from "./geography";
import { memo } from "./types";

export interface Genre {
  id: number;
  name: string;
  weight: number;
}

export const GENRES: Genre[] = [
  ["Rock", 20],
  ["Pop", 14],
  ["Alternative & Punk", 8],
  ["Metal", 7],
  ["Jazz", 6],
  ["Hip Hop/Rap", 8],
  ["Electronica/Dance", 7],
  ["R&B/Soul", 5],
  ["Latin", 6],
  ["Classical", 5],
  ["Blues", 3],
  ["Country", 4],
  ["Reggae", 2],
  ["Soundtrack", 3],
  ["World", 2],
  ["TV Shows", 3],
].map(([name, weight], i) => ({ id: i + 1, name: name as string, weight: weight as number }));

export const MEDIA_TYPES = [
  "MPEG audio file",
  "Protected AAC audio file",
  "Purchased AAC audio file",
  "AAC audio file",
  "Protected MPEG-4 video file",
];
const VIDEO_TYPE = 5;
const TV = GENRES.find((genre) => genre.name === "TV Shows")!.id;
const CLASSICAL = GENRES.find((genre) => genre.name === "Classical")!.id;

const ADJECTIVES = [
  "Velvet",
  "Electric",
  "Silent",
  "Golden",
  "Broken",
  "Midnight",
  "Crimson",
  "Wild",
  "Hollow",
  "Neon",
  "Frozen",
  "Burning",
  "Restless",
  "Paper",
  "Lonely",
  "Bright",
  "Distant",
  "Secret",
  "Wandering",
  "Little",
  "Endless",
  "Sweet",
  "Savage",
  "Quiet",
  "Northern",
  "Lucky",
  "Shallow",
  "Heavy",
  "Sacred",
  "Crystal",
];
const NOUNS = [
  "Heart",
  "River",
  "Fire",
  "Ocean",
  "Highway",
  "Moon",
  "Garden",
  "Shadow",
  "Dream",
  "Mirror",
  "Storm",
  "City",
  "Summer",
  "Horizon",
  "Thunder",
  "Echo",
  "Rain",
  "Kingdom",
  "Signal",
  "Skyline",
  "Desert",
  "Machine",
  "Harbor",
  "Island",
  "Wolf",
  "Satellite",
  "Lantern",
  "Avenue",
  "Memory",
  "Winter",
];
const VERBS = [
  "Chasing",
  "Dancing with",
  "Running from",
  "Waiting for",
  "Falling into",
  "Holding",
  "Burning",
  "Calling",
  "Remember",
  "Follow",
];
const PLURALS = [
  "Foxes",
  "Strangers",
  "Rebels",
  "Ghosts",
  "Pilots",
  "Lions",
  "Saints",
  "Wolves",
  "Comets",
  "Hearts",
  "Keys",
  "Arrows",
];
const FORMS = ["Symphony", "Concerto", "Sonata", "Nocturne", "Suite", "Prelude", "Requiem", "Serenade"];
const COLLECTIONS = [
  "Complete Symphonies",
  "Piano Concertos",
  "String Quartets",
  "Sacred Works",
  "Violin Sonatas",
  "Nocturnes",
  "Orchestral Suites",
  "Overtures",
];
const KEYS = ["C major", "D minor", "E-flat major", "G minor", "A major", "B-flat minor", "F major"];

export interface Artist {
  id: number;
  name: string;
  genreId: number;
  popularity: number;
}

export interface Album {
  id: number;
  title: string;
  artistId: number;
  releaseYear: number;
}

export interface Track {
  id: number;
  name: string;
  albumId: number;
  mediaTypeId: number;
  genreId: number;
  composer: string | null;
  milliseconds: number;
  bytes: number;
  priceCents: number;
  popularity: number;
  releaseYear: number;
}

export interface Catalog {
  artists: Artist[];
  albums: Album[];
  tracks: Track[];
}

const ARTIST_COUNT = 240;

function artistName(rng: Random, genreId: number, seen: Set<string>): string {
  for (;;) {
    const city = rng.pick(rng.pick(COUNTRIES).cities);
    const person = createPerson(rng);
    const name =
      genreId === CLASSICAL
        ? rng.pick([
            `${city} Philharmonic Orchestra`,
            `${city} Chamber Ensemble`,
            `${person.firstName} ${person.lastName}`,
          ])
        : genreId === TV
          ? `${rng.pick(ADJECTIVES)} ${rng.pick(NOUNS)}`
          : rng.weighted(
              [
                `The ${rng.pick(ADJECTIVES)} ${rng.pick(PLURALS)}`,
                `${rng.pick(ADJECTIVES)} ${rng.pick(NOUNS)}`,
                `${person.firstName} ${person.lastName}`,
              ],
              [3, 3, 4],
            );
    if (!seen.has(name)) {
      seen.add(name);
      return name;
    }
  }
}

function albumTitle(rng: Random, artist: Artist, index: number): string {
  if (artist.genreId === TV) return `${artist.name}, Season ${index + 1}`;
  if (artist.genreId === CLASSICAL) return `${rng.pick(COLLECTIONS)}, Vol. ${index + 1}`;
  const city = rng.pick(rng.pick(COUNTRIES).cities);
  return rng.weighted(
    [
      `${rng.pick(ADJECTIVES)} ${rng.pick(NOUNS)}`,
      `The ${rng.pick(NOUNS)} Sessions`,
      `Live in ${city}`,
      `${rng.pick(NOUNS)} of ${rng.pick(NOUNS)}`,
      "Greatest Hits",
    ],
    [10, 3, 2, 4, index > 2 ? 2 : 0],
  );
}

function trackName(rng: Random, genreId: number, index: number): string {
  if (genreId === TV) return index === 0 ? "Pilot" : `Episode ${index + 1}: The ${rng.pick(NOUNS)}`;
  if (genreId === CLASSICAL) return `${rng.pick(FORMS)} No. ${rng.int(1, 24)} in ${rng.pick(KEYS)}`;
  return rng.weighted(
    [
      `${rng.pick(ADJECTIVES)} ${rng.pick(NOUNS)}`,
      `${rng.pick(VERBS)} the ${rng.pick(NOUNS)}`,
      `${rng.pick(NOUNS)}`,
      `Song for ${createPerson(rng).firstName}`,
    ],
    [6, 3, 2, 1],
  );
}

function personName(rng: Random): string {
  const person = createPerson(rng);
  return `${person.firstName} ${person.lastName}`;
}

function createArtists(rng: Random): Artist[] {
  const seen = new Set<string>();
  const popularity = rng.sample(zipfWeights(ARTIST_COUNT, 0.8), ARTIST_COUNT);
  const genreWeights = GENRES.map((genre) => genre.weight);
  return popularity.map((weight, i) => {
    const genreId = rng.weighted(GENRES, genreWeights).id;
    return { id: i + 1, name: artistName(rng, genreId, seen), genreId, popularity: weight };
  });
}

function createTrack(rng: Random, id: number, album: Album, artist: Artist, index: number): Track {
  const video = artist.genreId === TV;
  const genreId =
    !video && rng.chance(0.1)
      ? rng.weighted(
          GENRES,
          GENRES.map((g) => g.weight),
        ).id
      : artist.genreId;
  const median = video ? 2_500_000 : genreId === CLASSICAL ? 390_000 : 225_000;
  const milliseconds = Math.round(rng.logNormal(median, video ? 0.12 : 0.3));
  const composer = video || rng.chance(0.35) ? null : personName(rng);
  return {
    id,
    name: trackName(rng, genreId, index),
    albumId: album.id,
    mediaTypeId: video ? VIDEO_TYPE : rng.weighted([1, 2, 3, 4], [65, 18, 5, 12]),
    genreId: video ? TV : genreId,
    composer,
    milliseconds,
    bytes: Math.round(milliseconds * (video ? rng.float(180, 200) : rng.float(30, 40))),
    priceCents: video ? 199 : rng.chance(0.15) ? 129 : 99,
    // Openers and singles sell best; the artist's fame dominates.
    popularity: artist.popularity / Math.sqrt(index + 1) / (video ? 3 : 1),
    releaseYear: album.releaseYear,
  };
}

export const getCatalog = memo((): Catalog => {
  const rng = new Random("media:catalog");
  const artists = createArtists(rng);
  const albums: Album[] = [];
  const tracks: Track[] = [];
  for (const artist of artists) {
    const albumCount = rng.weighted([1, 2, 3, 4], [40, 30, 18, 12]);
    for (let a = 0; a < albumCount; a++) {
      const album = {
        id: albums.length + 1,
        title: "",
        artistId: artist.id,
        releaseYear: Math.max(1958, Math.round(2023 - rng.logNormal(9, 0.9))),
      };
      album.title = albumTitle(rng, artist, a);
      albums.push(album);
      const trackCount =
        artist.genreId === TV ? rng.int(6, 13) : artist.genreId === CLASSICAL ? rng.int(4, 9) : rng.int(8, 14);
      for (let t = 0; t < trackCount; t++) tracks.push(createTrack(rng, tracks.length + 1, album, artist, t));
    }
  }
  return { artists, albums, tracks };
});
