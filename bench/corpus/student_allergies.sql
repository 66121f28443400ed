-- student_allergies: a small university's record of which students have which allergies: 34 students (surname,
--   first name, age, sex, major and advisor as numeric codes, home-city code), 14 allergies each classed as food,
--   environmental or animal, and 59 student-allergy pairs.
-- Source: the Spider text-to-SQL dataset's allergy_1 database (Yale LILY, https://yale-lily.github.io/spider);
--   the copy used is database/allergy_1/allergy_1.sqlite of https://github.com/LeLuven/MachineSpider,
--   commit fec4cdd7c9954caaa8c88e3897b763302103d5a0, whose identifiers are machine-translated to German; Spider's
--   original English table and column names (datasets/spider/database/allergy_1/schema.sql of
--   https://github.com/hyukkyukang/text2SQL, commit 999f5e467a3c2a263533f1dfa3d0106a18d343d1) are restored here.
-- License: CC BY-SA 4.0 (Spider); this converted file is CC BY-SA 4.0 too.
-- Converted for PostgreSQL: Spider's Capitalised_Snake table names (Allergy_Type, Has_Allergy, Student) and its
--   mixed column names (Allergy, AllergyType, StuID, LName, Fname, Age, Sex, Major, Advisor, city_code) written
--   WITHOUT quotes, so PostgreSQL folds every name to lower case (allergy_type, has_allergy, stuid, lname,
--   allergytype, city_code). Spider's types kept (integer, varchar). Keys as in Spider: Has_Allergy has no
--   primary key; its foreign key to Allergy_Type is added, the one to Student is NOT, because one row
--   (student 1013, Ragweed) names a student who is not in Student.


CREATE TABLE allergy_type (
  allergy varchar(20) NOT NULL,
  allergytype varchar(20),
  PRIMARY KEY (allergy)
);

CREATE TABLE has_allergy (
  stuid integer,
  allergy varchar(20)
);

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

INSERT INTO allergy_type (allergy, allergytype) VALUES
('Eggs', 'food'),
('Nuts', 'food'),
('Milk', 'food'),
('Shellfish', 'food'),
('Anchovies', 'food'),
('Wheat', 'food'),
('Soy', 'food'),
('Ragweed', 'environmental'),
('Tree Pollen', 'environmental'),
('Grass Pollen', 'environmental'),
('Cat', 'animal'),
('Dog', 'animal'),
('Rodent', 'animal'),
('Bee Stings', 'animal');

INSERT INTO has_allergy (stuid, allergy) VALUES
(1001, 'Cat'),
(1002, 'Shellfish'),
(1002, 'Tree Pollen'),
(1003, 'Dog'),
(1004, 'Nuts'),
(1005, 'Nuts'),
(1005, 'Tree Pollen'),
(1006, 'Nuts'),
(1007, 'Ragweed'),
(1007, 'Tree Pollen'),
(1007, 'Grass Pollen'),
(1007, 'Eggs'),
(1007, 'Milk'),
(1007, 'Shellfish'),
(1007, 'Anchovies'),
(1007, 'Cat'),
(1007, 'Dog'),
(1009, 'Tree Pollen'),
(1010, 'Ragweed'),
(1010, 'Tree Pollen'),
(1010, 'Grass Pollen'),
(1010, 'Eggs'),
(1010, 'Milk'),
(1010, 'Shellfish'),
(1010, 'Anchovies'),
(1010, 'Cat'),
(1010, 'Dog'),
(1011, 'Ragweed'),
(1012, 'Ragweed'),
(1013, 'Ragweed'),
(1014, 'Nuts'),
(1015, 'Nuts'),
(1015, 'Soy'),
(1016, 'Nuts'),
(1016, 'Milk'),
(1017, 'Tree Pollen'),
(1018, 'Nuts'),
(1018, 'Soy'),
(1019, 'Tree Pollen'),
(1020, 'Tree Pollen'),
(1021, 'Tree Pollen'),
(1022, 'Nuts'),
(1022, 'Anchovies'),
(1023, 'Rodent'),
(1023, 'Cat'),
(1023, 'Nuts'),
(1024, 'Ragweed'),
(1024, 'Tree Pollen'),
(1025, 'Tree Pollen'),
(1026, 'Grass Pollen'),
(1027, 'Tree Pollen'),
(1028, 'Tree Pollen'),
(1029, 'Soy'),
(1029, 'Nuts'),
(1029, 'Eggs'),
(1030, 'Grass Pollen'),
(1031, 'Nuts'),
(1031, 'Shellfish'),
(1031, 'Soy');

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

ALTER TABLE has_allergy ADD CONSTRAINT has_allergy_fk1 FOREIGN KEY (allergy) REFERENCES allergy_type (allergy);
