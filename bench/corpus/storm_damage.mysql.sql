-- storm_damage: one storm season's records: 10 storm rows (9 storms named One to Nine plus a season-summary row
--   named '9 cyclones'), each with its active dates as text (month and day, no year), a maximum speed, damage in
--   millions of US dollars and a death toll; 13 countries and territories (two-letter code and name); and 6 rows
--   saying how many cities of a region a storm affected.
-- Source: the Spider text-to-SQL dataset's storm_record database (Yale LILY, https://yale-lily.github.io/spider);
--   the copy used is database/storm_record/storm_record.sqlite of https://github.com/LeLuven/MachineSpider,
--   commit fec4cdd7c9954caaa8c88e3897b763302103d5a0, whose identifiers are machine-translated to German; Spider's
--   original English table and column names (datasets/spider/database/storm_record/schema.sql of
--   https://github.com/hyukkyukang/text2SQL, commit 999f5e467a3c2a263533f1dfa3d0106a18d343d1) are restored here.
-- License: CC BY-SA 4.0 (Spider); this converted file is CC BY-SA 4.0 too.
-- Converted for MariaDB 10.11: Spider's capitalisation kept (storm, region, affected_region; Storm_ID, Name,
--   Dates_active, Max_speed, Damage_millions_USD, Number_Deaths, Region_id, Region_code, Region_name,
--   Number_city_affected). Types: int as int, text as text; Damage_millions_USD (real, at most three decimals) as
--   decimal(8,3); Number_city_affected (real, every value whole) as int. Dates_active stays text (no year, a range
--   of days). NOT NULL added to primary-key columns (no value is NULL). Keys as in Spider; every row satisfies the
--   foreign keys.


CREATE TABLE `storm` (
  `Storm_ID` int NOT NULL,
  `Name` text,
  `Dates_active` text,
  `Max_speed` int,
  `Damage_millions_USD` decimal(8,3),
  `Number_Deaths` int,
  PRIMARY KEY (`Storm_ID`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4;

CREATE TABLE `region` (
  `Region_id` int NOT NULL,
  `Region_code` text,
  `Region_name` text,
  PRIMARY KEY (`Region_id`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4;

CREATE TABLE `affected_region` (
  `Region_id` int NOT NULL,
  `Storm_ID` int NOT NULL,
  `Number_city_affected` int,
  PRIMARY KEY (`Region_id`, `Storm_ID`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4;

INSERT INTO `storm` (`Storm_ID`, `Name`, `Dates_active`, `Max_speed`, `Damage_millions_USD`, `Number_Deaths`) VALUES
(1, 'One', 'May19–May25', 995, 13, 0),
(2, 'Two', 'August3–August10', 972, 10.75, 7),
(3, 'Three', 'August5–August14', 972, 13, 52),
(4, 'Four', 'August26–September2', 961, 4.05, 7),
(5, 'Five', 'September7–September17', 988, 1.49, 3),
(6, 'Six', 'September18–September25', 1002, 0.039, 2),
(7, 'Seven', 'September22–September28', 977, 13, 0),
(8, 'Eight', 'October20–October24', 983, 13, 0),
(9, 'Nine', 'October24–October26', 1007, 13, 0),
(10, '9 cyclones', 'May19 –October26', 961, 29.3, 71);

INSERT INTO `region` (`Region_id`, `Region_code`, `Region_name`) VALUES
(1, 'AF', 'Afghanistan'),
(2, 'AL', 'Albania'),
(3, 'DZ', 'Algeria'),
(4, 'DS', 'American Samoa'),
(5, 'AD', 'Andorra'),
(6, 'AO', 'Angola'),
(7, 'AI', 'Anguilla'),
(8, 'AQ', 'Antarctica'),
(9, 'AG', 'Antigua and Barbuda'),
(10, 'CY', 'Cyprus'),
(11, 'CZ', 'Czech Republic'),
(12, 'DK', 'Denmark'),
(13, 'DJ', 'Djibouti');

INSERT INTO `affected_region` (`Region_id`, `Storm_ID`, `Number_city_affected`) VALUES
(1, 1, 10),
(2, 1, 15),
(3, 3, 30),
(1, 4, 22),
(12, 5, 37),
(2, 5, 12);

ALTER TABLE `affected_region` ADD CONSTRAINT `affected_region_fk1` FOREIGN KEY (`Region_id`) REFERENCES `region` (`Region_id`);

ALTER TABLE `affected_region` ADD CONSTRAINT `affected_region_fk2` FOREIGN KEY (`Storm_ID`) REFERENCES `storm` (`Storm_ID`);
