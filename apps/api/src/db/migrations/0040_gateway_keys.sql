-- #28: Razorpay connected from the console by the owner. The key id is public; the key secret and
-- the webhook secret are sealed with AES-256-GCM (lib/secret-box.ts: "v1.<iv>.<tag>.<data>"),
-- never kept in clear; key_fingerprint names the key that sealed them.
CREATE TABLE "gateway_keys" (
	"provider" text PRIMARY KEY NOT NULL,
	"key_id" text NOT NULL,
	"key_secret_sealed" text NOT NULL,
	"webhook_secret_sealed" text NOT NULL,
	"key_fingerprint" text NOT NULL,
	"connected_at" timestamp with time zone DEFAULT now() NOT NULL,
	"connected_by" text NOT NULL,
	"connected_by_staff_id" integer
);
