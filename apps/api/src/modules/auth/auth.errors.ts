import { badRequest, conflict, unauthorized } from '../../platform/errors.js';

/** Same answer for an unknown email and a wrong password, so accounts cannot be discovered. */
export const invalidCredentials = () => unauthorized('auth.invalid_credentials');
export const emailTaken = () => conflict('auth.email_taken');
export const invalidRecoveryKey = () => badRequest('auth.invalid_recovery_key');
export const wrongPassword = () => badRequest('auth.wrong_password');
export const sessionExpired = () => unauthorized('auth.session_expired');
