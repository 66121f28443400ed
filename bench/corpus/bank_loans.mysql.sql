-- bank_loans: a small retail bank: 4 branches (name, number of customers, city, state), 3 customers (name, account
--   type saving/checking, account balance, number of loans, credit score, branch, state) and 3 loans (type, customer,
--   branch, amount).
-- Source: the Spider text-to-SQL dataset's loan_1 database (Yale LILY, https://yale-lily.github.io/spider); the copy
--   used is database/loan_1/loan_1.sqlite of https://github.com/LeLuven/MachineSpider, commit
--   fec4cdd7c9954caaa8c88e3897b763302103d5a0, whose identifiers are machine-translated to German; Spider's original
--   English table and column names are restored here.
-- License: CC BY-SA 4.0 (Spider); this converted file is CC BY-SA 4.0 too.
-- Converted for MariaDB 10.11: Spider's names kept (bank, customer, loan; branch_ID, bname, no_of_customers, cust_ID,
--   acc_type, acc_bal, loan_ID, loan_type). loan.branch_ID typed int like the bank key it refers to; bank.city and
--   customer.acc_type widened to fit their values. Primary and foreign keys as declared in Spider.

CREATE TABLE `bank` (
  `branch_ID` int NOT NULL,
  `bname` varchar(20),
  `no_of_customers` int,
  `city` varchar(20),
  `state` varchar(20),
  PRIMARY KEY (`branch_ID`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4;

CREATE TABLE `customer` (
  `cust_ID` varchar(3) NOT NULL,
  `cust_name` varchar(20),
  `acc_type` varchar(10),
  `acc_bal` int,
  `no_of_loans` int,
  `credit_score` int,
  `branch_ID` int,
  `state` varchar(20),
  PRIMARY KEY (`cust_ID`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4;

CREATE TABLE `loan` (
  `loan_ID` varchar(3) NOT NULL,
  `loan_type` varchar(15),
  `cust_ID` varchar(3),
  `branch_ID` int,
  `amount` int,
  PRIMARY KEY (`loan_ID`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4;

INSERT INTO `bank` (`branch_ID`, `bname`, `no_of_customers`, `city`, `state`) VALUES
(1, 'morningside', 203, 'New York City', 'New York'),
(2, 'downtown', 123, 'Salt Lake City', 'Utah'),
(3, 'broadway', 453, 'New York City', 'New York'),
(4, 'high', 367, 'Austin', 'Texas');

INSERT INTO `customer` (`cust_ID`, `cust_name`, `acc_type`, `acc_bal`, `no_of_loans`, `credit_score`, `branch_ID`, `state`) VALUES
('1', 'Mary', 'saving', 2000, 2, 30, 2, 'Utah'),
('2', 'Jack', 'checking', 1000, 1, 20, 1, 'Texas'),
('3', 'Owen', 'saving', 800000, 0, 210, 3, 'New York');

INSERT INTO `loan` (`loan_ID`, `loan_type`, `cust_ID`, `branch_ID`, `amount`) VALUES
('1', 'Mortgages', '1', 1, 2050),
('2', 'Auto', '1', 2, 3000),
('3', 'Business', '3', 3, 5000);

ALTER TABLE `customer` ADD CONSTRAINT customer_fk1 FOREIGN KEY (`branch_ID`) REFERENCES `bank` (`branch_ID`);

ALTER TABLE `loan` ADD CONSTRAINT loan_fk1 FOREIGN KEY (`branch_ID`) REFERENCES `bank` (`branch_ID`);

ALTER TABLE `loan` ADD CONSTRAINT loan_fk2 FOREIGN KEY (`cust_ID`) REFERENCES `customer` (`cust_ID`);
