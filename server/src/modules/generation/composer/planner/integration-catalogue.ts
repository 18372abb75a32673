import { servicesData } from '../catalogue/services.js';
import { namesMatcher } from '../catalogue/names.js';

/**
 * Services people name in briefs, each with what it is for and the words of a feature that needs
 * it (reviewed data: catalogue/services.json). Matched on the service's own names only (never on a
 * feature's words), so an entry can only describe the service the user typed. A name not listed
 * gets "purpose: to be confirmed".
 */
export interface CatalogueEntry {
  /** The names the service goes by, as whole words ("gov.uk notify", "gpt*"). */
  names: string[];
  purpose: string;
  alternatives: string[];
  /** Words (lower case, singular) a feature uses when it needs this service. */
  needs: string[];
  /**
   * An identity provider (Entra ID, Okta, Google sign-in, SAML): it serves people's accounts and
   * sign-in, whether or not a key feature is about them. It is linked to the sign-in feature, else
   * built before the plan's accounts and sign-in task; `needs` then goes unused (a feature's "staff"
   * or "log" says nothing about signing in).
   */
  signIn?: true;
}

export const integrationCatalogue: CatalogueEntry[] = servicesData.services;

/** Each entry's names as whole words: "Sage" is not inside "message queue", nor "Epic" inside "epicentre". First match wins. */
const matchers = integrationCatalogue.map((e) => ({ e, test: namesMatcher(e.names) }));

const found = new Map<string, CatalogueEntry | undefined>();
export function catalogueEntry(name: string): CatalogueEntry | undefined {
  if (found.has(name)) return found.get(name);
  const e = matchers.find(({ test }) => test(name))?.e;
  // A brief names a handful of services; the lookup is asked for each of them many times.
  if (found.size > 2000) found.clear();
  found.set(name, e);
  return e;
}

const deviceWords = new Set(servicesData.deviceWords.words);

/**
 * "Square Reader SDK", "Gilbarco pump meter (Bluetooth)", "Zebra label printers" run on the device:
 * a service named with one of the device words is connected in each client app, on real hardware,
 * once per client platform; the server never calls it.
 */
export function runsOnDevice(name: string): boolean {
  return name
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .some((w) => deviceWords.has(w));
}
