-- furniture_makers: 7 furniture manufacturers (year opened, name, number of factories and of shops), 7 kinds of
--   furniture (name, number of components, a market rate with no unit that looks like a share in per cent: the 7
--   values sum to 100) and 5 rows saying which manufacturer makes which furniture at what price in dollars.
-- Source: the Spider text-to-SQL dataset's manufacturer database (Yale LILY, https://yale-lily.github.io/spider);
--   the copy used is database/manufacturer/manufacturer.sqlite of https://github.com/LeLuven/MachineSpider,
--   commit fec4cdd7c9954caaa8c88e3897b763302103d5a0, whose identifiers are machine-translated to German; Spider's
--   original English table and column names are restored here (from Spider's schema.sql in
--   https://github.com/hyukkyukang/text2SQL, commit 999f5e467a3c2a263533f1dfa3d0106a18d343d1).
-- License: CC BY-SA 4.0 (Spider); this converted file is CC BY-SA 4.0 too.
-- Converted for MariaDB 10.11: Spider's capitalisation kept (manufacturer, furniture, furniture_manufacte;
--   Manufacturer_ID, Open_Year, Num_of_Factories, Market_Rate, Price_in_Dollar). Spider's types kept (int, text,
--   real, which MariaDB stores as double; Open_Year is a real in Spider and stays one). Primary and foreign keys as
--   in Spider.


CREATE TABLE `manufacturer` (
  `Manufacturer_ID` int NOT NULL,
  `Open_Year` real,
  `Name` text,
  `Num_of_Factories` int,
  `Num_of_Shops` int,
  PRIMARY KEY (`Manufacturer_ID`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4;

CREATE TABLE `furniture` (
  `Furniture_ID` int NOT NULL,
  `Name` text,
  `Num_of_Component` int,
  `Market_Rate` real,
  PRIMARY KEY (`Furniture_ID`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4;

CREATE TABLE `furniture_manufacte` (
  `Manufacturer_ID` int NOT NULL,
  `Furniture_ID` int NOT NULL,
  `Price_in_Dollar` real,
  PRIMARY KEY (`Manufacturer_ID`, `Furniture_ID`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4;

INSERT INTO `manufacturer` (`Manufacturer_ID`, `Open_Year`, `Name`, `Num_of_Factories`, `Num_of_Shops`) VALUES
(1, 1980, 'Chevrolet House', 36, 8),
(2, 1990, 'IKEA', 21, 19),
(3, 1991, 'Ford Make', 12, 2),
(4, 1992, 'Jiaju', 1, 35),
(5, 2000, 'Chevrolet', 38, 24),
(6, 2001, 'Dodge', 3, 7),
(7, 2008, 'Tomorrow', 12, 4);

INSERT INTO `furniture` (`Furniture_ID`, `Name`, `Num_of_Component`, `Market_Rate`) VALUES
(1, 'Billiard table', 14, 52.5),
(2, 'Chabudai', 4, 40),
(3, 'Bookcase', 6, 1),
(4, 'Hatstand', 5, 0.5),
(5, 'Bench', 5, 3.5),
(6, 'Four-poster bed', 3, 2),
(7, 'Dining set', 12, 0.5);

INSERT INTO `furniture_manufacte` (`Manufacturer_ID`, `Furniture_ID`, `Price_in_Dollar`) VALUES
(1, 3, 239),
(4, 2, 450),
(7, 7, 2124),
(5, 1, 443),
(7, 4, 1234);

ALTER TABLE `furniture_manufacte` ADD CONSTRAINT furniture_manufacte_fk1 FOREIGN KEY (`Manufacturer_ID`) REFERENCES `manufacturer` (`Manufacturer_ID`);

ALTER TABLE `furniture_manufacte` ADD CONSTRAINT furniture_manufacte_fk2 FOREIGN KEY (`Furniture_ID`) REFERENCES `furniture` (`Furniture_ID`);
