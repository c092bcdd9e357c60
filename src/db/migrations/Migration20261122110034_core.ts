import { Migration } from '@mikro-orm/migrations';

export class Migration20261122110034_core extends Migration {

  override name = 'Migration20261122110034_core';

  override up(): void | Promise<void> {
    this.addSql(`create table "accounts" ("id" uuid not null, "name" varchar(255) not null, "created_at" timestamptz not null, primary key ("id"));`);

    this.addSql(`create table "brands" ("id" uuid not null, "account_id" uuid not null, "slug" varchar(255) not null, "name" varchar(255) not null, "logo_url" text null, "primary_color" varchar(255) not null default '#1f2937', "accent_color" varchar(255) not null default '#2563eb', "fee_schedule" jsonb not null default '[]', "notification_channels" jsonb not null default '["email"]', "sms_window_start" varchar(255) not null default '08:00', "sms_window_end" varchar(255) not null default '20:00', "payment_deadline_days" int not null default 14, "created_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`alter table "brands" add constraint "brands_account_id_slug_unique" unique ("account_id", "slug");`);

    this.addSql(`create table "api_keys" ("id" uuid not null, "account_id" uuid not null, "brand_id" uuid null, "mode" text not null, "prefix" varchar(255) not null, "key_hash" varchar(255) not null, "label" varchar(255) not null, "created_at" timestamptz not null, "last_used_at" timestamptz null, "revoked_at" timestamptz null, primary key ("id"));`);
    this.addSql(`alter table "api_keys" add constraint "api_keys_prefix_unique" unique ("prefix");`);

    this.addSql(`create table "idempotency_keys" ("account_id" uuid not null, "is_test" boolean not null, "key" varchar(255) not null, "operation" varchar(255) not null, "request_hash" varchar(255) not null, "response_status" int not null, "response_body" jsonb not null, "created_at" timestamptz not null, primary key ("account_id", "is_test", "key"));`);

    this.addSql(`create table "shipments" ("id" uuid not null, "account_id" uuid not null, "brand_id" uuid not null, "is_test" boolean not null, "reference" varchar(255) not null, "currency" varchar(255) not null, "consignee_name" varchar(255) not null, "consignee_email" varchar(255) not null, "consignee_phone" varchar(255) null, "consignee_city" varchar(255) not null, "consignee_zip" varchar(255) not null, "consignee_country" varchar(255) not null, "sender_name" varchar(255) not null, "sender_city" varchar(255) not null, "sender_zip" varchar(255) not null, "sender_country" varchar(255) not null, "shipping_amount" numeric null, "shipping_currency" varchar(255) null, "insurance_amount" numeric null, "insurance_currency" varchar(255) null, "total_duties" numeric not null, "total_taxes" numeric not null, "total_additional_fees" numeric not null, "total_amount" numeric not null, "payment_status" varchar(255) not null default 'PENDING', "payment_token" varchar(255) not null, "payment_deadline" timestamptz not null, "calculation" jsonb not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`alter table "shipments" add constraint "shipments_payment_token_unique" unique ("payment_token");`);
    this.addSql(`create index "shipments_account_id_is_test_created_at_index" on "shipments" ("account_id", "is_test", "created_at");`);

    this.addSql(`create table "shipment_fees" ("id" uuid not null, "shipment_id" uuid not null, "position" int not null, "fee_type" varchar(255) not null, "display_name" varchar(255) not null, "amount" numeric not null, "original_amount" numeric not null, "original_currency" varchar(255) not null, "is_visible" boolean not null, primary key ("id"));`);

    this.addSql(`create table "shipment_items" ("id" uuid not null, "shipment_id" uuid not null, "position" int not null, "description" text not null, "description_resolved" text not null, "hs_code" varchar(255) null, "hs_code_resolved" varchar(255) not null, "hs_code_resolved_import" varchar(255) not null, "hs_code_resolved_export" varchar(255) not null, "classification_confidence" numeric null, "country_of_origin" varchar(255) not null, "declared_value" numeric not null, "currency" varchar(255) not null, "quantity" int not null, "weight_kg" numeric null, "total_value" numeric not null, "duty_amount" numeric not null, "tax_amount" numeric not null, primary key ("id"));`);

    this.addSql(`alter table "brands" add constraint "brands_account_id_foreign" foreign key ("account_id") references "accounts" ("id");`);

    this.addSql(`alter table "api_keys" add constraint "api_keys_account_id_foreign" foreign key ("account_id") references "accounts" ("id");`);
    this.addSql(`alter table "api_keys" add constraint "api_keys_brand_id_foreign" foreign key ("brand_id") references "brands" ("id") on delete set null;`);
    this.addSql(`alter table "api_keys" add constraint "api_keys_mode_check" check ("mode" in ('live', 'test'));`);

    this.addSql(`alter table "shipments" add constraint "shipments_account_id_foreign" foreign key ("account_id") references "accounts" ("id");`);
    this.addSql(`alter table "shipments" add constraint "shipments_brand_id_foreign" foreign key ("brand_id") references "brands" ("id");`);

    this.addSql(`alter table "shipment_fees" add constraint "shipment_fees_shipment_id_foreign" foreign key ("shipment_id") references "shipments" ("id") on delete cascade;`);

    this.addSql(`alter table "shipment_items" add constraint "shipment_items_shipment_id_foreign" foreign key ("shipment_id") references "shipments" ("id") on delete cascade;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "brands" drop constraint "brands_account_id_foreign";`);
    this.addSql(`alter table "api_keys" drop constraint "api_keys_account_id_foreign";`);
    this.addSql(`alter table "shipments" drop constraint "shipments_account_id_foreign";`);
    this.addSql(`alter table "api_keys" drop constraint "api_keys_brand_id_foreign";`);
    this.addSql(`alter table "shipments" drop constraint "shipments_brand_id_foreign";`);
    this.addSql(`alter table "shipment_fees" drop constraint "shipment_fees_shipment_id_foreign";`);
    this.addSql(`alter table "shipment_items" drop constraint "shipment_items_shipment_id_foreign";`);

    this.addSql(`drop table if exists "accounts" cascade;`);
    this.addSql(`drop table if exists "brands" cascade;`);
    this.addSql(`drop table if exists "api_keys" cascade;`);
    this.addSql(`drop table if exists "idempotency_keys" cascade;`);
    this.addSql(`drop table if exists "shipments" cascade;`);
    this.addSql(`drop table if exists "shipment_fees" cascade;`);
    this.addSql(`drop table if exists "shipment_items" cascade;`);
  }

}
