-- hiring: a small retail chain's employees (name, age, home city), its shops (location, district, number of products,
--   manager), which shop each employee was hired into (start year, full time or not) and the yearly bonuses employees
--   were awarded in their evaluations.
-- Source: the Spider text-to-SQL dataset's employee_hire_evaluation database (Yale LILY, https://yale-lily.github.io/spider);
--   the copy used is database/employee_hire_evaluation/employee_hire_evaluation.sqlite
--   of https://github.com/LeLuven/MachineSpider, commit 1f1e32b0de926e888ca4678adfdeee7fdd0c3267 (unchanged at
--   fec4cdd7c9954caaa8c88e3897b763302103d5a0), whose identifiers are machine-translated to German; Spider's original
--   English table and column names are restored here.
-- License: CC BY-SA 4.0 (Spider); this converted file is CC BY-SA 4.0 too.
-- Converted for MariaDB 10.11: Spider's snake_case with Capitalised words kept as Spider spells them (Employee_ID,
--   Shop_ID, Number_products, Manager_name, Start_from, Is_full_time, Year_awarded); lower-case table names. Years
--   (Start_from, Year_awarded; text in Spider) are integers; Is_full_time ('T'/'F' in Spider) is boolean. Primary and
--   foreign keys as declared in Spider.

CREATE TABLE `employee` (
  `Employee_ID` int NOT NULL,
  `Name` text,
  `Age` int,
  `City` text,
  PRIMARY KEY (`Employee_ID`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4;

CREATE TABLE `shop` (
  `Shop_ID` int NOT NULL,
  `Name` text,
  `Location` text,
  `District` text,
  `Number_products` int,
  `Manager_name` text,
  PRIMARY KEY (`Shop_ID`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4;

CREATE TABLE `hiring` (
  `Shop_ID` int,
  `Employee_ID` int NOT NULL,
  `Start_from` int,
  `Is_full_time` boolean,
  PRIMARY KEY (`Employee_ID`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4;

CREATE TABLE `evaluation` (
  `Employee_ID` int NOT NULL,
  `Year_awarded` int NOT NULL,
  `Bonus` decimal(10,2),
  PRIMARY KEY (`Employee_ID`, `Year_awarded`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4;

INSERT INTO `employee` (`Employee_ID`, `Name`, `Age`, `City`) VALUES
(1, 'George Chuter', 23, 'Bristol'),
(2, 'Lee Mears', 29, 'Bath'),
(3, 'Mark Regan', 43, 'Bristol'),
(4, 'Jason Hobson', 30, 'Bristol'),
(5, 'Tim Payne', 29, 'Wasps'),
(6, 'Andrew Sheridan', 28, 'Sale'),
(7, 'Matt Stevens', 29, 'Bath'),
(8, 'Phil Vickery', 40, 'Wasps'),
(9, 'Steve Borthwick', 32, 'Bath'),
(10, 'Louis Deacon', 36, 'Leicester');

INSERT INTO `shop` (`Shop_ID`, `Name`, `Location`, `District`, `Number_products`, `Manager_name`) VALUES
(1, 'FC Haka', 'Valkeakoski', 'Tehtaan kenttä', 3516, 'Olli Huttunen'),
(2, 'HJK', 'Helsinki', 'Finnair Stadium', 10770, 'Antti Muurinen'),
(3, 'FC Honka', 'Espoo', 'Tapiolan Urheilupuisto', 6000, 'Mika Lehkosuo'),
(4, 'FC Inter', 'Turku', 'Veritas Stadion', 10000, 'Job Dragtsma'),
(5, 'FF Jaro', 'Jakobstad', 'Jakobstads Centralplan', 5000, 'Mika Laurikainen'),
(6, 'FC KooTeePee', 'Kotka', 'Arto Tolsa Areena', 4780, 'Tommi Kautonen'),
(7, 'KuPS', 'Kuopio', 'Magnum Areena', 3500, 'Kai Nyyssönen'),
(8, 'FC Lahti', 'Lahti', 'Lahden Stadion', 15000, 'Ilkka Mäkelä'),
(9, 'IFK Mariehamn', 'Mariehamn', 'Wiklöf Holding Arena', 1600, 'Pekka Lyyski');

INSERT INTO `hiring` (`Shop_ID`, `Employee_ID`, `Start_from`, `Is_full_time`) VALUES
(1, 1, 2009, TRUE),
(1, 2, 2003, TRUE),
(8, 3, 2011, FALSE),
(4, 4, 2012, TRUE),
(5, 5, 2013, TRUE),
(2, 6, 2010, FALSE),
(6, 7, 2008, TRUE);

INSERT INTO `evaluation` (`Employee_ID`, `Year_awarded`, `Bonus`) VALUES
(1, 2011, 3000.00),
(2, 2015, 3200.00),
(1, 2016, 2900.00),
(4, 2017, 3200.00),
(7, 2018, 3200.00),
(10, 2016, 4000.00);

ALTER TABLE `hiring` ADD CONSTRAINT hiring_fk1 FOREIGN KEY (`Shop_ID`) REFERENCES `shop` (`Shop_ID`);

ALTER TABLE `hiring` ADD CONSTRAINT hiring_fk2 FOREIGN KEY (`Employee_ID`) REFERENCES `employee` (`Employee_ID`);

ALTER TABLE `evaluation` ADD CONSTRAINT evaluation_fk1 FOREIGN KEY (`Employee_ID`) REFERENCES `employee` (`Employee_ID`);
