-- PostgreSQL twin of ../009_csp_reports.sql (translation rules in README.md).
--
-- Content-Security-Policy violation reports sent by guests' browsers.
-- Only what tells us which rule blocked what is kept: the directive, the
-- blocked resource's origin and the page's path with identifiers replaced,
-- counted per day. No query strings, no booking codes, no addresses.
CREATE TABLE csp_reports (
  day text NOT NULL,
  directive text NOT NULL,
  blocked text NOT NULL,
  page text NOT NULL,
  count integer NOT NULL DEFAULT 0,
  PRIMARY KEY (day, directive, blocked, page)
);
