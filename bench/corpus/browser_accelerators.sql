-- browser_accelerators: a comparison of web client accelerators (software or appliances that speed up browsing):
--   19 accelerators (name, the operating systems they run on, who runs them as the client and the connection types
--   they serve, each written as free text), 4 web browsers with their market share in percent, and 9 links saying
--   which accelerator works with which browser and since which year.
-- Source: the Spider text-to-SQL dataset's browser_web database (Yale LILY, https://yale-lily.github.io/spider);
--   datasets/spider/database/browser_web/browser_web.sqlite of https://github.com/hyukkyukang/text2SQL, commit
--   999f5e467a3c2a263533f1dfa3d0106a18d343d1 (the file is unchanged since 842d38ec78cae8f21112182f9f8a57943822abe4).
-- License: CC BY-SA 4.0 (Spider); this converted file is CC BY-SA 4.0 too.
-- Converted for PostgreSQL: Spider's names (tables Web_client_accelerator, browser, accelerator_compatible_browser;
--   id, name, Operating_system, Client, Connection, market_share, accelerator_id, browser_id, compatible_since_year)
--   written WITHOUT quotes, so PostgreSQL folds every name to lower case (web_client_accelerator, operating_system,
--   client, connection). Types: browser.market_share (real, 28.96) as numeric(5,2), the same percentages with two
--   decimals; ids and compatible_since_year (a year, 1995) as integer; Operating_system, Client and Connection stay
--   free text (lists such as 'Windows, Mac' or 'Dial-up, Broadband, DSL'). NOT NULL added to the primary-key columns
--   (no value is NULL anywhere). Keys as in Spider (accelerator_compatible_browser keyed by accelerator_id,
--   browser_id); the foreign keys (accelerator_compatible_browser.accelerator_id -> web_client_accelerator,
--   accelerator_compatible_browser.browser_id -> browser) are added after the rows (every row satisfies them).

CREATE TABLE web_client_accelerator (
  id integer NOT NULL,
  name varchar(50),
  operating_system varchar(60),
  client varchar(30),
  connection varchar(60),
  PRIMARY KEY (id)
);

CREATE TABLE browser (
  id integer NOT NULL,
  name varchar(30),
  market_share numeric(5,2),
  PRIMARY KEY (id)
);

CREATE TABLE accelerator_compatible_browser (
  accelerator_id integer NOT NULL,
  browser_id integer NOT NULL,
  compatible_since_year integer,
  PRIMARY KEY (accelerator_id, browser_id)
);

INSERT INTO web_client_accelerator (id, name, operating_system, client, connection) VALUES
  (1, 'CACHEbox', 'Appliance (Linux)', 'End user, ISP', 'Broadband, Satellite, Wireless, Fiber, DSL'),
  (2, 'CProxy', 'Windows', 'user', 'up to 756kbit/s'),
  (3, 'Fasterfox', 'Windows, Mac, Linux and Mobile devices', 'user', 'Dialup, Wireless, Broadband, DSL'),
  (4, 'fasTun', 'Any', 'All', 'Any'),
  (5, 'Freewire', 'Windows, except NT and 95', 'ISP', 'Dial-up'),
  (6, 'Google Web Accelerator (discontinued)', 'Windows', 'user/Google server', 'Broadband'),
  (7, 'Heigh Speed', 'Windows', 'All', 'Any'),
  (8, 'Netfury', 'Windows, Mac', 'End User, ISP', 'Dial-up, Broadband, DSL, ISDN, Satellite, Wireless'),
  (9, 'Nitro', 'Windows, Mac', 'End User, ISP', 'Dial-up, Broadband, DSL, ISDN, Satellite, Wireless'),
  (10, 'ONSPEED', 'Windows, Mac and Mobile devices', 'user', 'Dialup, Wireless, Broadband, DSL'),
  (11, 'Opera Turbo', 'Android, Linux, Mac and Windows devices', 'user/Opera server', 'Any'),
  (12, 'Polipo', 'Unix (Linux, *BSD, Mac OS X, others), Windows', 'user/ISP', 'Any'),
  (13, 'Propel', 'Windows, Mac', 'End User, ISP', 'Dial, DSL, ISDN, Satellite, wireless'),
  (14, 'Proxyconn Web Accelerator', 'Windows, Mac, Mobile devices', 'user', 'Dialup, Wireless, Broadband, DSL'),
  (15, 'RabbIT', 'Any system with Java 1.6 VM available', 'ISP', 'Any'),
  (16, 'Squid', 'Unix (Linux, *BSD, Mac OS X, others), Windows', 'user/ISP', 'Any'),
  (17, 'Toonel', 'Windows, Linux, Mac OS, Symbian, WindowsMobile', 'user/ISP', 'Any'),
  (18, 'WinGate', 'Windows (2000 onwards)', 'All', 'Any'),
  (19, 'Ziproxy', 'Unix (Linux, *BSD, Mac OS X, others)', 'ISP', 'Any');

INSERT INTO browser (id, name, market_share) VALUES
  (1, 'Internet Explorer', 28.96),
  (2, 'Firefox', 18.11),
  (3, 'Safari', 8.54),
  (4, 'Opera', 1.20);

INSERT INTO accelerator_compatible_browser (accelerator_id, browser_id, compatible_since_year) VALUES
  (1, 1, 1995),
  (1, 2, 1996),
  (2, 3, 1996),
  (2, 4, 2000),
  (3, 1, 2005),
  (3, 2, 2007),
  (3, 3, 2008),
  (4, 4, 2009),
  (9, 1, 2010);

ALTER TABLE accelerator_compatible_browser ADD CONSTRAINT fk_accelerator_compatible_browser_accelerator_id FOREIGN KEY (accelerator_id) REFERENCES web_client_accelerator (id);
ALTER TABLE accelerator_compatible_browser ADD CONSTRAINT fk_accelerator_compatible_browser_browser_id FOREIGN KEY (browser_id) REFERENCES browser (id);
