-- eclaims: an insurer's electronic claims records: 15 customers (a name only), 15 policies held by 10 of them
--   (policy types Uniformed, Deputy, Jurisdiction, Normal; start and end dates 2016-2018), 15 claim headers made
--   against 6 of those policies (Handphone Subsidy, Child Birth, Overtime Meal Subsidy; status Settled, Disputed or
--   In Progress; claim and settlement dates, amount claimed and amount paid), 14 documents filed on the claims
--   (Document, Medical, Photo) by 15 staff (a first name only), 2 processing stages (Open, Close) and 15 processing
--   steps saying which staff member moved which claim through which stage with what outcome.
-- Source: the Spider text-to-SQL dataset's insurance_and_eClaims database (Yale LILY,
--   https://yale-lily.github.io/spider); the copy used is
--   database/insurance_and_eclaims/insurance_and_eclaims.sqlite of https://github.com/LeLuven/MachineSpider, commit
--   fec4cdd7c9954caaa8c88e3897b763302103d5a0, whose identifiers are machine-translated to German; Spider's original
--   English table and column names are restored here.
-- License: CC BY-SA 4.0 (Spider); this converted file is CC BY-SA 4.0 too.
-- Converted for PostgreSQL: Spider's Capitalised_Snake_Case tables and columns (Claim_Headers, Claims_Documents,
--   Claims_Processing_Stages; Claim_Header_ID, Date_of_Claim, Amount_Claimed, Amount_Piad (sic)) written WITHOUT
--   quotes, so PostgreSQL folds every name to lower case. CHAR(15) codes as varchar (Claim_Type_Code widened to 30);
--   dates as timestamps; money as numeric(20,4). Keys as in Spider.


CREATE TABLE customers (
  customer_id integer NOT NULL,
  customer_details varchar(255) NOT NULL,
  PRIMARY KEY (customer_id)
);

CREATE TABLE staff (
  staff_id integer NOT NULL,
  staff_details varchar(255) NOT NULL,
  PRIMARY KEY (staff_id)
);

CREATE TABLE policies (
  policy_id integer NOT NULL,
  customer_id integer NOT NULL,
  policy_type_code varchar(15) NOT NULL,
  start_date timestamp,
  end_date timestamp,
  PRIMARY KEY (policy_id)
);

CREATE TABLE claim_headers (
  claim_header_id integer NOT NULL,
  claim_status_code varchar(15) NOT NULL,
  claim_type_code varchar(30) NOT NULL,
  policy_id integer NOT NULL,
  date_of_claim timestamp,
  date_of_settlement timestamp,
  amount_claimed numeric(20,4),
  amount_piad numeric(20,4),
  PRIMARY KEY (claim_header_id)
);

CREATE TABLE claims_documents (
  claim_id integer NOT NULL,
  document_type_code varchar(15) NOT NULL,
  created_by_staff_id integer,
  created_date integer,
  PRIMARY KEY (claim_id, document_type_code)
);

CREATE TABLE claims_processing_stages (
  claim_stage_id integer NOT NULL,
  next_claim_stage_id integer,
  claim_status_name varchar(255) NOT NULL,
  claim_status_description varchar(255) NOT NULL,
  PRIMARY KEY (claim_stage_id)
);

CREATE TABLE claims_processing (
  claim_processing_id integer NOT NULL,
  claim_id integer NOT NULL,
  claim_outcome_code varchar(15) NOT NULL,
  claim_stage_id integer NOT NULL,
  staff_id integer,
  PRIMARY KEY (claim_processing_id)
);

INSERT INTO customers (customer_id, customer_details) VALUES
(252, 'America Jaskolski'),
(263, 'Ellsworth Paucek'),
(334, 'Mrs. Hanna Willms'),
(380, 'Dr. Diana Rath'),
(430, 'Selena Gerhold'),
(435, 'Lauriane Ferry PhD'),
(520, 'Sydnie Friesen'),
(588, 'Dayana Robel'),
(593, 'Mr. Edwardo Blanda I'),
(799, 'Augustine Kerluke'),
(808, 'Buddy Marquardt'),
(810, 'Mr. Randal Lynch III'),
(857, 'Mrs. Liza Heller V'),
(858, 'Mrs. Lilly Graham III'),
(994, 'Miss Felicita Reichel');

