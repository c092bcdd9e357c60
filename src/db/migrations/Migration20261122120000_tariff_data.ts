import { Migration } from '@mikro-orm/migrations';

export class Migration20261122120000_tariff_data extends Migration {
  override name = 'Migration20261122120000_tariff_data';

  override up(): void | Promise<void> {
    this.addSql(`create table "datasets" ("id" uuid not null, "kind" varchar(255) not null, "tariff" varchar(255) null, "name" varchar(255) not null, "version" varchar(255) not null, "valid_from" date not null, "checksum" varchar(255) not null, "source" text not null, "row_count" int not null, "meta" jsonb null, "imported_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`alter table "datasets" add constraint "datasets_kind_checksum_unique" unique ("kind", "checksum");`);
    this.addSql(`create index "datasets_kind_tariff_valid_from_index" on "datasets" ("kind", "tariff", "valid_from");`);

    this.addSql(`create table "tariff_lines" ("id" bigserial, "dataset_id" uuid not null, "tariff" varchar(255) not null, "code" varchar(255) not null, "hs6" varchar(255) not null, "description" text not null, "general" text not null, "format" varchar(255) not null, "rate" jsonb null, "special" text null, "column2" text null, "additional_duties" text null, "preferences" jsonb null, "valid_from" date not null, "valid_to" date null, "source" text not null, "confidence" varchar(255) null, primary key ("id"));`);
    this.addSql(`create index "tariff_lines_tariff_hs6_index" on "tariff_lines" ("tariff", "hs6");`);
    this.addSql(`create index "tariff_lines_dataset_id_index" on "tariff_lines" ("dataset_id");`);
    this.addSql(`alter table "tariff_lines" add constraint "tariff_lines_dataset_id_foreign" foreign key ("dataset_id") references "datasets" ("id") on delete cascade;`);

    this.addSql(`create table "hs_nomenclature" ("dataset_id" uuid not null, "code" varchar(255) not null, "description" text not null, "parent" varchar(255) null, "level" int not null, "section" varchar(255) not null, primary key ("dataset_id", "code"));`);
    this.addSql(`alter table "hs_nomenclature" add constraint "hs_nomenclature_dataset_id_foreign" foreign key ("dataset_id") references "datasets" ("id") on delete cascade;`);

    this.addSql(`create table "fx_rates" ("date" date not null, "currency" varchar(255) not null, "rate" numeric not null, "dataset_id" uuid not null, primary key ("date", "currency"));`);
    this.addSql(`create index "fx_rates_currency_date_index" on "fx_rates" ("currency", "date");`);
    this.addSql(`alter table "fx_rates" add constraint "fx_rates_dataset_id_foreign" foreign key ("dataset_id") references "datasets" ("id") on delete cascade;`);

    this.addSql(`create table "vat_rates" ("id" bigserial, "dataset_id" uuid not null, "country" varchar(255) not null, "valid_from" date not null, "valid_to" date null, "rates" jsonb not null, "tax_name" varchar(255) not null, "source" text not null, "priority" int not null, primary key ("id"));`);
    this.addSql(`create index "vat_rates_country_index" on "vat_rates" ("country");`);
    this.addSql(`alter table "vat_rates" add constraint "vat_rates_dataset_id_foreign" foreign key ("dataset_id") references "datasets" ("id") on delete cascade;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "vat_rates" cascade;`);
    this.addSql(`drop table if exists "fx_rates" cascade;`);
    this.addSql(`drop table if exists "hs_nomenclature" cascade;`);
    this.addSql(`drop table if exists "tariff_lines" cascade;`);
    this.addSql(`drop table if exists "datasets" cascade;`);
  }
}
