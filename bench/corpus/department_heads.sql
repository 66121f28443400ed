-- department_heads: converted from the Spider text-to-SQL dataset's `department_management` database (Yale LILY), via the copy in
-- github.com/LeLuven/MachineSpider (commit fec4cdd7c9954caaa8c88e3897b763302103d5a0) with Spider's English names.
-- License: CC BY-SA 4.0 (Spider); this file is CC BY-SA 4.0 too. See department_heads.md.

CREATE TABLE department (
  department_id integer NOT NULL,
  name varchar(40),
  creation integer,
  ranking integer,
  budget_in_billions numeric(6,2),
  num_employees integer,
  PRIMARY KEY (department_id)
);

CREATE TABLE head (
  head_id integer NOT NULL,
  name varchar(40),
  born_state varchar(20),
  age integer,
  PRIMARY KEY (head_id)
);

CREATE TABLE management (
  department_id integer NOT NULL,
  head_id integer NOT NULL,
  temporary_acting varchar(3),
  PRIMARY KEY (department_id, head_id)
);

INSERT INTO department (department_id, name, creation, ranking, budget_in_billions, num_employees) VALUES (1, 'State', 1789, 1, 9.96, 30266);
INSERT INTO department (department_id, name, creation, ranking, budget_in_billions, num_employees) VALUES (2, 'Treasury', 1789, 2, 11.10, 115897);
INSERT INTO department (department_id, name, creation, ranking, budget_in_billions, num_employees) VALUES (3, 'Defense', 1947, 3, 439.30, 3000000);
INSERT INTO department (department_id, name, creation, ranking, budget_in_billions, num_employees) VALUES (4, 'Justice', 1870, 4, 23.40, 112557);
INSERT INTO department (department_id, name, creation, ranking, budget_in_billions, num_employees) VALUES (5, 'Interior', 1849, 5, 10.70, 71436);
INSERT INTO department (department_id, name, creation, ranking, budget_in_billions, num_employees) VALUES (6, 'Agriculture', 1889, 6, 77.60, 109832);
INSERT INTO department (department_id, name, creation, ranking, budget_in_billions, num_employees) VALUES (7, 'Commerce', 1903, 7, 6.20, 36000);
INSERT INTO department (department_id, name, creation, ranking, budget_in_billions, num_employees) VALUES (8, 'Labor', 1913, 8, 59.70, 17347);
INSERT INTO department (department_id, name, creation, ranking, budget_in_billions, num_employees) VALUES (9, 'Health and Human Services', 1953, 9, 543.20, 67000);
INSERT INTO department (department_id, name, creation, ranking, budget_in_billions, num_employees) VALUES (10, 'Housing and Urban Development', 1965, 10, 46.20, 10600);
INSERT INTO department (department_id, name, creation, ranking, budget_in_billions, num_employees) VALUES (11, 'Transportation', 1966, 11, 58.00, 58622);
INSERT INTO department (department_id, name, creation, ranking, budget_in_billions, num_employees) VALUES (12, 'Energy', 1977, 12, 21.50, 116100);
INSERT INTO department (department_id, name, creation, ranking, budget_in_billions, num_employees) VALUES (13, 'Education', 1979, 13, 62.80, 4487);
INSERT INTO department (department_id, name, creation, ranking, budget_in_billions, num_employees) VALUES (14, 'Veterans Affairs', 1989, 14, 73.20, 235000);
INSERT INTO department (department_id, name, creation, ranking, budget_in_billions, num_employees) VALUES (15, 'Homeland Security', 2002, 15, 44.60, 208000);

INSERT INTO head (head_id, name, born_state, age) VALUES (1, 'Tiger Woods', 'Alabama', 67);
INSERT INTO head (head_id, name, born_state, age) VALUES (2, 'Sergio García', 'California', 68);
INSERT INTO head (head_id, name, born_state, age) VALUES (3, 'K. J. Choi', 'Alabama', 69);
INSERT INTO head (head_id, name, born_state, age) VALUES (4, 'Dudley Hart', 'California', 52);
INSERT INTO head (head_id, name, born_state, age) VALUES (5, 'Jeff Maggert', 'Delaware', 53);
INSERT INTO head (head_id, name, born_state, age) VALUES (6, 'Billy Mayfair', 'California', 69);
INSERT INTO head (head_id, name, born_state, age) VALUES (7, 'Stewart Cink', 'Florida', 50);
INSERT INTO head (head_id, name, born_state, age) VALUES (8, 'Nick Faldo', 'California', 56);
INSERT INTO head (head_id, name, born_state, age) VALUES (9, 'Pádraig Harrington', 'Connecticut', 43);
INSERT INTO head (head_id, name, born_state, age) VALUES (10, 'Franklin Langham', 'Connecticut', 67);

INSERT INTO management (department_id, head_id, temporary_acting) VALUES (2, 5, 'Yes');
INSERT INTO management (department_id, head_id, temporary_acting) VALUES (15, 4, 'Yes');
INSERT INTO management (department_id, head_id, temporary_acting) VALUES (2, 6, 'Yes');
INSERT INTO management (department_id, head_id, temporary_acting) VALUES (7, 3, 'No');
INSERT INTO management (department_id, head_id, temporary_acting) VALUES (11, 10, 'No');

ALTER TABLE management ADD FOREIGN KEY (department_id) REFERENCES department (department_id);
ALTER TABLE management ADD FOREIGN KEY (head_id) REFERENCES head (head_id);
