-- dorms: a university's student housing: students (name, age, sex, major code, advisor number, home city code),
--   dormitories with their capacity and gender policy, dorm amenities and which dorm has which, and which student
--   lives in which dorm and room.
-- Source: the Spider text-to-SQL dataset's dorm_1 database (Yale LILY, https://yale-lily.github.io/spider); the copy
--   used is database/dorm_1/dorm_1.sqlite of https://github.com/LeLuven/MachineSpider, commit
--   1f1e32b0de926e888ca4678adfdeee7fdd0c3267, whose identifiers are machine-translated to German; Spider's original
--   English table and column names are restored here.
-- License: CC BY-SA 4.0 (Spider); this converted file is CC BY-SA 4.0 too.
-- Converted for PostgreSQL: Spider's mixed naming (Student, StuID, LName, Fname, Dorm_amenity, Has_amenity,
--   Lives_in next to dormid, dorm_name, amenid, city_code) written WITHOUT quotes, so PostgreSQL folds it to lower
--   case (stuid, lname, fname, dorm_amenity). Spider declares no key on Dorm or Dorm_amenity although Has_amenity and
--   Lives_in reference them; dormid and amenid are declared primary keys here (their values are unique) so the
--   foreign keys can be declared.

CREATE TABLE student (
  stuid integer NOT NULL,
  lname varchar(12),
  fname varchar(12),
  age integer,
  sex varchar(1),
  major integer,
  advisor integer,
  city_code varchar(3),
  PRIMARY KEY (stuid)
);

CREATE TABLE dorm (
  dormid integer NOT NULL,
  dorm_name varchar(20),
  student_capacity integer,
  gender varchar(1),
  PRIMARY KEY (dormid)
);

CREATE TABLE dorm_amenity (
  amenid integer NOT NULL,
  amenity_name varchar(25),
  PRIMARY KEY (amenid)
);

CREATE TABLE has_amenity (
  dormid integer,
  amenid integer
);

CREATE TABLE lives_in (
  stuid integer,
  dormid integer,
  room_number integer
);

INSERT INTO student (stuid, lname, fname, age, sex, major, advisor, city_code) VALUES
(1001, 'Smith', 'Linda', 18, 'F', 600, 1121, 'BAL'),
(1002, 'Kim', 'Tracy', 19, 'F', 600, 7712, 'HKG'),
(1003, 'Jones', 'Shiela', 21, 'F', 600, 7792, 'WAS'),
(1004, 'Kumar', 'Dinesh', 20, 'M', 600, 8423, 'CHI'),
(1005, 'Gompers', 'Paul', 26, 'M', 600, 1121, 'YYZ'),
(1006, 'Schultz', 'Andy', 18, 'M', 600, 1148, 'BAL'),
(1007, 'Apap', 'Lisa', 18, 'F', 600, 8918, 'PIT'),
(1008, 'Nelson', 'Jandy', 20, 'F', 600, 9172, 'BAL'),
(1009, 'Tai', 'Eric', 19, 'M', 600, 2192, 'YYZ'),
(1010, 'Lee', 'Derek', 17, 'M', 600, 2192, 'HOU'),
(1011, 'Adams', 'David', 22, 'M', 600, 1148, 'PHL'),
(1012, 'Davis', 'Steven', 20, 'M', 600, 7723, 'PIT'),
(1014, 'Norris', 'Charles', 18, 'M', 600, 8741, 'DAL'),
(1015, 'Lee', 'Susan', 16, 'F', 600, 8721, 'HKG'),
(1016, 'Schwartz', 'Mark', 17, 'M', 600, 2192, 'DET'),
(1017, 'Wilson', 'Bruce', 27, 'M', 600, 1148, 'LON'),
(1018, 'Leighton', 'Michael', 20, 'M', 600, 1121, 'PIT'),
(1019, 'Pang', 'Arthur', 18, 'M', 600, 2192, 'WAS'),
(1020, 'Thornton', 'Ian', 22, 'M', 520, 7271, 'NYC'),
(1021, 'Andreou', 'George', 19, 'M', 520, 8722, 'NYC'),
(1022, 'Woods', 'Michael', 17, 'M', 540, 8722, 'PHL'),
(1023, 'Shieber', 'David', 20, 'M', 520, 8722, 'NYC'),
(1024, 'Prater', 'Stacy', 18, 'F', 540, 7271, 'BAL'),
(1025, 'Goldman', 'Mark', 18, 'M', 520, 7134, 'PIT'),
(1026, 'Pang', 'Eric', 19, 'M', 520, 7134, 'HKG'),
(1027, 'Brody', 'Paul', 18, 'M', 520, 8723, 'LOS'),
(1028, 'Rugh', 'Eric', 20, 'M', 550, 2311, 'ROC'),
(1029, 'Han', 'Jun', 17, 'M', 100, 2311, 'PEK'),
(1030, 'Cheng', 'Lisa', 21, 'F', 550, 2311, 'SFO'),
(1031, 'Smith', 'Sarah', 20, 'F', 550, 8772, 'PHL'),
(1032, 'Brown', 'Eric', 20, 'M', 550, 8772, 'ATL'),
(1033, 'Simms', 'William', 18, 'M', 550, 8772, 'NAR'),
(1034, 'Epp', 'Eric', 18, 'M', 50, 5718, 'BOS'),
(1035, 'Schmidt', 'Sarah', 26, 'F', 50, 5718, 'WAS');

