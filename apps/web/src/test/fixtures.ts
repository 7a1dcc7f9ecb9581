import type { Organization, OrganizationListEntry, User } from '@charla/contracts';

export const ORGANIZATION_ID = '11111111-1111-4111-8111-111111111111';
export const OTHER_ORGANIZATION_ID = '22222222-2222-4222-8222-222222222222';

export function aUser(overrides: Partial<User> = {}): User {
  return {
    _id: '33333333-3333-4333-8333-333333333333',
    email: 'ana@example.com',
    organizationOid: ORGANIZATION_ID,
    organizationName: 'Ana García',
    sessionKey: '44444444-4444-4444-8444-444444444444',
    token: null,
    phone: null,
    firstName: 'Ana',
    lastName: 'García',
    role: 'OWNER',
    avatarUrl: null,
    subscription: { tierPlan: 'FREE', expired: false },
    resources: [],
    channels: [],
    ...overrides,
  };
}

export function anOrganization(overrides: Partial<Organization> = {}): Organization {
  return {
    _id: ORGANIZATION_ID,
    email: null,
    name: 'Ana García',
    imageUrl: null,
    description: null,
    locale: 'es',
    scheduleEnabled: false,
    schedule: null,
    scheduleOutOfHoursMessage: null,
    timezoneName: 'Europe/Madrid',
    timezoneUtc: '+01:00',
    timezoneHourOffset: 1,
    ...overrides,
  };
}

export const ORGANIZATIONS: OrganizationListEntry[] = [
  { organizationOid: ORGANIZATION_ID, name: 'Ana García', role: 'OWNER' },
  { organizationOid: OTHER_ORGANIZATION_ID, name: 'Acme', role: 'USER' },
];
