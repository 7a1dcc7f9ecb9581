import { simpleParser, type ParsedMail } from 'mailparser';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { vi } from 'vitest';

export type SmtpMailbox = {
  /** SMTP_URL that delivers to this mailbox. */
  url: string;
  received: ParsedMail[];
  /** Waits for the first mail addressed to `email`. */
  mailTo: (email: string) => Promise<ParsedMail>;
  close: () => Promise<void>;
};

/** A real SMTP server on a random local port that parses and keeps every message it receives. */
export async function startSmtpMailbox(): Promise<SmtpMailbox> {
  const received: ParsedMail[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => received.push(mail))
        .then(() => callback(), callback);
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    mailTo: (email) =>
      vi.waitFor(
        () => {
          const mail = received.find((candidate) => JSON.stringify(candidate.to ?? '').includes(email));
          if (!mail) throw new Error('not received yet');
          return mail;
        },
        { timeout: 10_000, interval: 50 },
      ),
    close: () => new Promise<void>((resolve) => smtp.close(resolve)),
  };
}
