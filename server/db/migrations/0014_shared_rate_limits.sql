-- UNLOGGED (edited from drizzle-kit's output, which has no such option): rate-limit counters need no
-- crash safety (a crash empties the table, which only forgives the current windows) and skipping the
-- WAL keeps the upsert each request makes cheap.
CREATE UNLOGGED TABLE "rate_limits" (
	"key" varchar(255) PRIMARY KEY NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	"expire" bigint
);
