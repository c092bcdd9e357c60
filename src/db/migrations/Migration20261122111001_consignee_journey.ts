import { Migration } from '@mikro-orm/migrations';

export class Migration20261122111001_consignee_journey extends Migration {

  override name = 'Migration20261122111001_consignee_journey';

  override up(): void | Promise<void> {
    this.addSql(`create table "notification_opt_outs" ("id" uuid not null, "is_test" boolean not null, "channel" text not null, "address" varchar(255) not null, "account_id" uuid null, "brand_id" uuid null, "source" varchar(255) not null, "created_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`create index "notification_opt_outs_channel_address_is_test_index" on "notification_opt_outs" ("channel", "address", "is_test");`);

    this.addSql(`create table "receipts" ("id" uuid not null, "shipment_id" uuid not null, "number" varchar(255) not null, "payment_attempt_id" uuid not null, "pdf" bytea not null, "created_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`alter table "receipts" add constraint "receipts_number_unique" unique ("number");`);
    this.addSql(`alter table "receipts" add constraint "receipts_shipment_id_unique" unique ("shipment_id");`);

    this.addSql(`create table "payment_attempts" ("id" uuid not null, "shipment_id" uuid not null, "is_test" boolean not null, "status" varchar(255) not null, "amount" numeric not null, "currency" varchar(255) not null, "provider" varchar(255) not null, "provider_reference" varchar(255) null, "card_last4" varchar(255) not null, "card_brand" varchar(255) null, "cardholder_name" varchar(255) not null, "failure_code" varchar(255) null, "failure_message" text null, "created_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`create index "payment_attempts_shipment_id_created_at_index" on "payment_attempts" ("shipment_id", "created_at");`);

    this.addSql(`create table "notification_messages" ("id" uuid not null, "shipment_id" uuid not null, "is_test" boolean not null, "channel" text not null, "purpose" varchar(255) not null, "status" varchar(255) not null, "to" varchar(255) not null, "subject" text null, "body" text not null, "html" text null, "scheduled_for" timestamptz null, "sent_at" timestamptz null, "attempts" int not null default 0, "last_error" text null, "provider_id" varchar(255) null, "created_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`create index "notification_messages_shipment_id_created_at_index" on "notification_messages" ("shipment_id", "created_at");`);
    this.addSql(`alter table "notification_messages" add constraint "notification_messages_shipment_id_channel_purpose_unique" unique ("shipment_id", "channel", "purpose");`);

    this.addSql(`create table "shipment_status_transitions" ("id" uuid not null, "shipment_id" uuid not null, "from_status" varchar(255) null, "to_status" varchar(255) not null, "cause" varchar(255) not null, "actor" varchar(255) not null, "payment_attempt_id" uuid null, "reason" text null, "created_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`create index "shipment_status_transitions_shipment_id_created_at_index" on "shipment_status_transitions" ("shipment_id", "created_at");`);

    this.addSql(`alter table "notification_opt_outs" add constraint "notification_opt_outs_channel_check" check ("channel" in ('email', 'sms'));`);

    this.addSql(`alter table "receipts" add constraint "receipts_shipment_id_foreign" foreign key ("shipment_id") references "shipments" ("id") on delete cascade;`);

    this.addSql(`alter table "payment_attempts" add constraint "payment_attempts_shipment_id_foreign" foreign key ("shipment_id") references "shipments" ("id") on delete cascade;`);

    this.addSql(`alter table "notification_messages" add constraint "notification_messages_shipment_id_foreign" foreign key ("shipment_id") references "shipments" ("id") on delete cascade;`);
    this.addSql(`alter table "notification_messages" add constraint "notification_messages_channel_check" check ("channel" in ('email', 'sms'));`);

    this.addSql(`alter table "shipment_status_transitions" add constraint "shipment_status_transitions_shipment_id_foreign" foreign key ("shipment_id") references "shipments" ("id") on delete cascade;`);

    // A shipment is paid at most once, whatever races the application lets through.
    this.addSql(`create unique index "payment_attempts_one_success" on "payment_attempts" ("shipment_id") where "status" = 'SUCCEEDED';`);
    // One opt-out per scope, so recording it again is a no-op (on conflict do nothing).
    this.addSql(`create unique index "notification_opt_outs_scope_unique" on "notification_opt_outs" ("is_test", "channel", "address", coalesce("account_id", '00000000-0000-0000-0000-000000000000'::uuid), coalesce("brand_id", '00000000-0000-0000-0000-000000000000'::uuid));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "notification_opt_outs" cascade;`);
    this.addSql(`drop table if exists "receipts" cascade;`);
    this.addSql(`drop table if exists "payment_attempts" cascade;`);
    this.addSql(`drop table if exists "notification_messages" cascade;`);
    this.addSql(`drop table if exists "shipment_status_transitions" cascade;`);
  }

}
