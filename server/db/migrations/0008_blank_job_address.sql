-- Edits used to store a blank property address as "City, ST"; a blank address is now kept blank.
-- Turn the addresses those edits wrote back into blanks (property_address is nullable).
UPDATE "jobs" SET "property_address" = NULL WHERE "property_address" = "city" || ', ' || "state";
