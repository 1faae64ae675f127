import { describe, expect, it } from 'vitest';
import { loadConfig, trustProxyFrom } from './config.ts';

describe('TRUST_PROXY', () => {
  it('trusts no proxy unless told, and then only a hop count or named addresses', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    for (const off of ['', 'off', 'false', '0']) expect(trustProxyFrom(off)).toBe(false);
    expect(trustProxyFrom('2')).toBe(2);
    expect(trustProxyFrom('10.0.0.5, 10.0.0.0/8,loopback')).toEqual(['10.0.0.5', '10.0.0.0/8', 'loopback']);
  });

  it('refuses "true", which would let any client choose its own address, and anything that is not an address', () => {
    expect(() => trustProxyFrom('true')).toThrow(/not "true"/);
    expect(() => trustProxyFrom('proxy.internal')).toThrow(/not an IP address/);
  });
});
