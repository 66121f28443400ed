-- church_weddings: Churches, people and the weddings held in the churches.
-- Converted from the Spider text-to-SQL dataset's `wedding` database (Yale LILY), CC BY-SA 4.0;
-- this file is CC BY-SA 4.0 too. See church_weddings.md.
SET NAMES utf8mb4;

CREATE TABLE people (
  People_ID int NOT NULL,
  Name text,
  Country text,
  Is_Male varchar(1),
  Age int,
  PRIMARY KEY (People_ID)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci;

CREATE TABLE church (
  Church_ID int NOT NULL,
  Name text,
  Organized_by text,
  Open_Date int,
  Continuation_of text,
  PRIMARY KEY (Church_ID)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci;

CREATE TABLE wedding (
  Church_ID int NOT NULL,
  Male_ID int NOT NULL,
  Female_ID int NOT NULL,
  Year int,
  PRIMARY KEY (Church_ID, Male_ID, Female_ID)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci;

INSERT INTO people (People_ID, Name, Country, Is_Male, Age) VALUES (1, 'Mike Weir', 'Canada', 'T', 34);
INSERT INTO people (People_ID, Name, Country, Is_Male, Age) VALUES (2, 'Juli Hanson', 'Sweden', 'F', 32);
INSERT INTO people (People_ID, Name, Country, Is_Male, Age) VALUES (3, 'Ricky Barnes', 'United States', 'T', 30);
INSERT INTO people (People_ID, Name, Country, Is_Male, Age) VALUES (4, 'Summer Duval', 'United States', 'F', 30);
INSERT INTO people (People_ID, Name, Country, Is_Male, Age) VALUES (5, 'Todd Hamilton', 'United States', 'T', 27);
INSERT INTO people (People_ID, Name, Country, Is_Male, Age) VALUES (6, 'Annie Mediate', 'United States', 'F', 26);
INSERT INTO people (People_ID, Name, Country, Is_Male, Age) VALUES (7, 'Lucas Glover', 'United States', 'T', 31);
INSERT INTO people (People_ID, Name, Country, Is_Male, Age) VALUES (8, 'Joe O''Hair', 'United States', 'F', 31);
INSERT INTO people (People_ID, Name, Country, Is_Male, Age) VALUES (9, 'Graeme McDowell', 'Northern Ireland', 'T', 34);
INSERT INTO people (People_ID, Name, Country, Is_Male, Age) VALUES (10, 'Jamie Mickelson', 'United States', 'F', 36);
INSERT INTO people (People_ID, Name, Country, Is_Male, Age) VALUES (11, 'Adam Scott', 'Australia', 'T', 26);
INSERT INTO people (People_ID, Name, Country, Is_Male, Age) VALUES (12, 'Danny Toms', 'United States', 'F', 25);

INSERT INTO church (Church_ID, Name, Organized_by, Open_Date, Continuation_of) VALUES (1, 'Pure Church of Christ', 'Wycam Clark', 1831, 'Church of Christ');
INSERT INTO church (Church_ID, Name, Organized_by, Open_Date, Continuation_of) VALUES (2, 'Independent Church', '– Hoton', 1832, 'Church of Christ');
INSERT INTO church (Church_ID, Name, Organized_by, Open_Date, Continuation_of) VALUES (3, 'Church of Christ', 'Ezra Booth', 1836, 'Church of the Latter Day Saints');
INSERT INTO church (Church_ID, Name, Organized_by, Open_Date, Continuation_of) VALUES (4, 'Church of Christ (Parrishite)', 'Warren Parrish', 1837, 'Church of the Latter Day Saints');
INSERT INTO church (Church_ID, Name, Organized_by, Open_Date, Continuation_of) VALUES (5, 'Alston Church', 'Isaac Russell', 1839, 'Church of Jesus Christ of Latter Day Saints');
INSERT INTO church (Church_ID, Name, Organized_by, Open_Date, Continuation_of) VALUES (6, 'Church of Christ', 'William Chubby', 1830, 'Church of Jesus Christ of Latter Day Saints');
INSERT INTO church (Church_ID, Name, Organized_by, Open_Date, Continuation_of) VALUES (7, 'Church of Jesus Christ, the Bride, the Lamb''s Wife', 'George M. Hinkle', 1840, 'Church of Jesus Christ of Latter Day Saints');
INSERT INTO church (Church_ID, Name, Organized_by, Open_Date, Continuation_of) VALUES (8, 'Church of Christ', 'Hiram Page', 1842, 'Church of Jesus Christ of Latter Day Saints');
INSERT INTO church (Church_ID, Name, Organized_by, Open_Date, Continuation_of) VALUES (9, 'True Church of Jesus Christ of Latter Day Saints', 'William Law', 1844, 'Church of Jesus Christ of Latter Day Saints');

INSERT INTO wedding (Church_ID, Male_ID, Female_ID, Year) VALUES (1, 1, 2, 2014);
INSERT INTO wedding (Church_ID, Male_ID, Female_ID, Year) VALUES (3, 3, 4, 2015);
INSERT INTO wedding (Church_ID, Male_ID, Female_ID, Year) VALUES (5, 5, 6, 2016);
INSERT INTO wedding (Church_ID, Male_ID, Female_ID, Year) VALUES (4, 7, 8, 2016);

ALTER TABLE wedding ADD FOREIGN KEY (Church_ID) REFERENCES church (Church_ID);
ALTER TABLE wedding ADD FOREIGN KEY (Male_ID) REFERENCES people (People_ID);
ALTER TABLE wedding ADD FOREIGN KEY (Female_ID) REFERENCES people (People_ID);
