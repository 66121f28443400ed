-- fnol: an insurer's customers and the policies they hold (life, property, mortgage, travel), the first notifications
--   of loss they filed against those policies with the service requested, the claims opened from each notification
--   and the settlements paid on the claims.
-- Source: the Spider text-to-SQL dataset's insurance_fnol database (Yale LILY, https://yale-lily.github.io/spider); the
--   copy used is database/insurance_fnol/insurance_fnol.sqlite of https://github.com/LeLuven/MachineSpider, commit
--   1f1e32b0de926e888ca4678adfdeee7fdd0c3267, whose identifiers are machine-translated to German; Spider's original
--   English table and column names are restored here.
-- License: CC BY-SA 4.0 (Spider); this converted file is CC BY-SA 4.0 too.
-- Converted for PostgreSQL: Spider's Capitalised_Snake_Case names (Customers, Available_Policies, Customers_Policies,
--   First_Notification_of_Loss, Customer_ID, Customer_name, Date_Opened, FNOL_ID, Settlement_Amount; one column all
--   lower case, policy_type_code) written WITHOUT quotes, so PostgreSQL folds them to lower case (customer_id,
--   first_notification_of_loss, fnol_id, settlement_amount). Claims and Settlements both have an Effective_Date.
--   Primary and foreign keys as declared in Spider (a notification points at a customer's policy through the
--   composite key (Customer_ID, Policy_ID) of Customers_Policies).

CREATE TABLE customers (
  customer_id integer NOT NULL,
  customer_name varchar(40),
  PRIMARY KEY (customer_id)
);

CREATE TABLE services (
  service_id integer NOT NULL,
  service_name varchar(40),
  PRIMARY KEY (service_id)
);

CREATE TABLE available_policies (
  policy_id integer NOT NULL,
  policy_type_code varchar(20),
  customer_phone varchar(255),
  PRIMARY KEY (policy_id)
);

CREATE TABLE customers_policies (
  customer_id integer NOT NULL,
  policy_id integer NOT NULL,
  date_opened date,
  date_closed date,
  PRIMARY KEY (customer_id, policy_id)
);

CREATE TABLE first_notification_of_loss (
  fnol_id integer NOT NULL,
  customer_id integer NOT NULL,
  policy_id integer NOT NULL,
  service_id integer NOT NULL,
  PRIMARY KEY (fnol_id)
);

CREATE TABLE claims (
  claim_id integer NOT NULL,
  fnol_id integer NOT NULL,
  effective_date date,
  PRIMARY KEY (claim_id)
);

CREATE TABLE settlements (
  settlement_id integer NOT NULL,
  claim_id integer,
  effective_date date,
  settlement_amount numeric(10,2),
  PRIMARY KEY (settlement_id)
);

INSERT INTO customers (customer_id, customer_name) VALUES
(194, 'America Jaskolski'),
(214, 'Ellsworth Paucek'),
(256, 'Mrs. Hanna Willms'),
(562, 'Dr. Diana Rath'),
(582, 'Selena Gerhold'),
(641, 'Dayana Robel'),
(682, 'Mr. Edwardo Blanda I'),
(756, 'Mr. Randal Lynch III'),
(805, 'Mrs. Liza Heller V'),
(826, 'Mrs. Lilly Graham III'),
(882, 'Miss Felicita Reichel'),
(892, 'Sydnie Friesen'),
(923, 'David Ross'),
(956, 'Cai Zhang'),
(996, 'Jay Chou');

INSERT INTO services (service_id, service_name) VALUES
(1, 'New policy application'),
(4, 'Close a policy'),
(6, 'Change a policy'),
(9, 'Upgrade a policy');

