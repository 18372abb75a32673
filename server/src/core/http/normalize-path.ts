import type { NextFunction, Request, Response } from 'express';

const UNRESERVED_ESCAPE = /%(2[dD]|3[0-9]|[46][1-9a-fA-F]|[57][0-9aA]|5[fF]|7[eE])/g;

/**
 * One spelling per path before any router sees it, so no check can be sidestepped by writing
 * the same path another way: runs of slashes become one, and percent-escapes of unreserved
 * characters (letters, digits, `-_~`, which RFC 3986 says mean the same as the characters
 * themselves) are decoded; an escaped dot stays escaped, so no `..` segment can appear. Letter case and a trailing slash are already ignored by the routers
 * (Express's defaults). Linear in the URL's length; the query string is left as it is.
 */
export function normalizePath(req: Request, _res: Response, next: NextFunction): void {
  const q = req.url.indexOf('?');
  const path = q === -1 ? req.url : req.url.slice(0, q);
  const normal = path.replace(/\/{2,}/g, '/').replace(UNRESERVED_ESCAPE, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  if (normal !== path) req.url = q === -1 ? normal : normal + req.url.slice(q);
  next();
}
