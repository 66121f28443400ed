-- department_heads: converted from the Spider text-to-SQL dataset's `department_management` database (Yale LILY), via the copy in
-- github.com/LeLuven/MachineSpider (commit fec4cdd7c9954caaa8c88e3897b763302103d5a0) with Spider's English names.
-- License: CC BY-SA 4.0 (Spider); this file is CC BY-SA 4.0 too. See department_heads.md.

SET NAMES utf8mb4;

CREATE TABLE department (
  Department_ID int NOT NULL,
  Name varchar(40),
  Creation int,
  Ranking int,
  Budget_in_Billions decimal(6,2),
  Num_Employees int,
  PRIMARY KEY (Department_ID)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4;

CREATE TABLE head (
  head_ID int NOT NULL,
  name varchar(40),
  born_state varchar(20),
  age int,
  PRIMARY KEY (head_ID)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4;

CREATE TABLE management (
  department_ID int NOT NULL,
  head_ID int NOT NULL,
  temporary_acting varchar(3),
  PRIMARY KEY (department_ID, head_ID)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4;

INSERT INTO department (Department_ID, Name, Creation, Ranking, Budget_in_Billions, Num_Employees) VALUES (1, 'State', 1789, 1, 9.96, 30266);
INSERT INTO department (Department_ID, Name, Creation, Ranking, Budget_in_Billions, Num_Employees) VALUES (2, 'Treasury', 1789, 2, 11.10, 115897);
INSERT INTO department (Department_ID, Name, Creation, Ranking, Budget_in_Billions, Num_Employees) VALUES (3, 'Defense', 1947, 3, 439.30, 3000000);
INSERT INTO department (Department_ID, Name, Creation, Ranking, Budget_in_Billions, Num_Employees) VALUES (4, 'Justice', 1870, 4, 23.40, 112557);
INSERT INTO department (Department_ID, Name, Creation, Ranking, Budget_in_Billions, Num_Employees) VALUES (5, 'Interior', 1849, 5, 10.70, 71436);
INSERT INTO department (Department_ID, Name, Creation, Ranking, Budget_in_Billions, Num_Employees) VALUES (6, 'Agriculture', 1889, 6, 77.60, 109832);
INSERT INTO department (Department_ID, Name, Creation, Ranking, Budget_in_Billions, Num_Employees) VALUES (7, 'Commerce', 1903, 7, 6.20, 36000);
INSERT INTO department (Department_ID, Name, Creation, Ranking, Budget_in_Billions, Num_Employees) VALUES (8, 'Labor', 1913, 8, 59.70, 17347);
INSERT INTO department (Department_ID, Name, Creation, Ranking, Budget_in_Billions, Num_Employees) VALUES (9, 'Health and Human Services', 1953, 9, 543.20, 67000);
INSERT INTO department (Department_ID, Name, Creation, Ranking, Budget_in_Billions, Num_Employees) VALUES (10, 'Housing and Urban Development', 1965, 10, 46.20, 10600);
INSERT INTO department (Department_ID, Name, Creation, Ranking, Budget_in_Billions, Num_Employees) VALUES (11, 'Transportation', 1966, 11, 58.00, 58622);
INSERT INTO department (Department_ID, Name, Creation, Ranking, Budget_in_Billions, Num_Employees) VALUES (12, 'Energy', 1977, 12, 21.50, 116100);
INSERT INTO department (Department_ID, Name, Creation, Ranking, Budget_in_Billions, Num_Employees) VALUES (13, 'Education', 1979, 13, 62.80, 4487);
INSERT INTO department (Department_ID, Name, Creation, Ranking, Budget_in_Billions, Num_Employees) VALUES (14, 'Veterans Affairs', 1989, 14, 73.20, 235000);
INSERT INTO department (Department_ID, Name, Creation, Ranking, Budget_in_Billions, Num_Employees) VALUES (15, 'Homeland Security', 2002, 15, 44.60, 208000);

INSERT INTO head (head_ID, name, born_state, age) VALUES (1, 'Tiger Woods', 'Alabama', 67);
INSERT INTO head (head_ID, name, born_state, age) VALUES (2, 'Sergio García', 'California', 68);
INSERT INTO head (head_ID, name, born_state, age) VALUES (3, 'K. J. Choi', 'Alabama', 69);
INSERT INTO head (head_ID, name, born_state, age) VALUES (4, 'Dudley Hart', 'California', 52);
INSERT INTO head (head_ID, name, born_state, age) VALUES (5, 'Jeff Maggert', 'Delaware', 53);
INSERT INTO head (head_ID, name, born_state, age) VALUES (6, 'Billy Mayfair', 'California', 69);
INSERT INTO head (head_ID, name, born_state, age) VALUES (7, 'Stewart Cink', 'Florida', 50);
INSERT INTO head (head_ID, name, born_state, age) VALUES (8, 'Nick Faldo', 'California', 56);
INSERT INTO head (head_ID, name, born_state, age) VALUES (9, 'Pádraig Harrington', 'Connecticut', 43);
INSERT INTO head (head_ID, name, born_state, age) VALUES (10, 'Franklin Langham', 'Connecticut', 67);

INSERT INTO management (department_ID, head_ID, temporary_acting) VALUES (2, 5, 'Yes');
INSERT INTO management (department_ID, head_ID, temporary_acting) VALUES (15, 4, 'Yes');
INSERT INTO management (department_ID, head_ID, temporary_acting) VALUES (2, 6, 'Yes');
INSERT INTO management (department_ID, head_ID, temporary_acting) VALUES (7, 3, 'No');
INSERT INTO management (department_ID, head_ID, temporary_acting) VALUES (11, 10, 'No');

ALTER TABLE management ADD FOREIGN KEY (department_ID) REFERENCES department (Department_ID);
ALTER TABLE management ADD FOREIGN KEY (head_ID) REFERENCES head (head_ID);
