import { describe, expect, it } from 'vitest';
import { mayInvite, scopeCoversLocation, scopeCoversRetailer, type StaffScope } from './staff.ts';

const operator: StaffScope = { role: 'operator', retailer: null, locationIds: [] };
const cvsAdmin: StaffScope = { role: 'retailer_admin', retailer: 'cvs', locationIds: [] };
const bellevueStaff: StaffScope = { role: 'location_staff', retailer: 'cvs', locationIds: ['cvs-1'] };
const cvs1 = { id: 'cvs-1', retailer: 'cvs' };
const cvs2 = { id: 'cvs-2', retailer: 'cvs' };
const safeway = { id: 'safeway-1', retailer: 'albertsons' };

describe('who reaches what', () => {
  it('gives an operator every location, an admin its retailer’s, location staff their own', () => {
    expect([cvs1, cvs2, safeway].map((l) => scopeCoversLocation(operator, l))).toEqual([true, true, true]);
    expect([cvs1, cvs2, safeway].map((l) => scopeCoversLocation(cvsAdmin, l))).toEqual([true, true, false]);
    expect([cvs1, cvs2, safeway].map((l) => scopeCoversLocation(bellevueStaff, l))).toEqual([true, false, false]);
  });

  it('lets location staff reach no whole retailer, not even their own', () => {
    expect(scopeCoversRetailer(bellevueStaff, 'cvs')).toBe(false);
    expect(scopeCoversRetailer(cvsAdmin, 'cvs')).toBe(true);
    expect(scopeCoversRetailer(cvsAdmin, 'albertsons')).toBe(false);
  });
});

describe('who may invite whom', () => {
  const staffAt = (...locations: { id: string; retailer: string }[]) => ({
    role: 'location_staff' as const,
    retailer: 'cvs',
    locations,
  });

  it('lets an operator invite operators, retailer admins and location staff', () => {
    expect(mayInvite(operator, { role: 'operator', retailer: null, locations: [] })).toBe(true);
    expect(mayInvite(operator, { role: 'retailer_admin', retailer: 'cvs', locations: [] })).toBe(true);
    expect(mayInvite(operator, staffAt(cvs2))).toBe(true);
  });

  it('lets a retailer admin invite location staff for its own locations only, and no admin or operator', () => {
    expect(mayInvite(cvsAdmin, staffAt(cvs1, cvs2))).toBe(true);
    expect(mayInvite(cvsAdmin, { role: 'location_staff', retailer: 'cvs', locations: [safeway] })).toBe(false);
    expect(mayInvite(cvsAdmin, { role: 'retailer_admin', retailer: 'cvs', locations: [] })).toBe(false);
    expect(mayInvite(cvsAdmin, { role: 'operator', retailer: null, locations: [] })).toBe(false);
  });

  it('lets location staff invite nobody, and nobody invite staff without a location', () => {
    expect(mayInvite(bellevueStaff, staffAt(cvs1))).toBe(false);
    expect(mayInvite(operator, staffAt())).toBe(false);
  });
});
