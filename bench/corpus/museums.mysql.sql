-- museums: a museum group's membership and visit records — 8 museums (name, number of staff, year opened), 6 member
--   visitors (name, membership level, age) and 6 visits saying which visitor came to which museum, how many tickets
--   they bought and how much they spent in total.
-- Source: the Spider text-to-SQL dataset's museum_visit database (Yale LILY, https://yale-lily.github.io/spider);
--   the copy used is database/museum_visit/museum_visit.sqlite of https://github.com/LeLuven/MachineSpider, commit
--   fec4cdd7c9954caaa8c88e3897b763302103d5a0, whose identifiers are machine-translated to German; Spider's original
--   English table and column names are restored here.
-- License: CC BY-SA 4.0 (Spider); this converted file is CC BY-SA 4.0 too.
-- Converted for MariaDB 10.11: Spider's capitalisation kept (museum, visitor, visit; Museum_ID, Num_of_Staff,
--   Open_Year, Level_of_membership, visitor_ID, Num_of_Ticket, Total_spent). Open_Year and visit.visitor_ID (text in
--   Spider) typed int; Total_spent decimal(10,2). Keys as in Spider.

CREATE TABLE `museum` (
  `Museum_ID` int NOT NULL,
  `Name` text,
  `Num_of_Staff` int,
  `Open_Year` int,
  PRIMARY KEY (`Museum_ID`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4;

CREATE TABLE `visitor` (
  `ID` int NOT NULL,
  `Name` text,
  `Level_of_membership` int,
  `Age` int,
  PRIMARY KEY (`ID`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4;

CREATE TABLE `visit` (
  `Museum_ID` int NOT NULL,
  `visitor_ID` int NOT NULL,
  `Num_of_Ticket` int,
  `Total_spent` decimal(10,2),
  PRIMARY KEY (`Museum_ID`, `visitor_ID`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4;

INSERT INTO `museum` (`Museum_ID`, `Name`, `Num_of_Staff`, `Open_Year`) VALUES
(1, 'Plaza Museum', 62, 2000),
(2, 'Capital Plaza Museum', 25, 2012),
(3, 'Jefferson Development Museum', 18, 2010),
(4, 'Willow Grande Museum', 17, 2011),
(5, 'RiverPark Museum', 16, 2008),
(6, 'Place Tower Museum', 16, 2008),
(7, 'Central City District Residential Museum', 15, 2010),
(8, 'ZirMed Gateway Museum', 12, 2009);

INSERT INTO `visitor` (`ID`, `Name`, `Level_of_membership`, `Age`) VALUES
(1, 'Gonzalo Higuaín ', 8, 35),
(2, 'Guti Midfielder', 5, 28),
(3, 'Arjen Robben', 1, 27),
(4, 'Raúl Brown', 2, 56),
(5, 'Fernando Gago', 6, 36),
(6, 'Rafael van der Vaart', 1, 25);

INSERT INTO `visit` (`Museum_ID`, `visitor_ID`, `Num_of_Ticket`, `Total_spent`) VALUES
(1, 5, 20, 320.14),
(2, 5, 4, 89.98),
(4, 3, 10, 320.44),
(2, 3, 24, 209.98),
(4, 6, 3, 20.44),
(8, 6, 2, 19.98);

ALTER TABLE `visit` ADD CONSTRAINT visit_fk1 FOREIGN KEY (`Museum_ID`) REFERENCES `museum` (`Museum_ID`);

ALTER TABLE `visit` ADD CONSTRAINT visit_fk2 FOREIGN KEY (`visitor_ID`) REFERENCES `visitor` (`ID`);
