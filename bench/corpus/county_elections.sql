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
-- Converted for PostgreSQL: Spider's lower-case table names (county, party, election) and Capitalised columns
--   (County_Id, County_name, Zip_code, Party_ID, Lieutenant_Governor, US_Senate, Election_ID,
--   Counties_Represented, District, First_Elected) written WITHOUT quotes, so PostgreSQL folds every name to lower
--   case (county_id, us_senate, first_elected). Types as in Spider (int as integer, text as text), except
--   county.Population, party.Year and election.First_Elected (Spider's real, every value a whole number: people
--   and years) as integer. Keys as in Spider: election.District refers to county.County_Id and election.Party
--   (a number) to party.Party_ID; every row satisfies them.


CREATE TABLE county (
  county_id integer NOT NULL,
  county_name text,
  population integer,
  zip_code text,
  PRIMARY KEY (county_id)
);

CREATE TABLE party (
  party_id integer NOT NULL,
  year integer,
  party text,
  governor text,
  lieutenant_governor text,
  comptroller text,
  attorney_general text,
  us_senate text,
  PRIMARY KEY (party_id)
);

CREATE TABLE election (
  election_id integer NOT NULL,
  counties_represented text,
  district integer,
  delegate text,
  party integer,
  first_elected integer,
  committee text,
  PRIMARY KEY (election_id)
);

INSERT INTO county (county_id, county_name, population, zip_code) VALUES
(1, 'Howard', 21000, 'D21'),
(2, 'Baltimore County', 90000, 'D08'),
(3, 'Colony', 79000, 'D02'),
(4, 'Mansfield', 87200, 'D09'),
(5, 'Manning', 13300, 'D11');

INSERT INTO party (party_id, year, party, governor, lieutenant_governor, comptroller, attorney_general, us_senate) VALUES
(1, 1998, 'Democratic', 'Peter Vallone', 'Sandra Frankel', 'Carl McCall', 'Eliot Spitzer', 'Charles Schumer'),
(2, 1998, 'Liberal', 'Betsy McCaughey Ross', 'Jonathan Reiter', 'Carl McCall', 'Eliot Spitzer', 'Charles Schumer'),
(3, 2002, 'Democratic', 'Carl McCall', 'Dennis Mehiel', 'Alan Hevesi', 'Eliot Spitzer', '(no election)'),
(4, 2002, 'Independence', 'Tom Golisano', 'Mary Donohue', 'John Faso', 'Eliot Spitzer', '(no election)'),
(5, 2006, 'Democratic', 'Eliot Spitzer', 'David Paterson', 'Alan Hevesi', 'Andrew Cuomo', 'Hillary Rodham Clinton'),
(6, 2006, 'Independence', 'Eliot Spitzer', 'David Paterson', 'Alan Hevesi', 'Jeanine Pirro', 'Hillary Rodham Clinton'),
(7, 2006, 'Working Families', 'Eliot Spitzer', 'David Paterson', 'Alan Hevesi', 'Andrew Cuomo', 'Hillary Rodham Clinton');

INSERT INTO election (election_id, counties_represented, district, delegate, party, first_elected, committee) VALUES
(1, '09.1 9A', 1, 'Bates, Gail H. Gail H. Bates', 1, 2002, 'Appropriations'),
(2, '09.1 9A', 1, 'Miller, Warren E. Warren E. Miller', 1, 2003, 'Economic Matters'),
(3, '12.1 12A', 2, 'DeBoy, Steven J. Sr. Steven J. DeBoy, Sr.', 2, 2002, 'Appropriations'),
(4, '12.1 12A', 3, 'Malone, James E. Jr. James E. Malone, Jr.', 2, 1994, 'Environmental Matters (Vice-Chair)'),
(5, '12.2 12B', 2, 'Bobo, Elizabeth Elizabeth Bobo', 3, 1994, 'Environmental Matters'),
(6, '13', 1, 'Pendergrass, Shane E. Shane Pendergrass', 4, 1994, 'Health and Government Operations'),
(7, '13', 4, 'Guzzone, Guy Guy Guzzone', 1, 2006, 'Appropriations'),
(8, '13', 3, 'Turner, Frank S. Frank S. Turner', 7, 1994, 'Ways and Means');

ALTER TABLE election ADD CONSTRAINT election_fk1 FOREIGN KEY (party) REFERENCES party (party_id);

ALTER TABLE election ADD CONSTRAINT election_fk2 FOREIGN KEY (district) REFERENCES county (county_id);
