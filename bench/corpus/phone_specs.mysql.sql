-- phone_specs: joyn (RCS) accreditations of 8 phones from 6 manufacturers (company, hardware model name(s),
--   accreditation type Full or Provisional, accreditation level, approval status with its date), each linked to
--   one of 14 chip models (launch year, RAM and ROM in MiB, card slots, Wi-Fi, Bluetooth) and to one of 7 screen
--   modes (graphics mode number, character cells, pixels, hardware colours, kB of memory used, memory map, type).
-- Source: the Spider text-to-SQL dataset's phone_1 database (Yale LILY, https://yale-lily.github.io/spider);
--   the copy used is database/phone_1/phone_1.sqlite of https://github.com/LeLuven/MachineSpider,
--   commit fec4cdd7c9954caaa8c88e3897b763302103d5a0, whose identifiers are machine-translated to German; Spider's
--   original English table and column names (datasets/spider/database/phone_1/schema.sql of
--   https://github.com/hyukkyukang/text2SQL, commit 999f5e467a3c2a263533f1dfa3d0106a18d343d1) are restored here.
-- License: CC BY-SA 4.0 (Spider); this converted file is CC BY-SA 4.0 too.
-- Converted for MariaDB 10.11: Spider's capitalisation kept (chip_model, screen_mode, phone; Model_name, RAM_MiB,
--   Graphics_mode, Hardware_Model_name, Accreditation_type, Date, chip_model, screen_mode); no name needs
--   backquotes. Types: Launch_year, RAM_MiB, ROM_MiB, Graphics_mode, Hardware_colours, used_kb (real, every value
--   whole) and phone.screen_mode (text '1' .. '6') as int; Model_name and phone.chip_model varchar(20),
--   Hardware_Model_name varchar(40) (MariaDB cannot key a text column without a length); the rest text. phone.Date
--   stays text (an approval status with a dd.mm.yy day). NOT NULL added to primary-key columns. Keys as in Spider;
--   foreign keys added after the rows.

CREATE TABLE chip_model (
  Model_name varchar(20) NOT NULL,
  Launch_year int,
  RAM_MiB int,
  ROM_MiB int,
  Slots text,
  WiFi text,
  Bluetooth text,
  PRIMARY KEY (Model_name)
);

CREATE TABLE screen_mode (
  Graphics_mode int NOT NULL,
  Char_cells text,
  Pixels text,
  Hardware_colours int,
  used_kb int,
  map text,
  Type text,
  PRIMARY KEY (Graphics_mode)
);

CREATE TABLE phone (
  Company_name text,
  Hardware_Model_name varchar(40) NOT NULL,
  Accreditation_type text,
  Accreditation_level text,
  Date text,
  chip_model varchar(20),
  screen_mode int,
  PRIMARY KEY (Hardware_Model_name)
);

INSERT INTO chip_model (Model_name, Launch_year, RAM_MiB, ROM_MiB, Slots, WiFi, Bluetooth) VALUES ('X5', 2002, 32, 32, '1CFII,1SD', 'No', 'No');
INSERT INTO chip_model (Model_name, Launch_year, RAM_MiB, ROM_MiB, Slots, WiFi, Bluetooth) VALUES ('X5 high end', 2002, 64, 48, '1CFII,1SD', 'No', 'No');
INSERT INTO chip_model (Model_name, Launch_year, RAM_MiB, ROM_MiB, Slots, WiFi, Bluetooth) VALUES ('X3 Basic', 2003, 32, 32, '1SD', 'No', 'No');
INSERT INTO chip_model (Model_name, Launch_year, RAM_MiB, ROM_MiB, Slots, WiFi, Bluetooth) VALUES ('X3 Advanced', 2003, 64, 64, '1SD', 'No', 'No');
INSERT INTO chip_model (Model_name, Launch_year, RAM_MiB, ROM_MiB, Slots, WiFi, Bluetooth) VALUES ('X3i', 2003, 64, 64, '1SD', '802.11b', 'No');
INSERT INTO chip_model (Model_name, Launch_year, RAM_MiB, ROM_MiB, Slots, WiFi, Bluetooth) VALUES ('X30 low-end', 2004, 32, 32, '1SD', 'No', 'No');
INSERT INTO chip_model (Model_name, Launch_year, RAM_MiB, ROM_MiB, Slots, WiFi, Bluetooth) VALUES ('X30 mid-range', 2004, 64, 64, '1SD', '802.11b', '1.1');
INSERT INTO chip_model (Model_name, Launch_year, RAM_MiB, ROM_MiB, Slots, WiFi, Bluetooth) VALUES ('X30 high-end', 2004, 64, 64, '1SD', '802.11b', '1.1');
INSERT INTO chip_model (Model_name, Launch_year, RAM_MiB, ROM_MiB, Slots, WiFi, Bluetooth) VALUES ('X50 Standard', 2004, 64, 64, '1CFII,1SD', 'No', 'Yes');
INSERT INTO chip_model (Model_name, Launch_year, RAM_MiB, ROM_MiB, Slots, WiFi, Bluetooth) VALUES ('X50 Advanced', 2004, 64, 128, '1CFII,1SD', '802.11b', 'Yes');
INSERT INTO chip_model (Model_name, Launch_year, RAM_MiB, ROM_MiB, Slots, WiFi, Bluetooth) VALUES ('X50v', 2004, 64, 128, '1CFII,1SD', '802.11b', '1.2');
INSERT INTO chip_model (Model_name, Launch_year, RAM_MiB, ROM_MiB, Slots, WiFi, Bluetooth) VALUES ('X51 low-end', 2005, 64, 128, '1CFII,1SD', 'No', '1.2');
INSERT INTO chip_model (Model_name, Launch_year, RAM_MiB, ROM_MiB, Slots, WiFi, Bluetooth) VALUES ('X51 mid-range', 2005, 64, 128, '1CFII,1SD', '802.11b', '1.2');
INSERT INTO chip_model (Model_name, Launch_year, RAM_MiB, ROM_MiB, Slots, WiFi, Bluetooth) VALUES ('X51v', 2005, 64, 256, '1CFII,1SD', '802.11b', '1.2');

