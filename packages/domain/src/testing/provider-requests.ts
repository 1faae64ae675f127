// The pharmacy that the provider form's tests ask to list (the domain's contract, the web's messages, the API's route):
// one example, so that a change to the form's business fields changes one place. Production never imports this file.

/** The business details as the form sends them; the NPI is the standard example, which passes its check digit. */
export const MAIN_STREET_PHARMACY = {
  name: 'Main Street Pharmacy',
  address1: '12 Main St',
  address2: '',
  city: 'Albany',
  state: 'NY',
  zip: '12207',
  identifierType: 'npi',
  identifier: '1234567893',
  schedulingPhone: '(518) 555-0142',
  schedulingWebsite: 'mainstreetrx.com/book',
} as const;
