-- eateries: a university's record of students eating out — 34 students (name, age, sex, major code, advisor number,
--   home city code), 2 restaurants near campus (Subway, Honeygrow) with an address and a rating, their restaurant
--   types (Sandwich, Stir-fry) and the 2 recorded student visits (October 2017) with the amount spent.
-- Source: the Spider text-to-SQL dataset's restaurant_1 database (Yale LILY, https://yale-lily.github.io/spider);
--   the copy used is database/restaurant_1/restaurant_1.sqlite of https://github.com/LeLuven/MachineSpider, commit
--   fec4cdd7c9954caaa8c88e3897b763302103d5a0, whose identifiers are machine-translated to German; Spider's original
--   English table and column names are restored here.
-- License: CC BY-SA 4.0 (Spider); this converted file is CC BY-SA 4.0 too.
-- Converted for MariaDB 10.11: Spider's mixed naming kept (Student, StuID, LName, Fname, city_code, Restaurant,
--   ResID, ResName, Type_Of_Restaurant, Restaurant_Type, ResTypeID, Visits_Restaurant, Time, Spent). Spent typed
--   decimal(10,2) (FLOAT in Spider). Keys as in Spider.

CREATE TABLE `Student` (
  `StuID` int NOT NULL,
  `LName` varchar(12),
  `Fname` varchar(12),
  `Age` int,
  `Sex` varchar(1),
  `Major` int,
  `Advisor` int,
  `city_code` varchar(3),
  PRIMARY KEY (`StuID`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4;

CREATE TABLE `Restaurant` (
  `ResID` int NOT NULL,
  `ResName` varchar(100),
  `Address` varchar(100),
  `Rating` int,
  PRIMARY KEY (`ResID`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4;

CREATE TABLE `Type_Of_Restaurant` (
  `ResID` int,
  `ResTypeID` int
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4;

CREATE TABLE `Restaurant_Type` (
  `ResTypeID` int NOT NULL,
  `ResTypeName` varchar(40),
  `ResTypeDescription` varchar(100),
  PRIMARY KEY (`ResTypeID`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4;

CREATE TABLE `Visits_Restaurant` (
  `StuID` int,
  `ResID` int,
  `Time` datetime,
  `Spent` decimal(10,2)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4;

INSERT INTO `Student` (`StuID`, `LName`, `Fname`, `Age`, `Sex`, `Major`, `Advisor`, `city_code`) VALUES
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

INSERT INTO `Restaurant` (`ResID`, `ResName`, `Address`, `Rating`) VALUES
(1, 'Subway', '3233 St Paul St, Baltimore, MD 21218', 3),
(2, 'Honeygrow', '3212 St Paul St, Baltimore, MD 21218', 4);

INSERT INTO `Type_Of_Restaurant` (`ResID`, `ResTypeID`) VALUES
(1, 1),
(2, 2);

INSERT INTO `Restaurant_Type` (`ResTypeID`, `ResTypeName`, `ResTypeDescription`) VALUES
(1, 'Sandwich', 'Simplest there is.'),
(2, 'Stir-fry', 'Classic Chinese cooking.');

INSERT INTO `Visits_Restaurant` (`StuID`, `ResID`, `Time`, `Spent`) VALUES
(1001, 1, '2017-10-09 18:15:00', 6.53),
(1032, 2, '2017-10-08 13:00:30', 13.2);

ALTER TABLE `Type_Of_Restaurant` ADD CONSTRAINT type_of_restaurant_fk1 FOREIGN KEY (`ResID`) REFERENCES `Restaurant` (`ResID`);

ALTER TABLE `Type_Of_Restaurant` ADD CONSTRAINT type_of_restaurant_fk2 FOREIGN KEY (`ResTypeID`) REFERENCES `Restaurant_Type` (`ResTypeID`);

ALTER TABLE `Visits_Restaurant` ADD CONSTRAINT visits_restaurant_fk1 FOREIGN KEY (`StuID`) REFERENCES `Student` (`StuID`);

ALTER TABLE `Visits_Restaurant` ADD CONSTRAINT visits_restaurant_fk2 FOREIGN KEY (`ResID`) REFERENCES `Restaurant` (`ResID`);
