// Rows that refer to the subject under several roles (made-up chess club, neither a sample nor an evaluation
// database): a game has a player with the white pieces and one with the black, neither key named after the players;
// whether a player has played, or never has, counts either seat unless the question names one. A club's rentals
// have the renter's own key and a guarantor's: only the renter's is the member's rental; a note's author and its
// reviewer are no opposites. A game's date named by the verb asks for games that happened.
import { describe, expect, it } from "vitest";
import { fixtureCatalog, type FixtureTable } from "../../tests/fixtures/engine/library";
import { translate } from "./index";

const TABLES: FixtureTable[] = [
  {
    name: "players",
    key: "player_id",
    columns: [
      ["player_id", "integer", "integer"],
      ["full_name", "text", "text"],
      ["rating", "integer", "integer"],
    ],
    rows: Array.from({ length: 9 }, (_, i) => ({ player_id: i + 1, full_name: `Player ${i + 1}`, rating: 1500 + i })),
  },
  {
    name: "games",
    key: "game_id",
    columns: [
      ["game_id", "integer", "integer"],
      ["white_player", "integer", "integer"],
      ["black_player", "integer", "integer"],
      ["played_on", "date", "date"],
    ],
    foreignKeys: [
      { column: "white_player", table: "players" },
      { column: "black_player", table: "players" },
    ],
    rows: Array.from({ length: 6 }, (_, i) => ({
      game_id: i + 1,
      white_player: 1 + (i % 3),
      black_player: 4 + (i % 3),
      played_on: `2025-02-${10 + i}`,
    })),
  },
  {
    name: "members",
    key: "member_id",
    columns: [
      ["member_id", "integer", "integer"],
      ["member_name", "text", "text"],
    ],
    rows: Array.from({ length: 8 }, (_, i) => ({ member_id: i + 1, member_name: `Member ${i + 1}` })),
  },
  {
    name: "rentals",
    key: "rental_id",
    columns: [
      ["rental_id", "integer", "integer"],
      ["member_id", "integer", "integer"],
      ["guarantor_id", "integer", "integer"],
      ["rented_on", "date", "date"],
    ],
    foreignKeys: [
      { column: "member_id", table: "members" },
      { column: "guarantor_id", table: "members" },
    ],
    rows: Array.from({ length: 5 }, (_, i) => ({
      rental_id: i + 1,
      member_id: 1 + i,
      guarantor_id: 8 - i,
      rented_on: `2025-03-${10 + i}`,
    })),
  },
  {
    name: "notes",
    key: "note_id",
    columns: [
      ["note_id", "integer", "integer"],
      ["author_player", "integer", "integer"],
      ["reviewer_player", "integer", "integer"],
    ],
    foreignKeys: [
      { column: "author_player", table: "players" },
      { column: "reviewer_player", table: "players" },
    ],
    rows: Array.from({ length: 4 }, (_, i) => ({ note_id: i + 1, author_player: 1 + i, reviewer_player: 9 - i })),
  },
  {
    name: "incidents",
    key: "incident_id",
    columns: [
      ["incident_id", "integer", "integer"],
      ["player_id", "integer", "integer"],
      ["reported_on", "date", "date"],
    ],
    foreignKeys: [{ column: "player_id", table: "players" }],
    rows: Array.from({ length: 4 }, (_, i) => ({
      incident_id: i + 1,
      player_id: 2 * i + 1,
      reported_on: i === 3 ? null : `2025-04-0${i + 1}`,
    })),
  },
];
const catalog = fixtureCatalog(TABLES);
const sql = (question: string) => translate(question, { catalog }).sql.replace(/\s+/g, " ");

describe("rows that refer to the subject under several roles", () => {
  it("counts either role for a player who never played", () => {
    expect(sql("Which players have never played a game?")).toMatch(
      /NOT EXISTS \(SELECT 1 FROM "games" WHERE \("players"\."player_id" = "games"\."white_player" OR "players"\."player_id" = "games"\."black_player"\)\)/,
    );
  });

  it("counts either role in a share of players who played, the game's date naming the event", () => {
    const text = sql("What percentage of our players have played at least one game?");
    expect(text).toMatch(
      /EXISTS \(SELECT 1 FROM "games" WHERE \("players"\."player_id" = "games"\."white_player" OR "players"\."player_id" = "games"\."black_player"\) AND "games"\."played_on" IS NOT NULL\)/,
    );
    expect(text).toMatch(/FROM "players"$/);
  });

  it("keeps one key where the two roles are no opposites", () => {
    expect(sql("Which players have never written a note?")).not.toContain(" OR ");
  });

  it("leaves an event denied before its rows to the absence it says", () => {
    expect(sql("Which players have never had an incident reported?")).toMatch(
      /FROM "players" WHERE NOT EXISTS \(SELECT 1 FROM "incidents"/,
    );
  });

  it("keeps the key named after the subject's own rows", () => {
    const text = sql("Which members have never rented anything?");
    expect(text).toMatch(
      /NOT EXISTS \(SELECT 1 FROM "rentals" WHERE "members"\."member_id" = "rentals"\."member_id"\)/,
    );
    expect(text).not.toContain("guarantor_id");
  });
});
