-- doc_control: a document-control office's records: 15 documents (CDs, paper, hard drives), each with a status
--   (being worked on, mailed, mailed late), the shipping agent that carries it (UPS, USPS, Fedex, airline, ship), a
--   receipt date (1973-2017) and receipt number; 15 numbered drafts of 11 of them and 8 copies of those drafts; the
--   4 copies circulated to employees; 6 employees in 4 roles (editor, photo, manager, proof manager); and 14 mailings
--   of 10 documents to 8 addresses (which hold only a country code) with their dates (1971-2013).
-- Source: the Spider text-to-SQL dataset's cre_Doc_Control_Systems database (Yale LILY,
--   https://yale-lily.github.io/spider); the copy used is
--   database/cre_doc_control_systems/cre_doc_control_systems.sqlite of https://github.com/LeLuven/MachineSpider,
--   commit fec4cdd7c9954caaa8c88e3897b763302103d5a0, whose identifiers are machine-translated to German; Spider's
--   original English table and column names are restored here.
-- License: CC BY-SA 4.0 (Spider); this converted file is CC BY-SA 4.0 too.
-- Converted for PostgreSQL: Spider's Capitalised table names (Documents, Ref_Document_Status, Draft_Copies,
--   Circulation_History, Documents_Mailed) and lower-case snake_case columns (document_status_code, receipt_date,
--   mailed_to_address_id) written WITHOUT quotes, so PostgreSQL folds every name to lower case. CHAR codes as
--   varchar; dates as timestamps. Keys as in Spider.

CREATE TABLE ref_document_types (
  document_type_code varchar(15) NOT NULL,
  document_type_description varchar(255) NOT NULL,
  PRIMARY KEY (document_type_code)
);

CREATE TABLE roles (
  role_code varchar(15) NOT NULL,
  role_description varchar(255),
  PRIMARY KEY (role_code)
);

CREATE TABLE addresses (
  address_id integer NOT NULL,
  address_details varchar(255),
  PRIMARY KEY (address_id)
);

CREATE TABLE ref_document_status (
  document_status_code varchar(15) NOT NULL,
  document_status_description varchar(255) NOT NULL,
  PRIMARY KEY (document_status_code)
);

CREATE TABLE ref_shipping_agents (
  shipping_agent_code varchar(15) NOT NULL,
  shipping_agent_name varchar(255) NOT NULL,
  shipping_agent_description varchar(255) NOT NULL,
  PRIMARY KEY (shipping_agent_code)
);

CREATE TABLE documents (
  document_id integer NOT NULL,
  document_status_code varchar(15) NOT NULL,
  document_type_code varchar(15) NOT NULL,
  shipping_agent_code varchar(15),
  receipt_date timestamp,
  receipt_number varchar(255),
  other_details varchar(255),
  PRIMARY KEY (document_id)
);

CREATE TABLE employees (
  employee_id integer NOT NULL,
  role_code varchar(15) NOT NULL,
  employee_name varchar(255),
  other_details varchar(255),
  PRIMARY KEY (employee_id)
);

CREATE TABLE document_drafts (
  document_id integer NOT NULL,
  draft_number integer NOT NULL,
  draft_details varchar(255),
  PRIMARY KEY (document_id, draft_number)
);

CREATE TABLE draft_copies (
  document_id integer NOT NULL,
  draft_number integer NOT NULL,
  copy_number integer NOT NULL,
  PRIMARY KEY (document_id, draft_number, copy_number)
);

CREATE TABLE circulation_history (
  document_id integer NOT NULL,
  draft_number integer NOT NULL,
  copy_number integer NOT NULL,
  employee_id integer NOT NULL,
  PRIMARY KEY (document_id, draft_number, copy_number, employee_id)
);

CREATE TABLE documents_mailed (
  document_id integer NOT NULL,
  mailed_to_address_id integer NOT NULL,
  mailing_date timestamp,
  PRIMARY KEY (document_id, mailed_to_address_id)
);

INSERT INTO ref_document_types (document_type_code, document_type_description) VALUES
('CD', 'b'),
('Paper', 'u'),
('Hard Drive', 'f');

INSERT INTO roles (role_code, role_description) VALUES
('ED', 'Editor'),
('PT', 'Photo'),
('MG', 'Manager'),
('PR', 'Proof Manager');

INSERT INTO addresses (address_id, address_details) VALUES
(0, 'IT'),
(1, 'MX'),
(2, 'DE'),
(3, 'ES'),
(4, 'ES'),
(5, 'IE'),
(6, 'US'),
(7, 'PT'),
(8, 'IE'),
(9, 'MX');

INSERT INTO ref_document_status (document_status_code, document_status_description) VALUES
('working', 'currently working on'),
('done', 'mailed'),
('overdue', 'mailed late');

INSERT INTO ref_shipping_agents (shipping_agent_code, shipping_agent_name, shipping_agent_description) VALUES
('UP', 'UPS', 'g'),
('US', 'USPS', 'q'),
('AL', 'Airline', 'w'),
('FE', 'Fedex', 'k'),
('SH', 'Ship', 't');

