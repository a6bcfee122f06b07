CREATE TABLE "appointments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"doc_id" uuid NOT NULL,
	"slot_date" text NOT NULL,
	"slot_time" text NOT NULL,
	"user_data" jsonb NOT NULL,
	"doc_data" jsonb NOT NULL,
	"amount" integer NOT NULL,
	"booked_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cancelled" boolean DEFAULT false NOT NULL,
	"is_completed" boolean DEFAULT false NOT NULL,
	"payment" boolean DEFAULT false NOT NULL,
	"payment_session_id" text
);
--> statement-breakpoint
CREATE TABLE "doctors" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"image_id" text,
	"speciality" text NOT NULL,
	"degree" text NOT NULL,
	"experience" text NOT NULL,
	"about" text DEFAULT '' NOT NULL,
	"fees" integer NOT NULL,
	"available" boolean DEFAULT true NOT NULL,
	"address_line1" text DEFAULT '' NOT NULL,
	"address_line2" text DEFAULT '' NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "images" (
	"id" text PRIMARY KEY NOT NULL,
	"bytes" "bytea" NOT NULL,
	"mime" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "processed_payment_events" (
	"id" text PRIMARY KEY NOT NULL,
	"processed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"image_id" text,
	"address_line1" text DEFAULT '' NOT NULL,
	"address_line2" text DEFAULT '' NOT NULL,
	"gender" text DEFAULT 'Not Selected' NOT NULL,
	"dob" text DEFAULT 'Not Selected' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_doc_id_doctors_id_fk" FOREIGN KEY ("doc_id") REFERENCES "public"."doctors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doctors" ADD CONSTRAINT "doctors_image_id_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."images"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_image_id_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."images"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "appointments_doctor_slot_active" ON "appointments" USING btree ("doc_id","slot_date","slot_time") WHERE not "appointments"."cancelled";--> statement-breakpoint
CREATE UNIQUE INDEX "appointments_patient_slot_active" ON "appointments" USING btree ("user_id","slot_date","slot_time") WHERE not "appointments"."cancelled";--> statement-breakpoint
CREATE INDEX "appointments_by_doctor" ON "appointments" USING btree ("doc_id","booked_at");--> statement-breakpoint
CREATE INDEX "appointments_by_user" ON "appointments" USING btree ("user_id","booked_at");--> statement-breakpoint
CREATE INDEX "appointments_by_time" ON "appointments" USING btree ("booked_at");--> statement-breakpoint
CREATE UNIQUE INDEX "doctors_email_active" ON "doctors" USING btree ("email") WHERE "doctors"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "doctors_list_order" ON "doctors" USING btree ("created_at","name");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email" ON "users" USING btree ("email");