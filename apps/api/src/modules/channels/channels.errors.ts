import { AppError, notFound } from '../../platform/errors.js';

/** Also the answer for a deleted channel, another organization's, or one outside a USER's list. */
export const channelNotFound = () => notFound('channels.not_found');

/** 422 like a schema failure: settings of one type sent for a channel of the other. */
export const channelSettingsMismatch = () =>
  new AppError({
    status: 422,
    reason: 'channels.settings_mismatch',
    details: [{ path: 'body.settings', message: 'does not match the channel type' }],
  });

/** The receiver's HTTP status or the network problem, for the message and as a detail for the UI. */
export const webhookFailed = (problem: string, cause?: unknown) =>
  new AppError({
    status: 400,
    reason: 'channels.webhook_failed',
    params: { problem },
    details: [{ path: 'settings.webhookUrl', message: problem }],
    cause,
  });
