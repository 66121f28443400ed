-- debate_sides: converted from the Spider text-to-SQL dataset's `debate` database (Yale LILY), via the copy in
-- github.com/LeLuven/MachineSpider (commit fec4cdd7c9954caaa8c88e3897b763302103d5a0) with Spider's English names.
-- License: CC BY-SA 4.0 (Spider); this file is CC BY-SA 4.0 too. See debate_sides.md.

SET NAMES utf8mb4;

CREATE TABLE people (
  People_ID int NOT NULL,
  District varchar(20),
  Name varchar(40),
  Party varchar(40),
  Age int,
  PRIMARY KEY (People_ID)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4;

CREATE TABLE debate (
  Debate_ID int NOT NULL,
  Date date,
  Venue varchar(40),
  Num_of_Audience int,
  PRIMARY KEY (Debate_ID)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4;

CREATE TABLE debate_people (
  Debate_ID int NOT NULL,
  Affirmative int NOT NULL,
  Negative int NOT NULL,
  If_Affirmative_Win boolean,
  PRIMARY KEY (Debate_ID, Affirmative, Negative)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4;

INSERT INTO people (People_ID, District, Name, Party, Age) VALUES (1, 'New York 1', 'Luther C. Carter', 'Republican', 35);
INSERT INTO people (People_ID, District, Name, Party, Age) VALUES (2, 'New York 2', 'James Humphrey', 'Republican', 38);
INSERT INTO people (People_ID, District, Name, Party, Age) VALUES (3, 'New York 3', 'Daniel Sickles', 'Democratic', 46);
INSERT INTO people (People_ID, District, Name, Party, Age) VALUES (4, 'New York 4', 'Thomas J. Barr', 'Independent Democrat', 48);
INSERT INTO people (People_ID, District, Name, Party, Age) VALUES (5, 'New York 5', 'William B. Maclay', 'Democratic', 36);
INSERT INTO people (People_ID, District, Name, Party, Age) VALUES (6, 'New York 6', 'John Cochrane', 'Democratic', 46);
INSERT INTO people (People_ID, District, Name, Party, Age) VALUES (7, 'New York 7', 'George Briggs', 'Republican', 42);
INSERT INTO people (People_ID, District, Name, Party, Age) VALUES (8, 'New York 8', 'Horace F. Clark', 'Anti-Lecompton Democrat', 45);
INSERT INTO people (People_ID, District, Name, Party, Age) VALUES (9, 'New York 9', 'John B. Haskin', 'Anti-Lecompton Democrat', 43);
INSERT INTO people (People_ID, District, Name, Party, Age) VALUES (10, 'New York 10', 'Charles Van Wyck', 'Republican', 36);

INSERT INTO debate (Debate_ID, Date, Venue, Num_of_Audience) VALUES (1, '2011-10-21', 'Manama , Bahrain', 342);
INSERT INTO debate (Debate_ID, Date, Venue, Num_of_Audience) VALUES (2, '2014-12-17', 'Doha , Qatar', 134);
INSERT INTO debate (Debate_ID, Date, Venue, Num_of_Audience) VALUES (3, '2015-08-03', 'Manama , Bahrain', 90);
INSERT INTO debate (Debate_ID, Date, Venue, Num_of_Audience) VALUES (4, '2015-10-27', 'Manama , Bahrain', 209);
INSERT INTO debate (Debate_ID, Date, Venue, Num_of_Audience) VALUES (5, '2017-01-12', 'Dubai , UAE', 313);
INSERT INTO debate (Debate_ID, Date, Venue, Num_of_Audience) VALUES (6, '2017-01-21', 'Abu Dhabi , UAE', 159);

INSERT INTO debate_people (Debate_ID, Affirmative, Negative, If_Affirmative_Win) VALUES (1, 1, 10, FALSE);
INSERT INTO debate_people (Debate_ID, Affirmative, Negative, If_Affirmative_Win) VALUES (5, 2, 8, FALSE);
INSERT INTO debate_people (Debate_ID, Affirmative, Negative, If_Affirmative_Win) VALUES (3, 4, 7, TRUE);
INSERT INTO debate_people (Debate_ID, Affirmative, Negative, If_Affirmative_Win) VALUES (6, 5, 6, TRUE);
INSERT INTO debate_people (Debate_ID, Affirmative, Negative, If_Affirmative_Win) VALUES (4, 5, 8, FALSE);

ALTER TABLE debate_people ADD FOREIGN KEY (Debate_ID) REFERENCES debate (Debate_ID);
ALTER TABLE debate_people ADD FOREIGN KEY (Affirmative) REFERENCES people (People_ID);
ALTER TABLE debate_people ADD FOREIGN KEY (Negative) REFERENCES people (People_ID);
