-- memberships: a retailer's loyalty-membership records: 10 members (name, card number, hometown in the US South,
--   membership level 2–6), 8 branches in London and Oxford (name, year opened, road, city, a membership amount), the
--   branch each member registered with and the year (2016–2017), and 8 purchase totals in pounds per member, branch
--   and year (2017–2018).
-- Source: the Spider text-to-SQL dataset's shop_membership database (Yale LILY, https://yale-lily.github.io/spider);
--   the copy used is database/shop_membership/shop_membership.sqlite of https://github.com/LeLuven/MachineSpider,
--   commit fec4cdd7c9954caaa8c88e3897b763302103d5a0, whose identifiers are machine-translated to German; Spider's
--   original English table and column names are restored here.
-- License: CC BY-SA 4.0 (Spider); this converted file is CC BY-SA 4.0 too.
-- Converted for MariaDB 10.11: Spider's mixed-case names kept (member, branch, Member_ID, Open_year, Total_pounds,
--   membership_amount). Years, branch ids and membership amounts, text in Spider, as integers; Total_pounds
--   (Spider's real) as decimal(10,2). Keys as in Spider.

CREATE TABLE `member` (
  `Member_ID` int NOT NULL,
  `Card_Number` text,
  `Name` text,
  `Hometown` text,
  `Level` int,
  PRIMARY KEY (`Member_ID`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4;

CREATE TABLE `branch` (
  `Branch_ID` int NOT NULL,
  `Name` text,
  `Open_year` int,
  `Address_road` text,
  `City` text,
  `membership_amount` int,
  PRIMARY KEY (`Branch_ID`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4;

CREATE TABLE `membership_register_branch` (
  `Member_ID` int NOT NULL,
  `Branch_ID` int,
  `Register_Year` int,
  PRIMARY KEY (`Member_ID`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4;

CREATE TABLE `purchase` (
  `Member_ID` int NOT NULL,
  `Branch_ID` int NOT NULL,
  `Year` int NOT NULL,
  `Total_pounds` decimal(10,2),
  PRIMARY KEY (`Member_ID`, `Branch_ID`, `Year`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4;

INSERT INTO `member` (`Member_ID`, `Card_Number`, `Name`, `Hometown`, `Level`) VALUES
(1, 'LE99', 'Jeremy Jarmon', 'Collierville, Tennessee', 6),
(2, 'LT98', 'Myron Pryor', 'Louisville, Kentucky', 6),
(3, 'RT91', 'Corey Peters', 'Louisville, Kentucky', 6),
(4, 'RE95', 'Ventrell Jenkins', 'Columbia, South Carolina', 6),
(5, 'OLB56', 'Braxton Kelley', 'LaGrange, Georgia', 6),
(6, 'MLB4', 'Micah Johnson', 'Fort Campbell, Kentucky', 4),
(7, 'SLB51', 'Johnny Williams', 'Jacksonville, Florida', 6),
(8, 'RCB32', 'Trevard Lindley', 'Hiram, Georgia', 6),
(9, 'LCB7', 'David Jones', 'Red Jacket, West Virginia', 6),
(10, 'FS10', 'Matt Lentz', 'Simpsonville, South Carolina', 2);

INSERT INTO `branch` (`Branch_ID`, `Name`, `Open_year`, `Address_road`, `City`, `membership_amount`) VALUES
(1, 'Alexandre', 2001, 'Valleys Place', 'London', 112),
(2, 'Popert', 2009, 'Oaks Crescent', 'London', 11),
(3, 'Stanley', 2013, 'Abbott Street', 'London', 6),
(4, 'Zytogorski', 2009, 'Abbey Rise', 'Oxford', 7),
(5, 'Cochrane', 2012, 'Brampton Road', 'London', 1418),
(6, 'Taverner', 2014, 'Cecilia Avenue', 'Oxford', 56),
(7, 'Saint Amant', 2015, 'Concord Road', 'London', 91),
(8, 'Brooke Greville', 2009, 'Glebe Street', 'Oxford', 31);

INSERT INTO `membership_register_branch` (`Member_ID`, `Branch_ID`, `Register_Year`) VALUES
(1, 1, 2016),
(2, 4, 2016),
(3, 1, 2017),
(4, 1, 2016),
(5, 5, 2016),
(6, 6, 2017),
(7, 2, 2016),
(8, 8, 2016);

INSERT INTO `purchase` (`Member_ID`, `Branch_ID`, `Year`, `Total_pounds`) VALUES
(1, 3, 2018, 2013.32),
(2, 5, 2018, 321.13),
(3, 1, 2017, 988.09),
(4, 1, 2018, 20.99),
(3, 5, 2018, 343.76),
(6, 6, 2018, 232.09),
(2, 2, 2018, 402.10),
(2, 3, 2018, 430.29);

ALTER TABLE `membership_register_branch` ADD CONSTRAINT membership_register_branch_fk1 FOREIGN KEY (`Member_ID`) REFERENCES `member` (`Member_ID`);

ALTER TABLE `membership_register_branch` ADD CONSTRAINT membership_register_branch_fk2 FOREIGN KEY (`Branch_ID`) REFERENCES `branch` (`Branch_ID`);

ALTER TABLE `purchase` ADD CONSTRAINT purchase_fk1 FOREIGN KEY (`Member_ID`) REFERENCES `member` (`Member_ID`);

ALTER TABLE `purchase` ADD CONSTRAINT purchase_fk2 FOREIGN KEY (`Branch_ID`) REFERENCES `branch` (`Branch_ID`);
