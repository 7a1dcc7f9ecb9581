import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Config } from '../../config.js';

export type MailMessage = { to: string; subject: string; text: string; html: string };

export type Mailer = { send: (message: MailMessage) => Promise<void> };

/**
 * Sends through SMTP when SMTP_URL is set. Otherwise every mail is written as an .eml file under
 * DATA_DIR/mail and its path logged, so a fresh install can read its recovery mails without a server.
 */
export function createMailer({
  config,
  log,
}: {
  config: Pick<Config, 'SMTP_URL' | 'MAIL_FROM' | 'DATA_DIR'>;
  log: FastifyBaseLogger;
}): Mailer {
  if (config.SMTP_URL) {
    const transport = nodemailer.createTransport(config.SMTP_URL);
    return {
      send: async (message) => {
        await transport.sendMail({ from: config.MAIL_FROM, ...message });
      },
    };
  }

  const directory = join(config.DATA_DIR, 'mail');
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    send: async (message) => {
      const info = await transport.sendMail({ from: config.MAIL_FROM, ...message });
      await mkdir(directory, { recursive: true });
      const file = join(
        directory,
        `${new Date().toISOString().replace(/[:.]/g, '-')}-${info.messageId.replace(/[^\w.-]/g, '')}.eml`,
      );
      await writeFile(file, info.message);
      log.info(
        { file, to: message.to, subject: message.subject },
        'mail written to file (SMTP_URL is not set)',
      );
    },
  };
}
