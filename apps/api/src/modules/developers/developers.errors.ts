import { tooManyRequests, unauthorized } from '../../platform/errors.js';

export const invalidPublicKey = () => unauthorized('developers.invalid_public_key');
export const invalidVisitor = () => unauthorized('developers.invalid_visitor');
export const identityInvalid = () => unauthorized('developers.identity_invalid');
export const identityRequired = () => unauthorized('developers.identity_required');
export const clientRateLimited = () => tooManyRequests();
