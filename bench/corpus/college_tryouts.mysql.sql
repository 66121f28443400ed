-- college_tryouts: a college soccer recruiting record: 4 colleges (short name, US state, enrollment), 6 players
--   (name, a yes/no card flag, training hours) and 6 tryouts saying which player tried out at which college, in which
--   position, and whether the college said yes or no.
-- Source: the Spider text-to-SQL dataset's soccer_2 database (Yale LILY, https://yale-lily.github.io/spider), itself
--   from a "CS61 Intro to SQL" lecture script; the copy used is database/soccer_2/soccer_2.sqlite of
--   https://github.com/LeLuven/MachineSpider, commit fec4cdd7c9954caaa8c88e3897b763302103d5a0, whose identifiers
--   are machine-translated to German; Spider's original English table and column names
--   (datasets/spider/database/soccer_2/schema.sql of https://github.com/hyukkyukang/text2SQL, commit
--   999f5e467a3c2a263533f1dfa3d0106a18d343d1) are restored here.
-- License: CC BY-SA 4.0 (Spider); this converted file is CC BY-SA 4.0 too.
-- Converted for MariaDB 10.11: Spider's capitalisation kept (College, Player, Tryout; cName, state, enr, pID, pName,
--   yCard, HS, pPos, decision). Types: varchar(n) kept; numeric(5,0) (enr, pID, HS: whole numbers of at most five
--   digits) as int. Keys as in Spider; every row satisfies the foreign keys.


CREATE TABLE `College` (
  `cName` varchar(20) NOT NULL,
  `state` varchar(2),
  `enr` int,
  PRIMARY KEY (`cName`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4;

CREATE TABLE `Player` (
  `pID` int NOT NULL,
  `pName` varchar(20),
  `yCard` varchar(3),
  `HS` int,
  PRIMARY KEY (`pID`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4;

CREATE TABLE `Tryout` (
  `pID` int NOT NULL,
  `cName` varchar(20) NOT NULL,
  `pPos` varchar(8),
  `decision` varchar(3),
  PRIMARY KEY (`pID`, `cName`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4;

INSERT INTO `College` (`cName`, `state`, `enr`) VALUES
('LSU', 'LA', 18000),
('ASU', 'AZ', 12000),
('OU', 'OK', 22000),
('FSU', 'FL', 19000);

INSERT INTO `Player` (`pID`, `pName`, `yCard`, `HS`) VALUES
(10001, 'Andrew', 'no', 1200),
(20002, 'Blake', 'no', 1600),
(30003, 'Charles', 'no', 300),
(40004, 'David', 'yes', 1600),
(40002, 'Drago', 'yes', 1600),
(50005, 'Eddie', 'yes', 600);

INSERT INTO `Tryout` (`pID`, `cName`, `pPos`, `decision`) VALUES
(10001, 'LSU', 'goalie', 'no'),
(10001, 'ASU', 'goalie', 'yes'),
(20002, 'FSU', 'striker', 'yes'),
(30003, 'OU', 'mid', 'no'),
(40004, 'ASU', 'goalie', 'no'),
(50005, 'LSU', 'mid', 'no');

ALTER TABLE `Tryout` ADD CONSTRAINT `Tryout_fk1` FOREIGN KEY (`pID`) REFERENCES `Player` (`pID`);

ALTER TABLE `Tryout` ADD CONSTRAINT `Tryout_fk2` FOREIGN KEY (`cName`) REFERENCES `College` (`cName`);