INSERT INTO screen_mode (Graphics_mode, Char_cells, Pixels, Hardware_colours, used_kb, map, Type) VALUES (0, '80 × 32', '640 × 256', 2, 20, '3000–7FFF', 'Graphics');
INSERT INTO screen_mode (Graphics_mode, Char_cells, Pixels, Hardware_colours, used_kb, map, Type) VALUES (1, '40 × 32', '320 × 256', 4, 20, '3000–7FFF', 'Graphics');
INSERT INTO screen_mode (Graphics_mode, Char_cells, Pixels, Hardware_colours, used_kb, map, Type) VALUES (2, '20 × 32', '160 × 256', 8, 20, '3000–7FFF', 'Graphics');
INSERT INTO screen_mode (Graphics_mode, Char_cells, Pixels, Hardware_colours, used_kb, map, Type) VALUES (3, '80 × 25', '640 × 200', 2, 16, '4000–7FFF', 'Text');
INSERT INTO screen_mode (Graphics_mode, Char_cells, Pixels, Hardware_colours, used_kb, map, Type) VALUES (4, '40 × 32', '320 × 256', 2, 10, '5800–7FFF', 'Graphics');
INSERT INTO screen_mode (Graphics_mode, Char_cells, Pixels, Hardware_colours, used_kb, map, Type) VALUES (5, '20 × 32', '160 × 256', 4, 10, '5800–7FFF', 'Graphics');
INSERT INTO screen_mode (Graphics_mode, Char_cells, Pixels, Hardware_colours, used_kb, map, Type) VALUES (6, '40 × 25', '320 × 200', 2, 8, '6000–7FFF', 'Text');

INSERT INTO phone (Company_name, Hardware_Model_name, Accreditation_type, Accreditation_level, Date, chip_model, screen_mode) VALUES ('Sony Mobile Communications', 'XPERIA T, XPERIA J', 'Full', 'joyn Hot Fixes', 'Approved (awarded 15.11.12)', 'X5', 1);
INSERT INTO phone (Company_name, Hardware_Model_name, Accreditation_type, Accreditation_level, Date, chip_model, screen_mode) VALUES ('LG Electronics', 'LG-P760', 'Full', 'joyn Hot Fixes', 'Approved (awarded 19.11.12)', 'X51v', 3);
INSERT INTO phone (Company_name, Hardware_Model_name, Accreditation_type, Accreditation_level, Date, chip_model, screen_mode) VALUES ('Nokia Corporation', 'Lumia 920, Lumia 820, Lumia 620', 'Full', 'joyn Hot Fixes', 'Approved (awarded 05.12.12)', 'X5', 4);
INSERT INTO phone (Company_name, Hardware_Model_name, Accreditation_type, Accreditation_level, Date, chip_model, screen_mode) VALUES ('Samsung Electronics Co Ltd', 'GT-I9300', 'Full', 'joyn', 'Approved (awarded 23.10.12)', 'X30 low-end', 5);
INSERT INTO phone (Company_name, Hardware_Model_name, Accreditation_type, Accreditation_level, Date, chip_model, screen_mode) VALUES ('HTC Corporation', 'Z520e', 'Provisional', 'joyn', 'Approved (valid until 14.09.13)', 'X3i', 6);
INSERT INTO phone (Company_name, Hardware_Model_name, Accreditation_type, Accreditation_level, Date, chip_model, screen_mode) VALUES ('Samsung Electronics Co Ltd', 'GT-I9100', 'Provisional', 'joyn', 'Approved (valid until 06.04.13)', 'X50 Advanced', 1);
INSERT INTO phone (Company_name, Hardware_Model_name, Accreditation_type, Accreditation_level, Date, chip_model, screen_mode) VALUES ('Nokia Corporation', 'Nokia 700', 'Provisional', 'joyn', 'Approved (valid until 03.05.13)', 'X5', 2);
INSERT INTO phone (Company_name, Hardware_Model_name, Accreditation_type, Accreditation_level, Date, chip_model, screen_mode) VALUES ('Huawei Technologies Co.Ltd.', 'U8815 Asura', 'Provisional', 'joyn', 'Approved (valid until 03.05.13)', 'X50 Standard', 3);

ALTER TABLE phone ADD FOREIGN KEY (chip_model) REFERENCES chip_model (Model_name);
ALTER TABLE phone ADD FOREIGN KEY (screen_mode) REFERENCES screen_mode (Graphics_mode);
