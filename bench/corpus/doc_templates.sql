-- doc_templates: a document-template library — 5 template types (presentation, CV, advertisement, paper, book), 20
--   versioned templates with the dates they were effective, 15 documents each built from a template, and 15
--   paragraphs belonging to documents.
-- Source: the Spider text-to-SQL dataset's cre_Doc_Template_Mgt database (Yale LILY,
--   https://yale-lily.github.io/spider); the copy used is database/cre_doc_template_mgt/cre_doc_template_mgt.sqlite of
--   https://github.com/LeLuven/MachineSpider, commit fec4cdd7c9954caaa8c88e3897b763302103d5a0, whose identifiers are
--   machine-translated to German; Spider's original English table and column names are restored here.
-- License: CC BY-SA 4.0 (Spider); this converted file is CC BY-SA 4.0 too.
-- Converted for PostgreSQL: Spider's Capitalised_Snake_Case names (Ref_Template_Types, Template_Type_Code,
--   Date_Effective_From, Document_Name, Paragraph_Text) written unquoted, so PostgreSQL folds them to lower case.
--   A reference table with a Ref_ prefix holds the template-type codes. CHAR(15) codes typed varchar(15); dates as
--   timestamp. Primary and foreign keys as declared in Spider.

CREATE TABLE ref_template_types (
  template_type_code varchar(15) NOT NULL,
  template_type_description varchar(255) NOT NULL,
  PRIMARY KEY (template_type_code)
);

CREATE TABLE templates (
  template_id integer NOT NULL,
  version_number integer NOT NULL,
  template_type_code varchar(15) NOT NULL,
  date_effective_from timestamp,
  date_effective_to timestamp,
  template_details varchar(255) NOT NULL,
  PRIMARY KEY (template_id)
);

CREATE TABLE documents (
  document_id integer NOT NULL,
  template_id integer,
  document_name varchar(255),
  document_description varchar(255),
  other_details varchar(255),
  PRIMARY KEY (document_id)
);

CREATE TABLE paragraphs (
  paragraph_id integer NOT NULL,
  document_id integer NOT NULL,
  paragraph_text varchar(255),
  other_details varchar(255),
  PRIMARY KEY (paragraph_id)
);

INSERT INTO ref_template_types (template_type_code, template_type_description) VALUES
('PPT', 'Presentation'),
('CV', 'CV'),
('AD', 'Advertisement'),
('PP', 'Paper'),
('BK', 'Book');

INSERT INTO templates (template_id, version_number, template_type_code, date_effective_from, date_effective_to, template_details) VALUES
(0, 5, 'PP', '2005-11-12 07:09:48', '2008-01-05 14:19:28', ''),
(1, 9, 'PP', '2010-09-24 01:15:11', '1999-07-08 03:31:04', ''),
(4, 4, 'BK', '2002-03-02 14:39:49', '2001-04-18 09:29:52', ''),
(6, 2, 'PPT', '1975-05-20 22:51:19', '1992-05-02 20:06:11', ''),
(7, 8, 'PPT', '1993-10-07 02:33:04', '1975-07-16 04:52:10', ''),
(8, 3, 'BK', '1983-07-16 21:16:16', '1976-10-28 10:08:50', ''),
(9, 2, 'BK', '1997-04-17 08:29:44', '1994-12-07 13:26:23', ''),
(10, 1, 'PPT', '2003-06-05 04:03:45', '2007-06-06 06:18:53', ''),
(11, 6, 'BK', '1996-02-04 11:27:24', '1995-09-19 22:27:48', ''),
(14, 7, 'AD', '1975-10-20 02:28:58', '1979-11-04 08:58:39', ''),
(15, 9, 'CV', '1986-12-09 14:51:36', '1993-03-24 14:30:23', ''),
(16, 5, 'CV', '2012-04-05 07:11:42', '1980-05-07 12:15:47', ''),
(18, 5, 'PP', '1984-08-07 13:36:26', '1998-05-12 12:51:29', ''),
(19, 7, 'AD', '1999-06-21 11:10:30', '1974-09-14 06:34:39', ''),
(20, 6, 'BK', '1986-11-14 12:20:18', '2008-08-08 18:36:43', ''),
(21, 9, 'AD', '2002-08-25 13:26:23', '2015-09-06 01:08:44', ''),
(22, 0, 'PP', '2005-02-20 00:31:34', '1989-11-24 19:06:06', ''),
(23, 2, 'BK', '1979-12-24 10:28:16', '2000-10-22 11:57:12', ''),
(24, 8, 'PP', '2008-08-01 13:57:26', '1973-01-12 14:13:34', ''),
(25, 5, 'PP', '1979-10-20 21:23:20', '2006-02-06 23:52:04', '');

INSERT INTO documents (document_id, template_id, document_name, document_description, other_details) VALUES
(0, 7, 'Introduction of OS', 'n', NULL),
(1, 25, 'Understanding DB', 'y', NULL),
(3, 6, 'Summer Show', 'u', NULL),
(76, 20, 'Robbin CV', 'y', NULL),
(80, 14, 'Welcome to NY', 'h', NULL),
(82, 11, 'Data base', 'w', NULL),
(2394, 10, 'Customer reviews', 'y', NULL),
(3830, 14, 'Do not panic', 'k', NULL),
(33930, 1, 'How Google people work', 'z', NULL),
(50123, 22, 'Learning French', 'r', NULL),
(651512, 21, 'How to write a CV', 'f', NULL),
(801801, 4, 'How to read a book', 'w', NULL),
(3540024, 8, 'Palm reading', 'y', NULL),
(16514113, 25, 'A history of Arts', 'h', NULL),
(385906526, 11, 'About Korea', 'b', NULL);

INSERT INTO paragraphs (paragraph_id, document_id, paragraph_text, other_details) VALUES
(7, 2394, 'Korea', NULL),
(9, 3, 'Somalia', NULL),
(65, 50123, 'Palestinian Territory', NULL),
(241, 651512, 'Jersey', NULL),
(3708, 33930, 'UK', NULL),
(9946, 385906526, 'Fiji', NULL),
(16615, 80, 'Japan', NULL),
(1104059, 3830, 'Senegal', NULL),
(243399026, 651512, 'Indonesia', NULL),
(280120913, 2394, 'Ukraine', NULL),
(510442723, 2394, 'Korea', NULL),
(571212310, 16514113, 'Brazil', NULL),
(608931827, 80, 'Micronesia', NULL),
(765713812, 16514113, 'Ireland', NULL),
(946335436, 3540024, 'Papua New Guinea', NULL);

ALTER TABLE templates ADD CONSTRAINT templates_fk1 FOREIGN KEY (template_type_code) REFERENCES ref_template_types (template_type_code);

ALTER TABLE documents ADD CONSTRAINT documents_fk1 FOREIGN KEY (template_id) REFERENCES templates (template_id);

ALTER TABLE paragraphs ADD CONSTRAINT paragraphs_fk1 FOREIGN KEY (document_id) REFERENCES documents (document_id);
