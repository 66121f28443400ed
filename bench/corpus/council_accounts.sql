-- council_accounts: a local council's master customer index: 9 customers (companies and partnerships, by name), 21
--   cross-references linking a customer to a record in one of six service systems (source system codes Tax,
--   Business, Benefits, Parking, Rent, Electoral), and the records those systems hold: 6 council tax accounts, 3
--   business rates accounts, 4 benefits overpayments, 2 parking fines, 4 rent arrears and 6 electoral register
--   entries, each only an id and its cross-reference (no amounts, no dates).
-- Source: the Spider text-to-SQL dataset's local_govt_mdm database (Yale LILY, https://yale-lily.github.io/spider);
--   datasets/spider/database/local_govt_mdm/local_govt_mdm.sqlite of https://github.com/hyukkyukang/text2SQL, commit
--   999f5e467a3c2a263533f1dfa3d0106a18d343d1 (the file is unchanged since 842d38ec78cae8f21112182f9f8a57943822abe4).
-- License: CC BY-SA 4.0 (Spider); this converted file is CC BY-SA 4.0 too.
-- Converted for PostgreSQL: Spider's names (tables Customer_Master_Index, CMI_Cross_References, Council_Tax,
--   Business_Rates, Benefits_Overpayments, Parking_Fines, Rent_Arrears, Electoral_Register; columns
--   master_customer_id, cmi_details, cmi_cross_ref_id, source_system_code, council_tax_id, business_rates_id,
--   electoral_register_id) written WITHOUT quotes, so PostgreSQL folds every name to lower case
--   (customer_master_index, cmi_cross_references, ...). Benefits_Overpayments, Parking_Fines and Rent_Arrears are
--   keyed by a column named council_tax_id, as in Spider; it is each table's own record number, not a reference to
--   council_tax. Types as in Spider (integer ids, cmi_details varchar(255)) except source_system_code, CHAR(15) in
--   Spider, typed varchar(15) so that PostgreSQL keeps the values as written ('Tax') instead of padding them with
--   spaces. NOT NULL as in Spider. Keys as in Spider; the seven foreign keys (CMI_Cross_References.master_customer_id
--   -> Customer_Master_Index, and each service table's cmi_cross_ref_id -> CMI_Cross_References) are added after the
--   rows (every row satisfies them).

CREATE TABLE customer_master_index (
  master_customer_id integer NOT NULL,
  cmi_details varchar(255),
  PRIMARY KEY (master_customer_id)
);

CREATE TABLE cmi_cross_references (
  cmi_cross_ref_id integer NOT NULL,
  master_customer_id integer NOT NULL,
  source_system_code varchar(15) NOT NULL,
  PRIMARY KEY (cmi_cross_ref_id)
);

CREATE TABLE council_tax (
  council_tax_id integer NOT NULL,
  cmi_cross_ref_id integer NOT NULL,
  PRIMARY KEY (council_tax_id)
);

CREATE TABLE business_rates (
  business_rates_id integer NOT NULL,
  cmi_cross_ref_id integer NOT NULL,
  PRIMARY KEY (business_rates_id)
);

CREATE TABLE benefits_overpayments (
  council_tax_id integer NOT NULL,
  cmi_cross_ref_id integer NOT NULL,
  PRIMARY KEY (council_tax_id)
);

CREATE TABLE parking_fines (
  council_tax_id integer NOT NULL,
  cmi_cross_ref_id integer NOT NULL,
  PRIMARY KEY (council_tax_id)
);

CREATE TABLE rent_arrears (
  council_tax_id integer NOT NULL,
  cmi_cross_ref_id integer NOT NULL,
  PRIMARY KEY (council_tax_id)
);

CREATE TABLE electoral_register (
  electoral_register_id integer NOT NULL,
  cmi_cross_ref_id integer NOT NULL,
  PRIMARY KEY (electoral_register_id)
);

INSERT INTO customer_master_index (master_customer_id, cmi_details) VALUES
  (1, 'Schmitt-Lang'),
  (2, 'Volkman, Mills and Ferry'),
  (3, 'Gusikowski PLC'),
  (4, 'Schmidt, Kertzmann and Lubowitz'),
  (5, 'Gottlieb, Becker and Wyman'),
  (6, 'Mayer-Hagenes'),
  (7, 'Streich-Morissette'),
  (8, 'Quigley-Paucek'),
  (9, 'Reynolds-McClure');

INSERT INTO cmi_cross_references (cmi_cross_ref_id, master_customer_id, source_system_code) VALUES
  (2, 4, 'Rent'),
  (4, 5, 'Parking'),
  (8, 1, 'Rent'),
  (41, 5, 'Benefits'),
  (48, 5, 'Benefits'),
  (49, 1, 'Business'),
  (59, 1, 'Rent'),
  (65, 9, 'Benefits'),
  (75, 5, 'Electoral'),
  (77, 4, 'Electoral'),
  (81, 9, 'Parking'),
  (83, 3, 'Benefits'),
  (95, 2, 'Business'),
  (99, 9, 'Business'),
  (100, 4, 'Rent'),
  (101, 2, 'Tax'),
  (102, 4, 'Tax'),
  (103, 9, 'Tax'),
  (104, 2, 'Tax'),
  (105, 2, 'Tax'),
  (106, 1, 'Tax');

INSERT INTO council_tax (council_tax_id, cmi_cross_ref_id) VALUES
  (1, 101),
  (2, 103),
  (3, 104),
  (7, 102),
  (8, 106),
  (9, 105);

INSERT INTO business_rates (business_rates_id, cmi_cross_ref_id) VALUES
  (2, 99),
  (5, 49),
  (8, 95);

INSERT INTO benefits_overpayments (council_tax_id, cmi_cross_ref_id) VALUES
  (3, 65),
  (6, 41),
  (7, 83),
  (8, 48);

INSERT INTO parking_fines (council_tax_id, cmi_cross_ref_id) VALUES
  (9, 4),
  (10, 81);

INSERT INTO rent_arrears (council_tax_id, cmi_cross_ref_id) VALUES
  (1, 100),
  (2, 8),
  (6, 59),
  (7, 2);

INSERT INTO electoral_register (electoral_register_id, cmi_cross_ref_id) VALUES
  (2, 83),
  (3, 65),
  (4, 100),
  (6, 95),
  (7, 65),
  (8, 75);

ALTER TABLE cmi_cross_references ADD CONSTRAINT fk_cmi_cross_references_master_customer_id FOREIGN KEY (master_customer_id) REFERENCES customer_master_index (master_customer_id);
ALTER TABLE council_tax ADD CONSTRAINT fk_council_tax_cmi_cross_ref_id FOREIGN KEY (cmi_cross_ref_id) REFERENCES cmi_cross_references (cmi_cross_ref_id);
ALTER TABLE business_rates ADD CONSTRAINT fk_business_rates_cmi_cross_ref_id FOREIGN KEY (cmi_cross_ref_id) REFERENCES cmi_cross_references (cmi_cross_ref_id);
ALTER TABLE benefits_overpayments ADD CONSTRAINT fk_benefits_overpayments_cmi_cross_ref_id FOREIGN KEY (cmi_cross_ref_id) REFERENCES cmi_cross_references (cmi_cross_ref_id);
ALTER TABLE parking_fines ADD CONSTRAINT fk_parking_fines_cmi_cross_ref_id FOREIGN KEY (cmi_cross_ref_id) REFERENCES cmi_cross_references (cmi_cross_ref_id);
ALTER TABLE rent_arrears ADD CONSTRAINT fk_rent_arrears_cmi_cross_ref_id FOREIGN KEY (cmi_cross_ref_id) REFERENCES cmi_cross_references (cmi_cross_ref_id);
ALTER TABLE electoral_register ADD CONSTRAINT fk_electoral_register_cmi_cross_ref_id FOREIGN KEY (cmi_cross_ref_id) REFERENCES cmi_cross_references (cmi_cross_ref_id);
