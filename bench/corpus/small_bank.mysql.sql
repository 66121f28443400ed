-- small_bank: a very small retail bank's customer ledger: 7 customers (by surname: Brown, Wang, O'mahony, Weeks,
--   Granger, Porter, Wesley), the savings account balances of 6 of them and the checking account balances of all 7.
-- Source: the Spider text-to-SQL dataset's small_bank_1 database (Yale LILY, https://yale-lily.github.io/spider);
--   the copy used is database/small_bank_1/small_bank_1.sqlite of https://github.com/LeLuven/MachineSpider,
--   commit fec4cdd7c9954caaa8c88e3897b763302103d5a0, whose identifiers are machine-translated to German; Spider's
--   original English table and column names are restored here.
-- License: CC BY-SA 4.0 (Spider); this converted file is CC BY-SA 4.0 too.
-- Converted for MariaDB 10.11: Spider's capitalisation kept (ACCOUNTS, SAVINGS, CHECKING; custid, name, balance).
--   SAVINGS and CHECKING share the key of ACCOUNTS. Balances (Spider's FLOAT) as decimal(12,2). Keys as in Spider.

CREATE TABLE `ACCOUNTS` (
  `custid` bigint NOT NULL,
  `name` varchar(64) NOT NULL,
  PRIMARY KEY (`custid`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4;

CREATE TABLE `SAVINGS` (
  `custid` bigint NOT NULL,
  `balance` decimal(12,2) NOT NULL,
  PRIMARY KEY (`custid`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4;

CREATE TABLE `CHECKING` (
  `custid` bigint NOT NULL,
  `balance` decimal(12,2) NOT NULL,
  PRIMARY KEY (`custid`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4;

INSERT INTO `ACCOUNTS` (`custid`, `name`) VALUES
(1, 'Brown'),
(2, 'Wang'),
(3, 'O''mahony'),
(4, 'Weeks'),
(5, 'Granger'),
(6, 'Porter'),
(7, 'Wesley');

INSERT INTO `SAVINGS` (`custid`, `balance`) VALUES
(1, 200000.00),
(2, 999999999.00),
(3, 230000.00),
(4, 60.00),
(5, 80000.00),
(6, 240.00);

INSERT INTO `CHECKING` (`custid`, `balance`) VALUES
(1, 10000.00),
(2, 2000.00),
(3, 3000.00),
(4, 7000.00),
(5, 10000.00),
(6, 77.00),
(7, 7.00);

ALTER TABLE `SAVINGS` ADD CONSTRAINT savings_fk1 FOREIGN KEY (`custid`) REFERENCES `ACCOUNTS` (`custid`);

ALTER TABLE `CHECKING` ADD CONSTRAINT checking_fk1 FOREIGN KEY (`custid`) REFERENCES `ACCOUNTS` (`custid`);
