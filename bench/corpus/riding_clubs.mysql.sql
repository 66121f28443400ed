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
-- Converted for MariaDB 10.11: Spider's capitalisation kept (player, club, coach, player_coach, match_result;
--   Player_ID, Sponsor_name, Player_name, Club_name, Start_year, Big_Silver, Points); every name is backquoted here,
--   though none needs it. Types: text as varchar; ids, Votes, years, medals, Points and the coach's and medal
--   table's Rank as int; player.Rank stays text ('1st', '2nd', ...). NOT NULL added to primary-key columns. Keys as
--   in Spider; the foreign keys are added after the rows.

SET NAMES utf8mb4;

CREATE TABLE `player` (
  `Player_ID` int NOT NULL,
  `Sponsor_name` varchar(50),
  `Player_name` varchar(50),
  `Gender` varchar(1),
  `Residence` varchar(30),
  `Occupation` varchar(50),
  `Votes` int,
  `Rank` varchar(10),
  PRIMARY KEY (`Player_ID`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4;

CREATE TABLE `club` (
  `Club_ID` int NOT NULL,
  `Club_name` varchar(50),
  `Region` varchar(30),
  `Start_year` int,
  PRIMARY KEY (`Club_ID`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4;

CREATE TABLE `coach` (
  `Coach_ID` int NOT NULL,
  `Coach_name` varchar(50),
  `Gender` varchar(1),
  `Club_ID` int,
  `Rank` int,
  PRIMARY KEY (`Coach_ID`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4;

CREATE TABLE `player_coach` (
  `Player_ID` int NOT NULL,
  `Coach_ID` int NOT NULL,
  `Starting_year` int,
  PRIMARY KEY (`Player_ID`, `Coach_ID`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4;

CREATE TABLE `match_result` (
  `Rank` int NOT NULL,
  `Club_ID` int NOT NULL,
  `Gold` int,
  `Big_Silver` int,
  `Small_Silver` int,
  `Bronze` int,
  `Points` int,
  PRIMARY KEY (`Rank`, `Club_ID`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4;

INSERT INTO `player` (`Player_ID`, `Sponsor_name`, `Player_name`, `Gender`, `Residence`, `Occupation`, `Votes`, `Rank`) VALUES
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

INSERT INTO `club` (`Club_ID`, `Club_name`, `Region`, `Start_year`) VALUES
  (1, 'AIK', 'USA', 2009),
  (2, 'BK Häcken', 'UK', 1998),
  (3, 'Djurgårdens IF', 'USA', 2005),
  (4, 'Gefle IF', 'Korea', 2001),
  (5, 'Halmstads BK', 'Russia', 2000),
  (6, 'Helsingborgs IF', 'France', 2011);

INSERT INTO `coach` (`Coach_ID`, `Coach_name`, `Gender`, `Club_ID`, `Rank`) VALUES
  (1, 'Jameson Tomas', 'M', 1, 1),
  (2, 'Joe Fabbri', 'F', 1, 2),
  (3, 'Robert Chen', 'M', 3, 3),
  (4, 'James Wong', 'M', 3, 4),
  (5, 'Smith Brown', 'M', 1, 5);

INSERT INTO `player_coach` (`Player_ID`, `Coach_ID`, `Starting_year`) VALUES
  (1, 1, 2010),
  (2, 1, 2011),
  (3, 1, 2012),
  (4, 2, 2013),
  (6, 3, 2012),
  (10, 3, 2011),
  (14, 5, 2010);

INSERT INTO `match_result` (`Rank`, `Club_ID`, `Gold`, `Big_Silver`, `Small_Silver`, `Bronze`, `Points`) VALUES
  (1, 1, 20, 14, 9, 8, 168),
  (2, 2, 13, 11, 16, 9, 139),
  (3, 3, 12, 9, 4, 7, 102),
  (4, 4, 5, 12, 10, 8, 89),
  (5, 5, 7, 7, 9, 10, 84),
  (6, 6, 6, 6, 6, 6, 66);

ALTER TABLE `coach` ADD CONSTRAINT fk_coach_club_id FOREIGN KEY (`Club_ID`) REFERENCES `club` (`Club_ID`);
ALTER TABLE `player_coach` ADD CONSTRAINT fk_player_coach_player_id FOREIGN KEY (`Player_ID`) REFERENCES `player` (`Player_ID`);
ALTER TABLE `player_coach` ADD CONSTRAINT fk_player_coach_coach_id FOREIGN KEY (`Coach_ID`) REFERENCES `coach` (`Coach_ID`);
ALTER TABLE `match_result` ADD CONSTRAINT fk_match_result_club_id FOREIGN KEY (`Club_ID`) REFERENCES `club` (`Club_ID`);
