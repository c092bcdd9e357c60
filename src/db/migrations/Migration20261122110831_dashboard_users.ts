import { Migration } from '@mikro-orm/migrations';

export class Migration20261122110831_dashboard_users extends Migration {

  override name = 'Migration20261122110831_dashboard_users';

  override up(): void | Promise<void> {
    this.addSql(`create table "dashboard_users" ("id" uuid not null, "account_id" uuid not null, "email" varchar(255) not null, "password_hash" varchar(255) not null, "created_at" timestamptz not null, "last_sign_in_at" timestamptz null, primary key ("id"));`);
    this.addSql(`alter table "dashboard_users" add constraint "dashboard_users_email_unique" unique ("email");`);

    this.addSql(`create table "dashboard_sessions" ("id" uuid not null, "user_id" uuid not null, "token_hash" varchar(255) not null, "csrf_token" varchar(255) not null, "mode" text not null default 'live', "created_at" timestamptz not null, "last_seen_at" timestamptz not null, "expires_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`alter table "dashboard_sessions" add constraint "dashboard_sessions_token_hash_unique" unique ("token_hash");`);
    this.addSql(`create index "dashboard_sessions_expires_at_index" on "dashboard_sessions" ("expires_at");`);

    this.addSql(`alter table "dashboard_users" add constraint "dashboard_users_account_id_foreign" foreign key ("account_id") references "accounts" ("id");`);

    this.addSql(`alter table "dashboard_sessions" add constraint "dashboard_sessions_user_id_foreign" foreign key ("user_id") references "dashboard_users" ("id") on delete cascade;`);
    this.addSql(`alter table "dashboard_sessions" add constraint "dashboard_sessions_mode_check" check ("mode" in ('live', 'test'));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "dashboard_sessions" drop constraint "dashboard_sessions_user_id_foreign";`);

    this.addSql(`drop table if exists "dashboard_users" cascade;`);
    this.addSql(`drop table if exists "dashboard_sessions" cascade;`);
  }

}
