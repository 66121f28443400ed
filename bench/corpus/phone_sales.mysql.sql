-- phone_sales: a phone retailer's stock sheet: 5 phone models (name, memory in GB, carrier, price), 6 Canadian
--   provincial markets (district, number of employees, number of shops, ranking) and 6 rows saying how many units
--   of which phone each market has in stock.
-- Source: the Spider text-to-SQL dataset's phone_market database (Yale LILY, https://yale-lily.github.io/spider);
--   the copy used is database/phone_market/phone_market.sqlite of https://github.com/LeLuven/MachineSpider,
--   commit fec4cdd7c9954caaa8c88e3897b763302103d5a0, whose identifiers are machine-translated to German; Spider's
--   original English table and column names are restored here (from datasets/spider/database/phone_market/schema.sql
--   of https://github.com/hyukkyukang/text2SQL, commit 999f5e467a3c2a263533f1dfa3d0106a18d343d1).
-- License: CC BY-SA 4.0 (Spider); this converted file is CC BY-SA 4.0 too.
-- Converted for MariaDB 10.11: Spider's capitalisation kept (tables phone, market, phone_market; columns Name,
--   Phone_ID, Memory_in_G, Carrier, Price, Market_ID, District, Num_of_employees, Num_of_shops, Ranking,
--   Num_of_stock). Spider's types kept (int, text, real), except phone_market.Phone_ID, text in Spider, typed int so
--   that its foreign key to phone can be declared (every value is a whole number). Primary and foreign keys as
--   declared in Spider.


CREATE TABLE `phone` (
  `Name` text,
  `Phone_ID` int NOT NULL,
  `Memory_in_G` int,
  `Carrier` text,
  `Price` real,
  PRIMARY KEY (`Phone_ID`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4;

CREATE TABLE `market` (
  `Market_ID` int NOT NULL,
  `District` text,
  `Num_of_employees` int,
  `Num_of_shops` real,
  `Ranking` int,
  PRIMARY KEY (`Market_ID`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4;

CREATE TABLE `phone_market` (
  `Market_ID` int NOT NULL,
  `Phone_ID` int NOT NULL,
  `Num_of_stock` int,
  PRIMARY KEY (`Market_ID`, `Phone_ID`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4;

INSERT INTO `phone` (`Name`, `Phone_ID`, `Memory_in_G`, `Carrier`, `Price`) VALUES
('IPhone 5s', 1, 32, 'Sprint', 320),
('IPhone 6', 5, 128, 'Sprint', 480),
('IPhone 6s', 2, 128, 'TMobile', 699),
('IPhone 7', 4, 16, 'TMobile', 899),
('IPhone X', 3, 64, 'TMobile', 1000);

INSERT INTO `market` (`Market_ID`, `District`, `Num_of_employees`, `Num_of_shops`, `Ranking`) VALUES
(1, 'Alberta', 1966, 40, 1),
(2, 'British Columbia', 1965, 49, 21),
(3, 'New Brunswick', 1978, 10, 4),
(4, 'Nova Scotia', 1968, 32, 5),
(5, 'Ontario', 1958, 54, 3),
(6, 'Quebec', 1958, 54, 8);

INSERT INTO `phone_market` (`Market_ID`, `Phone_ID`, `Num_of_stock`) VALUES
(1, 1, 2232),
(2, 2, 4324),
(1, 4, 874),
(5, 1, 682),
(2, 3, 908),
(6, 3, 1632);

ALTER TABLE `phone_market` ADD CONSTRAINT `phone_market_fk1` FOREIGN KEY (`Market_ID`) REFERENCES `market` (`Market_ID`);

ALTER TABLE `phone_market` ADD CONSTRAINT `phone_market_fk2` FOREIGN KEY (`Phone_ID`) REFERENCES `phone` (`Phone_ID`);