INSERT INTO staff (staff_id, staff_details) VALUES
(406, 'Clifton'),
(427, 'Cathryn'),
(510, 'Kaci'),
(589, 'Margaretta'),
(634, 'Maryse'),
(673, 'Roman'),
(687, 'Eladio'),
(718, 'Vernie'),
(735, 'Evans'),
(771, 'Bo'),
(803, 'Zachery'),
(822, 'Julius'),
(833, 'Allen'),
(986, 'Alexander'),
(987, 'Gideon');

INSERT INTO policies (policy_id, customer_id, policy_type_code, start_date, end_date) VALUES
(125, 808, 'Deputy', '2018-02-10 08:56:30', '2018-03-18 09:17:26'),
(151, 380, 'Jurisdiction', '2017-12-20 06:02:31', '2017-09-16 22:04:13'),
(287, 334, 'Jurisdiction', '2017-03-16 18:16:52', '2017-11-24 06:36:51'),
(299, 857, 'Uniformed', '2018-03-13 12:30:19', '2018-01-22 05:24:10'),
(507, 858, 'Uniformed', '2017-03-19 03:11:19', '2017-11-01 00:41:27'),
(518, 808, 'Uniformed', '2016-05-11 14:56:17', '2018-03-15 05:02:00'),
(626, 435, 'Uniformed', '2016-05-14 19:09:36', '2018-01-18 06:17:36'),
(628, 430, 'Deputy', '2018-09-19 17:22:07', '2018-01-01 23:58:06'),
(703, 380, 'Deputy', '2016-06-04 00:10:01', '2018-01-19 22:45:33'),
(708, 252, 'Normal', '2018-07-21 10:36:53', '2018-03-07 13:52:47'),
(768, 588, 'Uniformed', '2017-01-01 01:48:08', '2017-09-30 03:16:49'),
(773, 334, 'Uniformed', '2017-02-11 01:53:11', '2018-01-15 03:23:05'),
(780, 435, 'Uniformed', '2016-08-02 01:46:25', '2018-03-03 18:36:22'),
(801, 380, 'Uniformed', '2018-09-05 22:15:23', '2018-03-17 10:16:59'),
(936, 994, 'Jurisdiction', '2016-07-23 04:08:35', '2017-10-07 08:29:25');

INSERT INTO claim_headers (claim_header_id, claim_status_code, claim_type_code, policy_id, date_of_claim, date_of_settlement, amount_claimed, amount_piad) VALUES
(15, 'Settled', 'Handphone Subsidy', 518, '2016-05-31 06:07:11', '2018-02-23 03:46:38', 349.15, 582.03),
(24, 'Disputed', 'Child Birth', 518, '2016-12-30 21:43:21', '2017-10-08 21:43:14', 318.16, 309.2),
(27, 'Disputed', 'Overtime Meal Subsidy', 518, '2017-05-01 13:34:43', '2017-11-16 04:06:05', 362.71, 132.97),
(28, 'Disputed', 'Child Birth', 287, '2016-10-01 00:40:00', '2017-10-20 02:24:21', 789.19, 113.86),
(34, 'Disputed', 'Handphone Subsidy', 518, '2016-04-10 01:36:18', '2017-10-17 07:02:17', 270.49, 643.82),
(39, 'In Progress', 'Handphone Subsidy', 518, '2016-09-17 05:05:07', '2018-01-07 05:28:53', 616.12, 773.5),
(45, 'In Progress', 'Handphone Subsidy', 507, '2016-06-12 23:04:58', '2018-01-16 06:35:15', 676.81, 289.09),
(56, 'In Progress', 'Handphone Subsidy', 626, '2016-04-09 03:04:29', '2017-11-21 09:06:04', 818.15, 826),
(62, 'Disputed', 'Child Birth', 626, '2017-07-05 02:54:30', '2018-03-08 13:00:23', 182.79, 558.7),
(69, 'In Progress', 'Overtime Meal Subsidy', 626, '2016-12-17 08:28:16', '2017-12-20 09:58:14', 867.57, 133.72),
(72, 'Disputed', 'Overtime Meal Subsidy', 626, '2017-07-09 17:06:09', '2017-12-06 15:01:14', 672.06, 227.84),
(73, 'Settled', 'Overtime Meal Subsidy', 626, '2016-11-15 13:12:02', '2018-01-21 05:51:01', 228.45, 794.63),
(81, 'In Progress', 'Overtime Meal Subsidy', 628, '2016-09-26 04:03:48', '2017-12-20 19:06:12', 783.42, 779.59),
(82, 'Settled', 'Overtime Meal Subsidy', 125, '2016-09-29 02:42:22', '2017-12-06 17:10:03', 756.27, 612.74),
(90, 'Settled', 'Child Birth', 125, '2016-09-28 18:53:22', '2017-10-17 22:03:17', 425.98, 536.99);

