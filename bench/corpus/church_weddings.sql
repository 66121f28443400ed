-- church_weddings: Churches, people and the weddings held in the churches.
-- Converted from the Spider text-to-SQL dataset's `wedding` database (Yale LILY), CC BY-SA 4.0;
-- this file is CC BY-SA 4.0 too. See church_weddings.md.

CREATE TABLE people (
  people_id integer NOT NULL,
  name text,
  country text,
  is_male varchar(1),
  age integer,
  PRIMARY KEY (people_id)
);

CREATE TABLE church (
  church_id integer NOT NULL,
  name text,
  organized_by text,
  open_date integer,
  continuation_of text,
  PRIMARY KEY (church_id)
);

CREATE TABLE wedding (
  church_id integer NOT NULL,
  male_id integer NOT NULL,
  female_id integer NOT NULL,
  year integer,
  PRIMARY KEY (church_id, male_id, female_id)
);

INSERT INTO people (people_id, name, country, is_male, age) VALUES (1, 'Mike Weir', 'Canada', 'T', 34);
INSERT INTO people (people_id, name, country, is_male, age) VALUES (2, 'Juli Hanson', 'Sweden', 'F', 32);
INSERT INTO people (people_id, name, country, is_male, age) VALUES (3, 'Ricky Barnes', 'United States', 'T', 30);
INSERT INTO people (people_id, name, country, is_male, age) VALUES (4, 'Summer Duval', 'United States', 'F', 30);
INSERT INTO people (people_id, name, country, is_male, age) VALUES (5, 'Todd Hamilton', 'United States', 'T', 27);
INSERT INTO people (people_id, name, country, is_male, age) VALUES (6, 'Annie Mediate', 'United States', 'F', 26);
INSERT INTO people (people_id, name, country, is_male, age) VALUES (7, 'Lucas Glover', 'United States', 'T', 31);
INSERT INTO people (people_id, name, country, is_male, age) VALUES (8, 'Joe O''Hair', 'United States', 'F', 31);
INSERT INTO people (people_id, name, country, is_male, age) VALUES (9, 'Graeme McDowell', 'Northern Ireland', 'T', 34);
INSERT INTO people (people_id, name, country, is_male, age) VALUES (10, 'Jamie Mickelson', 'United States', 'F', 36);
INSERT INTO people (people_id, name, country, is_male, age) VALUES (11, 'Adam Scott', 'Australia', 'T', 26);
INSERT INTO people (people_id, name, country, is_male, age) VALUES (12, 'Danny Toms', 'United States', 'F', 25);

INSERT INTO church (church_id, name, organized_by, open_date, continuation_of) VALUES (1, 'Pure Church of Christ', 'Wycam Clark', 1831, 'Church of Christ');
INSERT INTO church (church_id, name, organized_by, open_date, continuation_of) VALUES (2, 'Independent Church', '– Hoton', 1832, 'Church of Christ');
INSERT INTO church (church_id, name, organized_by, open_date, continuation_of) VALUES (3, 'Church of Christ', 'Ezra Booth', 1836, 'Church of the Latter Day Saints');
INSERT INTO church (church_id, name, organized_by, open_date, continuation_of) VALUES (4, 'Church of Christ (Parrishite)', 'Warren Parrish', 1837, 'Church of the Latter Day Saints');
INSERT INTO church (church_id, name, organized_by, open_date, continuation_of) VALUES (5, 'Alston Church', 'Isaac Russell', 1839, 'Church of Jesus Christ of Latter Day Saints');
INSERT INTO church (church_id, name, organized_by, open_date, continuation_of) VALUES (6, 'Church of Christ', 'William Chubby', 1830, 'Church of Jesus Christ of Latter Day Saints');
INSERT INTO church (church_id, name, organized_by, open_date, continuation_of) VALUES (7, 'Church of Jesus Christ, the Bride, the Lamb''s Wife', 'George M. Hinkle', 1840, 'Church of Jesus Christ of Latter Day Saints');
INSERT INTO church (church_id, name, organized_by, open_date, continuation_of) VALUES (8, 'Church of Christ', 'Hiram Page', 1842, 'Church of Jesus Christ of Latter Day Saints');
INSERT INTO church (church_id, name, organized_by, open_date, continuation_of) VALUES (9, 'True Church of Jesus Christ of Latter Day Saints', 'William Law', 1844, 'Church of Jesus Christ of Latter Day Saints');

INSERT INTO wedding (church_id, male_id, female_id, year) VALUES (1, 1, 2, 2014);
INSERT INTO wedding (church_id, male_id, female_id, year) VALUES (3, 3, 4, 2015);
INSERT INTO wedding (church_id, male_id, female_id, year) VALUES (5, 5, 6, 2016);
INSERT INTO wedding (church_id, male_id, female_id, year) VALUES (4, 7, 8, 2016);

ALTER TABLE wedding ADD FOREIGN KEY (church_id) REFERENCES church (church_id);
ALTER TABLE wedding ADD FOREIGN KEY (male_id) REFERENCES people (people_id);
ALTER TABLE wedding ADD FOREIGN KEY (female_id) REFERENCES people (people_id);
