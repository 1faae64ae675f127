// A state registry for tests behind the CDC's IIS SOAP web service (urn:cdc:iisb:2011, SOAP 1.2): a real HTTP server
// that reads each envelope with fast-xml-parser and each HL7 message with node-hl7-client (libraries no one here
// wrote), checks the username and password it was given, and answers `submitSingleMessage` with the ACK inside
// `submitSingleMessageResponse`, or with a SOAP fault (SecurityFault for wrong credentials, MessageTooLargeFault over its
// size limit, UnknownFault when told), late, or never. Like a registry it keeps a message once by control id.
import http from 'node:http';
import type net from 'node:net';
import { XMLParser } from 'fast-xml-parser';
import { Message } from 'node-hl7-client';
import { ackFor, type ListenerAnswer } from './test-iis-listener.ts';

export type SoapRegistryAnswer =
  | ListenerAnswer
  | { code: 'fault'; fault: 'UnknownFault' }
  /** Answers (as the next answer says) only after this many real milliseconds. */
  | { code: 'late'; afterMs: number };

const NS = 'urn:cdc:iisb:2011';
const xml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/\r/g, '&#xD;');
const envelope = (body: string) =>
  `<?xml version="1.0" encoding="UTF-8"?><env:Envelope xmlns:env="http://www.w3.org/2003/05/soap-envelope"><env:Body>${body}</env:Body></env:Envelope>`;
const fault = (
  name: 'fault' | 'SecurityFault' | 'MessageTooLargeFault' | 'UnsupportedOperationFault',
  reason: string,
) =>
  envelope(
    `<env:Fault><env:Code><env:Value>env:${name === 'fault' ? 'Receiver' : 'Sender'}</env:Value></env:Code>` +
      `<env:Reason><env:Text xml:lang="en">${xml(reason)}</env:Text></env:Reason>` +
      `<env:Detail><${name} xmlns="${NS}"><Code>10</Code><Reason>${xml(reason)}</Reason><Detail/></${name}></env:Detail>` +
      `</env:Fault>`,
  );

export class TestSoapRegistry {
  /** Every HL7 message that arrived, copies included. */
  readonly received: string[] = [];
  /** The messages the registry keeps, by control id, with the ACK a copy is answered with. */
  readonly records = new Map<string, string>();
  /** The SOAPAction of every request, and the credentials of every submitSingleMessage. */
  readonly actions: string[] = [];
  readonly credentials: Array<{ username: string; password: string; facilityID: string }> = [];
  answers: SoapRegistryAnswer[] = [];
  private server: http.Server | null = null;
  private readonly sockets = new Set<net.Socket>();
  private readonly lateAnswers = new Set<NodeJS.Timeout>();
  private readonly parser = new XMLParser({ removeNSPrefix: true, parseTagValue: false, htmlEntities: true });
  port = 0;

  constructor(readonly account: { username: string; password: string; maxMessageChars?: number }) {}

  get url(): string {
    return `http://127.0.0.1:${this.port}/IISService2011`;
  }

  async start(): Promise<void> {
    const server = http.createServer((req, res) => {
      let body = '';
      req.setEncoding('utf8');
      req.on('data', (chunk: string) => (body += chunk));
      req.on('end', () => void this.answer(req, body, res));
    });
    server.on('connection', (socket: net.Socket) => {
      this.sockets.add(socket);
      socket.on('close', () => this.sockets.delete(socket));
    });
    await new Promise<void>((resolve) => server.listen(this.port, '127.0.0.1', resolve));
    this.port = (server.address() as net.AddressInfo).port;
    this.server = server;
  }

  /** Down: stops listening and drops every connection, answered or not. */
  async stop(): Promise<void> {
    for (const timer of this.lateAnswers) clearTimeout(timer);
    this.lateAnswers.clear();
    for (const socket of this.sockets) socket.destroy();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
    this.server = null;
  }

  private async answer(req: http.IncomingMessage, body: string, res: http.ServerResponse): Promise<void> {
    const send = (status: number, text: string) => {
      res.writeHead(status, { 'content-type': 'application/soap+xml; charset=utf-8' });
      res.end(text);
    };
    const action = /action="([^"]*)"/.exec(req.headers['content-type'] ?? '')?.[1] ?? '';
    this.actions.push(action);
    const parsed = this.parser.parse(body) as { Envelope?: { Body?: Record<string, Record<string, string>> } };
    const request = parsed.Envelope?.Body ?? {};
    if (request.connectivityTest) {
      send(
        200,
        envelope(
          `<connectivityTestResponse xmlns="${NS}"><return>${xml(request.connectivityTest.echoBack ?? '')}</return></connectivityTestResponse>`,
        ),
      );
      return;
    }
    const submit = request.submitSingleMessage;
    if (!submit) {
      send(500, fault('UnsupportedOperationFault', 'Only connectivityTest and submitSingleMessage are supported'));
      return;
    }
    this.credentials.push({
      username: String(submit.username ?? ''),
      password: String(submit.password ?? ''),
      facilityID: String(submit.facilityID ?? ''),
    });
    if (submit.username !== this.account.username || submit.password !== this.account.password) {
      send(500, fault('SecurityFault', 'Username or password not recognized'));
      return;
    }
    const hl7 = String(submit.hl7Message ?? '');
    if (this.account.maxMessageChars !== undefined && hl7.length > this.account.maxMessageChars) {
      send(500, fault('MessageTooLargeFault', `Messages are limited to ${this.account.maxMessageChars} characters`));
      return;
    }
    this.received.push(hl7);
    const message = new Message({ text: hl7 });
    const controlId = message.get('MSH.10').toString();
    const respond = (ack: string) =>
      send(
        200,
        envelope(
          `<submitSingleMessageResponse xmlns="${NS}"><return>${xml(ack)}</return></submitSingleMessageResponse>`,
        ),
      );
    const earlier = this.records.get(controlId);
    if (earlier !== undefined) {
      respond(earlier);
      return;
    }
    let answer = this.answers.shift() ?? { code: 'AA' };
    if (answer.code === 'late') {
      const { afterMs } = answer;
      // A registry that is stopped meanwhile never answers (stop() clears the wait).
      await new Promise<void>((resolve) => {
        const timer = setTimeout(() => {
          this.lateAnswers.delete(timer);
          resolve();
        }, afterMs);
        this.lateAnswers.add(timer);
      });
      answer = this.answers.shift() ?? { code: 'AA' };
    }
    if (answer.code === 'fault') {
      send(500, fault('fault', 'The registry could not take the message now'));
      return;
    }
    if (answer.code === 'late') return;
    if (answer.code !== 'AR') this.records.set(controlId, ackFor(message, { code: 'AA' }, this.received.length));
    if (answer.code === 'none') return;
    respond(ackFor(message, answer, this.received.length));
  }
}
