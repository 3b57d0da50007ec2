-- contract: written before the expand/contract rule (issue 34); the release that stopped reading slot_seat shipped with it.
ALTER TABLE "bookings" DROP COLUMN "slot_seat";