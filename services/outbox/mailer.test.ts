import net from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { manualClock } from '../lib/clock';
import { describeEachDatabase } from '../testing/databases';
import { createMailer } from './mailer';
import { createOutboxRepository } from './outbox.repository';

/** The smallest SMTP server nodemailer talks to: it records each message's DATA. */
function startSmtpServer(): Promise<{ port: number; messages: string[]; close(): Promise<void> }> {
  const messages: string[] = [];
  const server = net.createServer((socket) => {
    let inData = false;
    let data = '';
    let buffer = '';
    socket.write('220 test ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString();
      let index: number;
      while ((index = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, index);
        buffer = buffer.slice(index + 2);
        if (inData) {
          if (line === '.') {
            inData = false;
            messages.push(data);
            data = '';
            socket.write('250 OK queued\r\n');
          } else data += `${line}\n`;
          continue;
        }
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') socket.write('250 test\r\n');
        else if (verb === 'DATA') {
          inData = true;
          socket.write('354 go ahead\r\n');
        } else if (verb === 'QUIT') socket.end('221 bye\r\n');
        else socket.write('250 OK\r\n');
      }
    });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      resolve({ port, messages, close: () => new Promise((done) => server.close(() => done())) });
    }),
  );
}

describeEachDatabase('mailer', (database) => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  beforeAll(async () => {
    smtp = await startSmtpServer();
  });
  afterAll(async () => {
    await smtp.close();
  });

  it('stores every e-mail in the outbox and, with SMTP_URL, delivers it', async () => {
    const outbox = createOutboxRepository(database().db);
    const mailer = createMailer({ outbox, clock: manualClock(), smtpUrl: `smtp://127.0.0.1:${smtp.port}?from=portal%40example.com` });
    await mailer.send({ to: 'someone@example.com', subject: 'Hello', text: 'Your verification code is 123456' });
    expect(smtp.messages).toHaveLength(1);
    expect(smtp.messages[0]).toContain('Your verification code is 123456');
    expect(smtp.messages[0]).toMatch(/^From: portal@example.com/m);
    const [row] = await outbox.list(1);
    expect(row).toMatchObject({ channel: 'email', recipient: 'someone@example.com', subject: 'Hello' });
    expect(row.deliveredAt).not.toBeNull();
  });

  it('keeps the outbox row with the error when the SMTP server cannot be reached', async () => {
    const outbox = createOutboxRepository(database().db);
    const closed = net.createServer();
    const port = await new Promise<number>((resolve) => closed.listen(0, '127.0.0.1', () => resolve((closed.address() as net.AddressInfo).port)));
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const mailer = createMailer({ outbox, clock: manualClock(), smtpUrl: `smtp://127.0.0.1:${port}` });
    await expect(mailer.send({ to: 'other@example.com', subject: 'Hi', text: 'body' })).rejects.toThrow();
    const [row] = await outbox.list(1);
    expect(row).toMatchObject({ recipient: 'other@example.com', deliveredAt: null });
    expect(row.deliveryError).toBeTruthy();
  });
});
