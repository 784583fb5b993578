-- Content-Security-Policy violation reports sent by guests' browsers.
-- Only what tells us which rule blocked what is kept: the directive, the
-- blocked resource's origin and the page's path with identifiers replaced,
-- counted per day. No query strings, no booking codes, no addresses.
CREATE TABLE csp_reports (
  day TEXT NOT NULL,
  directive TEXT NOT NULL,
  blocked TEXT NOT NULL,
  page TEXT NOT NULL,
  count INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (day, directive, blocked, page)
) STRICT;
