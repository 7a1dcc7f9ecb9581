import { ROLES, type Role } from '@charla/contracts';
import type { TFunction } from 'i18next';

/** Only an owner may grant the owner role; the API refuses it to admins as well. */
export function roleOptions(t: TFunction, actorRole: Role) {
  return ROLES.filter((role) => role !== 'OWNER' || actorRole === 'OWNER').map((role) => ({
    value: role,
    label: t(`members:roles.${role}`),
  }));
}

export const ROLE_COLORS: Record<Role, string> = { OWNER: 'grape', ADMIN: 'blue', USER: 'gray' };
