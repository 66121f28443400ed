-- school_buses: a school-bus roster: 12 drivers (name, political party, home city in Connecticut, age), 7 schools
--   (grade range, name, location, public or private) and 5 bus assignments saying which driver drives for which
--   school, for how many years, and whether full time.
-- Source: the Spider text-to-SQL dataset's school_bus database (Yale LILY, https://yale-lily.github.io/spider);
--   the copy used is database/school_bus/school_bus.sqlite of https://github.com/LeLuven/MachineSpider,
--   commit fec4cdd7c9954caaa8c88e3897b763302103d5a0, whose identifiers are machine-translated to German; Spider's
--   original English table and column names are restored here (from Spider's schema.sql in
--   https://github.com/hyukkyukang/text2SQL, commit 999f5e467a3c2a263533f1dfa3d0106a18d343d1).
-- License: CC BY-SA 4.0 (Spider); this converted file is CC BY-SA 4.0 too.
-- Converted for MariaDB 10.11: Spider's capitalisation kept (driver, school, school_bus; Driver_ID, Home_city,
--   Years_Working, If_full_time). Spider's types kept (int, text); If_full_time (bool in Spider, stored as 'T'/'F')
--   is boolean (tinyint(1): 1 true, 0 false). Primary and foreign keys as in Spider.


CREATE TABLE `driver` (
  `Driver_ID` int NOT NULL,
  `Name` text,
  `Party` text,
  `Home_city` text,
  `Age` int,
  PRIMARY KEY (`Driver_ID`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4;

CREATE TABLE `school` (
  `School_ID` int NOT NULL,
  `Grade` text,
  `School` text,
  `Location` text,
  `Type` text,
  PRIMARY KEY (`School_ID`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4;

CREATE TABLE `school_bus` (
  `School_ID` int NOT NULL,
  `Driver_ID` int NOT NULL,
  `Years_Working` int,
  `If_full_time` boolean,
  PRIMARY KEY (`School_ID`, `Driver_ID`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4;

INSERT INTO `driver` (`Driver_ID`, `Name`, `Party`, `Home_city`, `Age`) VALUES
(1, 'Matthew Ritter', 'Dem', 'Hartford', 40),
(2, 'Dan Carter', 'Rep', 'Bethel', 30),
(3, 'Minnie Gonzalez', 'Dem', 'Hartford', 46),
(4, 'Angel Acre', 'Dem', 'Hartford', 42),
(5, 'Brandon McGee', 'Dem', 'Hartford', 45),
(6, 'Edwin Vargas', 'Dem', 'Hartford', 52),
(7, 'Douglas McCrory', 'Dem', 'Hartford', 36),
(8, 'Timothy Ackert', 'Rep', 'Coventry', 35),
(9, 'Jason Rojas', 'Dem', 'East Hartford', 38),
(10, 'Henry Genga', 'Dem', 'East Hartford', 37),
(11, 'Tim Larson', 'Dem', 'East Hartford', 36),
(12, 'Geoff Luxenberg', 'Dem', 'Manchester', 52);

INSERT INTO `school` (`School_ID`, `Grade`, `School`, `Location`, `Type`) VALUES
(1, 'Kindergarten', 'Noelani Elementary School', 'Honolulu, Hawaii', 'Public'),
(2, '1st-3rd grade', 'St. Francis Assisi', 'Jakarta, Indonesia', 'Private Catholic'),
(3, '4th grade', 'State Elementary School Menteng 01', 'Jakarta, Indonesia', 'Public'),
(4, '5th-12th grade', 'Punahou School', 'Honolulu, Hawaii', 'Private'),
(5, 'Freshman–Sophomore year', 'Occidental College', 'Los Angeles, California', 'Private'),
(6, 'Junior–Senior year', 'Columbia University', 'New York City', 'Private'),
(7, 'College', 'Harvard Law School', 'Cambridge, Massachusetts', 'Private');

INSERT INTO `school_bus` (`School_ID`, `Driver_ID`, `Years_Working`, `If_full_time`) VALUES
(1, 10, 10, FALSE),
(5, 7, 8, TRUE),
(3, 4, 6, TRUE),
(7, 9, 2, TRUE),
(4, 3, 3, TRUE);

ALTER TABLE `school_bus` ADD CONSTRAINT school_bus_fk1 FOREIGN KEY (`School_ID`) REFERENCES `school` (`School_ID`);

ALTER TABLE `school_bus` ADD CONSTRAINT school_bus_fk2 FOREIGN KEY (`Driver_ID`) REFERENCES `driver` (`Driver_ID`);
