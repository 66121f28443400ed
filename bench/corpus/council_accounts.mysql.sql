-- council_accounts: a local council's master customer index: 9 customers (companies and partnerships, by name), 21
--   cross-references linking a customer to a record in one of six service systems (source system codes Tax,
--   Business, Benefits, Parking, Rent, Electoral), and the records those systems hold: 6 council tax accounts, 3
--   business rates accounts, 4 benefits overpayments, 2 parking fines, 4 rent arrears and 6 electoral register
--   entries, each only an id and its cross-reference (no amounts, no dates).
-- Source: the Spider text-to-SQL dataset's local_govt_mdm database (Yale LILY, https://yale-lily.github.io/spider);
--   datasets/spider/database/local_govt_mdm/local_govt_mdm.sqlite of https://github.com/hyukkyukang/text2SQL, commit
--   999f5e467a3c2a263533f1dfa3d0106a18d343d1 (the file is unchanged since 842d38ec78cae8f21112182f9f8a57943822abe4).
-- License: CC BY-SA 4.0 (Spider); this converted file is CC BY-SA 4.0 too.
-- Converted for MariaDB 10.11: Spider's capitalisation kept (tables Customer_Master_Index, CMI_Cross_References,
--   Council_Tax, Business_Rates, Benefits_Overpayments, Parking_Fines, Rent_Arrears, Electoral_Register; lower-case
--   columns master_customer_id, cmi_details, cmi_cross_ref_id, source_system_code, council_tax_id, business_rates_id,
--   electoral_register_id). No name is a reserved word, so none is backquoted. Types as in Spider except
--   source_system_code (CHAR(15)) as varchar(15), like the PostgreSQL file. NOT NULL as in Spider. Keys as in
--   Spider; the seven foreign keys are added after the rows.

SET NAMES utf8mb4;

CREATE TABLE Customer_Master_Index (
  master_customer_id int NOT NULL,
  cmi_details varchar(255),
  PRIMARY KEY (master_customer_id)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4;

CREATE TABLE CMI_Cross_References (
  cmi_cross_ref_id int NOT NULL,
  master_customer_id int NOT NULL,
  source_system_code varchar(15) NOT NULL,
  PRIMARY KEY (cmi_cross_ref_id)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4;

CREATE TABLE Council_Tax (
  council_tax_id int NOT NULL,
  cmi_cross_ref_id int NOT NULL,
  PRIMARY KEY (council_tax_id)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4;

CREATE TABLE Business_Rates (
  business_rates_id int NOT NULL,
  cmi_cross_ref_id int NOT NULL,
  PRIMARY KEY (business_rates_id)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4;

CREATE TABLE Benefits_Overpayments (
  council_tax_id int NOT NULL,
  cmi_cross_ref_id int NOT NULL,
  PRIMARY KEY (council_tax_id)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4;

CREATE TABLE Parking_Fines (
  council_tax_id int NOT NULL,
  cmi_cross_ref_id int NOT NULL,
  PRIMARY KEY (council_tax_id)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4;

CREATE TABLE Rent_Arrears (
  council_tax_id int NOT NULL,
  cmi_cross_ref_id int NOT NULL,
  PRIMARY KEY (council_tax_id)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4;

CREATE TABLE Electoral_Register (
  electoral_register_id int NOT NULL,
  cmi_cross_ref_id int NOT NULL,
  PRIMARY KEY (electoral_register_id)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4;

INSERT INTO Customer_Master_Index (master_customer_id, cmi_details) VALUES
  (1, 'Schmitt-Lang'),
  (2, 'Volkman, Mills and Ferry'),
  (3, 'Gusikowski PLC'),
  (4, 'Schmidt, Kertzmann and Lubowitz'),
  (5, 'Gottlieb, Becker and Wyman'),
  (6, 'Mayer-Hagenes'),
  (7, 'Streich-Morissette'),
  (8, 'Quigley-Paucek'),
  (9, 'Reynolds-McClure');

INSERT INTO CMI_Cross_References (cmi_cross_ref_id, master_customer_id, source_system_code) VALUES
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

INSERT INTO Council_Tax (council_tax_id, cmi_cross_ref_id) VALUES
  (1, 101),
  (2, 103),
  (3, 104),
  (7, 102),
  (8, 106),
  (9, 105);

INSERT INTO Business_Rates (business_rates_id, cmi_cross_ref_id) VALUES
  (2, 99),
  (5, 49),
  (8, 95);

INSERT INTO Benefits_Overpayments (council_tax_id, cmi_cross_ref_id) VALUES
  (3, 65),
  (6, 41),
  (7, 83),
  (8, 48);

INSERT INTO Parking_Fines (council_tax_id, cmi_cross_ref_id) VALUES
  (9, 4),
  (10, 81);

INSERT INTO Rent_Arrears (council_tax_id, cmi_cross_ref_id) VALUES
  (1, 100),
  (2, 8),
  (6, 59),
  (7, 2);

INSERT INTO Electoral_Register (electoral_register_id, cmi_cross_ref_id) VALUES
  (2, 83),
  (3, 65),
  (4, 100),
  (6, 95),
  (7, 65),
  (8, 75);

ALTER TABLE CMI_Cross_References ADD CONSTRAINT fk_cmi_cross_references_master_customer_id FOREIGN KEY (master_customer_id) REFERENCES Customer_Master_Index (master_customer_id);
ALTER TABLE Council_Tax ADD CONSTRAINT fk_council_tax_cmi_cross_ref_id FOREIGN KEY (cmi_cross_ref_id) REFERENCES CMI_Cross_References (cmi_cross_ref_id);
ALTER TABLE Business_Rates ADD CONSTRAINT fk_business_rates_cmi_cross_ref_id FOREIGN KEY (cmi_cross_ref_id) REFERENCES CMI_Cross_References (cmi_cross_ref_id);
ALTER TABLE Benefits_Overpayments ADD CONSTRAINT fk_benefits_overpayments_cmi_cross_ref_id FOREIGN KEY (cmi_cross_ref_id) REFERENCES CMI_Cross_References (cmi_cross_ref_id);
ALTER TABLE Parking_Fines ADD CONSTRAINT fk_parking_fines_cmi_cross_ref_id FOREIGN KEY (cmi_cross_ref_id) REFERENCES CMI_Cross_References (cmi_cross_ref_id);
ALTER TABLE Rent_Arrears ADD CONSTRAINT fk_rent_arrears_cmi_cross_ref_id FOREIGN KEY (cmi_cross_ref_id) REFERENCES CMI_Cross_References (cmi_cross_ref_id);
ALTER TABLE Electoral_Register ADD CONSTRAINT fk_electoral_register_cmi_cross_ref_id FOREIGN KEY (cmi_cross_ref_id) REFERENCES CMI_Cross_References (cmi_cross_ref_id);
