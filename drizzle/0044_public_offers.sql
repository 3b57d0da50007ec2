-- Issue 36: coupons the office shows on the site (GET /api/offers); the rest stay codes it hands out.
ALTER TABLE "coupons" ADD COLUMN "is_public" boolean DEFAULT false NOT NULL;