INSERT INTO documents (document_id, document_status_code, document_type_code, shipping_agent_code, receipt_date, receipt_number, other_details) VALUES
(1, 'working', 'CD', 'UP', '2008-04-21 20:42:25', '19', 'z'),
(2, 'done', 'Paper', 'US', '1974-05-08 00:00:46', '34', 'h'),
(3, 'done', 'Paper', 'UP', '2014-12-25 17:22:44', '93', 'h'),
(4, 'done', 'Paper', 'US', '1973-11-05 21:48:53', '80', 'q'),
(7, 'working', 'CD', 'SH', '1982-09-27 14:52:15', '61', 'w'),
(10, 'overdue', 'Paper', 'UP', '1976-09-15 19:24:17', '8', 'm'),
(12, 'overdue', 'Hard Drive', 'US', '1996-05-31 06:51:58', '69', 'n'),
(13, 'working', 'CD', 'UP', '2015-04-03 09:36:19', '79', 'y'),
(14, 'working', 'CD', 'FE', '2017-07-02 17:39:09', '117', 'u'),
(15, 'overdue', 'CD', 'UP', '1986-12-14 14:18:59', '37', 'r'),
(17, 'done', 'Paper', 'FE', '1983-09-26 09:32:56', '55', 'p'),
(20, 'working', 'Paper', 'UP', '1996-07-27 03:30:40', '189', 'x'),
(23, 'working', 'Hard Drive', 'FE', '1999-04-17 14:19:32', '124', 'b'),
(24, 'working', 'Hard Drive', 'FE', '2005-09-30 00:10:02', '114', 'j'),
(25, 'overdue', 'Hard Drive', 'AL', '1985-11-05 17:59:34', '83', 'u');

INSERT INTO employees (employee_id, role_code, employee_name, other_details) VALUES
(1, 'ED', 'Koby', 'h'),
(2, 'ED', 'Kenyon', 'f'),
(3, 'PR', 'Haley', 'b'),
(5, 'PT', 'Clemens', 'b'),
(7, 'PT', 'Jordyn', 'v'),
(8, 'MG', 'Erling', 'u');

INSERT INTO document_drafts (document_id, draft_number, draft_details) VALUES
(1, 0, 'e'),
(1, 2, 'k'),
(2, 1, 'v'),
(2, 8, 'v'),
(4, 9, 'r'),
(7, 10, 'm'),
(10, 20, 'k'),
(12, 11, 'b'),
(12, 12, 'r'),
(13, 4, 'w'),
(13, 16, 'p'),
(14, 14, 'x'),
(17, 19, 'a'),
(20, 17, 'l'),
(23, 9, 'r');

INSERT INTO draft_copies (document_id, draft_number, copy_number) VALUES
(2, 8, 5),
(4, 9, 6),
(23, 9, 15),
(10, 20, 10),
(2, 1, 4),
(1, 2, 5),
(20, 17, 15),
(12, 12, 10);

INSERT INTO circulation_history (document_id, draft_number, copy_number, employee_id) VALUES
(20, 17, 15, 8),
(1, 2, 5, 1),
(2, 1, 4, 2),
(10, 20, 10, 2);

INSERT INTO documents_mailed (document_id, mailed_to_address_id, mailing_date) VALUES
(2, 8, '1977-04-01 17:03:50'),
(4, 3, '1992-11-07 15:03:41'),
(4, 9, '1973-02-21 10:17:01'),
(7, 5, '1979-09-21 10:30:52'),
(10, 3, '1993-05-24 22:13:48'),
(12, 0, '1999-05-22 23:21:07'),
(12, 7, '2007-01-01 22:32:11'),
(12, 8, '2007-03-20 05:22:01'),
(13, 4, '1991-05-27 14:17:37'),
(14, 5, '1986-05-16 06:25:33'),
(20, 2, '2010-11-04 04:00:16'),
(20, 7, '1982-01-14 05:50:54'),
(23, 8, '1971-11-03 12:32:14'),
(24, 0, '2013-01-27 03:29:31');

ALTER TABLE documents ADD CONSTRAINT documents_fk1 FOREIGN KEY (document_type_code) REFERENCES ref_document_types (document_type_code);

ALTER TABLE documents ADD CONSTRAINT documents_fk2 FOREIGN KEY (document_status_code) REFERENCES ref_document_status (document_status_code);

ALTER TABLE documents ADD CONSTRAINT documents_fk3 FOREIGN KEY (shipping_agent_code) REFERENCES ref_shipping_agents (shipping_agent_code);

ALTER TABLE employees ADD CONSTRAINT employees_fk1 FOREIGN KEY (role_code) REFERENCES roles (role_code);

ALTER TABLE document_drafts ADD CONSTRAINT document_drafts_fk1 FOREIGN KEY (document_id) REFERENCES documents (document_id);

ALTER TABLE draft_copies ADD CONSTRAINT draft_copies_fk1 FOREIGN KEY (document_id, draft_number) REFERENCES document_drafts (document_id, draft_number);

ALTER TABLE circulation_history ADD CONSTRAINT circulation_history_fk1 FOREIGN KEY (document_id, draft_number, copy_number) REFERENCES draft_copies (document_id, draft_number, copy_number);

ALTER TABLE circulation_history ADD CONSTRAINT circulation_history_fk2 FOREIGN KEY (employee_id) REFERENCES employees (employee_id);

ALTER TABLE documents_mailed ADD CONSTRAINT documents_mailed_fk1 FOREIGN KEY (document_id) REFERENCES documents (document_id);

ALTER TABLE documents_mailed ADD CONSTRAINT documents_mailed_fk2 FOREIGN KEY (mailed_to_address_id) REFERENCES addresses (address_id);
