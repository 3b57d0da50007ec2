CREATE TABLE "document_counters" (
	"key" text PRIMARY KEY NOT NULL,
	"last" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"serial" text NOT NULL,
	"financial_year" text NOT NULL,
	"booking_id" uuid NOT NULL,
	"payment_row_id" uuid,
	"issued_on" date NOT NULL,
	"supplier_gstin" text,
	"customer_name" text NOT NULL,
	"customer_address" text NOT NULL,
	"customer_pincode" text NOT NULL,
	"place_of_supply" text NOT NULL,
	"description" text NOT NULL,
	"price_paise" integer NOT NULL,
	"discount_paise" integer NOT NULL,
	"taxable_paise" integer NOT NULL,
	"cgst_paise" integer NOT NULL,
	"sgst_paise" integer NOT NULL,
	"igst_paise" integer NOT NULL,
	"total_paise" integer NOT NULL,
	"payment_reference" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoices_serial_unique" UNIQUE("serial"),
	CONSTRAINT "invoices_booking_kind_uq" UNIQUE("booking_id","kind")
);
--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_payment_row_id_payments_id_fk" FOREIGN KEY ("payment_row_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;