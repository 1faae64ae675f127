// The staff side's first journey (docs/product/staff.md): the operator made by `npm run staff:create-operator` accepts
// the printed invitation with a passkey, invites a retailer admin (whose invitation is in Spanish), who accepts, signs
// out and in again, and invites a pharmacist for one location; the pharmacist signs in and sees only that location.
// Each person has a browser context of their own with Chromium's virtual WebAuthn authenticator: their own device.
import { expectNoAxeViolations } from './axe.ts';
import { openE2eDatabase } from './e2e-database.ts';
import { checkPage, press, tabTo } from './page-checks.ts';
import { deviceContext, invitationPathSentTo, operatorCommand, siteOf } from './staff-helpers.ts';
import { expect, test } from './test.ts';

function cvsLocations(): Array<{ id: string; name: string }> {
  const db = openE2eDatabase();
  try {
    return db.prepare("select id, name from locations where retailer = 'cvs' order by id limit 2").all([]) as Array<{
      id: string;
      name: string;
    }>;
  } finally {
    db.close();
  }
}

test('an operator invites a retailer admin, who invites a pharmacist; each signs in with a passkey and the pharmacist sees only their location', async ({
  browser,
}, testInfo) => {
  const index = testInfo.parallelIndex;
  const site = siteOf(index);
  const stamp = Date.now();
  const operatorEmail = `ops-${stamp}@vaxnear.example`;
  const adminEmail = `ana-${stamp}@cvs.example`;
  const pharmacistEmail = `pat-${stamp}@cvs.example`;

  // The command an installer runs on a fresh install: it prints a one-use link, never a password.
  const printed = operatorCommand(index, 'create-operator.ts', [operatorEmail, '--name', 'Olivia Operator']);
  expect(printed).not.toMatch(/password/i);
  const operatorLink = /https?:\/\/[^/\s]+(\/staff\/accept\?token=\S+)/.exec(printed)?.[1];
  expect(operatorLink).toBeTruthy();

  // The operator, at a desk (1280 px), accepts with a passkey using the keyboard only.
  const operator = await deviceContext(browser, site, 1280);
  await operator.page.goto(operatorLink!);
  await checkPage(operator.page, 'Accept your invitation', 'staff-accept-en');
  await press(operator.page, operator.page.getByRole('button', { name: 'Make my passkey' }));
  await expect(operator.page).toHaveURL(/\/staff\/home$/);
  await checkPage(operator.page, 'Staff home', 'staff-home-operator');
  await expect(operator.page.getByText(`Signed in as Olivia Operator (${operatorEmail})`)).toBeVisible();
  await expect(operator.page.getByText('Role: Operator')).toBeVisible();

  await press(operator.page, operator.page.getByRole('link', { name: 'Invite staff and see invitations' }));
  await checkPage(operator.page, 'Invitations', 'staff-invitations-operator');
  // A refused send says what to fix, in the summary and at the field.
  await press(operator.page, operator.page.getByRole('button', { name: 'Send the invitation' }));
  await expect(operator.page.getByRole('alert')).toContainText('Enter an e-mail address like name@example.com');
  await expectNoAxeViolations(operator.page, 'staff-invitations-errors');
  await tabTo(operator.page, operator.page.getByRole('textbox', { name: 'E-mail address' }));
  await operator.page.keyboard.type(adminEmail);
  await operator.page.getByRole('textbox', { name: 'Full name' }).fill('Ana Admin');
  await operator.page.getByRole('combobox', { name: 'Role' }).selectOption({ label: 'Retailer administrator' });
  await operator.page.getByRole('textbox', { name: 'Retailer' }).fill('cvs');
  await operator.page.getByRole('radio', { name: 'Spanish' }).check();
  await press(operator.page, operator.page.getByRole('button', { name: 'Send the invitation' }));
  await expect(operator.page.getByRole('status')).toHaveText(`Invitation sent to ${adminEmail}.`);
  const row = operator.page.getByRole('row').filter({ hasText: adminEmail });
  await expect(row).toContainText('Waiting');
  await expectNoAxeViolations(operator.page, 'staff-invitations-sent');

  // The retailer admin gets the invitation in Spanish, accepts it on their own device, signs out and in again.
  const admin = await deviceContext(browser, site, 1280);
  await admin.page.goto(await invitationPathSentTo(adminEmail));
  await checkPage(admin.page, 'Acepte su invitación', 'staff-accept-es');
  await press(admin.page, admin.page.getByRole('button', { name: 'Crear mi llave de acceso' }));
  await expect(admin.page).toHaveURL(/\/es\/staff\/home$/);
  await checkPage(admin.page, 'Inicio del personal', 'staff-home-admin-es');
  await press(admin.page, admin.page.getByRole('button', { name: 'Cerrar sesión' }));
  await checkPage(admin.page, 'Inicio de sesión del personal', 'staff-sign-in-es');
  await press(admin.page, admin.page.getByRole('button', { name: 'Iniciar sesión con una llave de acceso' }));
  await expect(admin.page).toHaveURL(/\/es\/staff\/home$/);
  await expect(admin.page.getByText('Función: Administrador de la cadena')).toBeVisible();

  // The admin invites a pharmacist for one CVS location.
  const [bellevue, other] = cvsLocations();
  expect(other).toBeTruthy();
  await press(admin.page, admin.page.getByRole('link', { name: 'Invitar al personal y ver las invitaciones' }));
  await checkPage(admin.page, 'Invitaciones', 'staff-invitations-admin-es');
  await admin.page.getByRole('textbox', { name: 'Correo electrónico' }).fill(pharmacistEmail);
  await admin.page.getByRole('textbox', { name: 'Nombre completo' }).fill('Pat Pharmacist');
  await admin.page.getByRole('textbox', { name: 'Identificadores de ubicación' }).fill(bellevue!.id);
  await admin.page.getByRole('radio', { name: 'Inglés' }).check();
  await press(admin.page, admin.page.getByRole('button', { name: 'Enviar la invitación' }));
  await expect(admin.page.getByRole('status')).toHaveText(`Invitación enviada a ${pharmacistEmail}.`);
  // The admin's list holds its own retailer's invitations only: not the operator's own.
  await expect(admin.page.getByRole('row').filter({ hasText: operatorEmail })).toHaveCount(0);

  // The pharmacist, on a counter tablet (768 px), accepts, and sees that one location only.
  const pharmacist = await deviceContext(browser, site, 768);
  await pharmacist.page.goto(await invitationPathSentTo(pharmacistEmail));
  await press(pharmacist.page, pharmacist.page.getByRole('button', { name: 'Make my passkey' }));
  await expect(pharmacist.page).toHaveURL(/\/staff\/home$/);
  await press(pharmacist.page, pharmacist.page.getByRole('button', { name: 'Sign out' }));
  await checkPage(pharmacist.page, 'Staff sign-in', 'staff-sign-in-768');
  await press(pharmacist.page, pharmacist.page.getByRole('button', { name: 'Sign in with a passkey' }));
  await expect(pharmacist.page).toHaveURL(/\/staff\/home$/);
  await checkPage(pharmacist.page, 'Staff home', 'staff-home-pharmacist-768');
  await expect(pharmacist.page.getByText('Role: Location staff')).toBeVisible();
  const locations = pharmacist.page.getByRole('list').filter({ hasText: bellevue!.name });
  await expect(locations.getByRole('listitem')).toHaveCount(1);
  await expect(pharmacist.page.getByText(other!.name)).toHaveCount(0);
  await expect(pharmacist.page.getByRole('link', { name: 'Invite staff and see invitations' })).toHaveCount(0);
  // Typed by hand, the invitations page says the role does not allow it (the server refuses the calls anyway).
  await pharmacist.page.goto('/staff/invitations');
  await expect(pharmacist.page.getByRole('alert')).toContainText('Your role does not allow this');

  for (const person of [operator, admin, pharmacist]) await person.context.close();
});
