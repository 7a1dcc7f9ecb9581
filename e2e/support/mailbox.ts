import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { simpleParser, type ParsedMail } from 'mailparser';
import { MAILBOX_DIR } from './env.js';

/** Waits for the newest mail sent to `to` that arrived at the e2e SMTP server. */
export async function waitForMail(to: string, { timeoutMs = 15_000 } = {}): Promise<ParsedMail> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const files = readdirSync(MAILBOX_DIR).sort().reverse();
    for (const file of files) {
      const mail = await simpleParser(readFileSync(join(MAILBOX_DIR, file)));
      const recipients = [mail.to].flat().flatMap((address) => address?.value ?? []);
      if (recipients.some((recipient) => recipient.address?.toLowerCase() === to.toLowerCase())) return mail;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`No mail for ${to} within ${timeoutMs} ms`);
}