INSERT INTO claims_documents (claim_id, document_type_code, created_by_staff_id, created_date) VALUES
(24, 'Document', 718, 8),
(27, 'Document', 986, 6),
(27, 'Medical', 427, 8),
(39, 'Document', 803, 2),
(45, 'Medical', 687, 9),
(62, 'Document', 673, 3),
(62, 'Medical', 771, 3),
(62, 'Photo', 771, 6),
(69, 'Document', 718, 1),
(73, 'Document', 986, 2),
(73, 'Medical', 771, 9),
(81, 'Photo', 589, 7),
(82, 'Medical', 803, 9),
(90, 'Photo', 735, 1);

INSERT INTO claims_processing_stages (claim_stage_id, next_claim_stage_id, claim_status_name, claim_status_description) VALUES
(1, 1, 'Open', 'Open a new claim'),
(3, 1, 'Close', 'Close a claim');

INSERT INTO claims_processing (claim_processing_id, claim_id, claim_outcome_code, claim_stage_id, staff_id) VALUES
(118, 28, 'In progress', 1, 771),
(145, 62, 'In progress', 1, 589),
(213, 27, 'In progress', 1, 589),
(221, 45, 'Disputed', 1, 427),
(242, 15, 'In progress', 3, 673),
(243, 15, 'Settled', 1, 687),
(309, 34, 'Disputed', 3, 771),
(342, 15, 'In progress', 3, 673),
(480, 45, 'In progress', 1, 822),
(659, 62, 'Settled', 3, 510),
(686, 27, 'Settled', 1, 718),
(720, 24, 'In progress', 1, 822),
(818, 90, 'Disputed', 3, 986),
(833, 81, 'Disputed', 3, 822),
(898, 24, 'In progress', 1, 718);

ALTER TABLE policies ADD CONSTRAINT policies_fk1 FOREIGN KEY (customer_id) REFERENCES customers (customer_id);

ALTER TABLE claim_headers ADD CONSTRAINT claim_headers_fk1 FOREIGN KEY (policy_id) REFERENCES policies (policy_id);

ALTER TABLE claims_documents ADD CONSTRAINT claims_documents_fk1 FOREIGN KEY (claim_id) REFERENCES claim_headers (claim_header_id);

ALTER TABLE claims_documents ADD CONSTRAINT claims_documents_fk2 FOREIGN KEY (created_by_staff_id) REFERENCES staff (staff_id);

ALTER TABLE claims_processing ADD CONSTRAINT claims_processing_fk1 FOREIGN KEY (claim_id) REFERENCES claim_headers (claim_header_id);

ALTER TABLE claims_processing ADD CONSTRAINT claims_processing_fk2 FOREIGN KEY (staff_id) REFERENCES staff (staff_id);
