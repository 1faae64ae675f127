// The last answer of this tab's provider request: the result page shows it, and without it the result page sends
// the visitor to the form (a direct visit has nothing to show). Session storage, so a reload keeps the receipt.
import type { ProviderRegistrationResponse } from '@vaxnear/domain/contracts/provider-registrations';

export type RegistrationReceipt = ProviderRegistrationResponse['data'] & { contactEmail: string };

const KEY = 'vaxnear.providerRegistration.receipt';

export function saveReceipt(receipt: RegistrationReceipt): void {
  window.sessionStorage.setItem(KEY, JSON.stringify(receipt));
}

export function readReceipt(): RegistrationReceipt | null {
  try {
    const value = JSON.parse(window.sessionStorage.getItem(KEY) ?? 'null') as Partial<RegistrationReceipt> | null;
    return value && typeof value.referenceNumber === 'string' && typeof value.requestType === 'string'
      ? (value as RegistrationReceipt)
      : null;
  } catch {
    return null;
  }
}
