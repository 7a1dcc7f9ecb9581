import type { Role } from '@charla/contracts';
import { forbidden } from '../../platform/errors.js';
import { lastOwner, ownerRequired } from './members.errors.js';
import { canRemove, canSetRole, isLastOwnerLeaving, type MemberAction } from './members.rules.js';

function assertAllowed(action: MemberAction) {
  if (action === 'forbidden') throw forbidden();
  if (action === 'owner_required') throw ownerRequired();
}

export const assertMayGrant = (input: Parameters<typeof canSetRole>[0]) => assertAllowed(canSetRole(input));
export const assertMayRemove = (input: Parameters<typeof canRemove>[0]) => assertAllowed(canRemove(input));

export function assertKeepsAnOwner(input: { ownerIds: string[]; userId: string; nextRole: Role | null }) {
  if (isLastOwnerLeaving(input)) throw lastOwner();
}

const UNIQUE_VIOLATION = '23505';
export const isUniqueViolation = (error: unknown) =>
  (error as { code?: unknown } | null)?.code === UNIQUE_VIOLATION ||
  (error as { cause?: { code?: unknown } } | null)?.cause?.code === UNIQUE_VIOLATION;
