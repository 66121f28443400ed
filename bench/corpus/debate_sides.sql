-- debate_sides: converted from the Spider text-to-SQL dataset's `debate` database (Yale LILY), via the copy in
-- github.com/LeLuven/MachineSpider (commit fec4cdd7c9954caaa8c88e3897b763302103d5a0) with Spider's English names.
-- License: CC BY-SA 4.0 (Spider); this file is CC BY-SA 4.0 too. See debate_sides.md.

CREATE TABLE people (
  people_id integer NOT NULL,
  district varchar(20),
  name varchar(40),
  party varchar(40),
  age integer,
  PRIMARY KEY (people_id)
);

CREATE TABLE debate (
  debate_id integer NOT NULL,
  date date,
  venue varchar(40),
  num_of_audience integer,
  PRIMARY KEY (debate_id)
);

CREATE TABLE debate_people (
  debate_id integer NOT NULL,
  affirmative integer NOT NULL,
  negative integer NOT NULL,
  if_affirmative_win boolean,
  PRIMARY KEY (debate_id, affirmative, negative)
);

INSERT INTO people (people_id, district, name, party, age) VALUES (1, 'New York 1', 'Luther C. Carter', 'Republican', 35);
INSERT INTO people (people_id, district, name, party, age) VALUES (2, 'New York 2', 'James Humphrey', 'Republican', 38);
INSERT INTO people (people_id, district, name, party, age) VALUES (3, 'New York 3', 'Daniel Sickles', 'Democratic', 46);
INSERT INTO people (people_id, district, name, party, age) VALUES (4, 'New York 4', 'Thomas J. Barr', 'Independent Democrat', 48);
INSERT INTO people (people_id, district, name, party, age) VALUES (5, 'New York 5', 'William B. Maclay', 'Democratic', 36);
INSERT INTO people (people_id, district, name, party, age) VALUES (6, 'New York 6', 'John Cochrane', 'Democratic', 46);
INSERT INTO people (people_id, district, name, party, age) VALUES (7, 'New York 7', 'George Briggs', 'Republican', 42);
INSERT INTO people (people_id, district, name, party, age) VALUES (8, 'New York 8', 'Horace F. Clark', 'Anti-Lecompton Democrat', 45);
INSERT INTO people (people_id, district, name, party, age) VALUES (9, 'New York 9', 'John B. Haskin', 'Anti-Lecompton Democrat', 43);
INSERT INTO people (people_id, district, name, party, age) VALUES (10, 'New York 10', 'Charles Van Wyck', 'Republican', 36);

INSERT INTO debate (debate_id, date, venue, num_of_audience) VALUES (1, '2011-10-21', 'Manama , Bahrain', 342);
INSERT INTO debate (debate_id, date, venue, num_of_audience) VALUES (2, '2014-12-17', 'Doha , Qatar', 134);
INSERT INTO debate (debate_id, date, venue, num_of_audience) VALUES (3, '2015-08-03', 'Manama , Bahrain', 90);
INSERT INTO debate (debate_id, date, venue, num_of_audience) VALUES (4, '2015-10-27', 'Manama , Bahrain', 209);
INSERT INTO debate (debate_id, date, venue, num_of_audience) VALUES (5, '2017-01-12', 'Dubai , UAE', 313);
INSERT INTO debate (debate_id, date, venue, num_of_audience) VALUES (6, '2017-01-21', 'Abu Dhabi , UAE', 159);

INSERT INTO debate_people (debate_id, affirmative, negative, if_affirmative_win) VALUES (1, 1, 10, FALSE);
INSERT INTO debate_people (debate_id, affirmative, negative, if_affirmative_win) VALUES (5, 2, 8, FALSE);
INSERT INTO debate_people (debate_id, affirmative, negative, if_affirmative_win) VALUES (3, 4, 7, TRUE);
INSERT INTO debate_people (debate_id, affirmative, negative, if_affirmative_win) VALUES (6, 5, 6, TRUE);
INSERT INTO debate_people (debate_id, affirmative, negative, if_affirmative_win) VALUES (4, 5, 8, FALSE);

ALTER TABLE debate_people ADD FOREIGN KEY (debate_id) REFERENCES debate (debate_id);
ALTER TABLE debate_people ADD FOREIGN KEY (affirmative) REFERENCES people (people_id);
ALTER TABLE debate_people ADD FOREIGN KEY (negative) REFERENCES people (people_id);
