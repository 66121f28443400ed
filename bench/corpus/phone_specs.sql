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
-- Converted for PostgreSQL: Spider's lower-case table names (chip_model, screen_mode, phone) and mixed-case
--   columns (Model_name, Launch_year, RAM_MiB, ROM_MiB, Slots, WiFi, Bluetooth, Graphics_mode, Char_cells, Pixels,
--   Hardware_colours, used_kb, map, Type, Company_name, Hardware_Model_name, Accreditation_type,
--   Accreditation_level, Date, chip_model, screen_mode) written WITHOUT quotes, so PostgreSQL folds every name to
--   lower case (model_name, ram_mib, hardware_model_name). Types: Launch_year, RAM_MiB, ROM_MiB, Graphics_mode,
--   Hardware_colours and used_kb (real in Spider, every value whole) as integer; phone.screen_mode (text in Spider,
--   '1' .. '6') as integer, like the Graphics_mode it refers to; key and referring text columns as varchar
--   (Model_name and phone.chip_model varchar(20), Hardware_Model_name varchar(40)); the rest text. phone.Date stays
--   text: it is an approval status with a dd.mm.yy day ('Approved (awarded 15.11.12)', 'Approved (valid until
--   14.09.13)'), not a date. NOT NULL added to primary-key columns. Keys as in Spider; foreign keys added after the
--   rows (every row satisfies them).

CREATE TABLE chip_model (
  model_name varchar(20) NOT NULL,
  launch_year integer,
  ram_mib integer,
  rom_mib integer,
  slots text,
  wifi text,
  bluetooth text,
  PRIMARY KEY (model_name)
);

CREATE TABLE screen_mode (
  graphics_mode integer NOT NULL,
  char_cells text,
  pixels text,
  hardware_colours integer,
  used_kb integer,
  map text,
  type text,
  PRIMARY KEY (graphics_mode)
);

CREATE TABLE phone (
  company_name text,
  hardware_model_name varchar(40) NOT NULL,
  accreditation_type text,
  accreditation_level text,
  date text,
  chip_model varchar(20),
  screen_mode integer,
  PRIMARY KEY (hardware_model_name)
);

INSERT INTO chip_model (model_name, launch_year, ram_mib, rom_mib, slots, wifi, bluetooth) VALUES ('X5', 2002, 32, 32, '1CFII,1SD', 'No', 'No');
INSERT INTO chip_model (model_name, launch_year, ram_mib, rom_mib, slots, wifi, bluetooth) VALUES ('X5 high end', 2002, 64, 48, '1CFII,1SD', 'No', 'No');
INSERT INTO chip_model (model_name, launch_year, ram_mib, rom_mib, slots, wifi, bluetooth) VALUES ('X3 Basic', 2003, 32, 32, '1SD', 'No', 'No');
INSERT INTO chip_model (model_name, launch_year, ram_mib, rom_mib, slots, wifi, bluetooth) VALUES ('X3 Advanced', 2003, 64, 64, '1SD', 'No', 'No');
INSERT INTO chip_model (model_name, launch_year, ram_mib, rom_mib, slots, wifi, bluetooth) VALUES ('X3i', 2003, 64, 64, '1SD', '802.11b', 'No');
INSERT INTO chip_model (model_name, launch_year, ram_mib, rom_mib, slots, wifi, bluetooth) VALUES ('X30 low-end', 2004, 32, 32, '1SD', 'No', 'No');
INSERT INTO chip_model (model_name, launch_year, ram_mib, rom_mib, slots, wifi, bluetooth) VALUES ('X30 mid-range', 2004, 64, 64, '1SD', '802.11b', '1.1');
INSERT INTO chip_model (model_name, launch_year, ram_mib, rom_mib, slots, wifi, bluetooth) VALUES ('X30 high-end', 2004, 64, 64, '1SD', '802.11b', '1.1');
INSERT INTO chip_model (model_name, launch_year, ram_mib, rom_mib, slots, wifi, bluetooth) VALUES ('X50 Standard', 2004, 64, 64, '1CFII,1SD', 'No', 'Yes');
INSERT INTO chip_model (model_name, launch_year, ram_mib, rom_mib, slots, wifi, bluetooth) VALUES ('X50 Advanced', 2004, 64, 128, '1CFII,1SD', '802.11b', 'Yes');
INSERT INTO chip_model (model_name, launch_year, ram_mib, rom_mib, slots, wifi, bluetooth) VALUES ('X50v', 2004, 64, 128, '1CFII,1SD', '802.11b', '1.2');
INSERT INTO chip_model (model_name, launch_year, ram_mib, rom_mib, slots, wifi, bluetooth) VALUES ('X51 low-end', 2005, 64, 128, '1CFII,1SD', 'No', '1.2');
INSERT INTO chip_model (model_name, launch_year, ram_mib, rom_mib, slots, wifi, bluetooth) VALUES ('X51 mid-range', 2005, 64, 128, '1CFII,1SD', '802.11b', '1.2');
INSERT INTO chip_model (model_name, launch_year, ram_mib, rom_mib, slots, wifi, bluetooth) VALUES ('X51v', 2005, 64, 256, '1CFII,1SD', '802.11b', '1.2');