INSERT INTO dorm (dormid, dorm_name, student_capacity, gender) VALUES
(100, 'Smith Hall', 85, 'X'),
(110, 'Bud Jones Hall', 116, 'M'),
(140, 'Fawlty Towers', 355, 'X'),
(160, 'Dorm-plex 2000', 400, 'X'),
(109, 'Anonymous Donor Hall', 128, 'F'),
(117, 'University Hovels', 40, 'X'),
(104, 'Grad Student Asylum', 256, 'X');

INSERT INTO dorm_amenity (amenid, amenity_name) VALUES
(900, 'TV Lounge'),
(901, 'Study Room'),
(902, 'Pub in Basement'),
(903, 'Carpeted Rooms'),
(904, '4 Walls'),
(930, 'Roof'),
(931, 'Ethernet Ports'),
(932, 'Air Conditioning'),
(922, 'Heat'),
(950, 'Working Fireplaces'),
(955, 'Kitchen in Every Room'),
(909, 'Allows Pets');

INSERT INTO has_amenity (dormid, amenid) VALUES
(109, 900),
(109, 901),
(109, 903),
(109, 904),
(109, 930),
(109, 931),
(109, 932),
(109, 922),
(104, 901),
(104, 904),
(104, 930),
(160, 900),
(160, 901),
(160, 902),
(160, 903),
(160, 931),
(160, 904),
(160, 930),
(160, 922),
(160, 932),
(160, 950),
(160, 955),
(160, 909),
(100, 901),
(100, 903),
(100, 904),
(100, 930),
(100, 922),
(117, 930),
(110, 901),
(110, 903),
(110, 904),
(110, 930),
(110, 922),
(140, 909),
(140, 900),
(140, 902),
(140, 904),
(140, 930),
(140, 932);

INSERT INTO lives_in (stuid, dormid, room_number) VALUES
(1001, 109, 105),
(1002, 100, 112),
(1003, 100, 124),
(1004, 140, 215),
(1005, 160, 333),
(1007, 140, 113),
(1008, 160, 334),
(1009, 140, 332),
(1010, 160, 443),
(1011, 140, 102),
(1012, 160, 333),
(1014, 104, 211),
(1015, 160, 443),
(1016, 140, 301),
(1017, 140, 319),
(1018, 140, 225),
(1020, 160, 405),
(1021, 160, 405),
(1022, 100, 153),
(1023, 160, 317),
(1024, 100, 151),
(1025, 160, 317),
(1027, 140, 208),
(1028, 110, 48),
(1029, 140, 418),
(1030, 109, 211),
(1031, 100, 112),
(1032, 109, 105),
(1033, 117, 3),
(1034, 160, 105),
(1035, 100, 124);

ALTER TABLE has_amenity ADD CONSTRAINT has_amenity_fk1 FOREIGN KEY (dormid) REFERENCES dorm (dormid);

ALTER TABLE has_amenity ADD CONSTRAINT has_amenity_fk2 FOREIGN KEY (amenid) REFERENCES dorm_amenity (amenid);

ALTER TABLE lives_in ADD CONSTRAINT lives_in_fk1 FOREIGN KEY (stuid) REFERENCES student (stuid);

ALTER TABLE lives_in ADD CONSTRAINT lives_in_fk2 FOREIGN KEY (dormid) REFERENCES dorm (dormid);
