import { Migration } from '@mikro-orm/migrations';

export class Migration20261122111026_status_relays extends Migration {

  override name = 'Migration20261122111026_status_relays';

  override up(): void | Promise<void> {
    this.addSql(`create table "sftp_configs" ("id" uuid not null, "account_id" uuid not null, "brand_id" uuid not null, "mode" text not null, "host" varchar(255) not null, "port" int not null, "username" varchar(255) not null, "password" text null, "private_key" text null, "passphrase" text null, "host_key_sha256" varchar(255) null, "remote_dir" text not null, "formats" jsonb not null, "interval_minutes" int not null, "enabled" boolean not null default true, "last_push_at" timestamptz null, "last_error" text null, "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`alter table "sftp_configs" add constraint "sftp_configs_brand_id_mode_unique" unique ("brand_id", "mode");`);

    this.addSql(`create table "events" ("id" varchar(255) not null, "shipment_id" uuid not null, "account_id" uuid not null, "brand_id" uuid not null, "is_test" boolean not null, "type" varchar(255) not null, "payload" json not null, "created_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`create index "events_account_id_is_test_created_at_index" on "events" ("account_id", "is_test", "created_at");`);

    this.addSql(`create table "sftp_outbox" ("config_id" uuid not null, "event_id" varchar(255) not null, "batch_id" uuid null, "created_at" timestamptz not null, primary key ("config_id", "event_id"));`);

    this.addSql(`create table "status_files" ("id" uuid not null, "config_id" uuid not null, "account_id" uuid not null, "brand_id" uuid not null, "is_test" boolean not null, "batch_id" uuid not null, "name" varchar(255) not null, "format" text not null, "content" text not null, "event_count" int not null, "state" text not null, "attempts" int not null default 0, "last_error" text null, "pushed_at" timestamptz null, "created_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`alter table "status_files" add constraint "status_files_name_unique" unique ("name");`);
    this.addSql(`create index "status_files_account_id_is_test_created_at_index" on "status_files" ("account_id", "is_test", "created_at");`);

    this.addSql(`create table "webhook_endpoints" ("id" uuid not null, "account_id" uuid not null, "brand_id" uuid null, "mode" text not null, "url" text not null, "description" text null, "event_types" jsonb null, "secret" text not null, "previous_secret" text null, "previous_secret_expires_at" timestamptz null, "enabled" boolean not null default true, "disabled_reason" text null, "consecutive_failures" int not null default 0, "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`create index "webhook_endpoints_account_id_mode_index" on "webhook_endpoints" ("account_id", "mode");`);

    this.addSql(`create table "webhook_deliveries" ("id" uuid not null, "endpoint_id" uuid not null, "event_id" varchar(255) not null, "status" text not null, "attempt_count" int not null default 0, "series_attempts" int not null default 0, "next_attempt_at" timestamptz null, "last_attempt_at" timestamptz null, "last_status_code" int null, "last_error" text null, "succeeded_at" timestamptz null, "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`create index "webhook_deliveries_endpoint_id_created_at_index" on "webhook_deliveries" ("endpoint_id", "created_at");`);
    this.addSql(`alter table "webhook_deliveries" add constraint "webhook_deliveries_endpoint_id_event_id_unique" unique ("endpoint_id", "event_id");`);

    this.addSql(`create table "webhook_delivery_attempts" ("id" uuid not null, "delivery_id" uuid not null, "attempt" int not null, "outcome" text not null, "url" text not null, "status_code" int null, "error" text null, "response_body" text null, "duration_ms" int null, "started_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`alter table "webhook_delivery_attempts" add constraint "webhook_delivery_attempts_delivery_id_attempt_unique" unique ("delivery_id", "attempt");`);

    this.addSql(`create table "worker_pools" ("pool_id" varchar(255) not null, "hostname" varchar(255) not null, "pid" int not null, "started_at" timestamptz not null, primary key ("pool_id"));`);

    this.addSql(`alter table "sftp_configs" add constraint "sftp_configs_account_id_foreign" foreign key ("account_id") references "accounts" ("id");`);
    this.addSql(`alter table "sftp_configs" add constraint "sftp_configs_brand_id_foreign" foreign key ("brand_id") references "brands" ("id") on delete cascade;`);
    this.addSql(`alter table "sftp_configs" add constraint "sftp_configs_mode_check" check ("mode" in ('live', 'test'));`);

    this.addSql(`alter table "events" add constraint "events_shipment_id_foreign" foreign key ("shipment_id") references "shipments" ("id") on delete cascade;`);

    this.addSql(`alter table "sftp_outbox" add constraint "sftp_outbox_config_id_foreign" foreign key ("config_id") references "sftp_configs" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "sftp_outbox" add constraint "sftp_outbox_event_id_foreign" foreign key ("event_id") references "events" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "status_files" add constraint "status_files_config_id_foreign" foreign key ("config_id") references "sftp_configs" ("id") on delete cascade;`);
    this.addSql(`alter table "status_files" add constraint "status_files_format_check" check ("format" in ('csv', 'json'));`);
    this.addSql(`alter table "status_files" add constraint "status_files_state_check" check ("state" in ('pending', 'pushed', 'kept'));`);

    this.addSql(`alter table "webhook_endpoints" add constraint "webhook_endpoints_account_id_foreign" foreign key ("account_id") references "accounts" ("id");`);
    this.addSql(`alter table "webhook_endpoints" add constraint "webhook_endpoints_brand_id_foreign" foreign key ("brand_id") references "brands" ("id") on delete cascade;`);
    this.addSql(`alter table "webhook_endpoints" add constraint "webhook_endpoints_mode_check" check ("mode" in ('live', 'test'));`);

    this.addSql(`alter table "webhook_deliveries" add constraint "webhook_deliveries_endpoint_id_foreign" foreign key ("endpoint_id") references "webhook_endpoints" ("id") on delete cascade;`);
    this.addSql(`alter table "webhook_deliveries" add constraint "webhook_deliveries_event_id_foreign" foreign key ("event_id") references "events" ("id") on delete cascade;`);
    this.addSql(`alter table "webhook_deliveries" add constraint "webhook_deliveries_status_check" check ("status" in ('pending', 'succeeded', 'failed'));`);

    this.addSql(`alter table "webhook_delivery_attempts" add constraint "webhook_delivery_attempts_delivery_id_foreign" foreign key ("delivery_id") references "webhook_deliveries" ("id") on delete cascade;`);
    this.addSql(`alter table "webhook_delivery_attempts" add constraint "webhook_delivery_attempts_outcome_check" check ("outcome" in ('in_flight', 'succeeded', 'failed', 'interrupted'));`);
    // Hand-written: the lookups the relay workers make on every run, and the cascades' foreign keys.
    this.addSql(`create index "sftp_outbox_unbatched_index" on "sftp_outbox" ("config_id") where "batch_id" is null;`);
    this.addSql(`create index "sftp_outbox_event_id_index" on "sftp_outbox" ("event_id");`);
    this.addSql(`create index "status_files_config_id_state_index" on "status_files" ("config_id", "state");`);
    this.addSql(`create index "webhook_deliveries_event_id_index" on "webhook_deliveries" ("event_id");`);
    this.addSql(`create index "events_shipment_id_index" on "events" ("shipment_id");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "sftp_outbox" drop constraint "sftp_outbox_config_id_foreign";`);
    this.addSql(`alter table "status_files" drop constraint "status_files_config_id_foreign";`);
    this.addSql(`alter table "sftp_outbox" drop constraint "sftp_outbox_event_id_foreign";`);
    this.addSql(`alter table "webhook_deliveries" drop constraint "webhook_deliveries_event_id_foreign";`);
    this.addSql(`alter table "webhook_deliveries" drop constraint "webhook_deliveries_endpoint_id_foreign";`);
    this.addSql(`alter table "webhook_delivery_attempts" drop constraint "webhook_delivery_attempts_delivery_id_foreign";`);

    this.addSql(`drop table if exists "sftp_configs" cascade;`);
    this.addSql(`drop table if exists "events" cascade;`);
    this.addSql(`drop table if exists "sftp_outbox" cascade;`);
    this.addSql(`drop table if exists "status_files" cascade;`);
    this.addSql(`drop table if exists "webhook_endpoints" cascade;`);
    this.addSql(`drop table if exists "webhook_deliveries" cascade;`);
    this.addSql(`drop table if exists "webhook_delivery_attempts" cascade;`);
    this.addSql(`drop table if exists "worker_pools" cascade;`);
  }

}
