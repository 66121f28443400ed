-- bank_loans: a small retail bank: 4 branches (name, number of customers, city, state), 3 customers (name, account
--   type saving/checking, account balance, number of loans, credit score, branch, state) and 3 loans (type, customer,
--   branch, amount).
-- Source: the Spider text-to-SQL dataset's loan_1 database (Yale LILY, https://yale-lily.github.io/spider); the copy
--   used is database/loan_1/loan_1.sqlite of https://github.com/LeLuven/MachineSpider, commit
--   fec4cdd7c9954caaa8c88e3897b763302103d5a0, whose identifiers are machine-translated to German; Spider's original
--   English table and column names are restored here.
-- License: CC BY-SA 4.0 (Spider); this converted file is CC BY-SA 4.0 too.
-- Converted for PostgreSQL: Spider's terse lower-case names (bank, customer, loan; branch_ID, bname, no_of_customers,
--   cust_ID, cust_name, acc_type, acc_bal, no_of_loans, credit_score, loan_ID, loan_type, amount) written WITHOUT
--   quotes, so branch_ID, cust_ID and loan_ID fold to branch_id, cust_id, loan_id. loan.branch_ID (VARCHAR(3) in
--   Spider) typed integer like the bank key it refers to; bank.city and customer.acc_type widened to fit their values
--   (VARCHAR(10) -> varchar(20), CHAR(1) -> varchar(10)). Primary and foreign keys as declared in Spider.

CREATE TABLE bank (
  branch_id integer NOT NULL,
  bname varchar(20),
  no_of_customers integer,
  city varchar(20),
  state varchar(20),
  PRIMARY KEY (branch_id)
);

CREATE TABLE customer (
  cust_id varchar(3) NOT NULL,
  cust_name varchar(20),
  acc_type varchar(10),
  acc_bal integer,
  no_of_loans integer,
  credit_score integer,
  branch_id integer,
  state varchar(20),
  PRIMARY KEY (cust_id)
);

CREATE TABLE loan (
  loan_id varchar(3) NOT NULL,
  loan_type varchar(15),
  cust_id varchar(3),
  branch_id integer,
  amount integer,
  PRIMARY KEY (loan_id)
);

INSERT INTO bank (branch_id, bname, no_of_customers, city, state) VALUES
(1, 'morningside', 203, 'New York City', 'New York'),
(2, 'downtown', 123, 'Salt Lake City', 'Utah'),
(3, 'broadway', 453, 'New York City', 'New York'),
(4, 'high', 367, 'Austin', 'Texas');

INSERT INTO customer (cust_id, cust_name, acc_type, acc_bal, no_of_loans, credit_score, branch_id, state) VALUES
('1', 'Mary', 'saving', 2000, 2, 30, 2, 'Utah'),
('2', 'Jack', 'checking', 1000, 1, 20, 1, 'Texas'),
('3', 'Owen', 'saving', 800000, 0, 210, 3, 'New York');

INSERT INTO loan (loan_id, loan_type, cust_id, branch_id, amount) VALUES
('1', 'Mortgages', '1', 1, 2050),
('2', 'Auto', '1', 2, 3000),
('3', 'Business', '3', 3, 5000);

ALTER TABLE customer ADD CONSTRAINT customer_fk1 FOREIGN KEY (branch_id) REFERENCES bank (branch_id);

ALTER TABLE loan ADD CONSTRAINT loan_fk1 FOREIGN KEY (branch_id) REFERENCES bank (branch_id);

ALTER TABLE loan ADD CONSTRAINT loan_fk2 FOREIGN KEY (cust_id) REFERENCES customer (cust_id);
