-- campus_games: a college's students (name, age, sex, major and advisor codes, home city code), the video games on a
--   list, which students play which game for how many hours, and the sports students play (hours a week, games
--   played, whether on a sports scholarship).
-- Source: the Spider text-to-SQL dataset's game_1 database (Yale LILY, https://yale-lily.github.io/spider); the copy used
--   is database/game_1/game_1.sqlite of https://github.com/LeLuven/MachineSpider, commit 1f1e32b0de926e888ca4678adfdeee7fdd0c3267,
--   whose identifiers are machine-translated to German; Spider's original English table and column names are restored.
-- License: CC BY-SA 4.0 (Spider); this converted file is CC BY-SA 4.0 too.
-- Converted for PostgreSQL: Spider's abbreviated mixed-case names (Student, Video_Games, Plays_Games, SportsInfo, StuID,
--   LName, Fname, GameID, GName, GType, Hours_Played, SportName, HoursPerWeek, GamesPlayed, OnScholarship) written
--   WITHOUT quotes, so PostgreSQL folds them to lower case (stuid, lname, gname, hours_played, onscholarship). Major and
--   Advisor are bare number codes; Sex is 'M'/'F', OnScholarship 'Y'/'N'. Primary and foreign keys as declared in Spider
--   (Plays_Games and SportsInfo have no key).

CREATE TABLE student (
  stuid integer NOT NULL,
  lname varchar(12),
  fname varchar(12),
  age integer,
  sex varchar(1),
  major integer,
  advisor integer,
  city_code varchar(3),
  PRIMARY KEY (stuid)
);

CREATE TABLE video_games (
  gameid integer NOT NULL,
  gname varchar(40),
  gtype varchar(40),
  PRIMARY KEY (gameid)
);

CREATE TABLE plays_games (
  stuid integer,
  gameid integer,
  hours_played integer
);

CREATE TABLE sportsinfo (
  stuid integer,
  sportname varchar(32),
  hoursperweek integer,
  gamesplayed integer,
  onscholarship varchar(1)
);

INSERT INTO student (stuid, lname, fname, age, sex, major, advisor, city_code) VALUES
(1001, 'Smith', 'Linda', 18, 'F', 600, 1121, 'BAL'),
(1002, 'Kim', 'Tracy', 19, 'F', 600, 7712, 'HKG'),
(1003, 'Jones', 'Shiela', 21, 'F', 600, 7792, 'WAS'),
(1004, 'Kumar', 'Dinesh', 20, 'M', 600, 8423, 'CHI'),
(1005, 'Gompers', 'Paul', 26, 'M', 600, 1121, 'YYZ'),
(1006, 'Schultz', 'Andy', 18, 'M', 600, 1148, 'BAL'),
(1007, 'Apap', 'Lisa', 18, 'F', 600, 8918, 'PIT'),
(1008, 'Nelson', 'Jandy', 20, 'F', 600, 9172, 'BAL'),
(1009, 'Tai', 'Eric', 19, 'M', 600, 2192, 'YYZ'),
(1010, 'Lee', 'Derek', 17, 'M', 600, 2192, 'HOU'),
(1011, 'Adams', 'David', 22, 'M', 600, 1148, 'PHL'),
(1012, 'Davis', 'Steven', 20, 'M', 600, 7723, 'PIT'),
(1014, 'Norris', 'Charles', 18, 'M', 600, 8741, 'DAL'),
(1015, 'Lee', 'Susan', 16, 'F', 600, 8721, 'HKG'),
(1016, 'Schwartz', 'Mark', 17, 'M', 600, 2192, 'DET'),
(1017, 'Wilson', 'Bruce', 27, 'M', 600, 1148, 'LON'),
(1018, 'Leighton', 'Michael', 20, 'M', 600, 1121, 'PIT'),
(1019, 'Pang', 'Arthur', 18, 'M', 600, 2192, 'WAS'),
(1020, 'Thornton', 'Ian', 22, 'M', 520, 7271, 'NYC'),
(1021, 'Andreou', 'George', 19, 'M', 520, 8722, 'NYC'),
(1022, 'Woods', 'Michael', 17, 'M', 540, 8722, 'PHL'),
(1023, 'Shieber', 'David', 20, 'M', 520, 8722, 'NYC'),
(1024, 'Prater', 'Stacy', 18, 'F', 540, 7271, 'BAL'),
(1025, 'Goldman', 'Mark', 18, 'M', 520, 7134, 'PIT'),
(1026, 'Pang', 'Eric', 19, 'M', 520, 7134, 'HKG'),
(1027, 'Brody', 'Paul', 18, 'M', 520, 8723, 'LOS'),
(1028, 'Rugh', 'Eric', 20, 'M', 550, 2311, 'ROC'),
(1029, 'Han', 'Jun', 17, 'M', 100, 2311, 'PEK'),
(1030, 'Cheng', 'Lisa', 21, 'F', 550, 2311, 'SFO'),
(1031, 'Smith', 'Sarah', 20, 'F', 550, 8772, 'PHL'),
(1032, 'Brown', 'Eric', 20, 'M', 550, 8772, 'ATL'),
(1033, 'Simms', 'William', 18, 'M', 550, 8772, 'NAR'),
(1034, 'Epp', 'Eric', 18, 'M', 50, 5718, 'BOS'),
(1035, 'Schmidt', 'Sarah', 26, 'F', 50, 5718, 'WAS');

INSERT INTO video_games (gameid, gname, gtype) VALUES
(1, 'RNG Stone', 'Collectible card game'),
(2, 'The Vanishing of Eric Calder', 'Walking Simulator'),
(3, 'Grand Term Assignment', 'Role-playing game'),
(4, 'Europe is the Universe', 'Grand strategy'),
(5, 'Call of Destiny', 'Frist-person shooter'),
(6, 'Works of Widenius', 'Massively multiplayer online game');

INSERT INTO plays_games (stuid, gameid, hours_played) VALUES
(1001, 1, 35),
(1001, 2, 15),
(1001, 5, 1),
(1007, 4, 1000),
(1008, 5, 50),
(1008, 3, 50),
(1010, 6, 1337),
(1032, 1, 47),
(1032, 2, 10),
(1032, 3, 100);

INSERT INTO sportsinfo (stuid, sportname, hoursperweek, gamesplayed, onscholarship) VALUES
(1001, 'Athletics', 2, 5, 'N'),
(1002, 'Football', 7, 20, 'Y'),
(1003, 'Football', 45, 18, 'Y'),
(1005, 'Lacrosse', 35, 16, 'N'),
(1015, 'Lacrosse', 25, 41, 'Y'),
(1018, 'Lacrosse', 39, 25, 'N'),
(1019, 'Swimming', 8, 16, 'Y'),
(1019, 'Tennis', 19, 62, 'N'),
(1022, 'Baseball', 29, 31, 'N'),
(1023, 'Basketball', 14, 8, 'Y'),
(1023, 'Tennis', 1, 56, 'Y'),
(1026, 'Cricket', 23, 37, 'Y'),
(1033, 'Soccer', 45, 45, 'Y'),
(1035, 'Curling', 50, 94, 'N');

ALTER TABLE plays_games ADD CONSTRAINT plays_games_fk1 FOREIGN KEY (gameid) REFERENCES video_games (gameid);

ALTER TABLE plays_games ADD CONSTRAINT plays_games_fk2 FOREIGN KEY (stuid) REFERENCES student (stuid);

ALTER TABLE sportsinfo ADD CONSTRAINT sportsinfo_fk1 FOREIGN KEY (stuid) REFERENCES student (stuid);
