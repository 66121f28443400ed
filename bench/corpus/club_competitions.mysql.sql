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
-- Converted for MariaDB 10.11: Spider's capitalisation kept (club, club_rank, player, competition,
--   competition_result; Club_ID, Start_year, Competition_type, Club_ID_1, ...). Types: Start_year (text, four-digit
--   years only) as int; Rank, Gold, Silver, Bronze, Total, Apps, Tries, Points and Year (real, whole numbers only) as
--   int; Goals and Score stay text ('50/60', '11:10'); the rest as in Spider (int, text). NOT NULL added to
--   primary-key columns. Keys as in Spider; foreign keys added after the rows.


CREATE TABLE `club` (
  `Club_ID` int NOT NULL,
  `name` text,
  `Region` text,
  `Start_year` int,
  PRIMARY KEY (`Club_ID`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4;

CREATE TABLE `club_rank` (
  `Rank` int NOT NULL,
  `Club_ID` int NOT NULL,
  `Gold` int,
  `Silver` int,
  `Bronze` int,
  `Total` int,
  PRIMARY KEY (`Rank`, `Club_ID`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4;

CREATE TABLE `player` (
  `Player_ID` int NOT NULL,
  `name` text,
  `Position` text,
  `Club_ID` int,
  `Apps` int,
  `Tries` int,
  `Goals` text,
  `Points` int,
  PRIMARY KEY (`Player_ID`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4;

CREATE TABLE `competition` (
  `Competition_ID` int NOT NULL,
  `Year` int,
  `Competition_type` text,
  `Country` text,
  PRIMARY KEY (`Competition_ID`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4;

CREATE TABLE `competition_result` (
  `Competition_ID` int NOT NULL,
  `Club_ID_1` int NOT NULL,
  `Club_ID_2` int NOT NULL,
  `Score` text,
  PRIMARY KEY (`Competition_ID`, `Club_ID_1`, `Club_ID_2`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4;

INSERT INTO `club` (`Club_ID`, `name`, `Region`, `Start_year`) VALUES
(1, 'AIB', 'USA', 2009),
(2, 'BK Slide', 'UK', 1998),
(3, 'IFG', 'China', 2005),
(4, 'ASC', 'Japan', 2001),
(5, 'HGS2', 'England', 2000),
(6, 'HSBIF', 'Brazil', 2011);

INSERT INTO `club_rank` (`Rank`, `Club_ID`, `Gold`, `Silver`, `Bronze`, `Total`) VALUES
(1, 2, 11, 11, 9, 31),
(2, 3, 8, 7, 6, 21),
(3, 1, 7, 4, 2, 13),
(4, 4, 4, 2, 6, 12),
(5, 5, 3, 3, 0, 6),
(6, 6, 2, 1, 0, 3);

INSERT INTO `player` (`Player_ID`, `name`, `Position`, `Club_ID`, `Apps`, `Tries`, `Goals`, `Points`) VALUES
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

INSERT INTO `competition` (`Competition_ID`, `Year`, `Competition_type`, `Country`) VALUES
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

INSERT INTO `competition_result` (`Competition_ID`, `Club_ID_1`, `Club_ID_2`, `Score`) VALUES
(1, 1, 2, '11:10'),
(2, 3, 2, '25:2'),
(10, 4, 2, '13:10'),
(4, 1, 2, '12:9'),
(5, 1, 4, '10:3'),
(6, 1, 6, '10:11');

ALTER TABLE `club_rank` ADD CONSTRAINT `club_rank_fk1` FOREIGN KEY (`Club_ID`) REFERENCES `club` (`Club_ID`);

ALTER TABLE `player` ADD CONSTRAINT `player_fk1` FOREIGN KEY (`Club_ID`) REFERENCES `club` (`Club_ID`);

ALTER TABLE `competition_result` ADD CONSTRAINT `competition_result_fk1` FOREIGN KEY (`Club_ID_1`) REFERENCES `club` (`Club_ID`);

ALTER TABLE `competition_result` ADD CONSTRAINT `competition_result_fk2` FOREIGN KEY (`Club_ID_2`) REFERENCES `club` (`Club_ID`);

ALTER TABLE `competition_result` ADD CONSTRAINT `competition_result_fk3` FOREIGN KEY (`Competition_ID`) REFERENCES `competition` (`Competition_ID`);
