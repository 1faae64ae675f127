import type { Kysely } from 'kysely';
import type { Database, SubscriptionTable } from '../../db/schema.ts';

/**
 * Inserts the subscriber or, when the address is already on the list, replaces everything they gave us and renews
 * the consent; the unique e-mail decides, so two racing submits still leave one row. The first id and created_at stay.
 */
export async function upsertSubscription(db: Kysely<Database>, row: SubscriptionTable): Promise<void> {
  await db
    .insertInto('subscriptions')
    .values(row)
    .onConflict((oc) =>
      oc.column('email').doUpdateSet((eb) => ({
        first_name: eb.ref('excluded.first_name'),
        last_name: eb.ref('excluded.last_name'),
        phone_number: eb.ref('excluded.phone_number'),
        sex: eb.ref('excluded.sex'),
        date_of_birth: eb.ref('excluded.date_of_birth'),
        locale: eb.ref('excluded.locale'),
        sms_consent: eb.ref('excluded.sms_consent'),
        consented_at: eb.ref('excluded.consented_at'),
        consent_expires_at: eb.ref('excluded.consent_expires_at'),
        campaign_source_code: eb.ref('excluded.campaign_source_code'),
        campaign_media_program: eb.ref('excluded.campaign_media_program'),
        updated_at: eb.ref('excluded.updated_at'),
      })),
    )
    .execute();
}

/** Removes the row and with it every personal detail; nothing when the address is not on the list. */
export async function deleteSubscription(db: Kysely<Database>, email: string): Promise<void> {
  await db.deleteFrom('subscriptions').where('email', '=', email).execute();
}
