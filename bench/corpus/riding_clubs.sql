-- riding_clubs: a riding league's register: 14 players (sponsor, name, gender, place of residence, occupation, votes
--   received and a rank written '1st' to '4th'), 6 clubs (name, region, start year), 5 coaches (name, gender, club,
--   rank 1-5), 7 player-coach links (the year the player started with the coach) and the league's medal table (one
--   row per club: rank, gold, big silver, small silver and bronze medals, points).
-- Source: the Spider text-to-SQL dataset's riding_club database (Yale LILY, https://yale-lily.github.io/spider); the
--   copy used is database/riding_club/riding_club.sqlite of https://github.com/LeLuven/MachineSpider, commit
--   fec4cdd7c9954caaa8c88e3897b763302103d5a0, whose identifiers are machine-translated to German; Spider's original
--   English table and column names (datasets/spider/database/riding_club/schema.sql of
--   https://github.com/hyukkyukang/text2SQL, commit 999f5e467a3c2a263533f1dfa3d0106a18d343d1) are restored here.
-- License: CC BY-SA 4.0 (Spider); this converted file is CC BY-SA 4.0 too.
-- Converted for PostgreSQL: Spider's lower-case singular table names (player, club, coach, player_coach,
--   match_result) and Capitalised_Snake_Case columns (Player_ID, Sponsor_name, Player_name, Club_name, Start_year,
--   Coach_name, Starting_year, Big_Silver, Small_Silver) written WITHOUT quotes, so PostgreSQL folds every name to
--   lower case (sponsor_name, big_silver). Types: text as varchar; ids, Votes, years, medals, Points and the coach's
--   and medal table's Rank as integer; player.Rank stays text ('1st', '2nd', ...). NOT NULL added to primary-key
--   columns. Keys as in Spider; the foreign keys (coach.Club_ID -> club, player_coach.Player_ID -> player,
--   player_coach.Coach_ID -> coach, match_result.Club_ID -> club) are added after the rows (every row satisfies
--   them).

CREATE TABLE player (
  player_id integer NOT NULL,
  sponsor_name varchar(50),
  player_name varchar(50),
  gender varchar(1),
  residence varchar(30),
  occupation varchar(50),
  votes integer,
  rank varchar(10),
  PRIMARY KEY (player_id)
);

CREATE TABLE club (
  club_id integer NOT NULL,
  club_name varchar(50),
  region varchar(30),
  start_year integer,
  PRIMARY KEY (club_id)
);

CREATE TABLE coach (
  coach_id integer NOT NULL,
  coach_name varchar(50),
  gender varchar(1),
  club_id integer,
  rank integer,
  PRIMARY KEY (coach_id)
);

CREATE TABLE player_coach (
  player_id integer NOT NULL,
  coach_id integer NOT NULL,
  starting_year integer,
  PRIMARY KEY (player_id, coach_id)
);

CREATE TABLE match_result (
  rank integer NOT NULL,
  club_id integer NOT NULL,
  gold integer,
  big_silver integer,
  small_silver integer,
  bronze integer,
  points integer,
  PRIMARY KEY (rank, club_id)
);

INSERT INTO player (player_id, sponsor_name, player_name, gender, residence, occupation, votes, rank) VALUES
  (1, 'Brandon—Souris', 'Jean Luc Bouché', 'M', 'Brandon', 'Locomotive Engineer', 6055, '2nd'),
  (2, 'Charleswood—St. James—Assiniboia', 'Fiona Shiells', 'F', 'Winnipeg', 'Ministerial Assistant', 7190, '3rd'),
  (3, 'Churchill', 'Niki Ashton', 'F', 'Thompson', 'Researcher', 8734, '1st'),
  (4, 'Dauphin—Swan River—Marquette', 'Ron Strynadka', 'M', 'Birtle', 'Retired', 4914, '2nd'),
  (5, 'Elmwood—Transcona', 'Jim Maloway', 'M', 'Winnipeg', 'Small Businessman', 14355, '1st'),
  (6, 'Kildonan—St. Paul', 'Ross Eadie', 'M', 'Winnipeg', 'Self Employed / Consultant', 12093, '2nd'),
  (7, 'Portage—Lisgar', 'Mohamed Alli', 'M', 'Winnipeg', 'Distribution Centre Associate', 2353, '4th'),
  (8, 'Provencher', 'Ross C. Martin', 'M', 'Oakbank', 'Design Coordinator', 4947, '2nd'),
  (9, 'Saint Boniface', 'Matt Schaubroeck', 'M', 'Winnipeg', 'Student', 5502, '3rd'),
  (10, 'Selkirk—Interlake', 'Patricia Cordner', 'F', 'Selkirk', 'Retired', 9506, '2nd'),
  (11, 'Winnipeg Centre', 'Pat Martin', 'M', 'Winnipeg', 'Parliamentarian', 12285, '1st'),
  (12, 'Winnipeg North', 'Judy Wasylycia-Leis', 'F', 'Winnipeg', 'Parliamentarian', 14097, '1st'),
  (13, 'Winnipeg South', 'Sean Robert', 'M', 'Winnipeg', 'Product Consultant - MLCC', 4673, '3rd'),
  (14, 'Winnipeg South Centre', 'Rachel Heinrichs', 'F', 'Winnipeg', 'Student', 5490, '3rd');

INSERT INTO club (club_id, club_name, region, start_year) VALUES
  (1, 'AIK', 'USA', 2009),
  (2, 'BK Häcken', 'UK', 1998),
  (3, 'Djurgårdens IF', 'USA', 2005),
  (4, 'Gefle IF', 'Korea', 2001),
  (5, 'Halmstads BK', 'Russia', 2000),
  (6, 'Helsingborgs IF', 'France', 2011);

INSERT INTO coach (coach_id, coach_name, gender, club_id, rank) VALUES
  (1, 'Jameson Tomas', 'M', 1, 1),
  (2, 'Joe Fabbri', 'F', 1, 2),
  (3, 'Robert Chen', 'M', 3, 3),
  (4, 'James Wong', 'M', 3, 4),
  (5, 'Smith Brown', 'M', 1, 5);

INSERT INTO player_coach (player_id, coach_id, starting_year) VALUES
  (1, 1, 2010),
  (2, 1, 2011),
  (3, 1, 2012),
  (4, 2, 2013),
  (6, 3, 2012),
  (10, 3, 2011),
  (14, 5, 2010);

INSERT INTO match_result (rank, club_id, gold, big_silver, small_silver, bronze, points) VALUES
  (1, 1, 20, 14, 9, 8, 168),
  (2, 2, 13, 11, 16, 9, 139),
  (3, 3, 12, 9, 4, 7, 102),
  (4, 4, 5, 12, 10, 8, 89),
  (5, 5, 7, 7, 9, 10, 84),
  (6, 6, 6, 6, 6, 6, 66);

ALTER TABLE coach ADD CONSTRAINT fk_coach_club_id FOREIGN KEY (club_id) REFERENCES club (club_id);
ALTER TABLE player_coach ADD CONSTRAINT fk_player_coach_player_id FOREIGN KEY (player_id) REFERENCES player (player_id);
ALTER TABLE player_coach ADD CONSTRAINT fk_player_coach_coach_id FOREIGN KEY (coach_id) REFERENCES coach (coach_id);
ALTER TABLE match_result ADD CONSTRAINT fk_match_result_club_id FOREIGN KEY (club_id) REFERENCES club (club_id);
