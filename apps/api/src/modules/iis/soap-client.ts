// The CDC's IIS SOAP web service as a client calls it (WSDL "cdc-iis-2011", namespace urn:cdc:iisb:2011, SOAP 1.2,
// decision 278): `submitSingleMessage` carries the registry's username, password and facility id with one HL7 message
// and answers the registry's ACK in `submitSingleMessageResponse/return`; `connectivityTest` echoes a text back. A
// registry refuses with a SOAP fault whose detail names it: SecurityFault, MessageTooLargeFault, or the general
// UnknownFault (element `fault`). The password is sent and never kept anywhere else: no error here quotes a request.
import { XMLParser } from 'fast-xml-parser';

export const IIS_SOAP_NAMESPACE = 'urn:cdc:iisb:2011';
const SOAP_12_ENVELOPE = 'http://www.w3.org/2003/05/soap-envelope';

export interface SoapTarget {
  url: string;
  username: string;
  password: string;
  facilityId: string;
}

export type SoapFaultName = 'SecurityFault' | 'MessageTooLargeFault' | 'UnsupportedOperationFault' | 'UnknownFault';

export type SoapResult =
  | { ack: string }
  | { fault: SoapFaultName }
  | { error: 'connection_refused' | 'timeout' | 'unreadable_answer' | 'insecure_url' | string };

/** XML text content: the five markup characters, and carriage returns (HL7's segment separator), which an XML parser
 * would otherwise read back as line feeds. */
export function xmlText(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;')
    .replace(/\r/g, '&#xD;');
}

export function soapEnvelope(operation: string, fields: Record<string, string>): string {
  const parts = Object.entries(fields)
    .map(([name, value]) => `<iis:${name}>${xmlText(value)}</iis:${name}>`)
    .join('');
  return (
    '<?xml version="1.0" encoding="UTF-8"?>' +
    `<soap:Envelope xmlns:soap="${SOAP_12_ENVELOPE}" xmlns:iis="${IIS_SOAP_NAMESPACE}">` +
    `<soap:Body><iis:${operation}>${parts}</iis:${operation}></soap:Body></soap:Envelope>`
  );
}

/** fast-xml-parser reading namespaced SOAP: prefixes dropped, every value a string, entities decoded. */
export const soapXmlParser = new XMLParser({
  removeNSPrefix: true,
  ignoreAttributes: true,
  parseTagValue: false,
  trimValues: false,
  processEntities: true,
  htmlEntities: true,
});

type Node = Record<string, unknown>;
const child = (node: unknown, name: string): unknown =>
  node && typeof node === 'object' ? (node as Node)[name] : undefined;
const text = (node: unknown): string | null =>
  typeof node === 'string' ? node : typeof child(node, '#text') === 'string' ? (child(node, '#text') as string) : null;

/** The Body of a SOAP envelope, or null when the text is not one. */
export function soapBody(xml: string): Node | null {
  try {
    const body = child(child(soapXmlParser.parse(xml), 'Envelope'), 'Body');
    return body && typeof body === 'object' ? (body as Node) : null;
  } catch {
    return null;
  }
}

function faultOf(body: Node): SoapFaultName | null {
  const fault = child(body, 'Fault');
  if (fault === undefined) return null;
  const detail = child(fault, 'Detail');
  for (const name of ['SecurityFault', 'MessageTooLargeFault', 'UnsupportedOperationFault'] as const)
    if (child(detail, name) !== undefined) return name;
  return 'UnknownFault';
}

async function call(
  url: string,
  operation: 'submitSingleMessage' | 'connectivityTest',
  fields: Record<string, string>,
  timeoutMs: number,
): Promise<{ body: Node } | { fault: SoapFaultName } | { error: string }> {
  const parsed = URL.canParse(url) ? new URL(url) : null;
  // Credentials travel in the body: only over TLS, but for a registry on this machine (tests, a local relay).
  const loopback = parsed && ['localhost', '127.0.0.1', '[::1]'].includes(parsed.hostname);
  if (!parsed || (parsed.protocol !== 'https:' && !(parsed.protocol === 'http:' && loopback)))
    return { error: 'insecure_url' };
  let answer: Response;
  let xml: string;
  try {
    const signal = AbortSignal.timeout(timeoutMs);
    answer = await fetch(parsed, {
      method: 'POST',
      headers: {
        'content-type': `application/soap+xml; charset=utf-8; action="${IIS_SOAP_NAMESPACE}:${operation}"`,
      },
      body: soapEnvelope(operation, fields),
      signal,
      redirect: 'error',
    });
    xml = await answer.text();
  } catch (error) {
    const failure = (error ?? {}) as { cause?: { code?: string }; name?: string };
    if (failure.name === 'TimeoutError' || failure.name === 'AbortError') return { error: 'timeout' };
    if (failure.cause?.code === 'ECONNREFUSED') return { error: 'connection_refused' };
    return { error: failure.cause?.code ?? 'connection_failed' };
  }
  const body = soapBody(xml);
  if (!body) return { error: answer.ok ? 'unreadable_answer' : `http_${answer.status}` };
  const fault = faultOf(body);
  if (fault) return { fault };
  if (!answer.ok) return { error: `http_${answer.status}` };
  return { body };
}

/** Sends one HL7 message; resolves with the registry's ACK, its fault, or why there was no answer. Never rejects. */
export async function submitSingleMessage(target: SoapTarget, hl7Message: string, timeoutMs: number) {
  const result = await call(
    target.url,
    'submitSingleMessage',
    { username: target.username, password: target.password, facilityID: target.facilityId, hl7Message },
    timeoutMs,
  );
  if (!('body' in result)) return result;
  const ack = text(child(child(result.body, 'submitSingleMessageResponse'), 'return'));
  return ack ? { ack: ack.trim() } : { error: 'unreadable_answer' };
}

/** The registry's echo of `echoBack`: that the URL answers as the service does (operators, when setting a target). */
export async function connectivityTest(
  url: string,
  echoBack: string,
  timeoutMs: number,
): Promise<{ echo: string } | { fault: SoapFaultName } | { error: string }> {
  const result = await call(url, 'connectivityTest', { echoBack }, timeoutMs);
  if (!('body' in result)) return result;
  const echo = text(child(child(result.body, 'connectivityTestResponse'), 'return'));
  return echo === null ? { error: 'unreadable_answer' } : { echo };
}
