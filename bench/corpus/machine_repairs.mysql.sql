-- machine_repairs: a racing team's machine-repair log: 9 repair jobs (name, launch date in 2009 or 2014, notes),
--   9 machines (125cc RS125 bikes made 1991-1999, with their team, value points and quality rank), 10 technicians
--   (name, team code, starting year, age) and 9 repair assignments saying which technician worked on which repair
--   of which machine.
-- Source: the Spider text-to-SQL dataset's machine_repair database (Yale LILY, https://yale-lily.github.io/spider);
--   the copy used is database/machine_repair/machine_repair.sqlite of https://github.com/LeLuven/MachineSpider,
--   commit fec4cdd7c9954caaa8c88e3897b763302103d5a0, whose identifiers are machine-translated to German; Spider's
--   original English table and column names (datasets/spider/database/machine_repair/schema.sql of
--   https://github.com/hyukkyukang/text2SQL, commit 999f5e467a3c2a263533f1dfa3d0106a18d343d1) are restored here.
-- License: CC BY-SA 4.0 (Spider); this converted file is CC BY-SA 4.0 too.
-- Converted for MariaDB 10.11: Spider's capitalisation kept (repair, machine, technician, repair_assignment;
--   repair_ID, Launch_Date, Machine_ID, Making_Year, value_points, Starting_Year, ...). Types: Launch_Date (text such
--   as '21 Jan 2009' in Spider) as date; technician_id and Starting_Year (real, whole numbers only) as int;
--   value_points (real, whole numbers only) as decimal(6,1); the rest as in Spider (int, text). NOT NULL added to
--   primary-key columns. Keys as in Spider; foreign keys added after the rows.


CREATE TABLE `repair` (
  `repair_ID` int NOT NULL,
  `name` text,
  `Launch_Date` date,
  `Notes` text,
  PRIMARY KEY (`repair_ID`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4;

CREATE TABLE `machine` (
  `Machine_ID` int NOT NULL,
  `Making_Year` int,
  `Class` text,
  `Team` text,
  `Machine_series` text,
  `value_points` decimal(6,1),
  `quality_rank` int,
  PRIMARY KEY (`Machine_ID`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4;

CREATE TABLE `technician` (
  `technician_id` int NOT NULL,
  `Name` text,
  `Team` text,
  `Starting_Year` int,
  `Age` int,
  PRIMARY KEY (`technician_id`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4;

CREATE TABLE `repair_assignment` (
  `technician_id` int NOT NULL,
  `repair_ID` int NOT NULL,
  `Machine_ID` int NOT NULL,
  PRIMARY KEY (`technician_id`, `repair_ID`, `Machine_ID`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4;

INSERT INTO `repair` (`repair_ID`, `name`, `Launch_Date`, `Notes`) VALUES
(1, 'Discoverer', '2009-01-21', 'repair Failed. Failed to achieve orbit'),
(2, 'Discoverer 1', '2009-02-28', 'First object in polar orbit'),
(3, 'Discoverer 3', '2009-06-03', 'repair failed. Failed to achieve orbit'),
(4, 'OPS 3236', '2014-06-13', 'First object in polar orbit'),
(5, 'OPS 3467', '2014-03-24', 'repair failed. Guidance system failed. No orbit.'),
(6, 'OPS 3754', '2014-06-19', 'Out-of-focus area on some film.'),
(7, 'OPS 3491', '2014-06-10', 'Cameras operated satisfactorily'),
(8, 'OPS 3042', '2014-08-05', 'Cameras operated successfully.'),
(9, 'OPS 3360', '2014-11-18', 'Cameras operated successfully.');

INSERT INTO `machine` (`Machine_ID`, `Making_Year`, `Class`, `Team`, `Machine_series`, `value_points`, `quality_rank`) VALUES
(1, 1991, '125cc', 'Hero Sports TS- Honda', 'RS125', 105, 2),
(2, 1992, '125cc', 'Marlboro Pileri - Honda', 'RS125', 57, 1),
(3, 1993, '125cc', 'Marlboro Pileri - Honda', 'RS125', 129, 4),
(4, 1994, '125cc', 'Givi Racing- Honda', 'RS125', 194, 5),
(5, 1995, '125cc', 'Givi Racing- Honda', 'RS125', 65, 3),
(6, 1996, '125cc', 'Honda', 'RS125', 126, 7),
(7, 1997, '125cc', 'Honda', 'RS125', 238, 8),
(8, 1998, '125cc', 'Team Givi- Honda LCR', 'RS125', 62, 13),
(9, 1999, '125cc', 'Team Givi- Honda LCR', 'RS125', 171, 11);

INSERT INTO `technician` (`technician_id`, `Name`, `Team`, `Starting_Year`, `Age`) VALUES
(1, 'Joe Sewell', 'NYY', 2012, 37),
(2, 'John Brown', 'NYY', 2013, 36),
(3, 'Tony Sewell', 'CLE', 2005, 43),
(4, 'Mark Sewell', 'CLE', 2009, 28),
(5, 'Charlie Hollocher', 'CHC', 2002, 35),
(6, 'Lou Boudreau', 'CLE', 2016, 32),
(7, 'Eddie Collins', 'CWS', 2005, 45),
(8, 'Joe Cochrane', 'CLE', 2006, 46),
(9, 'Eddie Collins', 'CWS', 2003, 47),
(10, 'Mickey Cochrane', 'PHA', 2009, 38);

INSERT INTO `repair_assignment` (`technician_id`, `repair_ID`, `Machine_ID`) VALUES
(1, 1, 1),
(2, 2, 2),
(3, 3, 3),
(1, 4, 7),
(1, 5, 6),
(1, 2, 3),
(1, 8, 7),
(5, 5, 2),
(7, 2, 4);

ALTER TABLE `repair_assignment` ADD CONSTRAINT repair_assignment_fk1 FOREIGN KEY (`technician_id`) REFERENCES `technician` (`technician_id`);

ALTER TABLE `repair_assignment` ADD CONSTRAINT repair_assignment_fk2 FOREIGN KEY (`repair_ID`) REFERENCES `repair` (`repair_ID`);

ALTER TABLE `repair_assignment` ADD CONSTRAINT repair_assignment_fk3 FOREIGN KEY (`Machine_ID`) REFERENCES `machine` (`Machine_ID`);
