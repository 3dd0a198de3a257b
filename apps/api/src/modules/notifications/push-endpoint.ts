import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { BlockList, isIP, type LookupFunction } from 'node:net';
import { AppError } from '../../lib/errors';

// A push endpoint is a URL the shopper's browser hands us, and the server then connects to it:
// left unchecked, anyone signed in could make the server open connections inside its own
// network (blind SSRF). Only HTTPS endpoints on public addresses are taken, checked when saved
// and again for the very connection that sends (a custom DNS lookup that refuses a private
// answer), so a name that resolves elsewhere between the two (DNS rebinding) changes nothing.
// PUSH_PRIVATE_HOSTS names hosts that may be private anyway (a push service inside the
// network, the tests' stand-in on loopback).

/** Addresses that are not on the public internet (IANA special-purpose registries). */
const NOT_PUBLIC = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8], // "this network"
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local (cloud metadata services)
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // documentation
  ['192.88.99.0', 24], // 6to4 relay anycast
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation
  ['203.0.113.0', 24], // documentation
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
] as const)
  NOT_PUBLIC.addSubnet(net, prefix, 'ipv4');
for (const [net, prefix] of [
  ['2001::', 23], // IETF protocol assignments (Teredo among them)
  ['2001:db8::', 32], // documentation
  ['2002::', 16], // 6to4: an IPv4 address inside
  ['3fff::', 20], // documentation
] as const)
  NOT_PUBLIC.addSubnet(net, prefix, 'ipv6');

/** Global unicast IPv6; everything outside it (loopback, unique-local, link-local, mapped IPv4, multicast) is not public. */
const GLOBAL_V6 = new BlockList();
GLOBAL_V6.addSubnet('2000::', 3, 'ipv6');

/** Whether an IP address is on the public internet. */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return !NOT_PUBLIC.check(address, 'ipv4');
  if (family === 6) return GLOBAL_V6.check(address, 'ipv6') && !NOT_PUBLIC.check(address, 'ipv6');
  return false;
}

/** The hosts of PUSH_PRIVATE_HOSTS, lower-case, IPv6 without brackets. */
export function privatePushHosts(setting: string | undefined): ReadonlySet<string> {
  return new Set(
    (setting ?? '')
      .split(',')
      .map((h) =>
        h
          .trim()
          .toLowerCase()
          .replace(/^\[|\]$/g, ''),
      )
      .filter(Boolean),
  );
}

/** The URL's host as a lookup takes it: IPv6 without its brackets. */
const hostOf = (url: URL) => url.hostname.toLowerCase().replace(/^\[|\]$/g, '');

/** Why a push endpoint is refused. */
export class PushEndpointRefused extends Error {
  readonly code = 'PUSH_ENDPOINT_NOT_PUBLIC';
}

const lookupAll = (host: string) =>
  new Promise<LookupAddress[]>((resolve, reject) =>
    dnsLookup(host, { all: true }, (err, addresses) => (err ? reject(err) : resolve(addresses))),
  );

/**
 * Refuses (400 PUSH_ENDPOINT_NOT_ALLOWED naming `field`) an endpoint that is not HTTPS or
 * whose host is, or resolves to, an address that is not public; hosts of `allowed` pass.
 */
export async function assertPublicPushEndpoint(
  endpoint: string,
  allowed: ReadonlySet<string>,
  field = 'token.endpoint',
): Promise<void> {
  const refuse = (message: string) =>
    new AppError(400, 'PUSH_ENDPOINT_NOT_ALLOWED', message, undefined, [
      { Field: field, Message: message },
    ]);
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    throw refuse('must be a URL');
  }
  if (url.protocol !== 'https:') throw refuse('must be an https URL');
  const host = hostOf(url);
  if (allowed.has(host)) return;
  let addresses: string[];
  try {
    addresses = isIP(host) ? [host] : (await lookupAll(host)).map((a) => a.address);
  } catch {
    throw refuse('must name a push service that can be found');
  }
  if (addresses.length === 0 || !addresses.every(isPublicAddress))
    throw refuse('must be a push service on the public internet');
}

/**
 * The DNS lookup of the sending connections: the addresses a name resolves to right now, each
 * public, and the connection made to one of them. A host of `allowed` resolves as usual.
 */
export function publicOnlyLookup(allowed: ReadonlySet<string>): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (err, addresses: LookupAddress[]) => {
      if (err) return callback(err, '', undefined);
      const host = hostname.toLowerCase();
      if (!allowed.has(host) && !addresses.every((a) => isPublicAddress(a.address)))
        return callback(
          new PushEndpointRefused(`${hostname} resolves to an address that is not public`),
          '',
          undefined,
        );
      if (options.all) return (callback as unknown as AllCallback)(null, addresses);
      const first = addresses[0]!;
      callback(null, first.address, first.family);
    });
  };
}
type AllCallback = (err: NodeJS.ErrnoException | null, addresses: LookupAddress[]) => void;

/**
 * Whether the endpoint's host may be connected to before any lookup: a literal IP address is
 * connected to without one, so it is judged here; a name is judged by publicOnlyLookup.
 */
export function literalHostAllowed(endpoint: string, allowed: ReadonlySet<string>): boolean {
  const url = new URL(endpoint);
  const host = hostOf(url);
  if (url.protocol !== 'https:') return false;
  return allowed.has(host) || !isIP(host) || isPublicAddress(host);
}
