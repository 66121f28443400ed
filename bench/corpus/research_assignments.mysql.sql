-- research_assignments: a research office's staffing list: 12 scientists (SSN, name), 14 projects (four-character
--   code, name, hours) and 12 assignments of scientists to projects.
-- Source: the Spider text-to-SQL dataset's scientist_1 database (Yale LILY, https://yale-lily.github.io/spider);
--   the copy used is database/scientist_1/scientist_1.sqlite of https://github.com/LeLuven/MachineSpider,
--   commit fec4cdd7c9954caaa8c88e3897b763302103d5a0, whose identifiers are machine-translated to German; Spider's
--   original English table and column names (datasets/spider/database/scientist_1/schema.sql of
--   https://github.com/hyukkyukang/text2SQL, commit 999f5e467a3c2a263533f1dfa3d0106a18d343d1) are restored here.
-- License: CC BY-SA 4.0 (Spider); this converted file is CC BY-SA 4.0 too.
-- Converted for MariaDB 10.11: Spider's capitalisation kept (Scientists, Projects, AssignedTo; SSN, Name, Code,
--   Hours, Scientist, Project). Types: Char(30) and Char(50) names as varchar(30) and varchar(50), the four-character
--   project codes as char(4), int as int. NOT NULL as in Spider, plus on SSN and Code. Keys as in Spider; foreign keys
--   added after the rows.


CREATE TABLE `Scientists` (
  `SSN` int NOT NULL,
  `Name` varchar(30) NOT NULL,
  PRIMARY KEY (`SSN`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4;

CREATE TABLE `Projects` (
  `Code` char(4) NOT NULL,
  `Name` varchar(50) NOT NULL,
  `Hours` int,
  PRIMARY KEY (`Code`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4;

CREATE TABLE `AssignedTo` (
  `Scientist` int NOT NULL,
  `Project` char(4) NOT NULL,
  PRIMARY KEY (`Scientist`, `Project`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4;

INSERT INTO `Scientists` (`SSN`, `Name`) VALUES
(123234877, 'Michael Rogers'),
(152934485, 'Anand Manikutty'),
(222364883, 'Carol Smith'),
(326587417, 'Joe Stevens'),
(332154719, 'Mary-Anne Foster'),
(332569843, 'George ODonnell'),
(546523478, 'John Doe'),
(631231482, 'David Smith'),
(654873219, 'Zacary Efron'),
(745685214, 'Eric Goldsmith'),
(845657245, 'Elizabeth Doe'),
(845657246, 'Kumar Swamy');

INSERT INTO `Projects` (`Code`, `Name`, `Hours`) VALUES
('AeH1', 'Winds: Studying Bernoullis Principle', 156),
('AeH2', 'Aerodynamics and Bridge Design', 189),
('AeH3', 'Aerodynamics and Gas Mileage', 256),
('AeH4', 'Aerodynamics and Ice Hockey', 789),
('AeH5', 'Aerodynamics of a Football', 98),
('AeH6', 'Aerodynamics of Air Hockey', 89),
('Ast1', 'A Matter of Time', 112),
('Ast2', 'A Puzzling Parallax', 299),
('Ast3', 'Build Your Own Telescope', 6546),
('Bte1', 'Juicy: Extracting Apple Juice with Pectinase', 321),
('Bte2', 'A Magnetic Primer Designer', 9684),
('Bte3', 'Bacterial Transformation Efficiency', 321),
('Che1', 'A Silver-Cleaning Battery', 545),
('Che2', 'A Soluble Separation Solution', 778);

INSERT INTO `AssignedTo` (`Scientist`, `Project`) VALUES
(123234877, 'AeH1'),
(152934485, 'AeH3'),
(222364883, 'Ast3'),
(326587417, 'Ast3'),
(332154719, 'Bte1'),
(546523478, 'Che1'),
(631231482, 'Ast3'),
(654873219, 'Che1'),
(745685214, 'AeH3'),
(845657245, 'Ast1'),
(845657246, 'Ast2'),
(332569843, 'AeH4');

ALTER TABLE `AssignedTo` ADD CONSTRAINT assignedto_fk1 FOREIGN KEY (`Scientist`) REFERENCES `Scientists` (`SSN`);

ALTER TABLE `AssignedTo` ADD CONSTRAINT assignedto_fk2 FOREIGN KEY (`Project`) REFERENCES `Projects` (`Code`);
