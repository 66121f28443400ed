-- document_expenses: documents and expenses of a research organisation's projects — 5 projects, 15 documents (books,
--   CVs, papers, presentations, films; dated 1970–2013), 10 documents with expenses charged to a budget (government,
--   organisation, self-funded), 2 documents that are financial statements and the 15 accounts (amounts) on them,
--   with the document-type and budget-code reference tables.
-- Source: the Spider text-to-SQL dataset's cre_Docs_and_Epenses database (Yale LILY,
--   https://yale-lily.github.io/spider); the copy used is database/cre_docs_and_epenses/cre_docs_and_epenses.sqlite of
--   https://github.com/LeLuven/MachineSpider, commit fec4cdd7c9954caaa8c88e3897b763302103d5a0, whose identifiers are
--   machine-translated to German; Spider's original English table and column names are restored here.
-- License: CC BY-SA 4.0 (Spider); this converted file is CC BY-SA 4.0 too.
-- Converted for PostgreSQL: Spider's Capitalised_Snake_Case names written in lower case, unquoted (ref_document_types,
--   ref_budget_codes, documents_with_expenses, document_type_code, budget_type_code); a statement is a document
--   (statements.statement_id = documents.document_id) and accounts belong to statements; account amounts are in
--   accounts.account_details, typed numeric(12,3) here (text in Spider). Dates as timestamps. Keys as in Spider.

CREATE TABLE ref_document_types (
  document_type_code varchar(15) NOT NULL,
  document_type_name varchar(255) NOT NULL,
  document_type_description varchar(255) NOT NULL,
  PRIMARY KEY (document_type_code)
);

CREATE TABLE ref_budget_codes (
  budget_type_code varchar(15) NOT NULL,
  budget_type_description varchar(255) NOT NULL,
  PRIMARY KEY (budget_type_code)
);

CREATE TABLE projects (
  project_id integer NOT NULL,
  project_details varchar(255),
  PRIMARY KEY (project_id)
);

CREATE TABLE documents (
  document_id integer NOT NULL,
  document_type_code varchar(15) NOT NULL,
  project_id integer NOT NULL,
  document_date timestamp,
  document_name varchar(255),
  document_description varchar(255),
  other_details varchar(255),
  PRIMARY KEY (document_id)
);

CREATE TABLE statements (
  statement_id integer NOT NULL,
  statement_details varchar(255),
  PRIMARY KEY (statement_id)
);

CREATE TABLE documents_with_expenses (
  document_id integer NOT NULL,
  budget_type_code varchar(15) NOT NULL,
  document_details varchar(255),
  PRIMARY KEY (document_id)
);

CREATE TABLE accounts (
  account_id integer NOT NULL,
  statement_id integer NOT NULL,
  account_details numeric(12,3),
  PRIMARY KEY (account_id)
);

INSERT INTO ref_document_types (document_type_code, document_type_name, document_type_description) VALUES
('BK', 'Book', 'excellent'),
('CV', 'CV', 'excellent'),
('PT', 'Presentation', 'very good'),
('PP', 'Paper', 'good'),
('FM', 'Film', 'fun');

INSERT INTO ref_budget_codes (budget_type_code, budget_type_description) VALUES
('GV', 'Government'),
('ORG', 'Organisation'),
('SF', 'Self founded');

INSERT INTO projects (project_id, project_details) VALUES
(30, 'Society Research project'),
(35, 'Internet of Things project'),
(105, 'Graph Database project'),
(134, 'Human Resource project'),
(195, 'Population Research project');

INSERT INTO documents (document_id, document_type_code, project_id, document_date, document_name, document_description, other_details) VALUES
(29, 'CV', 30, '2004-08-28 06:59:19', 'Review on UK files', NULL, NULL),
(42, 'BK', 105, '2012-12-27 19:09:18', 'Review on Canadian files', NULL, NULL),
(57, 'CV', 195, '1980-10-22 14:17:11', 'Review on French files', NULL, NULL),
(121, 'BK', 105, '1981-11-29 10:23:01', 'Review on USA files', NULL, NULL),
(181, 'PP', 105, '1970-06-17 14:03:21', 'Chapter on private files', NULL, NULL),
(192, 'PP', 134, '2013-01-26 15:15:25', 'Book on USA files', NULL, NULL),
(226, 'BK', 30, '1991-07-08 08:49:59', 'Review on UK files', NULL, NULL),
(227, 'BK', 30, '1970-03-06 07:34:49', 'Deontae files', NULL, NULL),
(240, 'BK', 105, '1971-06-09 19:03:41', 'Winona Book', NULL, NULL),
(300, 'FM', 35, '2007-09-26 02:39:11', 'Trenton Presentation', NULL, NULL),
(309, 'BK', 35, '1978-10-15 10:33:17', 'Noel CV', NULL, NULL),
(318, 'PP', 134, '1970-01-30 10:53:35', 'King Book', NULL, NULL),
(367, 'CV', 134, '1983-08-24 17:10:26', 'Jevon Paper', NULL, NULL),
(371, 'PP', 105, '1976-05-06 12:56:12', 'Katheryn statement', NULL, NULL),
(383, 'PP', 35, '2005-10-28 03:17:16', 'Review on UK files', NULL, NULL);

INSERT INTO statements (statement_id, statement_details) VALUES
(57, 'Open Project'),
(192, 'Private Project');

INSERT INTO documents_with_expenses (document_id, budget_type_code, document_details) VALUES
(57, 'GV', 'government'),
(192, 'GV', 'government'),
(226, 'GV', 'government'),
(227, 'GV', 'government'),
(240, 'GV', 'government'),
(300, 'GV', 'government'),
(309, 'SF', 'safety'),
(367, 'SF', 'safety'),
(371, 'ORG', 'organization'),
(383, 'ORG', 'organization');

INSERT INTO accounts (account_id, statement_id, account_details) VALUES
(7, 57, 495.063),
(61, 57, 930.14),
(98, 57, 6035.84),
(136, 57, 199.52),
(164, 192, 12223.93),
(209, 57, 11130.23),
(211, 192, 1230.454),
(240, 192, 6352.31),
(262, 57, 147.96),
(280, 57, 187.14),
(321, 192, 745.817),
(346, 192, 127.9),
(414, 57, 25.41),
(427, 57, 1168.32),
(451, 192, 658.26);

ALTER TABLE documents ADD CONSTRAINT documents_fk1 FOREIGN KEY (document_type_code) REFERENCES ref_document_types (document_type_code);

ALTER TABLE documents ADD CONSTRAINT documents_fk2 FOREIGN KEY (project_id) REFERENCES projects (project_id);

ALTER TABLE statements ADD CONSTRAINT statements_fk1 FOREIGN KEY (statement_id) REFERENCES documents (document_id);

ALTER TABLE documents_with_expenses ADD CONSTRAINT documents_with_expenses_fk1 FOREIGN KEY (document_id) REFERENCES documents (document_id);

ALTER TABLE documents_with_expenses ADD CONSTRAINT documents_with_expenses_fk2 FOREIGN KEY (budget_type_code) REFERENCES ref_budget_codes (budget_type_code);

ALTER TABLE accounts ADD CONSTRAINT accounts_fk1 FOREIGN KEY (statement_id) REFERENCES statements (statement_id);