INSERT INTO available_policies (policy_id, policy_type_code, customer_phone) VALUES
(246, 'Life Insurance', '+16(2)5838999222'),
(257, 'Property Insurance', '242.763.9214'),
(300, 'Property Insurance', '1-416-503-7735x94204'),
(301, 'Property Insurance', '(777)537-7792'),
(346, 'Mortgage Insurance', '1-446-940-9907x257'),
(366, 'Mortgage Insurance', '(379)862-8274x12620'),
(472, 'Mortgage Insurance', '+85(6)1302858396'),
(583, 'Travel Insurance', '1-797-927-3585x9321'),
(586, 'Life Insurance', '991.642.6485x822'),
(630, 'Property Insurance', '813.178.8211x557'),
(636, 'Life Insurance', '889-572-0609x552'),
(751, 'Life Insurance', '1-138-841-3073'),
(879, 'Mortgage Insurance', '1-381-132-0127x3801'),
(927, 'Mortgage Insurance', '00481937923'),
(993, 'Property Insurance', '405.090.8654x021');

INSERT INTO customers_policies (customer_id, policy_id, date_opened, date_closed) VALUES
(214, 257, '2016-11-19', '2018-03-04'),
(214, 301, '2016-04-12', '2018-02-07'),
(256, 583, '2016-07-22', '2018-02-20'),
(562, 346, '2017-01-09', '2018-03-08'),
(562, 583, '2016-06-24', '2018-02-22'),
(582, 586, '2016-04-11', '2018-03-17'),
(641, 366, '2016-07-10', '2018-02-24'),
(641, 472, '2016-07-07', '2018-03-10'),
(682, 583, '2016-11-01', '2018-03-03'),
(826, 630, '2016-11-18', '2018-02-13'),
(892, 927, '2017-01-08', '2018-02-25'),
(996, 366, '2016-10-31', '2018-03-19'),
(996, 879, '2017-01-05', '2018-02-20'),
(996, 993, '2016-07-03', '2018-03-20');

INSERT INTO first_notification_of_loss (fnol_id, customer_id, policy_id, service_id) VALUES
(532, 214, 257, 6),
(1611, 996, 993, 9),
(1722, 996, 879, 6),
(2543, 996, 366, 1),
(4226, 892, 927, 1),
(4323, 826, 630, 4),
(4525, 582, 586, 1);

INSERT INTO claims (claim_id, fnol_id, effective_date) VALUES
(134, 1722, '1973-08-18'),
(145, 1611, '2014-10-19'),
(228, 532, '1975-05-07'),
(309, 2543, '1982-05-03'),
(311, 4226, '1992-02-09'),
(360, 4226, '2006-06-10'),
(428, 4226, '1992-01-05'),
(604, 4323, '2009-02-11'),
(641, 4525, '1985-03-24'),
(717, 4525, '1996-11-29');

INSERT INTO settlements (settlement_id, claim_id, effective_date, settlement_amount) VALUES
(161, 717, '2009-11-20', 6451.65),
(176, 641, '1971-06-29', 1588.45),
(205, 604, '1978-09-09', 9814.39),
(208, 428, '2003-12-28', 8827.06),
(393, 360, '2006-04-19', 8013.95),
(543, 309, '1972-03-02', 2722.67),
(544, 311, '1973-10-27', 9164.10),
(604, 228, '2014-12-09', 2138.96),
(616, 145, '1995-04-02', 3101.30),
(628, 134, '2001-07-02', 1721.17);

ALTER TABLE customers_policies ADD CONSTRAINT customers_policies_fk1 FOREIGN KEY (customer_id) REFERENCES customers (customer_id);

ALTER TABLE customers_policies ADD CONSTRAINT customers_policies_fk2 FOREIGN KEY (policy_id) REFERENCES available_policies (policy_id);

ALTER TABLE first_notification_of_loss ADD CONSTRAINT first_notification_of_loss_fk1 FOREIGN KEY (service_id) REFERENCES services (service_id);

ALTER TABLE first_notification_of_loss ADD CONSTRAINT first_notification_of_loss_fk2 FOREIGN KEY (customer_id, policy_id) REFERENCES customers_policies (customer_id, policy_id);

ALTER TABLE claims ADD CONSTRAINT claims_fk1 FOREIGN KEY (fnol_id) REFERENCES first_notification_of_loss (fnol_id);

ALTER TABLE settlements ADD CONSTRAINT settlements_fk1 FOREIGN KEY (claim_id) REFERENCES claims (claim_id);
