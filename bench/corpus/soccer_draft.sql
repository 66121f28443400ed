-- soccer_draft: a soccer league's player records: 6 countries (name, capital, official native language), 10 teams,
--   16 season entries (one player per season 1996-2011 with position, country, team, draft pick number, draft
--   class and college) and 10 players with years played and win-loss records (total, singles, doubles) for a team.
-- Source: the Spider text-to-SQL dataset's match_season database (Yale LILY, https://yale-lily.github.io/spider);
--   the copy used is database/match_season/match_season.sqlite of https://github.com/LeLuven/MachineSpider,
--   commit fec4cdd7c9954caaa8c88e3897b763302103d5a0, whose identifiers are machine-translated to German; Spider's
--   original English table and column names (datasets/spider/database/match_season/schema.sql of
--   https://github.com/hyukkyukang/text2SQL, commit 999f5e467a3c2a263533f1dfa3d0106a18d343d1) are restored here.
-- License: CC BY-SA 4.0 (Spider); this converted file is CC BY-SA 4.0 too.
-- Converted for PostgreSQL: Spider's lower-case table names (country, team, match_season, player) and
--   Capitalised_Snake_Case columns written WITHOUT quotes, so PostgreSQL folds every name to lower case
--   (country_id, country_name, official_native_language, draft_pick_number, years_played, total_wl). Types: int as
--   integer, text as text; Season (Spider's real, every value a whole year) as integer. Years_Played and the
--   win-loss columns stay text as in Spider (e.g. '8 (2003–2005, 2007–2011)', '6–9'). Keys as in Spider.



CREATE TABLE country (
  country_id integer NOT NULL,
  country_name text,
  capital text,
  official_native_language text,
  PRIMARY KEY (country_id)
);

CREATE TABLE team (
  team_id integer NOT NULL,
  name text,
  PRIMARY KEY (team_id)
);

CREATE TABLE match_season (
  season integer NOT NULL,
  player text,
  position text,
  country integer,
  team integer,
  draft_pick_number integer,
  draft_class text,
  college text,
  PRIMARY KEY (season)
);

CREATE TABLE player (
  player_id integer NOT NULL,
  player text,
  years_played text,
  total_wl text,
  singles_wl text,
  doubles_wl text,
  team integer,
  PRIMARY KEY (player_id)
);

INSERT INTO country (country_id, country_name, capital, official_native_language) VALUES
(1, 'Indonesia', 'Jakarta', 'Bahasa Indonesia'),
(2, 'Iran', 'Tehran', 'Persian ( Arabic script )'),
(3, 'Iraq', 'Baghdad', 'Arabic ( Arabic script ) Kurdish'),
(4, 'Ireland', 'Dublin', 'Irish English'),
(5, 'Isle of Man', 'Douglas', 'English Manx'),
(6, 'United States', 'Washington', 'English');

INSERT INTO team (team_id, name) VALUES
(1, 'Columbus Crew'),
(2, 'Evalyn Feil'),
(3, 'Anais VonRueden'),
(4, 'Miami Fusion'),
(5, 'Enrique Osinski'),
(6, 'Brown Erdman'),
(7, 'Los Angeles Galaxy'),
(8, 'Berneice Hand'),
(9, 'Ryley Goldner'),
(10, 'D.C. United');

INSERT INTO match_season (season, player, position, country, team, draft_pick_number, draft_class, college) VALUES
(1996, 'Steve Ralston Category:Articles with hCards', 'Midfielder', 6, 1, 18, '1996 MLS College Draft', 'Florida International'),
(1997, 'Mike Duhaney Category:Articles with hCards', 'Defender', 6, 2, 87, '1996 MLS Inaugural Player Draft', 'UNLV'),
(1998, 'Ben Olsen Category:Articles with hCards', 'Midfielder', 4, 3, 2, 'Project-40', 'Virginia'),
(1999, 'Jay Heaps Category:Articles with hCards', 'Defender', 5, 4, 5, '1999 MLS College Draft', 'Duke'),
(2000, 'Carlos Bocanegra Category:Articles with hCards', 'Defender', 5, 5, 4, '2000 MLS SuperDraft', 'UCLA'),
(2001, 'Rodrigo Faria Category:Articles with hCards', 'Forward', 4, 5, 13, '2001 MLS SuperDraft', 'Concordia College'),
(2002, 'Kyle Martino Category:Articles with hCards', 'Midfielder', 6, 3, 8, '2002 MLS SuperDraft', 'Virginia'),
(2003, 'Damani Ralph Category:Articles with hCards', 'Forward', 1, 2, 18, '2003 MLS SuperDraft', 'Connecticut'),
(2004, 'Clint Dempsey Category:Articles with hCards', 'Midfielder', 6, 3, 8, '2004 MLS SuperDraft', 'Furman'),
(2005, 'Michael Parkhurst Category:Articles with hCards', 'Defender', 6, 4, 9, '2005 MLS SuperDraft', 'Wake Forest'),
(2006, 'Jonathan Bornstein Category:Articles with hCards', 'Defender', 6, 10, 37, '2006 MLS SuperDraft', 'UCLA'),
(2007, 'Maurice Edu Category:Articles with hCards', 'Midfielder', 4, 9, 1, '2007 MLS SuperDraft', 'Maryland'),
(2008, 'Sean Franklin Category:Articles with hCards', 'Defender', 6, 5, 4, '2008 MLS SuperDraft', 'Cal State Northridge'),
(2009, 'Omar Gonzalez Category:Articles with hCards', 'Defender', 6, 5, 3, '2009 MLS SuperDraft', 'Maryland'),
(2010, 'Andy Najar Category:Articles with hCards', 'Midfielder', 4, 5, 6, 'D.C. United Academy', 'none'),
(2011, 'C. J. Sapong Category:Articles with hCards', 'Forward', 6, 3, 10, '2011 MLS SuperDraft', 'James Madison');

INSERT INTO player (player_id, player, years_played, total_wl, singles_wl, doubles_wl, team) VALUES
(1, 'Cho Soong-Jae (630)', '1 (2011)', '2–0', '1–0', '1–0', 1),
(2, 'Chung Hong (717)', '1 (2011)', '0–0', '0–0', '0–0', 1),
(3, 'Im Kyu-tae (492)', '8 (2003–2005, 2007–2011)', '6–9', '5–7', '1–2', 1),
(4, 'Jeong Suk-Young (793)', '2 (2010–2011)', '1–2', '1–2', '0–0', 1),
(5, 'Kim Hyun-Joon (908)', '2 (2010–2011)', '3–4', '2–1', '1–3', 2),
(6, 'Kim Young-Jun (474)', '4 (2003–2004, 2010–2011)', '6–4', '6–3', '0–1', 4),
(7, 'Lim Yong-Kyu (288)', '3 (2009–2011)', '7–6', '5–6', '2–0', 6),
(8, 'Seol Jae-Min (none)', '2 (2010-2011)', '2–2', '0–0', '2–2', 1),
(9, 'An Jae-Sung', '3 (2005, 2007–2008)', '4–3', '3–2', '1–1', 1),
(10, 'Bae Nam-Ju', '2 (1988, 1990)', '1–3', '0–2', '1–1', 8);

ALTER TABLE match_season ADD CONSTRAINT match_season_fk1 FOREIGN KEY (country) REFERENCES country (country_id);

ALTER TABLE match_season ADD CONSTRAINT match_season_fk2 FOREIGN KEY (team) REFERENCES team (team_id);

ALTER TABLE player ADD CONSTRAINT player_fk1 FOREIGN KEY (team) REFERENCES team (team_id);
