-- device_stock: a phone retailer's stock list: 6 devices (name, carrier, package version, applications version,
--   software platform), 12 shops (name, location, opening day and month, opening year) and 8 stock lines (how many
--   units of a device a shop holds).
-- Source: the Spider text-to-SQL dataset's device database (Yale LILY, https://yale-lily.github.io/spider);
--   datasets/spider/database/device/device.sqlite of https://github.com/hyukkyukang/text2SQL, commit
--   999f5e467a3c2a263533f1dfa3d0106a18d343d1 (the file unchanged since 842d38ec78cae8f21112182f9f8a57943822abe4).
-- License: CC BY-SA 4.0 (Spider); this converted file is CC BY-SA 4.0 too. See device_stock.md.
-- Converted for MariaDB 10.11: Spider's capitalisation kept (device, shop, stock; Device_ID, Device, Carrier,
--   Package_Version, Applications, Software_Platform, Shop_ID, Shop_Name, Location, Open_Date, Open_Year, Quantity);
--   no name needs backquotes. Types: Open_Date (day and month, no year; one range '23–24 December') stays varchar;
--   Package_Version and Applications (dotted version strings) stay varchar; ints as int. NOT NULL added to
--   primary-key columns. Keys as in Spider; the foreign keys are added after the rows.

SET NAMES utf8mb4;

CREATE TABLE device (
  Device_ID int NOT NULL,
  Device varchar(40),
  Carrier varchar(40),
  Package_Version varchar(20),
  Applications varchar(20),
  Software_Platform varchar(20),
  PRIMARY KEY (Device_ID)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4;

CREATE TABLE shop (
  Shop_ID int NOT NULL,
  Shop_Name varchar(40),
  Location varchar(40),
  Open_Date varchar(20),
  Open_Year int,
  PRIMARY KEY (Shop_ID)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4;

CREATE TABLE stock (
  Shop_ID int NOT NULL,
  Device_ID int NOT NULL,
  Quantity int,
  PRIMARY KEY (Shop_ID, Device_ID)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4;

INSERT INTO device (Device_ID, Device, Carrier, Package_Version, Applications, Software_Platform) VALUES
  (1, 'BlackBerry Storm 9530', 'MTS Mobility', '5.0.0.808', '5.0.0.419', 'Android'),
  (2, 'Apple', 'Verizon Wireless', '5.0.0.328', '5.0.0.328', 'iOS'),
  (3, 'Huawei', 'Telus Mobility', '5.0.0.419', '5.0.0.419', 'Android'),
  (4, 'Xiaomi', 'Bell Mobility', '5.0.0.419', '5.0.0.419', 'Android'),
  (5, 'Samsung', 'Iusacell', '4.7.0.208', '4.7.0.151', 'Android'),
  (6, 'Galaxy', 'Vodafone AU', '5.0.0.742', '5.0.0.451', 'Android');

INSERT INTO shop (Shop_ID, Shop_Name, Location, Open_Date, Open_Year) VALUES
  (1, 'Dinas Device', 'Dinas', '1 January', 2014),
  (2, 'Best Buy', 'Cymmer', '15 July', 2006),
  (3, 'Ferndale', 'Blaenllechau', '8 November', 2009),
  (4, 'Apple', 'Blaenllechau', '10 June', 2009),
  (5, 'Pentre store', 'Pentre', '24 February', 2011),
  (6, 'Tynewydd repair', 'Porth', '11 April', 2007),
  (7, 'Dinas store', 'Dinas', '13 January', 2009),
  (8, 'Naval repair', 'Penygraig', '10 December', 2010),
  (9, 'Gelli repair', 'Gelli', '21 August', 2013),
  (10, 'Naval''s shop', 'Penygraig', '27 January', 2014),
  (11, 'ATnT', 'Maerdy', '23–24 December', 2015),
  (12, 'National Cellphone', 'Wattstown', '18 February', 2017);

INSERT INTO stock (Shop_ID, Device_ID, Quantity) VALUES
  (1, 6, 100),
  (2, 6, 110),
  (3, 6, 134),
  (4, 6, 56),
  (1, 4, 200),
  (11, 6, 112),
  (3, 4, 124),
  (9, 4, 51);

ALTER TABLE stock ADD CONSTRAINT fk_stock_shop_id FOREIGN KEY (Shop_ID) REFERENCES shop (Shop_ID);
ALTER TABLE stock ADD CONSTRAINT fk_stock_device_id FOREIGN KEY (Device_ID) REFERENCES device (Device_ID);
