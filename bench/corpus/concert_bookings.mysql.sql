-- concert_bookings: a concert promoter's bookings: 9 stadiums (the home club in Location, the ground's name, capacity
--   and the highest, lowest and average attendance), 6 singers (name, country, a song with its release year, age,
--   male or not), 6 concerts in 2014 and 2015 (name, theme, stadium, year) and 10 singer-in-concert links saying
--   which singer performed at which concert.
-- Source: the Spider text-to-SQL dataset's concert_singer database (Yale LILY, https://yale-lily.github.io/spider);
--   the copy used is database/concert_singer/concert_singer.sqlite of https://github.com/LeLuven/MachineSpider,
--   commit fec4cdd7c9954caaa8c88e3897b763302103d5a0, whose identifiers are machine-translated to German; Spider's
--   original English table and column names (datasets/spider/database/concert_singer/schema.sql of
--   https://github.com/hyukkyukang/text2SQL, commit 999f5e467a3c2a263533f1dfa3d0106a18d343d1) are restored here.
-- License: CC BY-SA 4.0 (Spider); this converted file is CC BY-SA 4.0 too.
-- Converted for MariaDB 10.11: Spider's capitalisation kept (stadium, singer, concert, singer_in_concert;
--   Stadium_ID, Song_release_year, Is_male, concert_ID, concert_Name, ...). Types: Song_release_year and concert.Year
--   (text in Spider) as int; concert.Stadium_ID and singer_in_concert.Singer_ID (text in Spider) as int; Is_male
--   ('T'/'F' in Spider) as boolean (tinyint(1)), written TRUE/FALSE; the rest as in Spider (int, text). NOT NULL
--   added to primary-key columns. Keys as in Spider; foreign keys added after the rows.


CREATE TABLE `stadium` (
  `Stadium_ID` int NOT NULL,
  `Location` text,
  `Name` text,
  `Capacity` int,
  `Highest` int,
  `Lowest` int,
  `Average` int,
  PRIMARY KEY (`Stadium_ID`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4;

CREATE TABLE `singer` (
  `Singer_ID` int NOT NULL,
  `Name` text,
  `Country` text,
  `Song_Name` text,
  `Song_release_year` int,
  `Age` int,
  `Is_male` boolean,
  PRIMARY KEY (`Singer_ID`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4;

CREATE TABLE `concert` (
  `concert_ID` int NOT NULL,
  `concert_Name` text,
  `Theme` text,
  `Stadium_ID` int,
  `Year` int,
  PRIMARY KEY (`concert_ID`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4;

CREATE TABLE `singer_in_concert` (
  `concert_ID` int NOT NULL,
  `Singer_ID` int NOT NULL,
  PRIMARY KEY (`concert_ID`, `Singer_ID`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4;

INSERT INTO `stadium` (`Stadium_ID`, `Location`, `Name`, `Capacity`, `Highest`, `Lowest`, `Average`) VALUES
(1, 'Raith Rovers', 'Stark''s Park', 10104, 4812, 1294, 2106),
(2, 'Ayr United', 'Somerset Park', 11998, 2363, 1057, 1477),
(3, 'East Fife', 'Bayview Stadium', 2000, 1980, 533, 864),
(4, 'Queen''s Park', 'Hampden Park', 52500, 1763, 466, 730),
(5, 'Stirling Albion', 'Forthbank Stadium', 3808, 1125, 404, 642),
(6, 'Arbroath', 'Gayfield Park', 4125, 921, 411, 638),
(7, 'Alloa Athletic', 'Recreation Park', 3100, 1057, 331, 637),
(9, 'Peterhead', 'Balmoor', 4000, 837, 400, 615),
(10, 'Brechin City', 'Glebe Park', 3960, 780, 315, 552);

INSERT INTO `singer` (`Singer_ID`, `Name`, `Country`, `Song_Name`, `Song_release_year`, `Age`, `Is_male`) VALUES
(1, 'Joe Sharp', 'Netherlands', 'You', 1992, 52, FALSE),
(2, 'Timbaland', 'United States', 'Dangerous', 2008, 32, TRUE),
(3, 'Justin Brown', 'France', 'Hey Oh', 2013, 29, TRUE),
(4, 'Rose White', 'France', 'Sun', 2003, 41, FALSE),
(5, 'John Nizinik', 'France', 'Gentleman', 2014, 43, TRUE),
(6, 'Tribal King', 'France', 'Love', 2016, 25, TRUE);

INSERT INTO `concert` (`concert_ID`, `concert_Name`, `Theme`, `Stadium_ID`, `Year`) VALUES
(1, 'Auditions', 'Free choice', 1, 2014),
(2, 'Super bootcamp', 'Free choice 2', 2, 2014),
(3, 'Home Visits', 'Bleeding Love', 2, 2015),
(4, 'Week 1', 'Wide Awake', 10, 2014),
(5, 'Week 1', 'Happy Tonight', 9, 2015),
(6, 'Week 2', 'Party All Night', 7, 2015);

INSERT INTO `singer_in_concert` (`concert_ID`, `Singer_ID`) VALUES
(1, 2),
(1, 3),
(1, 5),
(2, 3),
(2, 6),
(3, 5),
(4, 4),
(5, 6),
(5, 3),
(6, 2);

ALTER TABLE `concert` ADD CONSTRAINT `concert_fk1` FOREIGN KEY (`Stadium_ID`) REFERENCES `stadium` (`Stadium_ID`);

ALTER TABLE `singer_in_concert` ADD CONSTRAINT `singer_in_concert_fk1` FOREIGN KEY (`concert_ID`) REFERENCES `concert` (`concert_ID`);

ALTER TABLE `singer_in_concert` ADD CONSTRAINT `singer_in_concert_fk2` FOREIGN KEY (`Singer_ID`) REFERENCES `singer` (`Singer_ID`);
