-- county_elections: a small state-politics sheet: 5 counties (name, population, a district code), 7 party
--   tickets (a party in an election year with its candidates for governor, lieutenant governor, comptroller,
--   attorney general and US Senate) and 8 delegates (the district seats they represent, their county, party
--   ticket, year first elected and committee).
-- Source: the Spider text-to-SQL dataset's election database (Yale LILY, https://yale-lily.github.io/spider);
--   the copy used is database/election/election.sqlite of https://github.com/LeLuven/MachineSpider,
--   commit fec4cdd7c9954caaa8c88e3897b763302103d5a0, whose identifiers are machine-translated to German; Spider's
--   original English table and column names (datasets/spider/database/election/schema.sql of
--   https://github.com/hyukkyukang/text2SQL, commit 999f5e467a3c2a263533f1dfa3d0106a18d343d1) are restored here.
-- License: CC BY-SA 4.0 (Spider); this converted file is CC BY-SA 4.0 too.
-- Converted for MariaDB 10.11: Spider's capitalisation kept (county, party, election; County_Id, County_name,
--   Population, Zip_code, Party_ID, Year, Party, Lieutenant_Governor, US_Senate, Election_ID, Counties_Represented,
--   District, Delegate, First_Elected, Committee). Types as in Spider (int, text), except county.Population,
--   party.Year and election.First_Elected (Spider's real, every value whole) as int. Keys as in Spider; every row
--   satisfies them.


CREATE TABLE `county` (
  `County_Id` int NOT NULL,
  `County_name` text,
  `Population` int,
  `Zip_code` text,
  PRIMARY KEY (`County_Id`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4;

CREATE TABLE `party` (
  `Party_ID` int NOT NULL,
  `Year` int,
  `Party` text,
  `Governor` text,
  `Lieutenant_Governor` text,
  `Comptroller` text,
  `Attorney_General` text,
  `US_Senate` text,
  PRIMARY KEY (`Party_ID`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4;

CREATE TABLE `election` (
  `Election_ID` int NOT NULL,
  `Counties_Represented` text,
  `District` int,
  `Delegate` text,
  `Party` int,
  `First_Elected` int,
  `Committee` text,
  PRIMARY KEY (`Election_ID`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4;

INSERT INTO `county` (`County_Id`, `County_name`, `Population`, `Zip_code`) VALUES
(1, 'Howard', 21000, 'D21'),
(2, 'Baltimore County', 90000, 'D08'),
(3, 'Colony', 79000, 'D02'),
(4, 'Mansfield', 87200, 'D09'),
(5, 'Manning', 13300, 'D11');

INSERT INTO `party` (`Party_ID`, `Year`, `Party`, `Governor`, `Lieutenant_Governor`, `Comptroller`, `Attorney_General`, `US_Senate`) VALUES
(1, 1998, 'Democratic', 'Peter Vallone', 'Sandra Frankel', 'Carl McCall', 'Eliot Spitzer', 'Charles Schumer'),
(2, 1998, 'Liberal', 'Betsy McCaughey Ross', 'Jonathan Reiter', 'Carl McCall', 'Eliot Spitzer', 'Charles Schumer'),
(3, 2002, 'Democratic', 'Carl McCall', 'Dennis Mehiel', 'Alan Hevesi', 'Eliot Spitzer', '(no election)'),
(4, 2002, 'Independence', 'Tom Golisano', 'Mary Donohue', 'John Faso', 'Eliot Spitzer', '(no election)'),
(5, 2006, 'Democratic', 'Eliot Spitzer', 'David Paterson', 'Alan Hevesi', 'Andrew Cuomo', 'Hillary Rodham Clinton'),
(6, 2006, 'Independence', 'Eliot Spitzer', 'David Paterson', 'Alan Hevesi', 'Jeanine Pirro', 'Hillary Rodham Clinton'),
(7, 2006, 'Working Families', 'Eliot Spitzer', 'David Paterson', 'Alan Hevesi', 'Andrew Cuomo', 'Hillary Rodham Clinton');

INSERT INTO `election` (`Election_ID`, `Counties_Represented`, `District`, `Delegate`, `Party`, `First_Elected`, `Committee`) VALUES
(1, '09.1 9A', 1, 'Bates, Gail H. Gail H. Bates', 1, 2002, 'Appropriations'),
(2, '09.1 9A', 1, 'Miller, Warren E. Warren E. Miller', 1, 2003, 'Economic Matters'),
(3, '12.1 12A', 2, 'DeBoy, Steven J. Sr. Steven J. DeBoy, Sr.', 2, 2002, 'Appropriations'),
(4, '12.1 12A', 3, 'Malone, James E. Jr. James E. Malone, Jr.', 2, 1994, 'Environmental Matters (Vice-Chair)'),
(5, '12.2 12B', 2, 'Bobo, Elizabeth Elizabeth Bobo', 3, 1994, 'Environmental Matters'),
(6, '13', 1, 'Pendergrass, Shane E. Shane Pendergrass', 4, 1994, 'Health and Government Operations'),
(7, '13', 4, 'Guzzone, Guy Guy Guzzone', 1, 2006, 'Appropriations'),
(8, '13', 3, 'Turner, Frank S. Frank S. Turner', 7, 1994, 'Ways and Means');

ALTER TABLE `election` ADD CONSTRAINT `election_fk1` FOREIGN KEY (`Party`) REFERENCES `party` (`Party_ID`);

ALTER TABLE `election` ADD CONSTRAINT `election_fk2` FOREIGN KEY (`District`) REFERENCES `county` (`County_Id`);
