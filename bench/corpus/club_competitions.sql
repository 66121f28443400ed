-- club_competitions: a sports federation's records of 6 member clubs (name, region, start year), their places in a
--   medal table (rank, gold, silver, bronze, total), 15 rugby-league players registered with the clubs (position,
--   appearances, tries, goals as text such as '50/60', points), 11 competitions of 2006 and 2007 (type Friendly or
--   Tournament, host country) and 6 competition results between two clubs with a score such as '11:10'.
-- Source: the Spider text-to-SQL dataset's sports_competition database (Yale LILY, https://yale-lily.github.io/spider);
--   the copy used is database/sports_competition/sports_competition.sqlite of https://github.com/LeLuven/MachineSpider,
--   commit fec4cdd7c9954caaa8c88e3897b763302103d5a0, whose identifiers are machine-translated to German; Spider's
--   original English table and column names (datasets/spider/database/sports_competition/schema.sql of
--   https://github.com/hyukkyukang/text2SQL, commit 999f5e467a3c2a263533f1dfa3d0106a18d343d1) are restored here.
-- License: CC BY-SA 4.0 (Spider); this converted file is CC BY-SA 4.0 too.
-- Converted for PostgreSQL: Spider's lower-case table names (club, club_rank, player, competition,
--   competition_result) and mixed-case columns (Club_ID, name, Region, Start_year, Rank, Gold, Silver, Bronze, Total,
--   Player_ID, Position, Apps, Tries, Goals, Points, Competition_ID, Year, Competition_type, Country, Club_ID_1,
--   Club_ID_2, Score) written WITHOUT quotes, so PostgreSQL folds every name to lower case (club_id, start_year,
--   competition_type, club_id_1). Types: Start_year (text in Spider, four-digit years only) as integer; Rank, Gold,
--   Silver, Bronze, Total, Apps, Tries, Points and Year (real in Spider, whole numbers only) as integer; Goals and
--   Score stay text as in Spider ('50/60', '11:10'); the rest as in Spider (integer, text). NOT NULL added to
--   primary-key columns. Keys as in Spider; the five foreign keys are added after the rows (every row satisfies them).


CREATE TABLE club (
  club_id integer NOT NULL,
  name text,
  region text,
  start_year integer,
  PRIMARY KEY (club_id)
);

CREATE TABLE club_rank (
  rank integer NOT NULL,
  club_id integer NOT NULL,
  gold integer,
  silver integer,
  bronze integer,
  total integer,
  PRIMARY KEY (rank, club_id)
);

CREATE TABLE player (
  player_id integer NOT NULL,
  name text,
  position text,
  club_id integer,
  apps integer,
  tries integer,
  goals text,
  points integer,
  PRIMARY KEY (player_id)
);

CREATE TABLE competition (
  competition_id integer NOT NULL,
  year integer,
  competition_type text,
  country text,
  PRIMARY KEY (competition_id)
);

CREATE TABLE competition_result (
  competition_id integer NOT NULL,
  club_id_1 integer NOT NULL,
  club_id_2 integer NOT NULL,
  score text,
  PRIMARY KEY (competition_id, club_id_1, club_id_2)
);

INSERT INTO club (club_id, name, region, start_year) VALUES
(1, 'AIB', 'USA', 2009),
(2, 'BK Slide', 'UK', 1998),
(3, 'IFG', 'China', 2005),
(4, 'ASC', 'Japan', 2001),
(5, 'HGS2', 'England', 2000),
(6, 'HSBIF', 'Brazil', 2011);

INSERT INTO club_rank (rank, club_id, gold, silver, bronze, total) VALUES
(1, 2, 11, 11, 9, 31),
(2, 3, 8, 7, 6, 21),
(3, 1, 7, 4, 2, 13),
(4, 4, 4, 2, 6, 12),
(5, 5, 3, 3, 0, 6),
(6, 6, 2, 1, 0, 3);

INSERT INTO player (player_id, name, position, club_id, apps, tries, goals, points) VALUES
(1, 'Michael Platt', 'Full Back', 1, 20, 5, '0', 20),
(2, 'Dave Halley', 'Right Wing', 2, 23, 9, '0', 36),
(3, 'James Evans', 'Right Centre', 1, 30, 9, '0', 36),
(4, 'Tame Tupou', 'Left Wing', 2, 10, 3, '0', 12),
(5, 'Iestyn Harris', 'Stand Off', 4, 27, 3, '50/60', 110),
(6, 'Paul Deacon (c)', 'Scrum Half', 4, 20, 3, '90/106', 188),
(7, 'Joe Vagana', 'Prop', 5, 19, 1, '0/1', 4),
(8, 'Terry Newton', 'Hooker', 5, 26, 9, '0', 36),
(9, 'Andy Lynch', 'Prop', 2, 29, 5, '0', 20),
(10, 'David Solomona', 'Second Row', 2, 24, 5, '0', 20),
(11, 'Glenn Morrison (vc)', 'Second Row', 2, 14, 6, '0', 24),
(12, 'Jamie Langley (vc)', 'Loose Forward', 2, 28, 2, '0', 8),
(13, 'Chris Feather', 'Prop', 3, 13, 1, '0', 4),
(14, 'Matt Cook', 'Second Row', 4, 17, 4, '0', 16),
(15, 'Sam Burgess', 'Loose Forward', 4, 23, 8, '0', 32);

INSERT INTO competition (competition_id, year, competition_type, country) VALUES
(1, 2006, 'Friendly', 'Italy'),
(2, 2006, 'Friendly', 'Spain'),
(3, 2006, 'Friendly', 'Australia'),
(4, 2006, 'Friendly', 'Russia'),
(5, 2007, 'Friendly', 'Russia'),
(6, 2007, 'Friendly', 'Australia'),
(7, 2007, 'Tournament', 'Russia'),
(8, 2007, 'Tournament', 'Slovenia'),
(9, 2007, 'Tournament', 'Slovenia'),
(10, 2007, 'Friendly', 'Italy'),
(11, 2007, 'Friendly', 'Ireland');

INSERT INTO competition_result (competition_id, club_id_1, club_id_2, score) VALUES
(1, 1, 2, '11:10'),
(2, 3, 2, '25:2'),
(10, 4, 2, '13:10'),
(4, 1, 2, '12:9'),
(5, 1, 4, '10:3'),
(6, 1, 6, '10:11');

ALTER TABLE club_rank ADD CONSTRAINT club_rank_fk1 FOREIGN KEY (club_id) REFERENCES club (club_id);

ALTER TABLE player ADD CONSTRAINT player_fk1 FOREIGN KEY (club_id) REFERENCES club (club_id);

ALTER TABLE competition_result ADD CONSTRAINT competition_result_fk1 FOREIGN KEY (club_id_1) REFERENCES club (club_id);

ALTER TABLE competition_result ADD CONSTRAINT competition_result_fk2 FOREIGN KEY (club_id_2) REFERENCES club (club_id);

ALTER TABLE competition_result ADD CONSTRAINT competition_result_fk3 FOREIGN KEY (competition_id) REFERENCES competition (competition_id);