INSERT INTO screen_mode (graphics_mode, char_cells, pixels, hardware_colours, used_kb, map, type) VALUES (0, '80 × 32', '640 × 256', 2, 20, '3000–7FFF', 'Graphics');
INSERT INTO screen_mode (graphics_mode, char_cells, pixels, hardware_colours, used_kb, map, type) VALUES (1, '40 × 32', '320 × 256', 4, 20, '3000–7FFF', 'Graphics');
INSERT INTO screen_mode (graphics_mode, char_cells, pixels, hardware_colours, used_kb, map, type) VALUES (2, '20 × 32', '160 × 256', 8, 20, '3000–7FFF', 'Graphics');
INSERT INTO screen_mode (graphics_mode, char_cells, pixels, hardware_colours, used_kb, map, type) VALUES (3, '80 × 25', '640 × 200', 2, 16, '4000–7FFF', 'Text');
INSERT INTO screen_mode (graphics_mode, char_cells, pixels, hardware_colours, used_kb, map, type) VALUES (4, '40 × 32', '320 × 256', 2, 10, '5800–7FFF', 'Graphics');
INSERT INTO screen_mode (graphics_mode, char_cells, pixels, hardware_colours, used_kb, map, type) VALUES (5, '20 × 32', '160 × 256', 4, 10, '5800–7FFF', 'Graphics');
INSERT INTO screen_mode (graphics_mode, char_cells, pixels, hardware_colours, used_kb, map, type) VALUES (6, '40 × 25', '320 × 200', 2, 8, '6000–7FFF', 'Text');

INSERT INTO phone (company_name, hardware_model_name, accreditation_type, accreditation_level, date, chip_model, screen_mode) VALUES ('Sony Mobile Communications', 'XPERIA T, XPERIA J', 'Full', 'joyn Hot Fixes', 'Approved (awarded 15.11.12)', 'X5', 1);
INSERT INTO phone (company_name, hardware_model_name, accreditation_type, accreditation_level, date, chip_model, screen_mode) VALUES ('LG Electronics', 'LG-P760', 'Full', 'joyn Hot Fixes', 'Approved (awarded 19.11.12)', 'X51v', 3);
INSERT INTO phone (company_name, hardware_model_name, accreditation_type, accreditation_level, date, chip_model, screen_mode) VALUES ('Nokia Corporation', 'Lumia 920, Lumia 820, Lumia 620', 'Full', 'joyn Hot Fixes', 'Approved (awarded 05.12.12)', 'X5', 4);
INSERT INTO phone (company_name, hardware_model_name, accreditation_type, accreditation_level, date, chip_model, screen_mode) VALUES ('Samsung Electronics Co Ltd', 'GT-I9300', 'Full', 'joyn', 'Approved (awarded 23.10.12)', 'X30 low-end', 5);
INSERT INTO phone (company_name, hardware_model_name, accreditation_type, accreditation_level, date, chip_model, screen_mode) VALUES ('HTC Corporation', 'Z520e', 'Provisional', 'joyn', 'Approved (valid until 14.09.13)', 'X3i', 6);
INSERT INTO phone (company_name, hardware_model_name, accreditation_type, accreditation_level, date, chip_model, screen_mode) VALUES ('Samsung Electronics Co Ltd', 'GT-I9100', 'Provisional', 'joyn', 'Approved (valid until 06.04.13)', 'X50 Advanced', 1);
INSERT INTO phone (company_name, hardware_model_name, accreditation_type, accreditation_level, date, chip_model, screen_mode) VALUES ('Nokia Corporation', 'Nokia 700', 'Provisional', 'joyn', 'Approved (valid until 03.05.13)', 'X5', 2);
INSERT INTO phone (company_name, hardware_model_name, accreditation_type, accreditation_level, date, chip_model, screen_mode) VALUES ('Huawei Technologies Co.Ltd.', 'U8815 Asura', 'Provisional', 'joyn', 'Approved (valid until 03.05.13)', 'X50 Standard', 3);

ALTER TABLE phone ADD FOREIGN KEY (chip_model) REFERENCES chip_model (model_name);
ALTER TABLE phone ADD FOREIGN KEY (screen_mode) REFERENCES screen_mode (graphics_mode);
